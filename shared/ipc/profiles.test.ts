// The per-profile sanity thresholds: bounds whose refusals name the field and the rule, defaults for profiles saved
// before the choice existed, and the chosen number moving where the order editor's warning starts.
import { describe, expect, it } from 'vitest'
import { sanityWarnings, type SanityOrder } from '../domain/order-sanity'
import { sanityWarningText } from '../text/sanity-text'
import { ProfileInputSchema, ProfileSchema, type ProfileInput } from './profiles'
import { ruleFactsOf } from './result'
import { FAR_FROM_MARKET_PERCENT, SIZE_TIMES_USUAL, sanityLimitsOf } from './profile-settings'

const input = (over: Partial<ProfileInput> = {}): ProfileInput => ({
  name: 'Broker live',
  baseUrl: 'https://broker.example.com/dxsca-web',
  username: 'alex',
  ...over,
})
const problem = (over: Partial<ProfileInput>) => {
  const parsed = ProfileInputSchema.safeParse(input(over))
  if (parsed.success) return undefined
  const [issue] = parsed.error.issues
  return { field: issue?.path[0], rule: issue ? ruleFactsOf(issue) : undefined }
}

describe('sanity thresholds in a profile', () => {
  it('default to 5 % and 5× when a profile (an older file) does not have them', () => {
    const parsed = ProfileInputSchema.parse(input())
    expect(parsed).toMatchObject({ warnFarFromMarketPercent: 5, warnSizeTimesUsual: 5 })
    const stored = ProfileSchema.parse({ ...parsed, id: 'broker-live', warnFarFromMarketPercent: undefined })
    expect(sanityLimitsOf(stored)).toEqual({ farFromMarketPercent: 5, sizeTimesUsual: 5 })
  })

  it('accept positive numbers within the bounds, fractions included', () => {
    const parsed = ProfileInputSchema.parse(
      input({ warnFarFromMarketPercent: FAR_FROM_MARKET_PERCENT.min, warnSizeTimesUsual: 2.5 }),
    )
    expect(sanityLimitsOf(parsed)).toEqual({ farFromMarketPercent: 0.1, sizeTimesUsual: 2.5 })
    expect(ProfileInputSchema.safeParse(input({ warnFarFromMarketPercent: 50, warnSizeTimesUsual: 100 })).success).toBe(
      true,
    )
  })

  it('refuse zero, negatives, too large, NaN and text, naming the field', () => {
    expect(problem({ warnFarFromMarketPercent: 0 })).toEqual({
      field: 'warnFarFromMarketPercent',
      rule: { rule: 'too_small', minimum: 0.1, origin: 'number' },
    })
    expect(problem({ warnFarFromMarketPercent: -1 })?.field).toBe('warnFarFromMarketPercent')
    expect(problem({ warnFarFromMarketPercent: FAR_FROM_MARKET_PERCENT.max + 1 })).toEqual({
      field: 'warnFarFromMarketPercent',
      rule: { rule: 'too_big', maximum: 50, origin: 'number' },
    })
    expect(problem({ warnFarFromMarketPercent: Number.NaN })?.field).toBe('warnFarFromMarketPercent')
    expect(problem({ warnSizeTimesUsual: 0.5 })).toEqual({
      field: 'warnSizeTimesUsual',
      rule: { rule: 'too_small', minimum: 1, origin: 'number' },
    })
    expect(problem({ warnSizeTimesUsual: SIZE_TIMES_USUAL.max + 1 })?.rule).toMatchObject({
      rule: 'too_big',
      maximum: 100,
    })
    const text = ProfileInputSchema.safeParse({ ...input(), warnSizeTimesUsual: '5' })
    expect(text.success ? undefined : text.error.issues[0]?.path).toEqual(['warnSizeTimesUsual'])
  })
})

describe('a profile’s chosen threshold moves where the warning starts', () => {
  const quote = { bid: '99', ask: '100' }
  const buyLimit = (limitPrice: string): SanityOrder => ({ side: 'BUY', type: 'LIMIT', limitPrice })
  const farWarnings = (profile: ProfileInput, limitPrice: string) =>
    sanityWarnings(buyLimit(limitPrice), { quote, limits: sanityLimitsOf(ProfileInputSchema.parse(profile)) })
      .filter((w) => w.rule === 'far-from-market')
      .map(sanityWarningText)

  it('at 1 %: warns just above 1 % from the ask, not at 1 %; the default profile stays quiet at 2 %', () => {
    const tight = input({ warnFarFromMarketPercent: 1 })
    expect(farWarnings(tight, '99')).toEqual([])
    expect(farWarnings(tight, '98.99')).toEqual(['98.99 is 1.01% from the ask 100 (warning above 1%).'])
    expect(farWarnings(tight, '98')).toEqual(['98 is 2% from the ask 100 (warning above 1%).'])
    expect(farWarnings(input(), '98')).toEqual([])
  })

  it('at 2×: warns just above twice the usual size, not at it; the default profile stays quiet at 3×', () => {
    const order = (quantity: string): SanityOrder => ({ side: 'BUY', type: 'MARKET', quantity })
    const sizeRules = (profile: ProfileInput, quantity: string) =>
      sanityWarnings(order(quantity), {
        usualQuantity: '10000',
        limits: sanityLimitsOf(ProfileInputSchema.parse(profile)),
      }).map(sanityWarningText)
    const double = input({ warnSizeTimesUsual: 2 })
    expect(sizeRules(double, '20000')).toEqual([])
    expect(sizeRules(double, '20001')).toEqual(["20,001 is 2× this account's usual size of 10,000 (warning above 2×)."])
    expect(sizeRules(input(), '30000')).toEqual([])
  })
})

describe('snapshot masking in a profile', () => {
  it('is kept as chosen, is absent (mask everything) in an older file, and refuses an unknown class', () => {
    const chosen = { names: false, emails: true, comments: false }
    expect(ProfileInputSchema.parse(input({ snapshotMasking: chosen })).snapshotMasking).toEqual(chosen)
    expect(ProfileInputSchema.parse(input()).snapshotMasking).toBeUndefined()
    const unknownClass = { ...chosen, phones: true } as unknown as ProfileInput['snapshotMasking']
    expect(problem({ snapshotMasking: unknownClass })).toMatchObject({ field: 'snapshotMasking' })
  })
})
