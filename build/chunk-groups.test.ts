// Where the renderer's modules land, decided from the import graph: a module new to the first screen joins
// `common` instead of becoming a small chunk of its own, and the views' code stays out of first paint.
import { describe, expect, it } from 'vitest'
import { chunkGroupOf, type ChunkRoots, type GraphModule } from './chunk-groups'

const ROOTS: ChunkRoots = {
  entry: '/app/main.tsx',
  firstScreen: ['/app/Connect.tsx', '/app/Workspace.tsx', '/app/Positions.tsx'],
  ownChunk: ['/app/Workspace.tsx', '/app/Positions.tsx'],
  apart: ['/app/Chart.tsx'],
}

/** A graph from `module: [static imports] | { static, lazy }`. */
function graph(edges: Record<string, string[] | { static?: string[]; lazy: string[] }>) {
  return (id: string): GraphModule | null => {
    const e = edges[id]
    if (!e) return id.startsWith('/') ? { importedIds: [], dynamicallyImportedIds: [] } : null
    return Array.isArray(e)
      ? { importedIds: e, dynamicallyImportedIds: [] }
      : { importedIds: e.static ?? [], dynamicallyImportedIds: e.lazy }
  }
}

const app = graph({
  '/app/main.tsx': { static: ['/lib/react.js'], lazy: ['/app/Connect.tsx', '/app/Workspace.tsx'] },
  '/app/Connect.tsx': ['/lib/react.js', '/app/connect-only.ts', '/app/table.tsx'],
  '/app/Workspace.tsx': {
    static: ['/app/table.tsx', '/app/workspace-only.ts', '/app/new-first-screen.ts'],
    lazy: ['/app/Positions.tsx', '/app/History.tsx', '/app/Dialog.tsx'],
  },
  '/app/Positions.tsx': ['/app/table.tsx', '/app/new-first-screen.ts', '/app/positions-only.ts'],
  '/app/History.tsx': ['/app/table.tsx', '/app/views-shared.ts', '/app/new-first-screen.ts'],
  '/app/Dialog.tsx': { static: ['/app/views-shared.ts', '/app/style.css'], lazy: ['/app/Chart.tsx'] },
  '/app/Chart.tsx': ['/lib/charts.js', '/app/table.tsx'],
})

describe('renderer chunk groups', () => {
  const place = chunkGroupOf(app, ROOTS)

  it('puts what two first-screen roots share, or a connect screen needs, in common', () => {
    expect(place('/app/new-first-screen.ts')).toBe('common')
    expect(place('/app/table.tsx')).toBe('common')
    expect(place('/app/Connect.tsx')).toBe('common')
    expect(place('/app/connect-only.ts')).toBe('common')
  })

  it('keeps the workspace, its default view and an apart library in chunks of their own', () => {
    expect(place('/app/Workspace.tsx')).toBeUndefined()
    expect(place('/app/workspace-only.ts')).toBeUndefined()
    expect(place('/app/positions-only.ts')).toBeUndefined()
    expect(place('/app/Chart.tsx')).toBeUndefined()
    expect(place('/lib/charts.js')).toBeUndefined()
  })

  it('puts what only the other views and the dialogs reach in views, and leaves the entry and styles alone', () => {
    expect(place('/app/History.tsx')).toBe('views')
    expect(place('/app/views-shared.ts')).toBe('views')
    expect(place('/app/Dialog.tsx')).toBe('views')
    expect(place('/lib/react.js')).toBeUndefined()
    expect(place('/app/style.css')).toBeUndefined()
  })

  it('refuses roots that are no longer loaded lazily', () => {
    expect(() => chunkGroupOf(app, { ...ROOTS, apart: ['/app/Gone.tsx'] })).toThrow(/Gone\.tsx/)
  })
})
