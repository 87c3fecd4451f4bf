import { describe, expect, it } from 'vitest'
import { rateTable } from '../reporting-currency'
import { exposureByAccount, exposureByInstrument, type ExposurePosition } from './exposure'
import { reportExposure } from './reported-exposure'

const position = (
  account: string,
  accountCurrency: string,
  symbol: string,
  quantity: string,
  price: string,
  convRate: string,
): ExposurePosition => ({
  account,
  accountCurrency,
  symbol,
  quantity,
  price,
  convRate,
  instrumentCurrency: 'USD',
  firstCurrency: symbol.split('/')[0],
})

// A USD account long EUR/USD, a EUR account short EUR/USD and long XAU/USD, a JPY account without a rate.
const positions = [
  position('A-usd', 'USD', 'EUR/USD', '100000', '1.1', '1'), // 110000 USD
  position('B-eur', 'EUR', 'EUR/USD', '-20000', '1.1', '0.9'), // −19800 EUR
  position('B-eur', 'EUR', 'XAU/USD', '10', '2000', '0.9'), // 18000 EUR
  position('C-jpy', 'JPY', 'EUR/USD', '1000', '1.1', '150'), // 165000 JPY
]
const rates = rateTable(
  'USD',
  [
    { fromCurrency: 'EUR', toCurrency: 'USD', convRate: '1.1' },
    { fromCurrency: 'USD', toCurrency: 'USD', convRate: '1' },
  ],
  1_764_345_600_000,
)

describe('exposure per account and in a reporting currency', () => {
  it('gives each account its net and gross in its own currency, largest gross first', () => {
    expect(exposureByAccount(positions).map((r) => [r.key, r.currency, r.net, r.gross, r.positions])).toEqual([
      ['C-jpy', 'JPY', '165000.00', '165000.00', 1],
      ['A-usd', 'USD', '110000.00', '110000.00', 1],
      ['B-eur', 'EUR', '-1800.00', '37800.00', 2],
    ])
  })

  it('adds rows of different account currencies once converted, and names a currency without a rate', () => {
    const reported = reportExposure(exposureByInstrument(positions), rates)
    // EUR/USD: 110000 USD + (−19800 EUR × 1.1 = −21780 USD) → net 88220, gross 110000 + 21780 = 131780.
    // XAU/USD: 18000 EUR × 1.1 = 19800 USD. The JPY account's row is left out: no JPY→USD rate.
    expect(reported.rows.map((r) => [r.key, r.currency, r.net, r.gross, r.accounts])).toEqual([
      ['EUR/USD', 'USD', '88220.00', '131780.00', ['A-usd', 'B-eur']],
      ['XAU/USD', 'USD', '19800.00', '19800.00', ['B-eur']],
    ])
    expect(reported.missing).toEqual(['JPY'])
    expect(reported.rates).toEqual([{ from: 'EUR', to: 'USD', rate: '1.1', fetchedAt: 1_764_345_600_000 }])
  })

  it('converts nothing when no rate came back', () => {
    const none = reportExposure(exposureByAccount(positions), rateTable('USD', [], 0))
    expect(none.rows.map((r) => r.key)).toEqual(['A-usd'])
    expect(none.missing).toEqual(['JPY', 'EUR'])
  })
})
