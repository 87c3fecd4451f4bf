// The ledger arithmetic a trader would check by hand: balance after each record, realised P/L per
// instrument and day, and a reconciliation that balances to the cent or names what it is missing.
import { describe, expect, it } from 'vitest'
import type { CashTransaction, CashTransfer, Order } from '../api/records'
import { balanceSeries, ledgerCurrencies, ledgerEntries, realisedPl, reconcile, UNATTRIBUTED } from './account-ledger'

const A = 'default:1001'
let code = 70000
function tx(type: string, value: string, time: string, extra: Partial<CashTransaction> = {}): CashTransaction {
  code += 1
  return {
    account: A,
    transactionCode: `default:${code}`,
    version: code,
    type,
    value,
    currency: 'USD',
    transactionTime: time,
    ...extra,
  }
}
function transfer(txs: CashTransaction[], extra: Partial<CashTransfer> = {}): CashTransfer {
  return { account: A, version: 1, transactionTime: txs[0]?.transactionTime ?? '', cashTransactions: txs, ...extra }
}
function order(orderCode: string, instrument: string, cashTransactions: CashTransaction[] = []): Order {
  return { orderCode, instrument, cashTransactions } as unknown as Order
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const ALL = { from: Number.NEGATIVE_INFINITY, to: Number.POSITIVE_INFINITY }

const deposit = tx('DEPOSIT', '100000', '2026-11-01T09:00:00.000Z')
const commission1 = tx('COMMISSION', '-2.17', '2026-11-02T10:00:00.000Z', { orderCode: '11' })
const settlement1 = tx('SETTLEMENT', '310.4', '2026-11-02T10:00:00.000Z', { orderCode: '11' })
const financing = tx('FINANCING', '-0.1', '2026-11-02T22:00:00.000Z')
const commission2 = tx('COMMISSION', '-0.2', '2026-11-03T11:00:00.000Z', { orderCode: '12' })
const settlement2 = tx('SETTLEMENT', '-45.33', '2026-11-03T11:00:00.000Z', { orderCode: '12' })
const withdrawal = tx('WITHDRAWAL', '-2500', '2026-11-04T08:00:00.000Z')
const fee = tx('COMMISSION', '-3.3', '2026-11-04T09:00:00.000Z')
const transfers = [
  // Newest first, as the server lists them; one trade transfer holds two movements.
  transfer([fee], { transferCode: '9' }),
  transfer([withdrawal], { transferCode: '8', comment: 'Withdrawal to bank' }),
  transfer([commission2, settlement2]),
  transfer([financing], { transferCode: '7' }),
  transfer([commission1, settlement1]),
  transfer([deposit], { transferCode: '6', comment: 'Initial deposit' }),
]
const orders = [order('11', 'EUR/USD', [commission1, settlement1]), order('12', 'USD/JPY', [commission2, settlement2])]
const entries = ledgerEntries(transfers)
// 0.1 + 0.2 style sums are where floating point loses cents; big.js does not.
const TOTAL = '97759.3'

describe('ledger and balance over time', () => {
  it('lists every movement once, oldest first, and rebuilds the balance after each', () => {
    expect(ledgerEntries([...transfers, transfers[0]!])).toHaveLength(8)
    expect(entries.map((e) => e.type)).toEqual([
      'DEPOSIT',
      'COMMISSION',
      'SETTLEMENT',
      'FINANCING',
      'COMMISSION',
      'SETTLEMENT',
      'WITHDRAWAL',
      'COMMISSION',
    ])
    const series = balanceSeries(entries, 'USD')
    expect(series.map((p) => p.balance)).toEqual([
      '100000',
      '99997.83',
      '100308.23',
      '100308.13',
      '100307.93',
      '100262.6',
      '97762.6',
      TOTAL,
    ])
    expect(series.filter((p) => p.funding).map((p) => [p.funding, p.value])).toEqual([
      ['deposit', '100000'],
      ['withdrawal', '-2500'],
    ])
    expect(ledgerCurrencies(entries)).toEqual(['USD'])
  })
})

describe('realised P/L', () => {
  it('comes from SETTLEMENT records, by the instrument of the order they name, with that order’s commissions', () => {
    const pl = realisedPl(entries, orders, 'USD', ALL, day)
    expect(pl.byInstrument).toEqual([
      { instrument: 'EUR/USD', realised: '310.4', commission: '-2.17', net: '308.23', closes: 1 },
      { instrument: 'USD/JPY', realised: '-45.33', commission: '-0.2', net: '-45.53', closes: 1 },
    ])
    expect(pl.byDay).toEqual([
      { day: '2026-11-02', realised: '310.4', commission: '-2.17', net: '308.23' },
      { day: '2026-11-03', realised: '-45.33', commission: '-0.2', net: '-45.53' },
    ])
    expect(pl.net).toBe('262.7')
  })
  it('keeps to the period and names an order missing from history rather than dropping its P/L', () => {
    const pl = realisedPl(entries, [orders[0]!], 'USD', { from: Date.parse('2026-11-03T00:00:00Z'), to: ALL.to }, day)
    expect(pl.byInstrument).toEqual([
      { instrument: 'Order 12', realised: '-45.33', commission: '-0.2', net: '-45.53', closes: 1 },
    ])
    expect(pl.byInstrument.some((i) => i.instrument === UNATTRIBUTED)).toBe(false)
  })
})

describe('reconciliation', () => {
  const period = { from: Date.parse('2026-11-02T00:00:00Z'), to: Date.parse('2026-11-03T23:59:59.999Z') }
  it('balances to the cent: opening + Σ by reason = closing = what the server reports', () => {
    const r = reconcile({ entries, orders, currency: 'USD', reportedBalance: TOTAL, period })
    expect(r.opening).toBe('100000')
    expect(r.byReason).toEqual([
      { type: 'SETTLEMENT', total: '265.07', count: 2 },
      { type: 'COMMISSION', total: '-2.37', count: 2 },
      { type: 'FINANCING', total: '-0.1', count: 1 },
    ])
    expect([r.realised, r.commissions, r.financing, r.other]).toEqual(['265.07', '-2.37', '-0.1', '0'])
    expect(r.closing).toBe('100262.6')
    expect(r.reportedClosing).toBe('100262.6')
    expect(r).toMatchObject({ difference: '0', balanced: true, unlisted: [], unexplained: '0' })
  })
  it('shows a difference with the order-history records the transfer list lacks', () => {
    const hidden = tx('ADJUSTMENT', '-12.34', '2026-11-03T12:00:00.000Z', { orderCode: '12' })
    const withHidden = [orders[0]!, order('12', 'USD/JPY', [commission2, settlement2, hidden])]
    const r = reconcile({ entries, orders: withHidden, currency: 'USD', reportedBalance: '97746.96', period })
    expect(r.balanced).toBe(false)
    expect(r.difference).toBe('-12.34')
    expect(r.unlisted).toEqual([
      {
        transactionCode: hidden.transactionCode,
        time: hidden.transactionTime,
        type: 'ADJUSTMENT',
        value: '-12.34',
        orderCode: '12',
        inPeriod: true,
      },
    ])
    expect([r.explained, r.unexplained]).toEqual(['-12.34', '0'])
  })
  it('says how much no record explains', () => {
    const r = reconcile({ entries, orders, currency: 'USD', reportedBalance: '97759.31', period })
    expect([r.difference, r.explained, r.unexplained, r.balanced]).toEqual(['0.01', '0', '0.01', false])
  })
})
