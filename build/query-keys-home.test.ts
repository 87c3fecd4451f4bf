import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// The renderer builds every React Query key in one module (renderer/src/api/query-keys.ts): a key written inline
// somewhere else drifts from the hierarchy that disconnects, profile switches and account changes rely on.
const src = resolve(import.meta.dirname, '../renderer/src')
const home = 'api/query-keys.ts'

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe('query keys have one home', () => {
  it('no renderer module writes a key inline', () => {
    const files = sources(src).map((path) => relative(src, path))
    expect(files).toContain(home)
    const inline = files
      .filter((path) => path !== home)
      .filter((path) =>
        /queryKey:\s*\[|Quer(y|ies)(Data)?\(\s*\[|Quer(y|ies)(Data)?\(\s*\{\s*queryKey:\s*\[/.test(
          readFileSync(join(src, path), 'utf8'),
        ),
      )
    expect(inline).toEqual([])
  })
})
