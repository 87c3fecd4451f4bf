import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

// Feature folders of the renderer (renderer/src/features/<name>/) import each other in one direction only: a
// cycle between two features means neither can be read, moved or loaded lazily without the other. What both
// need lives below them (components/, api/, lib/) or in shared/. Imports are read with TypeScript's own
// pre-processor, so a comment or a string that looks like an import does not count.
const features = resolve(import.meta.dirname, '../renderer/src/features')

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** The feature folder a path is in, or undefined for a module outside any feature folder. */
function featureOf(path: string): string | undefined {
  const rel = relative(features, path)
  if (rel.startsWith('..')) return undefined
  const parts = rel.split(sep)
  return parts.length > 1 ? parts[0] : undefined
}

/** Which feature imports which (statically or lazily), from every non-test module under features/. */
function featureGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>()
  for (const file of sources(features)) {
    const from = featureOf(file)
    if (from === undefined) continue
    const edges = graph.get(from) ?? new Set<string>()
    graph.set(from, edges)
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue
      const to = featureOf(resolve(dirname(file), fileName))
      if (to !== undefined && to !== from) edges.add(to)
    }
  }
  return graph
}

/** Every cycle's path, as `a -> b -> a`, found by a depth-first walk. */
function cycles(graph: Map<string, Set<string>>): string[] {
  const found: string[] = []
  const done = new Set<string>()
  const walk = (node: string, path: string[]) => {
    const at = path.indexOf(node)
    if (at >= 0) {
      found.push([...path.slice(at), node].join(' -> '))
      return
    }
    if (done.has(node)) return
    for (const next of graph.get(node) ?? []) walk(next, [...path, node])
    done.add(node)
  }
  for (const node of graph.keys()) walk(node, [])
  return found
}

describe('feature folders', () => {
  it('import each other without a cycle', () => {
    const graph = featureGraph()
    expect(graph.get('order-edit')?.has('orders')).toBe(true)
    expect(cycles(graph)).toEqual([])
  })

  it('the check sees a cycle when there is one', () => {
    const graph = new Map([
      ['orders', new Set(['order-edit'])],
      ['order-edit', new Set(['orders'])],
    ])
    expect(cycles(graph)).not.toEqual([])
  })
})
