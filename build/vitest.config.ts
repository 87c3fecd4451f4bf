import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { ALIASES } from './aliases.mjs'

const root = resolve(import.meta.dirname, '..')

// Test files share one module graph per worker (a fresh graph per file cost most of the suite's time: jsdom, React
// and the catalogue imported again for every file). A file that mocks a module, stubs a global or puts its own
// window.api in place changes what the next file would import or find, so it gets a fresh graph of its own; the
// tooling tests (build/) load ESLint and the bundler with settings of their own, and are isolated too.
const MOCKS_OR_STUBS = /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(|defineProperty\(window\b/
function filesThatMock(dir: string, name: RegExp): string[] {
  return readdirSync(resolve(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => name.test(file) && MOCKS_OR_STUBS.test(readFileSync(resolve(root, dir, file), 'utf8')))
    .map((file) => `${dir}/${file.replaceAll('\\', '/')}`)
}
const NODE_TESTS = ['electron/**/*.test.ts', 'shared/**/*.test.ts']
const DOM_TESTS = ['renderer/**/*.test.{ts,tsx}']
const isolatedNode = [...filesThatMock('electron', /\.test\.ts$/), ...filesThatMock('shared', /\.test\.ts$/)]
const isolatedDom = filesThatMock('renderer', /\.test\.tsx?$/)

const nodeSetup = [resolve(root, 'test-support/missing-keys.ts')]
const domSetup = [resolve(root, 'renderer/test-setup.ts'), ...nodeSetup]

export default defineConfig({
  root,
  plugins: [react()],
  resolve: { alias: ALIASES },
  test: {
    // Integration tests start real servers on port 0; not too many files at once on 2 cores.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: NODE_TESTS,
          exclude: isolatedNode,
          isolate: false,
          setupFiles: nodeSetup,
        },
      },
      {
        extends: true,
        test: {
          name: 'node-isolated',
          environment: 'node',
          include: [...isolatedNode, 'build/**/*.test.ts'],
          setupFiles: nodeSetup,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: DOM_TESTS,
          exclude: isolatedDom,
          isolate: false,
          setupFiles: domSetup,
        },
      },
      {
        extends: true,
        test: { name: 'dom-isolated', environment: 'jsdom', include: isolatedDom, setupFiles: domSetup },
      },
    ],
  },
})
