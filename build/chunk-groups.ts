// The renderer's chunk groups, derived from the module graph instead of lists of paths: a module is placed by
// which lazily loaded roots reach it through static imports, so a new module lands where its importers are and
// cannot silently become a small chunk of its own (gzip compresses each file alone: many small chunks cost more
// than the same code in one).

/** The part of rolldown's module info this needs. */
export interface GraphModule {
  importedIds: readonly string[]
  dynamicallyImportedIds: readonly string[]
}

export type ModuleGraph = (id: string) => GraphModule | null

export interface ChunkRoots {
  /** The entry module (index.html's script). */
  entry: string
  /** Lazily loaded modules that the first screens need: the connect screen, the account picker, the workspace
   * and its default view. */
  firstScreen: readonly string[]
  /** First-screen roots that keep a chunk of their own (start-up loads them by name). */
  ownChunk: readonly string[]
  /** Lazy roots that bring a library nothing else needs and keep it in their own chunk until used. */
  apart: readonly string[]
}

const normalise = (id: string) => id.replaceAll('\\', '/')

/**
 * Where a module goes, by the lazily loaded roots that reach it through static imports: `views` when only the
 * views (other than the first screen's) and the dialogs do; its root's own chunk when one first-screen root
 * in `ownChunk` or one root in `apart` does; `common` otherwise (a connect screen, or several lazy roots of
 * which one is on the first screen or apart). What the entry imports stays with the entry.
 */
export function chunkGroupOf(graph: ModuleGraph, roots: ChunkRoots): (id: string) => 'common' | 'views' | undefined {
  const matches = (id: string, paths: readonly string[]) => paths.some((p) => normalise(id).endsWith(p))
  const reachedBy = new Map<string, Set<string>>()
  const lazyRoots: string[] = []
  const seen = new Set<string>()
  const findLazyRoots = (id: string) => {
    if (seen.has(id)) return
    seen.add(id)
    const info = graph(id)
    if (!info) return
    for (const lazy of info.dynamicallyImportedIds) if (!lazyRoots.includes(lazy)) lazyRoots.push(lazy)
    ;[...info.importedIds, ...info.dynamicallyImportedIds].forEach(findLazyRoots)
  }
  findLazyRoots(roots.entry)
  for (const root of [roots.entry, ...lazyRoots]) {
    const stack = [root]
    while (stack.length > 0) {
      const id = stack.pop() as string
      const by = reachedBy.get(id) ?? new Set<string>()
      if (by.has(root)) continue
      by.add(root)
      reachedBy.set(id, by)
      stack.push(...(graph(id)?.importedIds ?? []))
    }
  }
  const missing = [...roots.firstScreen, ...roots.apart].filter((p) => !lazyRoots.some((id) => matches(id, [p])))
  if (missing.length > 0) throw new Error(`chunk groups: not loaded lazily any more: ${missing.join(', ')}`)

  const isView = (root: string) => !matches(root, roots.firstScreen) && !matches(root, roots.apart)
  return (id) => {
    // A stylesheet's module would stay behind as an empty chunk that the importer must load.
    if (id.endsWith('.css')) return undefined
    const by = reachedBy.get(id)
    // What the entry imports is loaded with it: the entry's chunk, or `common` when a common module imports it.
    if (!by || by.has(roots.entry)) return undefined
    const lazy = [...by]
    if (lazy.every(isView)) return 'views'
    const only = lazy.length === 1 ? (lazy[0] as string) : undefined
    // One lazy root's own code, where that root keeps a chunk of its own.
    if (only !== undefined && (matches(only, roots.apart) || matches(only, roots.ownChunk))) return undefined
    return 'common'
  }
}
