// Each warning at its boundary and not below it.
import { describe, expect, it } from 'vitest'
import { sanityWarningText } from '../text/sanity-text'
import { sanityWarnings, usualQuantity, type SanityOrder, type SanityWarning } from './order-sanity'

const quote = { bid: '1.08500', ask: '1.08520' }
/** The warning as the order editor shows it. */
const told = (w: SanityWarning | undefined) => (w ? sanityWarningText(w) : undefined)
const rules = (order: SanityOrder, ctx = {}) => sanityWarnings(order, { quote, ...ctx }).map((w) => w.rule)

describe('take-profit and stop-loss against their entry', () => {
  const tp = (limitPrice: string): SanityOrder => ({
    side: 'SELL',
    type: 'LIMIT',
    limitPrice,
    entry: { price: '150.629', side: 'BUY' },
  })
  const far = { quote: undefined }
  it('warns for a take-profit SELL at or below its BUY entry, with the numbers; not above', () => {
    const [w] = sanityWarnings(tp('150.1'), far)
    expect(w).toMatchObject({ rule: 'tp-wrong-side-entry', field: 'limitPrice' })
    expect(told(w)).toBe('A take-profit SELL at 150.1 is below its BUY entry at 150.629: it cannot take a profit.')
    expect(rules(tp('150.629'), far)).toEqual(['tp-wrong-side-entry'])
    expect(rules(tp('150.63'), far)).toEqual([])
  })
  it('mirrors for a short: a take-profit BUY at or above its SELL entry', () => {
    const order: SanityOrder = { side: 'BUY', type: 'LIMIT', limitPrice: '100', entry: { price: '100', side: 'SELL' } }
    expect(rules(order, far)).toEqual(['tp-wrong-side-entry'])
    expect(rules({ ...order, limitPrice: '99.99' }, far)).toEqual([])
  })
  it('warns for a stop-loss SELL at or above its BUY entry; not below', () => {
    const sl = (stopPrice: string): SanityOrder => ({
      side: 'SELL',
      type: 'STOP',
      stopPrice,
      entry: { price: '150.629', side: 'BUY' },
    })
    expect(rules(sl('150.629'), far)).toEqual(['sl-wrong-side-entry'])
    expect(told(sanityWarnings(sl('151'), far)[0])).toMatch(
      /^A stop-loss SELL at 151 is above its BUY entry at 150\.629/,
    )
    expect(rules(sl('150.628'), far)).toEqual([])
  })
})

describe('against the market', () => {
  it('a BUY limit at or above the ask fills at once; one tick below does not', () => {
    const buy = (limitPrice: string): SanityOrder => ({ side: 'BUY', type: 'LIMIT', limitPrice })
    expect(rules(buy('1.0852'))).toEqual(['limit-fills-now'])
    expect(told(sanityWarnings(buy('1.09'), { quote })[0])).toBe(
      'A BUY limit at 1.09 is above the ask 1.08520: it would fill at once, like a market order.',
    )
    expect(rules(buy('1.08519'))).toEqual([])
  })
  it('a SELL limit at or below the bid fills at once; one tick above does not', () => {
    expect(rules({ side: 'SELL', type: 'LIMIT', limitPrice: '1.085' })).toEqual(['limit-fills-now'])
    expect(rules({ side: 'SELL', type: 'LIMIT', limitPrice: '1.08501' })).toEqual([])
  })
  it('a BUY stop at or below the ask triggers at once; a SELL stop at or above the bid too', () => {
    expect(rules({ side: 'BUY', type: 'STOP', stopPrice: '1.0852' })).toEqual(['stop-triggers-now'])
    expect(rules({ side: 'BUY', type: 'STOP', stopPrice: '1.08521' })).toEqual([])
    expect(rules({ side: 'SELL', type: 'STOP', stopPrice: '1.085' })).toEqual(['stop-triggers-now'])
    expect(rules({ side: 'SELL', type: 'STOP', stopPrice: '1.08499' })).toEqual([])
  })
  it('warns above 5 % from the market, not at 5 %', () => {
    const q = { bid: '99', ask: '100' }
    const at = (limitPrice: string) => sanityWarnings({ side: 'BUY', type: 'LIMIT', limitPrice }, { quote: q })
    expect(at('95').map((w) => w.rule)).toEqual([])
    expect(at('94.99').map((w) => w.rule)).toEqual(['far-from-market'])
    expect(told(at('94.99')[0])).toBe('94.99 is 5.01% from the ask 100 (warning above 5%).')
  })
  it('the issue’s OCO buy limit at 1.2 with the market near 1.085 fills at once and is far away', () => {
    expect(rules({ side: 'BUY', type: 'LIMIT', limitPrice: '1.2' })).toEqual(['limit-fills-now', 'far-from-market'])
  })
  it('says nothing without a quote, or for a market order', () => {
    expect(sanityWarnings({ side: 'BUY', type: 'LIMIT', limitPrice: '5' }, {})).toEqual([])
    expect(rules({ side: 'BUY', type: 'MARKET' })).toEqual([])
  })
})

describe('size against the usual', () => {
  it('warns above 5× the usual size, not at 5×', () => {
    const order = (quantity: string): SanityOrder => ({ side: 'BUY', type: 'MARKET', quantity })
    expect(rules(order('50000'), { usualQuantity: '10000' })).toEqual([])
    expect(rules(order('50001'), { usualQuantity: '10000' })).toEqual(['size-above-usual'])
    expect(told(sanityWarnings(order('100000'), { usualQuantity: '10000' })[0])).toBe(
      "100,000 is 10× this account's usual size of 10,000 (warning above 5×).",
    )
    expect(rules(order('1000000'))).toEqual([])
  })
  it('takes the median of recent sizes', () => {
    expect(usualQuantity(['1000', '2000', '1000000'])).toBe('2000')
    expect(usualQuantity(['1000', '3000'])).toBe('2000')
    expect(usualQuantity([])).toBeUndefined()
  })
})
