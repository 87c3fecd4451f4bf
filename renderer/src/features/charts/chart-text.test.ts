import { describe, expect, it } from 'vitest'
import { noCandles } from './chart-text'

describe('the price chart', () => {
  it('says when a range holds no candles', () => {
    expect(noCandles('EUR/USD')).toBe('The server has no candles for EUR/USD in this range.')
  })
})
