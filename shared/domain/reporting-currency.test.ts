// Conversion to a reporting currency: the rate beside every converted figure, no conversion without a rate.
import { describe, expect, it } from 'vitest'
import { convert, rateTable, reportTotal } from './reporting-currency'

const table = rateTable(
  'USD',
  [
    { fromCurrency: 'EUR', toCurrency: 'USD', convRate: '1.0835' },
    { fromCurrency: 'JPY', toCurrency: 'USD', convRate: '0.0066' },
    { fromCurrency: 'GBP', toCurrency: 'EUR', convRate: '1.17' },
  ],
  1_700_000_000_000,
)

describe('reporting currency', () => {
  it('converts with the server rate, to the cent, keeping the rate and when it was read', () => {
    expect(convert('1036.46', 'EUR', table)).toEqual({
      kind: 'converted',
      value: '1123',
      currency: 'USD',
      from: 'EUR',
      amount: '1036.46',
      rate: '1.0835',
      fetchedAt: 1_700_000_000_000,
    })
    expect(convert('-5', 'USD', table)).toEqual({ kind: 'same', value: '-5', currency: 'USD' })
  })

  it('a currency without a rate is not converted (a rate into another currency does not count)', () => {
    expect(convert('10', 'GBP', table)).toEqual({ kind: 'missing', from: 'GBP', to: 'USD', amount: '10' })
  })

  it('totals only when every part converts', () => {
    expect(
      reportTotal(
        [
          { currency: 'USD', value: '3258.45' },
          { currency: 'EUR', value: '1036.46' },
        ],
        table,
      ),
    ).toMatchObject({
      total: '4381.45',
      missing: [],
    })
    const partial = reportTotal(
      [
        { currency: 'USD', value: '1' },
        { currency: 'GBP', value: '2' },
      ],
      table,
    )
    expect(partial.total).toBeUndefined()
    expect(partial.missing).toEqual(['GBP'])
  })
})
