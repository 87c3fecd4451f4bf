import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { ALIASES } from './aliases.mjs'

const root = resolve(import.meta.dirname, '..')

export default defineConfig({
  root,
  plugins: [react()],
  resolve: { alias: ALIASES },
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
          setupFiles: [resolve(root, 'test-support/missing-keys.ts')],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['renderer/**/*.test.{ts,tsx}'],
          setupFiles: [resolve(root, 'renderer/test-setup.ts'), resolve(root, 'test-support/missing-keys.ts')],
        },
      },
    ],
  },
})
