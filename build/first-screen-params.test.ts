import { existsSync, readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ENTRY, FIRST_SCREENS } from './first-screens'

// Each endpoint's query parameters are a module of their own (shared/api/params/) and build their zod schemas at
// import. The first screen (the entry and the lazily loaded first-screen roots of build/first-screens.ts)
// must reach only the Positions parameters and the builders they use: reaching another endpoint's module, or the
// index that re-exports them all, would build every endpoint's schemas during start-up again
// (docs/performance.md, "Start-up: parameter schemas per endpoint"). Dynamic imports are other chunks, loaded later: not followed.
const root = resolve(import.meta.dirname, '..')

const FIRST_SCREEN_ROOTS = [ENTRY, ...FIRST_SCREENS]

const ALLOWED = ['shared/api/params/spec.ts', 'shared/api/params/shared-params.ts', 'shared/api/params/positions.ts']

// Value imports and re-exports (multi-line too); `import type` / `export type` are erased and load nothing.
const STATIC_IMPORT = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s*)?['"]([^'"]+)['"]/g

function resolveImport(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined
  const base = resolve(dirname(from), spec)
  const candidates = [base, `${base}.ts`, `${base}.tsx`, resolve(base, 'index.ts'), resolve(base, 'index.tsx')]
  return candidates.find((c) => existsSync(c) && /\.tsx?$/.test(c))
}

function staticallyReached(roots: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const stack = roots.map((r) => resolve(root, r))
  while (stack.length > 0) {
    const file = stack.pop() as string
    if (seen.has(file)) continue
    seen.add(file)
    for (const m of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (m[1]) continue
      const target = resolveImport(file, m[2] as string)
      if (target) stack.push(target)
    }
  }
  return new Set([...seen].map((f) => relative(root, f).replaceAll('\\', '/')))
}

describe('the first screen builds only the Positions query parameters', () => {
  it('follows the first screen’s imports (the check below is not vacuous)', () => {
    const reached = staticallyReached(FIRST_SCREEN_ROOTS)
    expect(reached).toContain('renderer/src/features/positions/PositionsView.tsx')
    expect(reached).toContain('shared/api/params/positions.ts')
  })

  it('reaches no other endpoint’s parameter module', () => {
    const params = [...staticallyReached(FIRST_SCREEN_ROOTS)].filter(
      (f) => f.startsWith('shared/api/params') || f === 'shared/api/index.ts' || f === 'shared/api/endpoints.ts',
    )
    expect(params.sort()).toEqual([...ALLOWED].sort())
  })
})
