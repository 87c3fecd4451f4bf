// The profile's reporting currency: optional (older files have none), a currency code when given, kept by a save.
import { describe, expect, it } from 'vitest'
import { ProfileInputSchema, ProfileSchema } from './profiles'
import { ruleFactsOf } from './result'

const input = { name: 'Broker live', baseUrl: 'https://broker.example.com/dxsca-web', username: 'alex' }

describe('reporting currency in a profile', () => {
  it('is optional, and kept when given', () => {
    expect(ProfileInputSchema.parse(input).reportingCurrency).toBeUndefined()
    expect(ProfileInputSchema.parse({ ...input, reportingCurrency: 'USD' }).reportingCurrency).toBe('USD')
    const stored = ProfileSchema.parse({ ...ProfileInputSchema.parse(input), id: 'broker-live' })
    expect(stored.reportingCurrency).toBeUndefined()
  })

  it('refuses what is not a currency code, naming the field', () => {
    const parsed = ProfileInputSchema.safeParse({ ...input, reportingCurrency: 'US dollars' })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]?.path).toEqual(['reportingCurrency'])
    const issue = parsed.error?.issues[0]
    expect(issue && ruleFactsOf(issue)).toEqual({ rule: 'invalid_format', format: 'currency-code' })
  })
})
