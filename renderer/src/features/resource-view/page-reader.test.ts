import { describe, expect, it } from 'vitest'
import { transactionToFilter, withPage } from './page-reader'

describe('withPage', () => {
  it('keeps the view’s filters and replaces its offset page', () => {
    const params = { symbol: 'EURUSD', limit: 50, 'start-from': 100 }
    expect(withPage(params, { kind: 'offset', limit: 200, startFrom: 0 })).toEqual({ symbol: 'EURUSD', limit: 200 })
  })

  it('replaces a history page with the walk’s page, size and cursor', () => {
    const params = { status: 'FILLED', page: 3, 'transaction-to': '2026-11-01T00:00:00.000Z' }
    expect(
      withPage(params, { kind: 'history', page: 1, pageSize: 100, transactionTo: '2026-10-01T00:00:00.000Z' }),
    ).toEqual({ status: 'FILLED', page: 1, 'page-size': 100, 'transaction-to': '2026-10-01T00:00:00.000Z' })
  })
})

describe('transactionToFilter', () => {
  it('reads the history’s upper time filter, if any', () => {
    expect(transactionToFilter({ 'transaction-to': '2026-11-01T00:00:00.000Z' })).toBe('2026-11-01T00:00:00.000Z')
    expect(transactionToFilter({ page: 2 })).toBeUndefined()
  })
})
