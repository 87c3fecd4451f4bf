// Closed trades against the running sandbox over HTTP: trades placed and filled here (a long, a short, a partial
// close, closes by several orders, a net account's reversal) are paired to the settlement the sandbox booked,
// which is the price difference × quantity × multiplier the sandbox's engine computes; and on every seeded
// account each closed position is a row, each open position an open row of the same size, and the rows'
// realised P/L adds up to the reconciliation's.
import Big from 'big.js'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  AccountMetricsSchema,
  CashTransferListSchema,
  HistoricOrderListSchema,
  InstrumentListSchema,
  OrderListSchema,
  PositionListSchema,
  type CashTransfer,
  type Order,
} from '@shared/api'
import { ledgerEntries, reconcile } from '@shared/domain/account-ledger'
import { filterTrades, pairTrades, tradeTotals, type AccountRecords } from '@shared/domain/closed-trades'
import { buildStatement } from '@shared/domain/statement'
import { controls, enc, login, startSandbox, type TestClient } from '@test-support/sandbox-http'
import { useTestSandbox } from '@test-support/sandbox'

const ALL = { from: Number.NEGATIVE_INFINITY, to: Number.POSITIVE_INFINITY }
const MINUTE = 60_000
let trader: TestClient
let trader2: TestClient
let control: TestClient

const sandbox = useTestSandbox(startSandbox)
beforeEach(async () => {
  control = controls(sandbox)
  trader = await login(sandbox, 'trader')
  trader2 = await login(sandbox, 'trader2')
})

const clientFor = (account: string) => (account.startsWith('default:2') ? trader2 : trader)

async function records(account: string): Promise<AccountRecords> {
  const client = clientFor(account)
  const transfers: CashTransfer[] = []
  for (let start = 0; ; start += 1000) {
    const res = await client.get(`/accounts/${enc(account)}/transfers?limit=1000&start-from=${start}`)
    const page = CashTransferListSchema.parse(res.body).cashTransfers
    transfers.push(...page)
    if (page.length < 1000) break
  }
  const res = await client.get(`/accounts/${enc(account)}/orders/history?page-size=1000`)
  const orders: Order[] = HistoricOrderListSchema.parse(res.body).orders
  return { transfers, orders }
}

async function multiplier(symbol: string): Promise<Big> {
  const res = await trader.get(`/instruments/${enc(symbol)}`)
  const [instrument] = InstrumentListSchema.parse(res.body).instruments
  return new Big(instrument?.multiplier ?? 'NaN')
}

/** Places a working LIMIT order far from the market (so only our fills fill it) and returns its code. */
async function place(account: string, code: string, order: Record<string, unknown>): Promise<string> {
  const res = await clientFor(account).post<{ orderId: number }>(`/accounts/${enc(account)}/orders`, {
    orderCode: code,
    type: 'LIMIT',
    tif: 'GTC',
    limitPrice: order.side === 'BUY' ? 1 : 1_000_000,
    ...order,
  })
  expect(res.status, res.text).toBe(200)
  return String(res.body.orderId)
}

async function fill(account: string, code: string, quantity: number, price: number) {
  sandbox.clock.advance(MINUTE)
  const res = await control.post(`/accounts/${enc(account)}/orders/${enc(code)}/fill`, { quantity, price })
  expect(res.status, res.text).toBe(200)
}

const realisedOf = (open: number, close: number, quantity: number, m: Big, long: boolean) =>
  new Big(close)
    .minus(open)
    .times(quantity)
    .times(m)
    .times(long ? 1 : -1)
    .round(2)
    .toFixed()

describe('trades placed and filled on the sandbox pair to its own bookings', () => {
  it('a long closed in three parts by three orders, and a short: one row per closing fill, each the settlement', async () => {
    const A = 'default:1001'
    const before = new Set(pairTrades([await records(A)]).map((r) => r.id))
    const m = await multiplier('XAU/USD')
    const long = await place(A, 'books-long', {
      instrument: 'XAU/USD',
      side: 'BUY',
      quantity: 3,
      positionEffect: 'OPEN',
    })
    await fill(A, long, 3, 2000)
    // A closing LIMIT order takes the position's size: filled in part, then cancelled by the broker.
    const part = await place(A, 'books-part', {
      instrument: 'XAU/USD',
      side: 'SELL',
      positionEffect: 'CLOSE',
      positionCode: long,
    })
    await fill(A, part, 1, 2010.5)
    expect((await control.post(`/accounts/${enc(A)}/orders/${part}/cancel`)).status).toBe(200)
    const rest = await place(A, 'books-rest', {
      instrument: 'XAU/USD',
      side: 'SELL',
      positionEffect: 'CLOSE',
      positionCode: long,
    })
    await fill(A, rest, 1, 1995.25)
    const last = await place(A, 'books-last', {
      instrument: 'XAU/USD',
      side: 'SELL',
      positionEffect: 'CLOSE',
      positionCode: long,
    })
    await fill(A, last, 1, 2001)
    const short = await place(A, 'books-short', {
      instrument: 'XAU/USD',
      side: 'SELL',
      quantity: 2,
      positionEffect: 'OPEN',
    })
    await fill(A, short, 2, 2050)
    const cover = await place(A, 'books-cover', {
      instrument: 'XAU/USD',
      side: 'BUY',
      positionEffect: 'CLOSE',
      positionCode: short,
    })
    await fill(A, cover, 2, 2040)

    const rows = pairTrades([await records(A)]).filter((r) => !before.has(r.id) && r.kind === 'closed')
    expect(rows.map((r) => [r.side, r.quantity, r.openPrice, r.closePrice, r.realised])).toEqual([
      ['BUY', '1', '2000', '2010.5', realisedOf(2000, 2010.5, 1, m, true)],
      ['BUY', '1', '2000', '1995.25', realisedOf(2000, 1995.25, 1, m, true)],
      ['BUY', '1', '2000', '2001', realisedOf(2000, 2001, 1, m, true)],
      ['SELL', '2', '2050', '2040', realisedOf(2050, 2040, 2, m, false)],
    ])
    // Each row's realised P/L is the settlement the sandbox booked on its closing fill, and its costs are that
    // fill's commission plus its share of the opening one: together, every commission of these orders.
    const ours = (await records(A)).orders.filter((o) => o.clientOrderId.startsWith('books-'))
    const booked = (type: string) =>
      ours
        .flatMap((o) => o.cashTransactions ?? [])
        .filter((t) => t.type === type)
        .reduce((s, t) => s.plus(t.value), new Big(0))
        .toFixed()
    const sum = (key: 'realised' | 'commission') => rows.reduce((s, r) => s.plus(r[key]), new Big(0)).toFixed()
    expect(sum('realised')).toBe(booked('SETTLEMENT'))
    expect(sum('commission')).toBe(booked('COMMISSION'))
  })

  it('on a net account a fill larger than the position closes it and opens the other way', async () => {
    const E = 'default:1002'
    const m = await multiplier('GER40')
    const before = await records(E)
    const held = pairTrades([before]).find((r) => r.kind === 'open' && r.instrument === 'GER40')
    // Start flat in GER40: close whatever the seed holds, so the test's own arithmetic is the whole story.
    if (held) {
      const flat = await place(E, 'books-flat', {
        instrument: 'GER40',
        side: held.side === 'BUY' ? 'SELL' : 'BUY',
        quantity: Number(held.quantity),
      })
      await fill(E, flat, Number(held.quantity), 18000)
    }
    const seen = new Set(pairTrades([await records(E)]).map((r) => r.id))
    const buy = await place(E, 'books-buy', { instrument: 'GER40', side: 'BUY', quantity: 2 })
    await fill(E, buy, 2, 18000)
    const flip = await place(E, 'books-flip', { instrument: 'GER40', side: 'SELL', quantity: 3 })
    await fill(E, flip, 3, 18100)
    const rows = pairTrades([await records(E)]).filter((r) => !seen.has(r.id) && r.instrument === 'GER40')
    expect(rows.map((r) => [r.kind, r.side, r.quantity, r.realised])).toEqual([
      ['closed', 'BUY', '2', realisedOf(18000, 18100, 2, m, true)],
      ['open', 'SELL', '1', '0'],
    ])
  })
})

describe('the seeded accounts', () => {
  for (const account of ['default:1001', 'default:1002', 'default:2001']) {
    it(`${account}: every closed position is paired, every open one is an open row, realised adds up`, async () => {
      const client = clientFor(account)
      const books = await records(account)
      const rows = pairTrades([books])
      expect(rows.filter((r) => r.kind === 'unpaired')).toEqual([])

      const positions = PositionListSchema.parse(
        (await client.get(`/accounts/${enc(account)}/positions`)).body,
      ).positions
      const open = rows.filter((r) => r.kind === 'open')
      const key = (instrument: string, side: string | undefined, quantity: string | undefined) =>
        `${instrument} ${side} ${new Big(quantity ?? 'NaN').toFixed()}`
      expect(open.map((r) => key(r.instrument, r.side, r.quantity)).sort()).toEqual(
        positions.map((p) => key(p.symbol, p.side, p.quantity)).sort(),
      )

      // Every position the history opened and the server no longer holds has closing rows and nothing open.
      const closed = rows.filter((r) => r.kind === 'closed')
      const openCodes = new Set(positions.map((p) => p.positionCode))
      const closedCodes = new Set(closed.map((r) => r.positionCode))
      for (const code of closedCodes)
        if (!openCodes.has(code ?? '')) expect(open.some((r) => r.positionCode === code)).toBe(false)
      expect(closed.length).toBeGreaterThan(0)

      const metrics = await client.get<{ metrics: unknown[] }>(`/accounts/${enc(account)}/metrics`)
      const balance = AccountMetricsSchema.parse(metrics.body.metrics[0]).balance
      const entries = ledgerEntries(books.transfers)
      const currency = entries[0]?.currency ?? ''
      const r = reconcile({ entries, orders: books.orders, currency, reportedBalance: balance, period: ALL })
      expect(r.balanced).toBe(true)
      const [totals] = tradeTotals(filterTrades(rows, ALL))
      expect(totals?.currency).toBe(currency)
      expect(totals?.realised).toBe(r.realised)
    })
  }
})

describe('a statement for a period', () => {
  it("closes at the balance the server reports for the period end; positions and orders at its end are the server's", async () => {
    const A = 'default:1001'
    const books = await records(A)
    const metrics = await trader.get<{ metrics: unknown[] }>(`/accounts/${enc(A)}/metrics`)
    const balance = AccountMetricsSchema.parse(metrics.body.metrics[0]).balance
    const positions = PositionListSchema.parse((await trader.get(`/accounts/${enc(A)}/positions`)).body).positions
    const working = OrderListSchema.parse((await trader.get(`/accounts/${enc(A)}/orders`)).body).orders
    const now = sandbox.clock.now()
    const untilNow = buildStatement({
      account: A,
      records: books,
      reportedBalance: balance,
      period: { from: now - 7 * 86_400_000, to: now },
    })
    expect(untilNow.reconciliation.closing).toBe(balance)
    expect(untilNow.reconciliation.balanced).toBe(true)
    expect(untilNow.openAtEnd.map((r) => r.positionCode).sort()).toEqual(positions.map((p) => p.positionCode).sort())
    expect(untilNow.workingAtEnd.map((o) => o.orderCode).sort()).toEqual(working.map((o) => o.orderCode).sort())

    // A month that ended ten days ago closes at the server's balance less every record since.
    const to = now - 10 * 86_400_000
    const past = buildStatement({
      account: A,
      records: books,
      reportedBalance: balance,
      period: { from: to - 30 * 86_400_000, to },
    })
    const since = books.transfers
      .flatMap((t) => t.cashTransactions)
      .filter((t) => Date.parse(t.transactionTime) > to)
      .reduce((s, t) => s.plus(t.value), new Big(0))
    expect(past.reconciliation.closing).toBe(new Big(balance).minus(since).toFixed())
    expect(past.trades.every((r) => (r.closeMs ?? 0) <= to && (r.closeMs ?? 0) >= to - 30 * 86_400_000)).toBe(true)
    expect(past.totals?.realised ?? '0').toBe(
      books.transfers
        .flatMap((t) => t.cashTransactions)
        .filter(
          (t) =>
            t.type === 'SETTLEMENT' &&
            Math.abs(Date.parse(t.transactionTime) - (to - 15 * 86_400_000)) <= 15 * 86_400_000,
        )
        .reduce((s, t) => s.plus(t.value), new Big(0))
        .toFixed(),
    )
  })
})
