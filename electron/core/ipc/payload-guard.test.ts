import { describe, expect, it } from 'vitest'
import { PAYLOAD_LIMITS, payloadProblem } from './payload-guard'

describe('payloadProblem', () => {
  it('accepts ordinary JSON-shaped input', () => {
    expect(payloadProblem({ accounts: ['default:1001'], params: { limit: 10, statuses: ['WORKING'] } })).toBeNull()
    expect(payloadProblem({})).toBeNull()
    expect(payloadProblem(null)).toBeNull()
    expect(payloadProblem(Object.create(null))).toBeNull()
  })

  it.each([
    ['__proto__ (as JSON.parse creates it)', JSON.parse('{"params":{"__proto__":{"polluted":true}}}')],
    ['constructor', { constructor: { prototype: { polluted: true } } }],
    ['prototype deep in an array', { a: [{ b: { prototype: 1 } }] }],
    ['a class instance', { when: new Date() }],
    ['a Map', { m: new Map() }],
    ['a symbol key', { [Symbol('x')]: 1 }],
    ['too deep', JSON.parse('{"a":'.repeat(PAYLOAD_LIMITS.depth + 1) + '1' + '}'.repeat(PAYLOAD_LIMITS.depth + 1))],
    ['too many values', { list: Array.from({ length: PAYLOAD_LIMITS.nodes + 1 }, () => 1) }],
    ['too many characters', { a: 'x'.repeat(PAYLOAD_LIMITS.chars), b: 'y' }],
    ['an overlong key', { ['k'.repeat(PAYLOAD_LIMITS.keyLength + 1)]: 1 }],
  ])('refuses %s', (_what, input) => {
    const problem = payloadProblem(input)
    expect(problem).not.toBeNull()
    expect(problem?.rule).toMatch(/^payload_/)
  })

  it('names where the forbidden key was', () => {
    expect(payloadProblem(JSON.parse('{"params":{"x":[{"__proto__":1}]}}'))).toEqual({
      rule: 'payload_forbidden_key',
      key: '__proto__',
      parameter: 'params.x[0].__proto__',
    })
  })
})
