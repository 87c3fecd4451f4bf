import { describe, expect, it } from 'vitest'
import { pipsAt, plAt, priceForPips, priceForPl, type ProtectedPosition } from './protection-math'

const shortUsdJpy: ProtectedPosition = {
  side: 'SELL',
  entry: '152.551',
  quantity: '200000',
  multiplier: '1',
  pipSize: '0.01',
  tick: '0.001',
}
const longEurUsd: ProtectedPosition = {
  side: 'BUY',
  entry: '1.09755',
  quantity: '5000',
  multiplier: '1',
  pipSize: '0.0001',
  tick: '0.00001',
}

describe('a protection price as pips and P/L', () => {
  it('counts pips and P/L in the position’s favour for a short', () => {
    expect(pipsAt(shortUsdJpy, '148.965')).toBe('358.6')
    expect(plAt(shortUsdJpy, '148.965')).toBe('717200.00')
    expect(priceForPips(shortUsdJpy, '100')).toBe('151.551')
    expect(priceForPl(shortUsdJpy, '200000')).toBe('151.551')
  })
  it('and for a long, a stop below entry being negative', () => {
    expect(pipsAt(longEurUsd, '1.09555')).toBe('-20')
    expect(plAt(longEurUsd, '1.09555')).toBe('-10.00')
    expect(priceForPips(longEurUsd, '-20')).toBe('1.09555')
    expect(priceForPl(longEurUsd, '25')).toBe('1.10255')
  })
  it('refuses what cannot be a price', () => {
    expect(priceForPips(longEurUsd, 'x')).toBeUndefined()
    expect(priceForPl(longEurUsd, '-100000')).toBeUndefined()
  })
})
