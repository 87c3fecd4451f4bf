import { describe, expect, it } from 'vitest'
import { ProfileInputSchema, ProfileSchema } from './profiles'
import { ruleFactsOf } from './result'
import { riskLevelsOf } from './profile-settings'

const base = { name: 'Broker', baseUrl: 'https://broker.example.com/dxsca-web', username: 'ann' }

describe("a profile's margin levels", () => {
  it('default to the common 100 % / 50 % with no warning level or loss limit', () => {
    const p = ProfileInputSchema.parse(base)
    expect(riskLevelsOf(p)).toEqual({ marginCallPercent: 100, stopOutPercent: 50 })
    // a profile saved before the levels existed reads with the same defaults
    const { marginCallPercent: _m, stopOutPercent: _s, ...saved } = p
    const old = ProfileSchema.parse({ ...saved, id: 'broker' })
    expect(riskLevelsOf(old)).toEqual({ marginCallPercent: 100, stopOutPercent: 50 })
  })

  it('keeps a broker’s own levels and the user’s alerts', () => {
    const p = ProfileInputSchema.parse({
      ...base,
      marginCallPercent: 120,
      stopOutPercent: 20,
      warnMarginPercent: 150,
      dailyLossLimit: 500,
    })
    expect(riskLevelsOf(p)).toEqual({
      marginCallPercent: 120,
      stopOutPercent: 20,
      warnMarginPercent: 150,
      dailyLossLimit: 500,
    })
  })

  it('refuses a stop-out at or above margin call and a warning at or below it, naming the field', () => {
    const bad = ProfileInputSchema.safeParse({ ...base, stopOutPercent: 100, warnMarginPercent: 90 })
    expect(bad.success).toBe(false)
    const issues = bad.error?.issues.map((i) => [i.path.join('.'), ruleFactsOf(i)])
    expect(issues).toEqual([
      ['stopOutPercent', { rule: 'must_be_below', other: 'marginCallPercent' }],
      ['warnMarginPercent', { rule: 'must_be_above', other: 'marginCallPercent' }],
    ])
  })
})
