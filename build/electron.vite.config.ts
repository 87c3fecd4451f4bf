import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'electron-vite'
import type { ChunkingContext } from 'rolldown'
import { ALIASES } from './aliases.mjs'
import { chunkGroupOf, type ChunkRoots } from './chunk-groups'
import { earlyScripts } from './early-scripts'
import { firstScreenPreload } from './first-screen-preload'
import { ENTRY, FIRST_SCREENS } from './first-screens'

const root = resolve(import.meta.dirname, '..')

const CHUNK_ROOTS: ChunkRoots = {
  entry: resolve(root, ENTRY),
  firstScreen: FIRST_SCREENS,
  // Bench item 5 and start-up find the workspace and its default view by their chunks' names.
  ownChunk: ['renderer/src/app/Workspace.tsx', 'renderer/src/features/positions/PositionsView.tsx'],
  // The chart library (loaded when a chart is first drawn), the profile form's library (only when a profile is
  // added or edited) and column drag to reorder (after the first grid is painted, header-row.tsx).
  apart: [
    'renderer/src/features/charts/ChartCanvas.tsx',
    'renderer/src/features/connect/ProfileForm.tsx',
    'renderer/src/components/DataTable/SortableHeaderRow.tsx',
  ],
}

// One placement per chunking pass: the graph is walked once, not once per module.
const placements = new WeakMap<ChunkingContext, (id: string) => string | undefined>()
const groupNamed =
  (group: 'common' | 'views') =>
  (id: string, ctx: ChunkingContext): string | null => {
    let place = placements.get(ctx)
    if (!place) {
      place = chunkGroupOf((m) => ctx.getModuleInfo(m), CHUNK_ROOTS)
      placements.set(ctx, place)
    }
    return place(id) === group ? group : null
  }

export default defineConfig({
  main: {
    resolve: { alias: ALIASES },
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
    resolve: { alias: ALIASES },
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
    resolve: { alias: ALIASES },
    plugins: [
      react(),
      firstScreenPreload(FIRST_SCREENS),
      earlyScripts([
        { module: 'renderer/src/app/zod-jitless.ts', runs: 'before the app' },
        { module: 'renderer/src/app/intl-warm-up.ts', runs: 'at once' },
      ]),
    ],
    build: {
      outDir: resolve(root, 'out/renderer'),
      // DX_NO_MINIFY=1 keeps our function names for a CPU profile of the renderer (docs/performance.md).
      minify: !process.env.DX_NO_MINIFY,
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
        // No `manualPureFunctions: ['z']` (zod's namespace; it saved 0.9 kB): it matches every function called
        // `z` in every module, including minified libraries' own, whose side effects it would drop.
        treeshake: {
          moduleSideEffects: [{ test: /[\\/]shared[\\/]/, sideEffects: false }],
        },
        output: {
          // One chunk that every screen needs, one with the views and dialogs that are not on the first screen;
          // the entry (React), the workspace, the Positions view, the chart library and column drag to reorder
          // stay chunks of their own (see renderer/src/app/lazy-component.tsx).
          codeSplitting: {
            groups: [
              // What every screen needs before it can paint: zod, the tables and their components, the query
              // layer, the connect screens and the modules the workspace and its views share. One chunk: gzip
              // compresses each file alone, so the same code in many 1–2 kB chunks cost 12 kB more.
              { name: groupNamed('common'), debugName: 'common', priority: 2 },
              // The views other than Positions, with the dialogs: loaded while the app is idle (views.ts).
              { name: groupNamed('views'), debugName: 'views', priority: 1 },
            ],
          },
        },
      },
    },
  },
})
