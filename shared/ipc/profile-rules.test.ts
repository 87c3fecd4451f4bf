// The profile schema names each broken rule as a code with its bounds (ruleFactsOf), never in English: the form
// and the Connect screen word it from the catalogue, main sends it as facts.
import { describe, expect, it } from 'vitest'
import { ProfileInputSchema, baseUrlProblem, type ProfileInput } from './profiles'
import { ruleFactsOf } from './result'

const input = (over: Record<string, unknown> = {}): ProfileInput =>
  ({ name: 'Broker live', baseUrl: 'https://broker.example.com/dxsca-web', username: 'alex', ...over }) as ProfileInput

/**
 * Each refused field with the facts of its first issue, and the words the schema gave an issue itself: a parse's
 * own error map fills every message the schema left unsaid, so any other message is the schema's.
 */
function refused(over: Record<string, unknown>) {
  const parsed = ProfileInputSchema.safeParse(input(over), { error: () => 'unsaid' })
  if (parsed.success) return undefined
  return {
    facts: Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), ruleFactsOf(i)])),
    worded: parsed.error.issues.map((i) => i.message).filter((m) => m !== 'unsaid'),
  }
}

describe('a profile’s broken rules', () => {
  it.each([
    [{ name: '  ' }, 'name', { rule: 'too_small', minimum: 1, origin: 'string' }],
    [{ name: 'x'.repeat(81) }, 'name', { rule: 'too_big', maximum: 80, origin: 'string' }],
    [{ username: '' }, 'username', { rule: 'too_small', minimum: 1, origin: 'string' }],
    [{ domain: '' }, 'domain', { rule: 'too_small', minimum: 1, origin: 'string' }],
    [{ id: 'Bad Id' }, 'id', { rule: 'invalid_format', format: 'profile-id' }],
    [{ baseUrl: 'broker' }, 'baseUrl', { rule: 'invalid_format', format: 'web-address' }],
    [{ baseUrl: 'http://broker.example.com' }, 'baseUrl', { rule: 'invalid_format', format: 'https-address' }],
    [{ baseUrl: 'https://u:p@broker.example.com' }, 'baseUrl', { rule: 'invalid_format', format: 'no-login' }],
    [{ timeZone: 'Mars/Olympus' }, 'timeZone', { rule: 'invalid_format', format: 'time-zone' }],
    [{ reportingCurrency: 'US dollars' }, 'reportingCurrency', { rule: 'invalid_format', format: 'currency-code' }],
    [{ defaultAccounts: ['ab'] }, 'defaultAccounts.0', { rule: 'too_small', minimum: 3, origin: 'string' }],
    [{ liveCadenceSeconds: Number.NaN }, 'liveCadenceSeconds', { rule: 'invalid_type', expected: 'number' }],
    [{ liveCadenceSeconds: 10.5 }, 'liveCadenceSeconds', { rule: 'invalid_type', expected: 'int' }],
    [{ warnFarFromMarketPercent: 0 }, 'warnFarFromMarketPercent', { rule: 'too_small', minimum: 0.1 }],
    [{ warnSizeTimesUsual: 101 }, 'warnSizeTimesUsual', { rule: 'too_big', maximum: 100 }],
    [{ dailyLossLimit: -1 }, 'dailyLossLimit', { rule: 'too_small' }],
    [{ stopOutPercent: 100 }, 'stopOutPercent', { rule: 'must_be_below', other: 'marginCallPercent' }],
    [{ warnMarginPercent: 90 }, 'warnMarginPercent', { rule: 'must_be_above', other: 'marginCallPercent' }],
  ])('%j: %s as a rule code with its bounds, in no words of its own', (over, field, facts) => {
    const found = refused(over)
    expect(found?.facts[field]).toMatchObject(facts)
    expect(found?.worded).toEqual([])
  })

  it('says what is wrong with a server address as a code', () => {
    expect(baseUrlProblem('https://broker.example.com/dxsca-web')).toBeNull()
    expect(baseUrlProblem('not a url')).toBe('web-address')
    expect(baseUrlProblem('https://u:p@broker.example.com')).toBe('no-login')
    expect(baseUrlProblem('ftp://broker.example.com')).toBe('https-address')
  })
})
