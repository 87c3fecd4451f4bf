import { resolve } from 'node:path'
import type { Alias } from 'vite'

const root = resolve(import.meta.dirname, '..')

// The renderer runs on Preact through preact/compat: React's API at about a sixth of react-dom's size and
// start-up work (docs/performance.md, "Renderer on Preact"). Every import of React — ours, the JSX runtime's and
// the libraries' (TanStack, dnd-kit, React Hook Form, Testing Library) — resolves here, in the build and in the
// component tests alike, so what is tested is what ships. Types stay React's (@types/react): compat is typed to
// match them. `react` itself is compat plus the React 19 hook compat lacks (renderer/src/app/react-on-preact.ts).
export const preactAliases: Alias[] = [
  { find: /^react$/, replacement: resolve(root, 'renderer/src/app/react-on-preact.ts') },
  { find: /^react-dom$/, replacement: resolve(root, 'renderer/src/app/react-on-preact.ts') },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  // TanStack Store's selector hook, as an ES module on compat (the package is CommonJS that requires React).
  {
    find: /^use-sync-external-store\/(shim\/)?with-selector$/,
    replacement: resolve(root, 'renderer/src/app/sync-external-store-with-selector.ts'),
  },
]
