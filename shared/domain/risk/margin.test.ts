import { describe, expect, it } from 'vitest'
import {
  equityToLevel,
  largestPosition,
  marginLevelFraction,
  marginLevelPercent,
  marginState,
  priceMoveToLevel,
} from './margin'

const LEVELS = { marginCallPercent: 100, stopOutPercent: 50, warnAtPercent: 150 }

describe('margin level', () => {
  it('is equity ÷ maintenance margin in percent, to 2 decimals half-up', () => {
    expect(marginLevelPercent({ equity: '12500.50', margin: '5000' })).toBe('250.01')
    // 1000 ÷ 3000 = 33.333…%
    expect(marginLevelPercent({ equity: '1000', margin: '3000' })).toBe('33.33')
    // 2000 ÷ 3000 = 66.666…% rounds up
    expect(marginLevelPercent({ equity: '2000', margin: '3000' })).toBe('66.67')
    expect(marginLevelPercent({ equity: '-250', margin: '1000' })).toBe('-25')
  })

  it('is the same level as a fraction where the page writes the percent itself', () => {
    expect(marginLevelFraction({ equity: '2000', margin: '3000' })).toBe('0.6667')
    expect(marginLevelFraction({ equity: '10000', margin: '0' })).toBeUndefined()
  })

  it('has no level when no margin is in use or a figure is unreadable', () => {
    expect(marginLevelPercent({ equity: '10000', margin: '0' })).toBeUndefined()
    expect(marginLevelPercent({ equity: '10000', margin: 'x' })).toBeUndefined()
    expect(marginState(undefined, LEVELS)).toBe('no-margin')
    expect(equityToLevel({ equity: '10000', margin: '0' }, 100)).toBeUndefined()
  })

  it('states where a level stands; reaching a level counts as crossing it', () => {
    expect(marginState('150.01', LEVELS)).toBe('ok')
    expect(marginState('150', LEVELS)).toBe('warning')
    expect(marginState('100.01', LEVELS)).toBe('warning')
    expect(marginState('100', LEVELS)).toBe('margin-call')
    expect(marginState('50.01', LEVELS)).toBe('margin-call')
    expect(marginState('50', LEVELS)).toBe('stop-out')
    expect(marginState('-25', LEVELS)).toBe('stop-out')
    expect(marginState('120', { marginCallPercent: 100, stopOutPercent: 50 })).toBe('ok')
  })
})

describe('distance to a level', () => {
  it('is equity − margin × level, in the account currency, never overstated', () => {
    expect(equityToLevel({ equity: '12500.50', margin: '5000' }, 100)).toBe('7500.5')
    expect(equityToLevel({ equity: '12500.50', margin: '5000' }, 50)).toBe('10000.5')
    // 1000 − 3333.33 × 30 % = 0.001 → 0.00 (towards zero)
    expect(equityToLevel({ equity: '1000.001', margin: '3333.33' }, 30)).toBe('0')
    // already past margin call: negative
    expect(equityToLevel({ equity: '900', margin: '1000' }, 100)).toBe('-100')
  })

  it('as a price move of the largest position, against its side', () => {
    const eurusd = { symbol: 'EUR/USD', quantity: '100000', convRate: '1', price: '1.08527' }
    const usdjpy = { symbol: 'USD/JPY', quantity: '-50000', convRate: '0.00666', price: '150.123' }
    // notionals 108 527 USD and 49 990.96 USD
    expect(largestPosition([usdjpy, eurusd])).toBe(eurusd)
    // 7500.50 ÷ 100 000 = 0.075005 → 0.07500, down for a long
    expect(priceMoveToLevel(eurusd, '7500.5')).toEqual({ symbol: 'EUR/USD', move: '-0.075', price: '1.01027' })
    // 999 ÷ (50 000 × 0.00666) = 3 JPY, up for a short
    expect(priceMoveToLevel(usdjpy, '999', 3)).toEqual({ symbol: 'USD/JPY', move: '3', price: '153.123' })
  })

  it('takes the contract multiplier into the price move and the size', () => {
    const index = { symbol: 'US500', quantity: '-2', convRate: '1', price: '5000', multiplier: '10' }
    const small = { symbol: 'EUR/USD', quantity: '10000', convRate: '1', price: '1.1' }
    expect(largestPosition([small, index])).toBe(index)
    // 1000 ÷ (2 × 10) = 50 points up
    expect(priceMoveToLevel(index, '1000', 2)).toEqual({ symbol: 'US500', move: '50', price: '5050' })
  })

  it('has no price move without a position size', () => {
    expect(priceMoveToLevel({ symbol: 'X', quantity: '0', convRate: '1', price: '1' }, '100')).toBeUndefined()
    expect(largestPosition([])).toBeUndefined()
  })
})
