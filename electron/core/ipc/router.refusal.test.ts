// What the router sends back for an input it refuses: facts only (where, the rule's code, its bounds), checked
// by the same schema the window reads errors with, and no English for the window to show.
import { describe, expect, it } from 'vitest'
import { CASE_LIMITS } from '@shared/ipc/support-case'
import { AppErrorSchema, type AppError } from '@shared/ipc/result'
import { createRouter, type Handlers } from './router'

const ctx = { signal: new AbortController().signal, caller: 'test' }
let handled = 0
const router = createRouter({
  'case.open': async () => {
    handled++
    return {}
  },
} as unknown as Handlers)

async function refusal(channel: string, input: unknown): Promise<AppError> {
  const result = await router.invoke(channel, input, ctx)
  if (result.ok) throw new Error('the input was accepted')
  expect(AppErrorSchema.safeParse(result.error).success).toBe(true)
  // Nothing in the refusal reads as a sentence: `message` is a log summary the window never shows as words.
  expect(result.error.detail).toBeUndefined()
  return result.error
}

const caseInput = { reference: 'CASE-1', reason: 'Client asked about a fill', accounts: ['default:1001'] }

describe('an input main refuses, as facts', () => {
  it('names the field and the bound of an oversized value', async () => {
    const error = await refusal('case.open', { ...caseInput, reason: 'x'.repeat(CASE_LIMITS.reason + 1) })
    expect(error).toMatchObject({ kind: 'validation', cause: 'invalid-request', parameter: 'reason' })
    expect(error.facts).toEqual({ rule: 'too_big', maximum: CASE_LIMITS.reason, origin: 'string', parameter: 'reason' })
    expect(handled).toBe(0)
  })

  it('says which kind of value a field takes, and which values a choice takes', async () => {
    const wrongType = await refusal('case.open', { ...caseInput, accounts: 'default:1001' })
    expect(wrongType.facts).toEqual({ rule: 'invalid_type', expected: 'array', parameter: 'accounts' })
    const none = await refusal('case.open', { ...caseInput, accounts: [] })
    expect(none.facts).toEqual({ rule: 'too_small', minimum: 1, origin: 'array', parameter: 'accounts' })
    const format = await refusal('case.open', { ...caseInput, reference: 'CASE 1' })
    expect(format.facts).toEqual({ rule: 'invalid_format', format: 'regex', parameter: 'reference' })
    const extra = await refusal('case.open', { ...caseInput, colour: 'red' })
    expect(extra.facts).toEqual({ rule: 'unrecognized_keys', keys: 'colour' })
    expect(handled).toBe(0)
  })

  it('sends a malformed payload’s limit as a code, with where it was', async () => {
    const proto = await refusal('case.open', JSON.parse('{"reference":"C-1","x":{"__proto__":{"a":1}}}'))
    expect(proto).toMatchObject({ cause: 'invalid-request', parameter: 'x.__proto__' })
    expect(proto.facts).toEqual({ rule: 'payload_forbidden_key', key: '__proto__', parameter: 'x.__proto__' })
    let deep: unknown = 1
    for (let i = 0; i < 20; i++) deep = { d: deep }
    expect((await refusal('case.open', deep)).facts).toMatchObject({ rule: 'payload_too_deep' })
    expect(handled).toBe(0)
  })

  it('refuses, at the boundary, a refused input whose facts are not a rule’s code', () => {
    const english: AppError = {
      kind: 'validation',
      cause: 'invalid-request',
      message: 'input outside the contract',
      facts: { rule: 'Too big: expected string to have <=500 characters' },
    }
    expect(AppErrorSchema.safeParse(english).success).toBe(false)
  })
})
