import Big from 'big.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  enc,
  expectError,
  type Json,
  login,
  startSandbox,
  TEST_NOW,
  type TestClient,
  type ClockedSandbox,
} from '@test-support/sandbox-http'

interface Event {
  account: string
  eventType: string
  time: string
  reason: string
}
interface Transfer {
  account: string
  version: number
  transferCode?: string
  transactionTime: string
  cashTransactions: { type: string; value: number }[]
}
interface Position {
  account: string
  positionCode: string
  symbol: string
  quantity: number
  side: string
  version: number
  lastUpdateTime: string
}
interface Order {
  account: string
  orderId: number
  orderCode: string
  clientOrderId: string
  status: string
  type: string
  finalStatus: boolean
  transactionTime: string
  links?: { linkType: string; linkedOrder: string; linkedClientOrderId: string }[]
  legs: { quantity?: number; positionCode?: string; positionEffect?: string }[]
}

let sandbox: ClockedSandbox
let trader: TestClient
let support: TestClient
const A1 = `/accounts/${enc('default:1001')}`
const A2 = `/accounts/${enc('default:1002')}`
const ms = (t: string) => Date.parse(t)

beforeAll(async () => {
  sandbox = await startSandbox({ maxLimit: 500 })
  trader = await login(sandbox, 'trader')
  support = await login(sandbox, 'support')
})
afterAll(() => sandbox.close())

describe('events', () => {
  let events: Event[]
  beforeAll(async () => {
    events = (await trader.get<{ accountEvents: Event[] }>('/accounts/events')).body.accountEvents
  })

  it('lists margin calls and liquidations with time and reason, newest first, for every visible account', () => {
    expect(new Set(events.map((e) => e.eventType))).toEqual(new Set(['MARGIN_CALL', 'LIQUIDATION']))
    expect(new Set(events.map((e) => e.account))).toEqual(new Set(['default:1001', 'default:1002']))
    for (const e of events) expect(e.reason.length).toBeGreaterThan(0)
    const times = events.map((e) => ms(e.time))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('single-account form equals the multi-account subset', async () => {
    const single = await trader.get<{ accountEvents: Event[] }>(`${A1}/events`)
    expect(single.body.accountEvents).toEqual(events.filter((e) => e.account === 'default:1001'))
    const multi = await trader.get<{ accountEvents: Event[] }>('/accounts/events?accounts=default:1002')
    expect(multi.body.accountEvents).toEqual(events.filter((e) => e.account === 'default:1002'))
  })

  it('filters of-type', async () => {
    const res = await trader.get<{ accountEvents: Event[] }>('/accounts/events?of-type=LIQUIDATION')
    expect(res.body.accountEvents).toEqual(events.filter((e) => e.eventType === 'LIQUIDATION'))
    expectError(await trader.get('/accounts/events?of-type=MARGIN'), 400, '32', 'of-type')
  })

  it('filters from-time/to-time inclusively, and accepts the time-from/time-to spelling', async () => {
    const from = events[events.length - 2]?.time ?? ''
    const to = events[1]?.time ?? ''
    const expected = events.filter((e) => ms(e.time) >= ms(from) && ms(e.time) <= ms(to))
    const res = await trader.get<{ accountEvents: Event[] }>(
      `/accounts/events?from-time=${enc(from)}&to-time=${enc(to)}`,
    )
    expect(res.body.accountEvents).toEqual(expected)
    expect(expected.map((e) => e.time)).toContain(from)
    expect(expected.map((e) => e.time)).toContain(to)
    const alias = await trader.get<{ accountEvents: Event[] }>(
      `/accounts/events?time-from=${enc(from)}&time-to=${enc(to)}`,
    )
    expect(alias.body.accountEvents).toEqual(expected)
    expectError(await trader.get(`/accounts/events?from-time=${enc(from)}&time-from=${enc(from)}`), 400, '32')
  })

  it('only-from means until now; only-to means since the first event', async () => {
    const mid = events[Math.floor(events.length / 2)]?.time ?? ''
    const onlyFrom = await trader.get<{ accountEvents: Event[] }>(`/accounts/events?from-time=${enc(mid)}`)
    expect(onlyFrom.body.accountEvents).toEqual(events.filter((e) => ms(e.time) >= ms(mid)))
    const onlyTo = await trader.get<{ accountEvents: Event[] }>(`/accounts/events?to-time=${enc(mid)}`)
    expect(onlyTo.body.accountEvents).toEqual(events.filter((e) => ms(e.time) <= ms(mid)))
  })

  it('filters period=today / week on UTC days and Monday weeks', async () => {
    const dayStart = Date.parse('2026-03-18T00:00:00Z')
    const weekStart = Date.parse('2026-03-16T00:00:00Z')
    const today = await trader.get<{ accountEvents: Event[] }>('/accounts/events?period=today')
    expect(today.body.accountEvents).toEqual(events.filter((e) => ms(e.time) >= dayStart && ms(e.time) <= TEST_NOW))
    expect(today.body.accountEvents.length).toBeGreaterThan(0)
    const week = await trader.get<{ accountEvents: Event[] }>('/accounts/events?period=week')
    expect(week.body.accountEvents).toEqual(events.filter((e) => ms(e.time) >= weekStart))
    const prevWeek = await trader.get<{ accountEvents: Event[] }>('/accounts/events?period=previous-week')
    expect(prevWeek.body.accountEvents).toEqual(
      events.filter((e) => ms(e.time) >= weekStart - 7 * 86_400_000 && ms(e.time) < weekStart),
    )
    expectError(await trader.get('/accounts/events?period=month'), 400, '32', 'period')
    expectError(
      await trader.get(`/accounts/events?period=today&from-time=${enc(events[0]?.time ?? '')}`),
      400,
      '32',
      'period',
    )
  })

  it('pages exactly', async () => {
    const res = await trader.get<{ accountEvents: Event[] }>('/accounts/events?start-from=2&limit=3')
    expect(res.body.accountEvents).toEqual(events.slice(2, 5))
  })
})

describe('transfers', () => {
  let transfers: Transfer[]
  beforeAll(async () => {
    transfers = (await trader.get<{ cashTransfers: Transfer[] }>(`${A1}/transfers`)).body.cashTransfers
  })

  it('lists 20+ coded transfers of several types, newest first', () => {
    expect(transfers.filter((t) => t.transferCode !== undefined).length).toBeGreaterThanOrEqual(20)
    const types = new Set(transfers.flatMap((t) => t.cashTransactions.map((c) => c.type)))
    for (const t of ['DEPOSIT', 'WITHDRAWAL', 'COMMISSION', 'FINANCING', 'SETTLEMENT']) expect(types).toContain(t)
    const times = transfers.map((t) => ms(t.transactionTime))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('filters of-type as an ORed list', async () => {
    const res = await trader.get<{ cashTransfers: Transfer[] }>(`${A1}/transfers?of-type=DEPOSIT,WITHDRAWAL`)
    expect(res.body.cashTransfers).toEqual(
      transfers.filter((t) => t.cashTransactions.some((c) => c.type === 'DEPOSIT' || c.type === 'WITHDRAWAL')),
    )
    expectError(await trader.get(`${A1}/transfers?of-type=BONUS`), 400, '32', 'of-type')
  })

  it('filters time-from/time-to inclusively, only-from until now, only-to since the first', async () => {
    const from = transfers[40]?.transactionTime ?? ''
    const to = transfers[10]?.transactionTime ?? ''
    const both = await trader.get<{ cashTransfers: Transfer[] }>(
      `${A1}/transfers?time-from=${enc(from)}&time-to=${enc(to)}`,
    )
    expect(both.body.cashTransfers).toEqual(transfers.slice(10, 41))
    const onlyFrom = await trader.get<{ cashTransfers: Transfer[] }>(`${A1}/transfers?time-from=${enc(from)}`)
    expect(onlyFrom.body.cashTransfers).toEqual(transfers.filter((t) => ms(t.transactionTime) >= ms(from)))
    const onlyTo = await trader.get<{ cashTransfers: Transfer[] }>(`${A1}/transfers?time-to=${enc(to)}`)
    expect(onlyTo.body.cashTransfers).toEqual(transfers.filter((t) => ms(t.transactionTime) <= ms(to)))
    expectError(await trader.get(`${A1}/transfers?time-from=yesterday`), 400, '32', 'time-from')
    expectError(await trader.get(`${A1}/transfers?time-from=${enc(to)}&time-to=${enc(from)}`), 400, '32', 'time-to')
  })

  it('filters period=previous-day on the UTC day', async () => {
    const res = await trader.get<{ cashTransfers: Transfer[] }>(`${A1}/transfers?period=previous-day`)
    const day = Date.parse('2026-03-17T00:00:00Z')
    expect(res.body.cashTransfers).toEqual(
      transfers.filter((t) => ms(t.transactionTime) >= day && ms(t.transactionTime) < day + 86_400_000),
    )
    expect(res.body.cashTransfers.length).toBeGreaterThan(0)
  })

  it('pages exactly; limit above the maximum is the maximum; negative values are 400 "32"', async () => {
    const res = await trader.get<{ cashTransfers: Transfer[] }>(`${A1}/transfers?start-from=5&limit=7`)
    expect(res.body.cashTransfers).toEqual(transfers.slice(5, 12))
    const capped = await trader.get<{ cashTransfers: Transfer[] }>(`${A1}/transfers?limit=100000`)
    expect(capped.body.cashTransfers).toHaveLength(Math.min(500, transfers.length))
    expectError(await trader.get(`${A1}/transfers?start-from=-1`), 400, '32', 'start-from')
  })

  it('multi-account lists merge accounts newest first', async () => {
    const multi = await trader.get<{ cashTransfers: Transfer[] }>(
      '/accounts/transfers?accounts=default:1001,default:1002&limit=50',
    )
    const times = multi.body.cashTransfers.map((t) => ms(t.transactionTime))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(new Set(multi.body.cashTransfers.map((t) => t.account)).size).toBe(2)
  })
})

describe('positions, open orders and portfolio', () => {
  it('positions: both forms, several per account', async () => {
    const multi = (await trader.get<{ positions: Position[] }>('/accounts/positions')).body.positions
    for (const code of ['default:1001', 'default:1002']) {
      const single = await trader.get<{ positions: Position[] }>(`/accounts/${enc(code)}/positions`)
      expect(single.body.positions).toEqual(multi.filter((p) => p.account === code))
      expect(single.body.positions.length).toBeGreaterThanOrEqual(3)
    }
  })

  it('open orders: working orders with LIMIT and STOP, OCO and IF-THEN links both ways', async () => {
    const orders = (await trader.get<{ orders: Order[] }>(`${A1}/orders`)).body.orders
    expect(orders.every((o) => !o.finalStatus)).toBe(true)
    const working = orders.filter((o) => o.status === 'WORKING')
    expect(working.length).toBeGreaterThanOrEqual(5)
    expect(working.some((o) => o.type === 'LIMIT') && working.some((o) => o.type === 'STOP')).toBe(true)
    const byCode = new Map(orders.map((o) => [o.orderCode, o]))
    const linked = orders.filter((o) => o.links)
    expect(linked.some((o) => o.links?.some((l) => l.linkType === 'OCO'))).toBe(true)
    expect(linked.some((o) => o.links?.some((l) => l.linkType === 'PARENT'))).toBe(true)
    for (const order of linked) {
      for (const link of order.links ?? []) {
        const other = byCode.get(link.linkedOrder)
        expect(other?.clientOrderId).toBe(link.linkedClientOrderId)
        const back = { OCO: 'OCO', PARENT: 'CHILD', CHILD: 'PARENT' }[link.linkType]
        expect(other?.links?.some((l) => l.linkType === back && l.linkedOrder === order.orderCode)).toBe(true)
      }
    }
    // THEN orders wait (ACCEPTED) without a quantity, on the position their IF order will open.
    const child = linked.find((o) => o.links?.some((l) => l.linkType === 'CHILD'))
    const parentCode = child?.links?.find((l) => l.linkType === 'CHILD')?.linkedOrder
    expect(child?.status).toBe('ACCEPTED')
    expect(child?.legs[0]?.quantity).toBeUndefined()
    expect(child?.legs[0]?.positionCode).toBe(byCode.get(parentCode ?? '')?.legs[0]?.positionCode)
  })

  it('open orders: no links in history, links only in the open-orders listing', async () => {
    const history = await trader.get<{ orders: Order[] }>(`${A1}/orders/history?in-status=WORKING,ACCEPTED`)
    expect(history.body.orders.every((o) => o.links === undefined)).toBe(true)
  })

  it('portfolio: balances, positions and working orders; last-updated filters and paging', async () => {
    type Portfolio = { account: string; version: number; balances: Json[]; positions: Position[]; orders: Order[] }
    const res = await trader.get<{ portfolios: Portfolio[] }>('/accounts/portfolio')
    expect(res.body.portfolios.map((p) => p.account)).toEqual(['default:1001', 'default:1002'])
    const p1 = res.body.portfolios[0]
    const positions = (await trader.get<{ positions: Position[] }>(`${A1}/positions`)).body.positions
    const open = (await trader.get<{ orders: Order[] }>(`${A1}/orders`)).body.orders
    expect(p1?.positions).toEqual(positions)
    expect(p1?.orders.map((o) => o.orderId)).toEqual(open.map((o) => o.orderId))
    expect(p1?.balances).toHaveLength(1)
    const cut = positions[1]?.lastUpdateTime ?? ''
    const filtered = await trader.get<{ portfolios: Portfolio[] }>(`${A1}/portfolio?last-updated-from=${enc(cut)}`)
    expect(filtered.body.portfolios[0]?.positions).toEqual(positions.filter((p) => ms(p.lastUpdateTime) >= ms(cut)))
    expect(filtered.body.portfolios[0]?.orders.map((o) => o.orderId)).toEqual(
      open.filter((o) => ms(o.transactionTime) >= ms(cut)).map((o) => o.orderId),
    )
    const paged = await trader.get<{ portfolios: Portfolio[] }>('/accounts/portfolio?start-from=1&limit=1')
    expect(paged.body.portfolios.map((p) => p.account)).toEqual(['default:1002'])
  })
})

describe('metrics', () => {
  type Metrics = Record<string, number | string | Json[] | undefined> & { positions?: Json[]; balances: Json[] }

  it('are consistent with positions and balances, with every documented spelling', async () => {
    const res = await trader.get<{ metrics: Metrics[] }>('/accounts/metrics?include-positions=true')
    expect(res.headers.get('etag')).toBeNull()
    for (const m of res.body.metrics) {
      const fpl = (m.positions ?? []).reduce((s, p) => s.plus(p.fpl as number), new Big(0))
      expect(m.equity).toBe(Number(new Big(m.balance as number).plus(fpl)))
      expect(m.openPL).toBe(Number(fpl))
      expect(m.marginFree).toBe(Number(new Big(m.equity as number).minus(m.margin as number)))
      expect(m.initialMargin).toBe(m.margin)
      expect(m.maintenanceMargin).toBe(m.margin)
      expect(typeof m.totalPL).toBe('number')
      const code = enc(m.account as string)
      const positions = (await trader.get<{ positions: Position[] }>(`/accounts/${code}/positions`)).body.positions
      const orders = (await trader.get<{ orders: Order[] }>(`/accounts/${code}/orders`)).body.orders
      expect(m.openPositionsCount).toBe(positions.length)
      expect(m.openOrdersCount).toBe(orders.length)
      expect(m.positions?.map((p) => p.positionCode)).toEqual(positions.map((p) => p.positionCode))
      const balance = m.balances[0]
      expect(balance?.withdrawableBalance).toBe(balance?.availableBalanceForWithdrawal)
    }
  })

  it('include metrics per position only when asked', async () => {
    const res = await trader.get<{ metrics: Metrics[] }>(`${A2}/metrics`)
    expect(res.body.metrics[0]?.positions).toBeUndefined()
    expectError(await trader.get(`${A2}/metrics?include-positions=yes`), 400, '32', 'include-positions')
  })

  it('move with prices (scenario control)', async () => {
    const before = (await trader.get<{ metrics: Metrics[] }>(`${A1}/metrics`)).body.metrics[0]
    const mid = sandbox.control.setPrice('EUR/USD', 1.2)
    expect(mid.mid).toBe(1.2)
    const after = (await trader.get<{ metrics: Metrics[] }>(`${A1}/metrics`)).body.metrics[0]
    expect(after?.equity).not.toBe(before?.equity)
    expect(after?.balance).toBe(before?.balance)
    expect(after?.version).toBe(before?.version)
  })
})

describe('ETags', () => {
  it('are on events, portfolio, positions, open orders and transfers, never on metrics and history', async () => {
    for (const resource of ['events', 'portfolio', 'positions', 'orders', 'transfers']) {
      const res = await trader.get(`${A1}/${resource}`)
      expect(res.headers.get('etag'), resource).toMatch(/^"\d+"$/)
      const multi = await trader.get(`/accounts/${resource}?accounts=default:1001,default:1002`)
      expect(multi.headers.get('etag'), resource).toMatch(/^"[0-9a-f]+"$/)
    }
    for (const resource of ['metrics', 'orders/history', 'instruments/query']) {
      expect((await trader.get(`${A1}/${resource}`)).headers.get('etag'), resource).toBeNull()
    }
  })

  it('304 on If-None-Match until the account changes; a change elsewhere does not matter', async () => {
    const first = await trader.get(`${A1}/positions`)
    const etag = first.headers.get('etag') ?? ''
    const same = await trader.get(`${A1}/positions`, { 'if-none-match': etag })
    expect(same.status).toBe(304)
    expect(same.text).toBe('')
    expect(same.headers.get('etag')).toBe(etag)
    sandbox.control.touch('default:1002')
    expect((await trader.get(`${A1}/positions`, { 'if-none-match': etag })).status).toBe(304)
    const multiEtag = (await trader.get('/accounts/positions')).headers.get('etag') ?? ''
    sandbox.control.touch('default:1001')
    const changed = await trader.get(`${A1}/positions`, { 'if-none-match': etag })
    expect(changed.status).toBe(200)
    expect(changed.headers.get('etag')).toBe(`"${Number(etag.slice(1, -1)) + 1}"`)
    expect((await trader.get('/accounts/positions', { 'if-none-match': multiEtag })).status).toBe(200)
  })

  it('multi-account ETags are deterministic and independent of the order of accounts', async () => {
    const a = await support.get('/accounts/orders?accounts=default:1001,default:2001')
    const b = await support.get('/accounts/orders?accounts=default:2001,default:1001')
    expect(a.headers.get('etag')).toBe(b.headers.get('etag'))
  })
})

describe('parameters', () => {
  it('refuse unknown names with 400 "31", and multi-account-only names on the single form', async () => {
    expectError(await trader.get(`${A1}/positions?limit=5`), 400, '31', 'Malformed query URI (limit)')
    expectError(await trader.get(`${A1}/positions?accounts=default:1001`), 400, '31', '(accounts)')
    expectError(await trader.get(`${A1}/events?include-offset=true`), 400, '31', '(include-offset)')
    expect((await trader.get('/accounts/positions?include-offset=true')).status).toBe(200)
  })

  it('refuse a malformed account list with 400 "32"', async () => {
    expectError(await trader.get('/accounts/positions?accounts=1001'), 400, '32', 'accounts')
    expectError(await trader.get('/accounts/positions?accounts=default:1001,,default:1002'), 400, '32', 'accounts')
  })
})
