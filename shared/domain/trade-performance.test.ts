// Performance figures checked by hand on a handful of trades, and drawdown on a balance with a withdrawal in it.
import { describe, expect, it } from 'vitest'
import type { BalancePoint } from './account-ledger'
import type { TradeRow } from './closed-trades'
import { breakdown, cumulativeNet, maxDrawdown, performanceFigures } from './trade-performance'

let n = 0
function trade(net: string, extra: Partial<TradeRow> = {}): TradeRow {
  n += 1
  return {
    id: `t${n}`,
    kind: 'closed',
    account: 'default:1001',
    currency: 'USD',
    instrument: 'EUR/USD',
    side: 'BUY',
    realised: net,
    commission: '0',
    financing: '0',
    net,
    closeMs: n * 1000,
    closeTime: new Date(n * 1000).toISOString(),
    openOrderCodes: [],
    records: [],
    ...extra,
  }
}

const rows = [
  trade('120'),
  trade('-40', { side: 'SELL' }),
  trade('80', { instrument: 'XAU/USD' }),
  trade('-60'),
  trade('0'),
  trade('999', { currency: 'EUR' }),
  trade('5', { kind: 'open' }),
]

describe('performance figures', () => {
  it('counts wins and losses by net, per currency, and derives every ratio from them', () => {
    expect(performanceFigures(rows, 'USD')).toEqual({
      currency: 'USD',
      trades: 5,
      wins: 2,
      losses: 2,
      flat: 1,
      winRate: '0.4',
      grossProfit: '200',
      grossLoss: '-100',
      net: '100',
      profitFactor: '2',
      averageWin: '100',
      averageLoss: '-50',
      expectancy: '20',
      largestWin: '120',
      largestLoss: '-60',
    })
    expect(performanceFigures(rows, 'EUR')).toMatchObject({ trades: 1, profitFactor: undefined, winRate: '1' })
  })

  it('breaks down by any key, in a given order', () => {
    const bySide = breakdown(rows, 'USD', (r) => r.side ?? '', ['BUY', 'SELL'])
    expect(bySide.map((b) => [b.key, b.figures.trades, b.figures.net])).toEqual([
      ['BUY', 4, '140'],
      ['SELL', 1, '-40'],
    ])
  })

  it('adds up net along close time for the curve', () => {
    expect(cumulativeNet(rows, 'USD').map((p) => p.cumulative)).toEqual(['120', '80', '160', '100', '100'])
  })
})

describe('maximum drawdown of the balance', () => {
  const point = (time: string, type: string, value: string, balance: string): BalancePoint => ({
    time,
    ms: Date.parse(time),
    type,
    value,
    balance,
    transactionCode: time,
  })
  it('is the largest fall from a peak; a withdrawal is not a fall', () => {
    const points = [
      point('2026-11-01T00:00:00Z', 'DEPOSIT', '10000', '10000'),
      point('2026-11-02T00:00:00Z', 'SETTLEMENT', '500', '10500'),
      point('2026-11-03T00:00:00Z', 'WITHDRAWAL', '-5000', '5500'),
      point('2026-11-04T00:00:00Z', 'SETTLEMENT', '-300', '5200'),
      point('2026-11-05T00:00:00Z', 'SETTLEMENT', '1000', '6200'),
      point('2026-11-06T00:00:00Z', 'SETTLEMENT', '-620', '5580'),
    ]
    expect(maxDrawdown(points)).toEqual({
      amount: '620',
      fraction: '0.1',
      peakTime: '2026-11-05T00:00:00Z',
      troughTime: '2026-11-06T00:00:00Z',
    })
  })
})
