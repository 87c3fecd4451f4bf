import { describe, expect, it } from 'vitest'
import { decimal } from '../api/primitives'
import { decimalsOfStep, parseDecimal, toBig } from './decimal'

describe('parseDecimal reads what the wire schema accepts, as the same number', () => {
  const spellings: (string | number)[] = ['+1234.456', '-.456', '-1E4', '0.1', ' 7 ', 1e21, 1e-7, '0012.50']
  it.each(spellings.map((s) => [s]))('%j', (input) => {
    expect(toBig(input)?.toFixed()).toBe(decimal.parse(input))
  })

  it('keeps infinite margin tiers as a sign and refuses text that is not a number', () => {
    expect(parseDecimal('INF')).toEqual({ kind: 'infinite', negative: false })
    expect(parseDecimal('-Infinity')).toEqual({ kind: 'infinite', negative: true })
    expect(parseDecimal(Number.NEGATIVE_INFINITY)).toEqual({ kind: 'infinite', negative: true })
    for (const bad of ['', 'abc', '1.2.3', '1_000', Number.NaN, null, undefined]) {
      expect(parseDecimal(bad).kind).toBe('invalid')
    }
  })
})

describe("decimalsOfStep, the one count of a step's decimals for prices, sizes and chart axes", () => {
  it('reads a step as wire text or as a number, exactly', () => {
    expect(decimalsOfStep('0.00001')).toBe(5)
    expect(decimalsOfStep('0.25')).toBe(2)
    expect(decimalsOfStep('1')).toBe(0)
    expect(decimalsOfStep('1E-3')).toBe(3)
    expect(decimalsOfStep(0.0025)).toBe(4)
    expect(decimalsOfStep(500)).toBe(0)
    expect(decimalsOfStep('0.50')).toBe(1)
  })

  it('has no answer where there is no step', () => {
    expect(decimalsOfStep('0')).toBeUndefined()
    expect(decimalsOfStep(-0.01)).toBeUndefined()
    expect(decimalsOfStep('abc')).toBeUndefined()
    expect(decimalsOfStep(undefined)).toBeUndefined()
  })
})
