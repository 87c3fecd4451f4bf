import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ManualClock } from '../clock'
import {
  enc,
  expectError,
  login,
  startSandbox,
  TEST_NOW,
  type TestClient,
  type ClockedSandbox,
} from '@test-support/sandbox-http'

interface Order {
  account: string
  orderId: number
  orderCode: string
  clientOrderId: string
  version: number
  type: string
  instrument: string
  side: string
  status: string
  finalStatus: boolean
  issueTime: string
  transactionTime: string
  executions: { status: string; lastQuantity: number }[]
  cashTransactions: { type: string }[]
}
type History = { orders: Order[]; nextPageTransactionTime?: string }

let sandbox: ClockedSandbox
let trader: TestClient
let all: Order[]
const H = `/accounts/${enc('default:1001')}/orders/history`
const ms = (t: string) => Date.parse(t)
const ids = (orders: Order[]) => orders.map((o) => o.orderId)

beforeAll(async () => {
  sandbox = await startSandbox({ historyCap: 100_000 })
  trader = await login(sandbox, 'trader')
  all = (await trader.get<History>(H)).body.orders
})
afterAll(() => sandbox.close())

describe('orders/history content', () => {
  it('has 200+ orders in every status, both sides, several instruments, with executions and cash', () => {
    expect(all.length).toBeGreaterThanOrEqual(200)
    expect(new Set(all.map((o) => o.status))).toEqual(
      new Set(['ACCEPTED', 'WORKING', 'COMPLETED', 'CANCELED', 'EXPIRED', 'REJECTED']),
    )
    expect(new Set(all.map((o) => o.side))).toEqual(new Set(['BUY', 'SELL']))
    expect(new Set(all.map((o) => o.instrument)).size).toBeGreaterThanOrEqual(5)
    const filled = all.filter((o) => o.executions.some((e) => e.lastQuantity !== 0))
    expect(filled.length).toBeGreaterThan(100)
    expect(filled.every((o) => o.cashTransactions.some((c) => c.type === 'COMMISSION'))).toBe(true)
  })

  it('is sorted by last transaction time, newest first, and spans the last 30 days', () => {
    const times = all.map((o) => ms(o.transactionTime))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    const windowStart = Date.parse('2026-02-17T00:00:00Z')
    expect(Math.min(...all.map((o) => ms(o.issueTime)))).toBeGreaterThanOrEqual(windowStart)
    expect(Math.max(...times)).toBeLessThanOrEqual(TEST_NOW)
  })

  it('multi-account history merges accounts in the same order; no history ETag', async () => {
    const res = await trader.get<History>('/accounts/orders/history')
    expect(res.headers.get('etag')).toBeNull()
    expect(new Set(res.body.orders.map((o) => o.account))).toEqual(new Set(['default:1001', 'default:1002']))
    expect(res.body.orders.filter((o) => o.account === 'default:1001')).toEqual(all)
  })
})

describe('orders/history filters (expected subsets computed from the unfiltered list)', () => {
  const pick = (i: number) => all[i] as Order
  const cases: [string, () => string, (o: Order) => boolean][] = [
    ['in-status', () => 'in-status=COMPLETED,EXPIRED', (o) => o.status === 'COMPLETED' || o.status === 'EXPIRED'],
    ['of-type (any case)', () => 'of-type=limit,Stop', (o) => o.type === 'LIMIT' || o.type === 'STOP'],
    ['side', () => 'side=SELL', (o) => o.side === 'SELL'],
    ['side as documented, in lower case', () => 'side=sell', (o) => o.side === 'SELL'],
    [
      'in-status in any case',
      () => 'in-status=completed,Expired',
      (o) => o.status === 'COMPLETED' || o.status === 'EXPIRED',
    ],
    [
      'for-instrument',
      () => `for-instrument=${enc('EUR/USD')},XAU%2FUSD`,
      (o) => o.instrument === 'EUR/USD' || o.instrument === 'XAU/USD',
    ],
    [
      'with-client-id',
      () => `with-client-id=${[3, 7, 11].map((i) => enc(pick(i).clientOrderId)).join(',')}`,
      (o) => [3, 7, 11].some((i) => pick(i).clientOrderId === o.clientOrderId),
    ],
    [
      'with-order-id',
      () => `with-order-id=${pick(2).orderId},${pick(9).orderCode}`,
      (o) => o.orderId === pick(2).orderId || o.orderId === pick(9).orderId,
    ],
    [
      'issued-from/issued-to (inclusive)',
      () => `issued-from=${enc(pick(120).issueTime)}&issued-to=${enc(pick(30).issueTime)}`,
      (o) => ms(o.issueTime) >= ms(pick(120).issueTime) && ms(o.issueTime) <= ms(pick(30).issueTime),
    ],
    [
      'issued-from alone (until now)',
      () => `issued-from=${enc(pick(50).issueTime)}`,
      (o) => ms(o.issueTime) >= ms(pick(50).issueTime),
    ],
    [
      'issued-to alone (since the first)',
      () => `issued-to=${enc(pick(50).issueTime)}`,
      (o) => ms(o.issueTime) <= ms(pick(50).issueTime),
    ],
    [
      'transaction-from/transaction-to (inclusive)',
      () => `transaction-from=${enc(pick(80).transactionTime)}&transaction-to=${enc(pick(20).transactionTime)}`,
      (o) =>
        ms(o.transactionTime) >= ms(pick(80).transactionTime) && ms(o.transactionTime) <= ms(pick(20).transactionTime),
    ],
    [
      'completed-from/completed-to',
      () => `completed-from=${enc(pick(150).transactionTime)}&completed-to=${enc(pick(60).transactionTime)}`,
      (o) =>
        o.finalStatus &&
        ms(o.transactionTime) >= ms(pick(150).transactionTime) &&
        ms(o.transactionTime) <= ms(pick(60).transactionTime),
    ],
    [
      'at-least-version/at-most-version',
      () => `at-least-version=${pick(100).version}&at-most-version=${pick(10).version}`,
      (o) => o.version >= pick(100).version && o.version <= pick(10).version,
    ],
    ['period=today', () => 'period=today', (o) => ms(o.issueTime) >= Date.parse('2026-03-18T00:00:00Z')],
    ['period in any case', () => 'period=TODAY', (o) => ms(o.issueTime) >= Date.parse('2026-03-18T00:00:00Z')],
    [
      'period=previous-week',
      () => 'period=previous-week',
      (o) =>
        ms(o.issueTime) >= Date.parse('2026-03-09T00:00:00Z') && ms(o.issueTime) < Date.parse('2026-03-16T00:00:00Z'),
    ],
    [
      'several filters together (ANDed)',
      () => 'in-status=COMPLETED&side=BUY&of-type=MARKET',
      (o) => o.status === 'COMPLETED' && o.side === 'BUY' && o.type === 'MARKET',
    ],
  ]

  it.each(cases)('%s', async (_, query, match) => {
    const expected = all.filter(match)
    expect(expected.length).toBeGreaterThan(0)
    expect(expected.length).toBeLessThan(all.length)
    const res = await trader.get<History>(`${H}?${query()}`)
    expect(res.status, res.text).toBe(200)
    expect(ids(res.body.orders)).toEqual(ids(expected))
  })

  it.each([
    ['in-status=DONE', 'in-status'],
    ['of-type=ICEBERG', 'of-type'],
    ['side=LONG', 'side'],
    ['issued-from=2026-13-01T00:00:00Z', 'issued-from'],
    ['transaction-to=yesterday', 'transaction-to'],
    ['at-least-version=abc', 'at-least-version'],
    ['with-order-id=abc', 'with-order-id'],
    ['page=0', 'page'],
    ['page-size=0', 'page-size'],
    ['limit=-3', 'limit'],
    ['period=year', 'period'],
    ['issued-from=2026-03-10T00:00:00Z&issued-to=2026-03-01T00:00:00Z', 'issued-to'],
    ['at-least-version=9&at-most-version=3', 'at-most-version'],
    ['side=BUY&side=SELL', 'side'],
  ])('refuses %s with 400 "32" naming the parameter', async (query, name) => {
    expectError(await trader.get(`${H}?${query}`), 400, '32', `(${name})`)
  })

  it('refuses more than 50 ids in with-client-id / with-order-id with 400 "32"', async () => {
    const fifty = Array.from({ length: 50 }, (_, i) => `id-${i}`)
    expect((await trader.get(`${H}?with-client-id=${fifty.join(',')}`)).status).toBe(200)
    expectError(await trader.get(`${H}?with-client-id=${[...fifty, 'x'].join(',')}`), 400, '32', 'with-client-id')
    const ids51 = Array.from({ length: 51 }, (_, i) => String(i + 1))
    expectError(await trader.get(`${H}?with-order-id=${ids51.join(',')}`), 400, '32', 'with-order-id')
  })

  it('refuses unknown parameters with 400 "31"', async () => {
    expectError(await trader.get(`${H}?status=WORKING`), 400, '31', 'Malformed query URI (status)')
  })
})

describe('orders/history paging', () => {
  it('page/page-size are 1-based exact slices; limit caps the page', async () => {
    for (const [page, size] of [
      [1, 10],
      [2, 10],
      [3, 7],
      [40, 7],
    ] as const) {
      const res = await trader.get<History>(`${H}?page=${page}&page-size=${size}`)
      expect(ids(res.body.orders)).toEqual(ids(all.slice((page - 1) * size, page * size)))
    }
    const limited = await trader.get<History>(`${H}?limit=5`)
    expect(ids(limited.body.orders)).toEqual(ids(all.slice(0, 5)))
    const filteredPage = await trader.get<History>(`${H}?in-status=CANCELED&page=2&page-size=4`)
    expect(ids(filteredPage.body.orders)).toEqual(ids(all.filter((o) => o.status === 'CANCELED').slice(4, 8)))
  })

  it('POST takes the same parameters as a query string, a form body or a JSON object', async () => {
    const expected = ids(all.filter((o) => o.status === 'WORKING').slice(0, 3))
    const viaQuery = await trader.request<History>('POST', `${H}?in-status=WORKING&page-size=3`)
    expect(ids(viaQuery.body.orders)).toEqual(expected)
    const viaForm = await trader.request<History>('POST', H, {
      rawBody: 'in-status=WORKING&page-size=3',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(ids(viaForm.body.orders)).toEqual(expected)
    const viaJson = await trader.post<History>(H, { 'in-status': ['WORKING'], 'page-size': 3 })
    expect(ids(viaJson.body.orders)).toEqual(expected)
    const multi = await trader.request<History>('POST', '/accounts/orders/history', {
      rawBody: `accounts=${enc('default:1001')}&in-status=WORKING&page-size=3`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(ids(multi.body.orders)).toEqual(expected)
    expectError(await trader.post(`${H}?side=BUY`, { side: 'SELL' }), 400, '32', 'side')
    expectError(await trader.post(H, { bogus: 1 }), 400, '31', 'bogus')
    expectError(
      await trader.request('POST', H, { rawBody: '{"side":', headers: { 'content-type': 'application/json' } }),
      400,
      '32',
    )
  })
})

describe('orders/history server cap', () => {
  it('cuts at historyCap and continues with transaction-to = nextPageTransactionTime', async () => {
    const capped = await startSandbox({ historyCap: 60, clock: new ManualClock(TEST_NOW) })
    try {
      const client = await login(capped, 'trader')
      const first = await client.get<History>(H)
      expect(ids(first.body.orders)).toEqual(ids(all.slice(0, 60)))
      expect(first.body.nextPageTransactionTime).toBe(all[60]?.transactionTime)
      // Pages within the capped window are slices of it and carry the same continuation.
      const page2 = await client.get<History>(`${H}?page=2&page-size=25`)
      expect(ids(page2.body.orders)).toEqual(ids(all.slice(25, 50)))
      expect(page2.body.nextPageTransactionTime).toBe(first.body.nextPageTransactionTime)
      expect((await client.get<History>(`${H}?page=3&page-size=25`)).body.orders).toHaveLength(10)
      expect((await client.get<History>(`${H}?page-size=500`)).body.orders).toHaveLength(60)
      const seen = new Map<number, Order>()
      let next: string | undefined = undefined
      let rounds = 0
      do {
        const query: string = next === undefined ? '' : `?transaction-to=${enc(next)}`
        const res: { body: History } = await client.get<History>(`${H}${query}`)
        for (const o of res.body.orders) seen.set(o.orderId, o)
        next = res.body.nextPageTransactionTime
        rounds += 1
      } while (next !== undefined && rounds < 20)
      expect(next).toBeUndefined()
      expect([...seen.keys()].sort()).toEqual(ids(all).sort())
    } finally {
      await capped.close()
    }
  })

  it('serves a large benchmark account through the columnar store', async () => {
    const big = await startSandbox({ largeAccountOrders: 20_000, clock: new ManualClock(TEST_NOW) })
    try {
      const client = await login(big, 'trader')
      const L = `/accounts/${enc('default:1099')}/orders/history`
      const first = await client.get<History>(`${L}?page-size=100`)
      expect(first.body.orders).toHaveLength(100)
      expect(first.body.nextPageTransactionTime).toBeDefined()
      const times = first.body.orders.map((o) => ms(o.transactionTime))
      expect(times).toEqual([...times].sort((a, b) => b - a))
      expect(ms(first.body.nextPageTransactionTime ?? '')).toBeLessThan(times.at(-1) ?? 0)
      const order = first.body.orders[10] as Order
      const byId = await client.get<History>(`${L}?with-order-id=${order.orderId}`)
      expect(byId.body.orders).toEqual([order])
      const byClient = await client.get<History>(`${L}?with-client-id=${enc(order.clientOrderId)}`)
      expect(byClient.body.orders).toEqual([order])
      const canceled = await client.get<History>(`${L}?in-status=CANCELED&side=BUY&page-size=50`)
      expect(canceled.body.orders.every((o) => o.status === 'CANCELED' && o.side === 'BUY')).toBe(true)
      const window = await client.get<History>(
        `${L}?transaction-from=${enc(first.body.orders[40]?.transactionTime ?? '')}&transaction-to=${enc(first.body.orders[5]?.transactionTime ?? '')}`,
      )
      expect(ids(window.body.orders)).toEqual(ids(first.body.orders.slice(5, 41)))
      // An instrument the account never traded matches nothing; beside a traded one, that one's orders.
      const never = await client.get<History>(`${L}?for-instrument=${enc('NOT/TRADED')}`)
      expect(never.body).toEqual({ orders: [] })
      const traded = first.body.orders[0]?.instrument ?? ''
      const both = await client.get<History>(`${L}?for-instrument=${enc(`NOT/TRADED,${traded}`)}&page-size=20`)
      const want = first.body.orders.filter((o) => o.instrument === traded)
      expect(want.length).toBeGreaterThan(0)
      expect(ids(both.body.orders).slice(0, Math.min(20, want.length))).toEqual(ids(want).slice(0, 20))
    } finally {
      await big.close()
    }
  })
})
