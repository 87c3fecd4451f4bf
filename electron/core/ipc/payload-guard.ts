// Structural limits on whatever arrives from the renderer, checked before the channel's schema: a hostile
// page must not make main walk a million-node tree, allocate huge strings, or hand prototype-polluting keys
// (`__proto__`, `constructor`, `prototype`) to code that might merge objects. The schemas then check types
// and fields. Do not relax without reading docs/security-checklist.md (item 13).

export const PAYLOAD_LIMITS = {
  depth: 12,
  nodes: 20_000,
  /** Sum of all string lengths; the largest single field (a profile import) is bounded at 1,000,000. */
  chars: 1_100_000,
  keyLength: 128,
} as const

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

export type PayloadProblem = { message: string; parameter?: string } | null

export function payloadProblem(input: unknown): PayloadProblem {
  let nodes = 0
  let chars = 0
  const walk = (value: unknown, depth: number, path: string): PayloadProblem => {
    nodes++
    if (nodes > PAYLOAD_LIMITS.nodes) return { message: 'the request has too many values' }
    if (typeof value === 'string') {
      chars += value.length
      return chars > PAYLOAD_LIMITS.chars
        ? { message: 'the request is too large', ...(path ? { parameter: path } : {}) }
        : null
    }
    if (value === null || typeof value !== 'object') return null
    if (depth >= PAYLOAD_LIMITS.depth) return { message: 'the request is nested too deeply', parameter: path }
    const proto: unknown = Object.getPrototypeOf(value)
    if (proto !== Object.prototype && proto !== Array.prototype && proto !== null) {
      return { message: 'the request contains a value that is not plain data', ...(path ? { parameter: path } : {}) }
    }
    for (const key of Reflect.ownKeys(value)) {
      if (typeof key !== 'string') return { message: 'the request contains a symbol key', parameter: path }
      const where = Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key
      if (Array.isArray(value) && key === 'length') continue
      if (FORBIDDEN_KEYS.has(key)) return { message: `the key "${key}" is not allowed`, parameter: where }
      if (key.length > PAYLOAD_LIMITS.keyLength) return { message: 'the request contains an overlong key' }
      const problem = walk((value as Record<string, unknown>)[key], depth + 1, where)
      if (problem) return problem
    }
    return null
  }
  return walk(input, 0, '')
}
