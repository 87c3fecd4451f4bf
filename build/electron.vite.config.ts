import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'electron-vite'

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
    plugins: [react()],
    build: {
      outDir: resolve(root, 'out/renderer'),
      minify: true,
      rolldownOptions: { input: resolve(root, 'renderer/index.html') },
    },
  },
})
