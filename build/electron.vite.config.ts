import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'electron-vite'
import { earlyScripts } from './early-scripts'
import { firstScreenPreload } from './first-screen-preload'

const root = resolve(import.meta.dirname, '..')

export default defineConfig({
  main: {
    build: {
      outDir: resolve(root, 'out/main'),
      // Three entries: the app's main process, the Demo sandbox that main forks as a utilityProcess, and the
      // DX API client's worker thread (electron/main/paths.ts names each file).
      lib: {
        entry: {
          index: resolve(root, 'electron/main/index.ts'),
          sandbox: resolve(root, 'electron/sandbox/utility-entry.ts'),
          'dx-client-worker': resolve(root, 'electron/core/api-client/worker/entry.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      outDir: resolve(root, 'out/preload'),
      // A sandboxed preload cannot require node_modules: bundle everything into one CommonJS file.
      externalizeDeps: false,
      lib: { entry: resolve(root, 'electron/preload/index.ts') },
      rolldownOptions: { output: { format: 'cjs' } },
    },
  },
  renderer: {
    root: resolve(root, 'renderer'),
    base: './',
    plugins: [
      react(),
      firstScreenPreload([
        'renderer/src/features/connect/ConnectScreen.tsx',
        'renderer/src/features/accounts/AccountPicker.tsx',
        'renderer/src/app/Workspace.tsx',
        'renderer/src/features/positions/PositionsView.tsx',
      ]),
      earlyScripts([
        { module: 'renderer/src/app/zod-jitless.ts', runs: 'before the app' },
        { module: 'renderer/src/app/intl-warm-up.ts', runs: 'at once' },
      ]),
    ],
    build: {
      outDir: resolve(root, 'out/renderer'),
      minify: true,
      // All styles are 7 kB gzip: one stylesheet in <head> beats a CSS request waiting behind a lazy chunk.
      cssCodeSplit: false,
      rolldownOptions: {
        // zod's set-up and the ICU warm-up are entries of their own, started from index.html ahead of the app
        // (build/early-scripts.ts).
        input: {
          index: resolve(root, 'renderer/index.html'),
          'zod-jitless': resolve(root, 'renderer/src/app/zod-jitless.ts'),
          'intl-warm-up': resolve(root, 'renderer/src/app/intl-warm-up.ts'),
        },
        // shared/ is side-effect free by its lint borders (zod, big.js and itself; no globals), so a module
        // none of whose exports is used is dropped: a constant read from a barrel does not pull every schema.
        treeshake: { moduleSideEffects: [{ test: /[\\/]shared[\\/]/, sideEffects: false }] },
        output: {
          // Chunks the start-up path needs whatever view is open; each view, dialog and the chart library
          // stay in their own chunks, loaded when first used (see renderer/src/app/lazy-component.tsx).
          codeSplitting: {
            groups: [
              { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 2 },
              {
                name: 'tables',
                // Not column drag to reorder: dnd-kit waits until the first grid is painted (header-row.tsx).
                test: /[\\/](node_modules[\\/]@tanstack[\\/](table|react-table|virtual|react-virtual)|renderer[\\/]src[\\/](components|lib)[\\/](?!DataTable[\\/]SortableHeaderRow))/,
                priority: 1,
              },
            ],
          },
        },
      },
    },
  },
})
