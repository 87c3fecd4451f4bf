// The filters an export of the Trades table states, as a reader of the CSV sees them.
import { describe, expect, it } from 'vitest'
import { tradesFilterLines } from './filter-summary'

describe('Trades filter summary', () => {
  it('states the period alone when nothing else narrows the table', () => {
    const lines = tradesFilterLines({
      period: { preset: 'all', from: '', to: '' },
      instrument: '',
      side: '',
      includeOpen: false,
    })
    expect(lines).toEqual(['Period: Everything'])
  })

  it('adds a line for each filter in use, the side as the table names it', () => {
    const lines = tradesFilterLines({
      period: { preset: '30d', from: '', to: '' },
      instrument: 'EUR/USD',
      side: 'SELL',
      includeOpen: true,
    })
    expect(lines).toEqual(['Period: Last 30 days', 'Instrument: EUR/USD', 'Side: Short', 'Open positions: shown'])
  })
})
