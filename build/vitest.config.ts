import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { preactAliases } from './preact-aliases'

const root = resolve(import.meta.dirname, '..')

export default defineConfig({
  root,
  plugins: [react()],
  test: {
    // Integration tests start real servers on port 0; keep files isolated, but not too many at once on 2 cores.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['electron/**/*.test.ts', 'shared/**/*.test.ts', 'build/**/*.test.ts'],
        },
      },
      {
        extends: true,
        // Packages without an `exports` map are resolved by these fields, as in the renderer's build. Without them
        // the test environment took `main`, and for @dnd-kit that is CommonJS, whose `require('react')` Node answers
        // with the real React (installed as the packages' peer) instead of the alias below: two hook runtimes, and
        // "Invalid hook call" as soon as the movable headers rendered (DataTable.test.tsx moves one).
        resolve: { mainFields: ['browser', 'module', 'jsnext:main', 'jsnext'] },
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['renderer/**/*.test.{ts,tsx}'],
          setupFiles: [resolve(root, 'renderer/test-setup.ts')],
          // The renderer runs on Preact (build/preact-aliases.ts). Libraries that import React are run through
          // Vite rather than Node's loader, so that their `react` is Preact's too (one copy of the hooks' state);
          // Testing Library's CommonJS main would `require` React itself, so it is read as its ES module, with
          // `fireEvent.change` on a text field firing what typing fires (test-support/testing-library-preact.ts).
          alias: [
            ...preactAliases,
            {
              find: /^@testing-library\/react$/,
              replacement: resolve(root, 'test-support/testing-library-preact.ts'),
            },
          ],
          server: {
            deps: {
              inline: [
                /@testing-library\/react/,
                /@tanstack\//,
                /@dnd-kit\//,
                /react-hook-form/,
                /@hookform\//,
                /use-sync-external-store/,
              ],
            },
          },
        },
      },
    ],
  },
})
