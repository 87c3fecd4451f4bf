import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'electron-vite'
import { earlyScripts } from './early-scripts'
import { firstScreenPreload } from './first-screen-preload'

const root = resolve(import.meta.dirname, '..')

/** A code-splitting test: the module's path (with `/` separators) contains one of `parts` and none of `except`. */
const inAnyOf =
  (parts: readonly string[], except: readonly string[] = []) =>
  (id: string) => {
    const path = id.replaceAll('\\', '/')
    // Not a stylesheet: its module would stay behind as an empty chunk that the importer must load.
    if (path.endsWith('.css')) return false
    return parts.some((part) => path.includes(part)) && !except.some((part) => path.includes(part))
  }

// zod, the tables and the components; not column drag to reorder: dnd-kit waits until the first grid is painted
// (header-row.tsx).
const FIRST_SCREEN_LIBS =
  /[\\/](node_modules[\\/](zod|@tanstack[\\/](table|react-table|virtual|react-virtual))[\\/]|renderer[\\/]src[\\/](components|lib)[\\/](?!DataTable[\\/]SortableHeaderRow))/

// Modules that the workspace and its default view import statically and that the other views, the connect
// screen or the dialogs share; none of them is a lazily loaded root.
const WORKSPACE_COMMON = [
  '/node_modules/@tanstack/query-core/',
  '/node_modules/@tanstack/react-query/',
  '/renderer/src/api/',
  '/renderer/src/app/live.tsx',
  '/renderer/src/features/accounts/remembered.ts',
  '/renderer/src/app/order-edit.tsx',
  '/renderer/src/features/columns.tsx',
  '/renderer/src/features/shared.tsx',
  '/renderer/src/features/resource-view/',
  '/renderer/src/features/positions/columns.tsx',
  '/renderer/src/features/orders/columns.tsx',
  '/renderer/src/features/orders/OrderDetails.tsx',
  '/renderer/src/features/market/quotes.tsx',
  '/renderer/src/features/market/market-columns.tsx',
  '/renderer/src/features/metrics/AccountSummaryBar.tsx',
  '/renderer/src/features/order-edit/api.ts',
  '/shared/domain/order-edit/model.ts',
  '/shared/domain/order-edit/state.ts',
  '/shared/domain/order-edit/watch.ts',
  '/shared/domain/activity/',
  '/shared/domain/market.ts',
  '/shared/domain/order-sanity.ts',
  '/shared/domain/attached-orders.ts',
  '/shared/domain/size-units.ts',
  '/shared/domain/account-trading.ts',
  '/shared/ipc/profile-settings.ts',
]

// The two screens before the workspace: index.html preloads them anyway (build/first-screen-preload.ts).
const CONNECT_SCREENS = [
  '/renderer/src/features/connect/ConnectScreen.tsx',
  '/renderer/src/features/accounts/AccountPicker.tsx',
]

// The views other than Positions, and the edit, cancel and audit dialogs: all of it is loaded while the app is
// idle (renderer/src/app/views.ts), so one chunk costs no wait. The Balance & P/L view's own code is here too; the
// chart library it draws with stays in its own chunk, loaded when a chart is first drawn. Not the two order-edit
// modules that the workspace itself renders.
const LAZY_VIEWS_AND_DIALOGS = [
  '/renderer/src/features/orders/',
  '/renderer/src/features/history/',
  '/renderer/src/features/portfolio/',
  '/renderer/src/features/metrics/',
  '/renderer/src/features/transfers/',
  '/renderer/src/features/account-events/',
  '/renderer/src/features/instruments/',
  '/renderer/src/features/account-charts/',
  '/shared/domain/account-ledger.ts',
  '/renderer/src/features/order-edit/',
  '/renderer/src/features/market/',
  '/renderer/src/features/charts/PriceChart.tsx',
  '/shared/domain/order-edit/',
  '/shared/domain/order-rules.ts',
  '/shared/domain/symbol-patterns.ts',
]
const ON_WORKSPACE = [
  '/renderer/src/features/order-edit/AuditLogButton.tsx',
  '/renderer/src/features/order-edit/OrderEditHost.tsx',
]

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
        // Building a zod schema (`z.…` and the calls chained on it) changes nothing else, so a schema the renderer
        // never reads (most of shared/api) is dropped with the zod code only it would need.
        treeshake: {
          moduleSideEffects: [{ test: /[\\/]shared[\\/]/, sideEffects: false }],
          manualPureFunctions: ['z'],
        },
        output: {
          // One chunk that every screen needs, one with the views and dialogs that are not on the first screen;
          // the entry (React), the workspace, the Positions view, the chart library and column drag to reorder
          // stay chunks of their own (see renderer/src/app/lazy-component.tsx).
          codeSplitting: {
            groups: [
              {
                // What every screen needs before it can paint (the connect screen, the account picker and the
                // workspace all import it): zod, the tables and their components, the query layer and the small
                // modules the workspace and its views share. One chunk: gzip compresses each file alone, so the
                // same code in many 1–2 kB chunks cost 12 kB more.
                name: 'common',
                test: (id) => FIRST_SCREEN_LIBS.test(id) || inAnyOf([...WORKSPACE_COMMON, ...CONNECT_SCREENS])(id),
                priority: 2,
              },
              // The views other than Positions, with the dialogs.
              { name: 'views', test: inAnyOf(LAZY_VIEWS_AND_DIALOGS, ON_WORKSPACE), priority: 1 },
            ],
          },
        },
      },
    },
  },
})
