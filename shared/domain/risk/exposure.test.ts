import { describe, expect, it } from 'vitest'
import { exposureByCurrency, exposureByInstrument, type ExposurePosition } from './exposure'

const usd = (p: Omit<ExposurePosition, 'account' | 'accountCurrency'>, account = 'default:1001'): ExposurePosition => ({
  account,
  accountCurrency: 'USD',
  ...p,
})
const eurusd = (quantity: string, account?: string) =>
  usd(
    {
      symbol: 'EUR/USD',
      quantity,
      price: '1.08527',
      convRate: '1',
      instrumentCurrency: 'USD',
      firstCurrency: 'EUR',
    },
    account,
  )

describe('exposure', () => {
  it('nets a hedged pair to zero and keeps its gross', () => {
    const rows = exposureByInstrument([eurusd('100000'), eurusd('-100000')])
    expect(rows).toEqual([
      { key: 'EUR/USD', currency: 'USD', accounts: ['default:1001'], net: '0.00', gross: '217054.00', positions: 2 },
    ])
    expect(exposureByCurrency([eurusd('100000'), eurusd('-100000')])).toEqual([
      { key: 'EUR', currency: 'USD', accounts: ['default:1001'], net: '0.00', gross: '217054.00', positions: 2 },
      { key: 'USD', currency: 'USD', accounts: ['default:1001'], net: '0.00', gross: '217054.00', positions: 2 },
    ])
  })

  it('splits an FX pair into base and quote legs and converts other currencies', () => {
    const dax = usd({
      symbol: 'DE40',
      quantity: '2',
      price: '18000.5',
      convRate: '1.085',
      instrumentCurrency: 'EUR',
    })
    const usdjpy = usd({
      symbol: 'USD/JPY',
      quantity: '-50000',
      price: '150.123',
      convRate: '0.00666',
      instrumentCurrency: 'JPY',
      firstCurrency: 'USD',
    })
    // DE40: 2 × 18000.5 × 1.085 = 39061.085; USD/JPY: −50000 × 150.123 × 0.00666 = −49990.959
    expect(exposureByInstrument([dax, usdjpy, eurusd('10000')]).map((r) => [r.key, r.net, r.gross])).toEqual([
      ['USD/JPY', '-49990.96', '49990.96'],
      ['DE40', '39061.09', '39061.09'],
      ['EUR/USD', '10852.70', '10852.70'],
    ])
    // EUR: DE40 39061.085 + EUR/USD 10852.7; USD: −49990.959 (USD/JPY base) − 10852.7 (EUR/USD quote)
    expect(exposureByCurrency([dax, usdjpy, eurusd('10000')]).map((r) => [r.key, r.net, r.gross])).toEqual([
      ['USD', '-60843.66', '60843.66'],
      ['JPY', '49990.96', '49990.96'],
      ['EUR', '49913.79', '49913.79'],
    ])
  })

  it('adds accounts in the same currency and keeps other account currencies apart, largest first', () => {
    const eurAccount: ExposurePosition = {
      ...eurusd('50000', 'default:2002'),
      accountCurrency: 'EUR',
      convRate: '0.92142',
    }
    const rows = exposureByInstrument([eurusd('10000'), eurusd('20000', 'default:1002'), eurAccount])
    // 50000 × 1.08527 × 0.92142 = 49999.474…; 30000 × 1.08527 = 32558.1
    expect(rows.map((r) => [r.key, r.currency, r.accounts, r.net])).toEqual([
      ['EUR/USD', 'EUR', ['default:2002'], '49999.47'],
      ['EUR/USD', 'USD', ['default:1001', 'default:1002'], '32558.10'],
    ])
  })

  it('shows nothing for no positions and skips an unreadable one', () => {
    expect(exposureByInstrument([])).toEqual([])
    expect(exposureByInstrument([eurusd('x')])).toEqual([])
  })
})
