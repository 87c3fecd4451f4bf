import { describe, expect, it } from 'vitest'
import { instrumentsExpanded } from './history-text'

describe('the instrument filter', () => {
  it('says what an instrument pattern became, and what matched nothing', () => {
    expect(instrumentsExpanded({ items: ['eur*', 'XAU'], symbols: ['EUR/USD', 'EUR/GBP'], unmatched: [] })).toBe(
      'Instruments eur*, XAU became 2 symbols: EUR/USD, EUR/GBP.',
    )
    expect(instrumentsExpanded({ items: ['zz*'], symbols: [], unmatched: ['zz*'] })).toBe(
      'Instruments zz* became 0 symbols. No instrument matches zz*.',
    )
  })
})
