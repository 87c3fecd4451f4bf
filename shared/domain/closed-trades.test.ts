// Pairing on hand-made records shaped as the sandbox books them (electron/sandbox/state/engine.ts): an opening
// fill books a COMMISSION, a reducing fill a COMMISSION and a SETTLEMENT (only when it realised something), both
// naming the execution as tradeCode, the order and, on a position-based account, the position. The realised P/L
// of each row must be the settlement, never a figure of our own; electron/sandbox/test/closed-trades.integration
// .test.ts checks the same against the running sandbox.
import Big from 'big.js'
import { describe, expect, it } from 'vitest'
import type { CashTransaction, CashTransfer, Execution, Order } from '../api/records'
import { filterTrades, pairTrades, tradeTotals, type AccountRecords } from './closed-trades'

const A = 'default:1001'
const N = 'default:1002'
let seq = 100

interface FillSpec {
  at: string
  qty: string
  price: string
  commission: string
  settlement?: string
}

/** One order with its fills and the cash transfer the sandbox books per fill. */
function order(
  account: string,
  instrument: string,
  side: 'BUY' | 'SELL',
  fills: FillSpec[],
  leg: { effect?: 'OPEN' | 'CLOSE'; positionCode?: string } = {},
  currency = 'USD',
): { order: Order; transfers: CashTransfer[] } {
  seq += 1
  const orderId = seq
  const orderCode = String(orderId)
  const positionCode = leg.positionCode ?? (leg.effect === 'OPEN' ? orderCode : undefined)
  const sign = side === 'BUY' ? '' : '-'
  const transfers: CashTransfer[] = []
  const cash: CashTransaction[] = []
  const executions = fills.map((f) => {
    seq += 1
    const executionCode = `x${seq}`
    const tx = (type: string, value: string): CashTransaction => {
      seq += 1
      return {
        account,
        transactionCode: `t${seq}`,
        version: seq,
        type,
        value,
        currency,
        transactionTime: f.at,
        orderCode,
        tradeCode: executionCode,
        ...(positionCode !== undefined ? { positionCode } : {}),
      }
    }
    const txs = [tx('COMMISSION', f.commission), ...(f.settlement ? [tx('SETTLEMENT', f.settlement)] : [])]
    cash.push(...txs)
    transfers.push({ account, version: seq, transactionTime: f.at, cashTransactions: txs })
    return { executionCode, orderCode, lastQuantity: `${sign}${f.qty}`, lastPrice: f.price, transactionTime: f.at }
  })
  const o = {
    account,
    orderId,
    orderCode,
    instrument,
    side,
    legs: [
      {
        instrument,
        legRatio: '1',
        filledQuantity: '0',
        remainingQuantity: '0',
        averagePrice: '0',
        ...(leg.effect ? { positionEffect: leg.effect } : {}),
        ...(positionCode !== undefined ? { positionCode } : {}),
      },
    ],
    executions: executions.map((e) => ({ account, ...e }) as unknown as Execution),
    cashTransactions: cash,
  } as unknown as Order
  return { order: o, transfers }
}

function books(...parts: Array<{ order: Order; transfers: CashTransfer[] }>): AccountRecords {
  return { orders: parts.map((p) => p.order), transfers: parts.flatMap((p) => p.transfers).reverse() }
}

function financing(account: string, at: string, value: string, positionCode?: string): CashTransfer {
  seq += 1
  return {
    account,
    version: seq,
    transferCode: `f${seq}`,
    transactionTime: at,
    cashTransactions: [
      {
        account,
        transactionCode: `t${seq}`,
        version: seq,
        type: 'FINANCING',
        value,
        currency: 'USD',
        transactionTime: at,
        ...(positionCode !== undefined ? { positionCode } : {}),
      },
    ],
  }
}

const settlements = (r: AccountRecords) =>
  r.transfers
    .flatMap((t) => t.cashTransactions)
    .filter((t) => t.type === 'SETTLEMENT')
    .reduce((s, t) => s.plus(t.value), new Big(0))
    .toFixed()

describe('pairing closed trades as the server booked them', () => {
  it('a long: bought, sold, realised the settlement, costs both commissions', () => {
    const open = order(
      A,
      'EUR/USD',
      'BUY',
      [{ at: '2026-11-02T10:00:00.000Z', qty: '10000', price: '1.1', commission: '-0.22' }],
      { effect: 'OPEN' },
    )
    const shut = order(
      A,
      'EUR/USD',
      'SELL',
      [{ at: '2026-11-02T14:30:00.000Z', qty: '10000', price: '1.1052', commission: '-0.22', settlement: '52' }],
      { effect: 'CLOSE', positionCode: open.order.orderCode },
    )
    const rows = pairTrades([books(open, shut)])
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      kind: 'closed',
      instrument: 'EUR/USD',
      side: 'BUY',
      quantity: '10000',
      openPrice: '1.1',
      closePrice: '1.1052',
      realised: '52',
      commission: '-0.44',
      financing: '0',
      net: '51.56',
      holdingMs: 4.5 * 3_600_000,
      openOrderCodes: [open.order.orderCode],
      closeOrderCode: shut.order.orderCode,
    })
  })

  it('a short: sold first, bought back lower, a profit with side SELL (the server says so, not the prices)', () => {
    const open = order(
      A,
      'XAU/USD',
      'SELL',
      [{ at: '2026-11-03T09:00:00.000Z', qty: '10', price: '2000', commission: '-2' }],
      { effect: 'OPEN' },
    )
    const shut = order(
      A,
      'XAU/USD',
      'BUY',
      [{ at: '2026-11-03T11:00:00.000Z', qty: '10', price: '1990', commission: '-1.99', settlement: '100' }],
      { effect: 'CLOSE', positionCode: open.order.orderCode },
    )
    const [row] = pairTrades([books(open, shut)])
    expect(row).toMatchObject({ side: 'SELL', realised: '100', commission: '-3.99', net: '96.01' })
  })

  it('a partial close, then the rest by another order in two fills: one row per closing fill, costs shared by quantity', () => {
    const open = order(
      A,
      'US30',
      'BUY',
      [{ at: '2026-11-04T08:00:00.000Z', qty: '3', price: '100', commission: '-0.03' }],
      { effect: 'OPEN' },
    )
    const part = order(
      A,
      'US30',
      'SELL',
      [{ at: '2026-11-04T09:00:00.000Z', qty: '1', price: '110', commission: '-0.01', settlement: '10' }],
      { effect: 'CLOSE', positionCode: open.order.orderCode },
    )
    const rest = order(
      A,
      'US30',
      'SELL',
      [
        { at: '2026-11-04T10:00:00.000Z', qty: '1', price: '90', commission: '-0.01', settlement: '-10' },
        { at: '2026-11-04T10:05:00.000Z', qty: '1', price: '95', commission: '-0.01', settlement: '-5' },
      ],
      { effect: 'CLOSE', positionCode: open.order.orderCode },
    )
    const records = books(open, part, rest)
    const rows = pairTrades([records])
    expect(rows.map((r) => [r.kind, r.quantity, r.realised, r.commission])).toEqual([
      ['closed', '1', '10', '-0.02'],
      ['closed', '1', '-10', '-0.02'],
      ['closed', '1', '-5', '-0.02'],
    ])
    expect(rows.every((r) => r.openPrice === '100')).toBe(true)
    const [totals] = tradeTotals(rows)
    expect(totals).toMatchObject({ realised: settlements(records), commission: '-0.06', trades: 3 })
  })

  it('an opening commission that does not divide evenly: shares round to the cent, the last takes the rest, the total is exact', () => {
    const open = order(
      A,
      'AAPL',
      'BUY',
      [{ at: '2026-11-05T15:00:00.000Z', qty: '3', price: '200', commission: '-0.1' }],
      { effect: 'OPEN' },
    )
    const closes = ['1', '1', '1'].map((qty, i) =>
      order(
        A,
        'AAPL',
        'SELL',
        [{ at: `2026-11-05T16:0${i}:00.000Z`, qty, price: '201', commission: '-0.02', settlement: '1' }],
        { effect: 'CLOSE', positionCode: open.order.orderCode },
      ),
    )
    const rows = pairTrades([books(open, ...closes)])
    expect(rows.map((r) => r.commission)).toEqual(['-0.05', '-0.06', '-0.05'])
    expect(tradeTotals(rows)[0]?.commission).toBe('-0.16')
  })

  it('a position still open is an open row with its remaining quantity, not a closed trade', () => {
    const open = order(
      A,
      'EUR/USD',
      'BUY',
      [{ at: '2026-11-06T10:00:00.000Z', qty: '5000', price: '1.08', commission: '-0.11' }],
      { effect: 'OPEN' },
    )
    const part = order(
      A,
      'EUR/USD',
      'SELL',
      [{ at: '2026-11-06T11:00:00.000Z', qty: '2000', price: '1.09', commission: '-0.04', settlement: '20' }],
      { effect: 'CLOSE', positionCode: open.order.orderCode },
    )
    const rows = pairTrades([books(open, part)])
    expect(rows.map((r) => [r.kind, r.quantity])).toEqual([
      ['closed', '2000'],
      ['open', '3000'],
    ])
    expect(tradeTotals(rows)[0]).toMatchObject({ trades: 1, realised: '20' })
  })

  it('a net account: an opposite fill closes what is open and reverses with the rest, splitting its commission', () => {
    const buy = order(
      N,
      'GER40',
      'BUY',
      [{ at: '2026-11-02T09:00:00.000Z', qty: '2', price: '18000', commission: '-3.6' }],
      {},
      'EUR',
    )
    const flip = order(
      N,
      'GER40',
      'SELL',
      [{ at: '2026-11-02T10:00:00.000Z', qty: '3', price: '18100', commission: '-5.43', settlement: '200' }],
      {},
      'EUR',
    )
    const back = order(
      N,
      'GER40',
      'BUY',
      [{ at: '2026-11-02T12:00:00.000Z', qty: '1', price: '18050', commission: '-1.81', settlement: '50' }],
      {},
      'EUR',
    )
    const rows = pairTrades([books(buy, flip, back)])
    expect(rows.map((r) => [r.side, r.quantity, r.openPrice, r.closePrice, r.realised, r.commission])).toEqual([
      ['BUY', '2', '18000', '18100', '200', '-7.22'],
      ['SELL', '1', '18100', '18050', '50', '-3.62'],
    ])
    expect(rows.every((r) => r.currency === 'EUR')).toBe(true)
  })

  it('financing on the position before and after its close belongs to the trade; account financing does not', () => {
    const open = order(
      A,
      'USD/JPY',
      'BUY',
      [{ at: '2026-11-09T10:00:00.000Z', qty: '1000', price: '150', commission: '-0.02' }],
      { effect: 'OPEN' },
    )
    const shut = order(
      A,
      'USD/JPY',
      'SELL',
      [{ at: '2026-11-11T10:00:00.000Z', qty: '1000', price: '151', commission: '-0.02', settlement: '6.62' }],
      { effect: 'CLOSE', positionCode: open.order.orderCode },
    )
    const records = books(open, shut)
    const code = open.order.orderCode
    const withFinancing: AccountRecords = {
      orders: records.orders,
      transfers: [
        financing(A, '2026-11-09T22:00:00.000Z', '-0.3', code),
        financing(A, '2026-11-10T22:00:00.000Z', '-0.31', code),
        financing(A, '2026-11-11T22:00:00.000Z', '-0.05', code),
        financing(A, '2026-11-10T22:00:00.000Z', '-9'),
        ...records.transfers,
      ],
    }
    const [row] = pairTrades([withFinancing])
    expect(row).toMatchObject({ financing: '-0.66', net: '5.92' })
    expect(row?.records.filter((r) => r.type === 'FINANCING')).toHaveLength(3)
  })

  it('a trade opened before the period and closed in it counts in the period; before its close it is open', () => {
    const open = order(
      A,
      'BTC/USD',
      'BUY',
      [{ at: '2026-10-31T23:00:00.000Z', qty: '1', price: '60000', commission: '-6' }],
      { effect: 'OPEN' },
    )
    const shut = order(
      A,
      'BTC/USD',
      'SELL',
      [{ at: '2026-11-01T01:00:00.000Z', qty: '1', price: '60500', commission: '-6.05', settlement: '500' }],
      { effect: 'CLOSE', positionCode: open.order.orderCode },
    )
    const november = { from: Date.parse('2026-11-01T00:00:00.000Z'), to: Date.parse('2026-11-30T23:59:59.999Z') }
    const october = { from: Date.parse('2026-10-01T00:00:00.000Z'), to: november.from - 1 }
    const rows = pairTrades([books(open, shut)])
    expect(filterTrades(rows, november).map((r) => r.realised)).toEqual(['500'])
    expect(filterTrades(rows, october)).toEqual([])
    const atOctoberEnd = pairTrades([books(open, shut)], { asOf: october.to })
    expect(atOctoberEnd.map((r) => [r.kind, r.quantity])).toEqual([['open', '1']])
  })

  it('records that cannot be paired are rows that say so and show them; the realised P/L still adds up', () => {
    const open = order(
      A,
      'EUR/USD',
      'BUY',
      [{ at: '2026-11-12T10:00:00.000Z', qty: '1000', price: '1.1', commission: '-0.02' }],
      { effect: 'OPEN' },
    )
    const shut = order(
      A,
      'EUR/USD',
      'SELL',
      [{ at: '2026-11-12T11:00:00.000Z', qty: '1000', price: '1.2', commission: '-0.02', settlement: '100' }],
      { effect: 'CLOSE', positionCode: open.order.orderCode },
    )
    const orphanClose = order(
      A,
      'GBP/USD',
      'SELL',
      [{ at: '2026-11-12T12:00:00.000Z', qty: '1000', price: '1.3', commission: '-0.03', settlement: '-7.5' }],
      { effect: 'CLOSE', positionCode: '999' },
    )
    const lost = order(
      A,
      'AAPL',
      'SELL',
      [{ at: '2026-11-12T13:00:00.000Z', qty: '5', price: '210', commission: '-0.1', settlement: '12.25' }],
      { effect: 'CLOSE', positionCode: '998' },
    )
    // The last order is missing from history: its records are all that is left.
    const records: AccountRecords = {
      orders: [open.order, shut.order, orphanClose.order],
      transfers: [...open.transfers, ...shut.transfers, ...orphanClose.transfers, ...lost.transfers],
    }
    const rows = pairTrades([records])
    expect(rows.map((r) => [r.kind, r.issue, r.realised])).toEqual([
      ['closed', undefined, '100'],
      ['unpaired', 'close-without-open', '-7.5'],
      ['unpaired', 'commission-without-fill', '0'],
      ['unpaired', 'settlement-without-close', '12.25'],
    ])
    expect(rows[3]?.records.map((r) => r.type)).toEqual(['SETTLEMENT'])
    expect(tradeTotals(rows)[0]?.realised).toBe(settlements(records))
  })

  it('a close at the open price books no settlement: realised zero, said so', () => {
    const open = order(
      A,
      'EUR/USD',
      'BUY',
      [{ at: '2026-11-13T10:00:00.000Z', qty: '1000', price: '1.1', commission: '-0.02' }],
      { effect: 'OPEN' },
    )
    const shut = order(
      A,
      'EUR/USD',
      'SELL',
      [{ at: '2026-11-13T10:10:00.000Z', qty: '1000', price: '1.1', commission: '-0.02' }],
      { effect: 'CLOSE', positionCode: open.order.orderCode },
    )
    expect(pairTrades([books(open, shut)])[0]).toMatchObject({ realised: '0', noSettlement: true, net: '-0.04' })
  })

  it('totals per currency, never summed across currencies; filters by instrument and side', () => {
    const usdOpen = order(
      A,
      'EUR/USD',
      'BUY',
      [{ at: '2026-11-16T10:00:00.000Z', qty: '1000', price: '1.1', commission: '-0.02' }],
      { effect: 'OPEN' },
    )
    const usdShut = order(
      A,
      'EUR/USD',
      'SELL',
      [{ at: '2026-11-16T11:00:00.000Z', qty: '1000', price: '1.11', commission: '-0.02', settlement: '10' }],
      { effect: 'CLOSE', positionCode: usdOpen.order.orderCode },
    )
    const eurOpen = order(
      N,
      'SAP',
      'SELL',
      [{ at: '2026-11-16T10:00:00.000Z', qty: '10', price: '180', commission: '-0.18' }],
      {},
      'EUR',
    )
    const eurShut = order(
      N,
      'SAP',
      'BUY',
      [{ at: '2026-11-16T12:00:00.000Z', qty: '10', price: '181', commission: '-0.18', settlement: '-10' }],
      {},
      'EUR',
    )
    const rows = pairTrades([books(usdOpen, usdShut), books(eurOpen, eurShut)])
    expect(tradeTotals(rows).map((t) => [t.currency, t.realised, t.net])).toEqual([
      ['EUR', '-10', '-10.36'],
      ['USD', '10', '9.96'],
    ])
    expect(filterTrades(rows, { side: 'SELL' }).map((r) => r.instrument)).toEqual(['SAP'])
    expect(filterTrades(rows, { instrument: 'EUR/USD' }).map((r) => r.account)).toEqual([A])
  })
})

describe('open rows', () => {
  it('are listed only when asked, and only if open by the period end', () => {
    const open = order(
      A,
      'EUR/USD',
      'BUY',
      [{ at: '2026-11-20T10:00:00.000Z', qty: '1000', price: '1.1', commission: '-0.02' }],
      { effect: 'OPEN' },
    )
    const rows = pairTrades([books(open)])
    expect(filterTrades(rows, {})).toEqual([])
    expect(filterTrades(rows, { includeOpen: true })).toHaveLength(1)
    expect(filterTrades(rows, { includeOpen: true, to: Date.parse('2026-11-19T00:00:00.000Z') })).toEqual([])
  })
})
