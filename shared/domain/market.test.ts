import { describe, expect, it } from 'vitest'
import { closingSide, distanceToMarket, estimateFpl, sideThatMatters } from './market'

describe('market functions', () => {
  it('measures buys against the ask, sells against the bid; longs close at the bid, shorts at the ask', () => {
    expect(sideThatMatters('BUY')).toBe('ask')
    expect(sideThatMatters('SELL')).toBe('bid')
    expect(closingSide('BUY')).toBe('bid')
    expect(closingSide('SELL')).toBe('ask')
  })

  it('gives the distance to market exactly, in price, ticks, pips and percent', () => {
    expect(distanceToMarket('1.2', '1.08527', { tick: '0.00001', pip: '0.0001' })).toEqual({
      price: '0.11473',
      ticks: '11473',
      pips: '1147.3',
      percent: '10.57',
    })
    expect(distanceToMarket('1.085', '1.08527', { tick: '0.00001' })).toEqual({
      price: '-0.00027',
      ticks: '-27',
      percent: '-0.02',
    })
    expect(distanceToMarket('150', '150')).toEqual({ price: '0', percent: '0' })
    expect(distanceToMarket('1', '0')).toBeUndefined()
    expect(distanceToMarket('x', '1')).toBeUndefined()
  })

  it('moves the P/L with the quote since the metrics read, in the account currency', () => {
    // Long 10 000 EUR/USD read at 1.08 with P/L 50 USD; the bid rises 0.001 → +10 USD.
    const input = {
      fpl: '50',
      signedQuantity: '10000',
      multiplier: '1',
      convRate: '1',
      priceAtRead: '1.08',
      priceNow: '1.081',
    }
    expect(estimateFpl(input)).toBe('60')
    expect(estimateFpl({ ...input, signedQuantity: '-10000' })).toBe('40')
    expect(estimateFpl({ ...input, convRate: '0.5', multiplier: '2' })).toBe('60')
    expect(estimateFpl({ ...input, priceNow: '1.08' })).toBe('50')
    expect(estimateFpl({ ...input, fpl: 'n/a' })).toBeUndefined()
  })
})
