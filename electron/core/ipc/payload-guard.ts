// Structural limits on whatever arrives from the renderer, checked before the channel's schema: a hostile
// page must not make main walk a million-node tree, allocate huge strings, or hand prototype-polluting keys
// (`__proto__`, `constructor`, `prototype`) to code that might merge objects. The schemas then check types
// and fields. Do not relax without reading docs/security-checklist.md (item 13).
import type { InputRule } from '@shared/ipc/result'

export const PAYLOAD_LIMITS = {
  depth: 12,
  nodes: 20_000,
  /** Sum of all string lengths; the largest single field (a profile import) is bounded at 1,000,000. */
  chars: 1_100_000,
  keyLength: 128,
} as const

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

/** Which limit an input broke (a rule code the window words), where, and for a forbidden key which key. */
export type PayloadProblem = { rule: PayloadRule; parameter?: string; key?: string } | null
type PayloadRule = Extract<InputRule, `payload_${string}`>

export function payloadProblem(input: unknown): PayloadProblem {
  let nodes = 0
  let chars = 0
  const walk = (value: unknown, depth: number, path: string): PayloadProblem => {
    nodes++
    if (nodes > PAYLOAD_LIMITS.nodes) return { rule: 'payload_too_many_values' }
    if (typeof value === 'string') {
      chars += value.length
      return chars > PAYLOAD_LIMITS.chars ? { rule: 'payload_too_large', ...(path ? { parameter: path } : {}) } : null
    }
    if (value === null || typeof value !== 'object') return null
    if (depth >= PAYLOAD_LIMITS.depth) return { rule: 'payload_too_deep', parameter: path }
    const proto: unknown = Object.getPrototypeOf(value)
    if (proto !== Object.prototype && proto !== Array.prototype && proto !== null) {
      return { rule: 'payload_not_plain_data', ...(path ? { parameter: path } : {}) }
    }
    for (const key of Reflect.ownKeys(value)) {
      if (typeof key !== 'string') return { rule: 'payload_symbol_key', parameter: path }
      const where = Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key
      if (Array.isArray(value) && key === 'length') continue
      if (FORBIDDEN_KEYS.has(key)) return { rule: 'payload_forbidden_key', key, parameter: where }
      if (key.length > PAYLOAD_LIMITS.keyLength) return { rule: 'payload_overlong_key' }
      const problem = walk((value as Record<string, unknown>)[key], depth + 1, where)
      if (problem) return problem
    }
    return null
  }
  return walk(input, 0, '')
}
