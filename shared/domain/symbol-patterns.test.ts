import { describe, expect, it } from 'vitest'
import { expandSymbols } from './symbol-patterns'

const KNOWN = ['EUR/USD', 'EUR/GBP', 'GBP/USD', 'USD/JPY', 'EUR/JPY', 'US30']

describe('expandSymbols', () => {
  it('keeps exact symbols as they are', () => {
    expect(expandSymbols(['EUR/USD'], KNOWN)).toEqual({ symbols: ['EUR/USD'], unmatched: [], changed: false })
  })

  it('matches any letter case and says the list changed', () => {
    expect(expandSymbols(['eur/usd'], KNOWN)).toEqual({ symbols: ['EUR/USD'], unmatched: [], changed: true })
  })

  it('expands * anywhere in the pattern', () => {
    expect(expandSymbols(['EUR*'], KNOWN).symbols).toEqual(['EUR/USD', 'EUR/GBP', 'EUR/JPY'])
    expect(expandSymbols(['*/jpy'], KNOWN).symbols).toEqual(['USD/JPY', 'EUR/JPY'])
    expect(expandSymbols(['e*/*d'], KNOWN).symbols).toEqual(['EUR/USD'])
    expect(expandSymbols(['US*'], KNOWN).symbols).toEqual(['USD/JPY', 'US30'])
  })

  it('lists typed items that matched nothing and does not repeat symbols', () => {
    expect(expandSymbols(['EUR/USD', 'EUR*', 'XYZ*'], KNOWN)).toEqual({
      symbols: ['EUR/USD', 'EUR/GBP', 'EUR/JPY'],
      unmatched: ['XYZ*'],
      changed: true,
    })
  })
})
