// The client against the real DX sandbox over HTTP (in-process, port 0): every endpoint in both forms,
// every error kind (faults for timeouts, resets, 429, 5xx and malformed JSON), ETag/304/412 flows and
// the PUT that must be sent exactly once. Requests are counted at the server, not in the client.
import Big from 'big.js'
import { beforeEach, describe, expect, it } from 'vitest'
import { DX_ERROR, type Order } from '@shared/api'
import { httpError } from './errors'
import type { DxClient } from './client'
import { demoClient, failure, priceIncrementOf, repriced } from '@test-support/dx-client'
import { startTestSandbox, useTestSandbox } from '@test-support/sandbox'

const sandbox = useTestSandbox(startTestSandbox)
let trader: DxClient
beforeEach(() => {
  trader = demoClient(sandbox)
})

type Keyed = { account: string }
const ACCOUNT_READS = ['events', 'portfolio', 'positions', 'openOrders', 'history', 'metrics', 'transfers'] as const
type AccountRead = (typeof ACCOUNT_READS)[number]
const RESOURCE: Record<AccountRead, string> = {
  events: 'events',
  portfolio: 'portfolio',
  positions: 'positions',
  openOrders: 'orders',
  history: 'orders/history',
  metrics: 'metrics',
  transfers: 'transfers',
}

/** Rows of any account read, whatever its envelope. */
async function rows(c: DxClient, read: AccountRead, accounts: string[]): Promise<Keyed[]> {
  switch (read) {
    case 'history':
      return (await c[read](accounts, { 'page-size': 1000 })).data.orders
    case 'metrics':
      return (await c.metrics(accounts, { 'include-positions': true })).data
    default:
      return (await c[read](accounts)).data as Keyed[]
  }
}

function identity(row: Keyed): string {
  const r = row as Keyed & Record<string, unknown>
  return `${row.account}|${String(r.orderId ?? r.positionCode ?? r.transferCode ?? r.transactionTime ?? r.time ?? r.version)}`
}

describe('every account read, in both forms', () => {
  it.each(ACCOUNT_READS)('%s: one account → path form; two → ?accounts= form with the same rows', async (read) => {
    const one = await rows(trader, read, ['default:1001'])
    const two = await rows(trader, read, ['default:1002'])
    const both = await rows(trader, read, ['default:1001', 'default:1002'])
    expect(one.every((r) => r.account === 'default:1001')).toBe(true)
    expect(two.every((r) => r.account === 'default:1002')).toBe(true)
    expect(both.map(identity).sort()).toEqual([...one, ...two].map(identity).sort())
    expect(sandbox.count('GET', `/accounts/default%3A1001/${RESOURCE[read]}`)).toBe(1)
    expect(sandbox.count('GET', `/accounts/${RESOURCE[read]}`)).toBe(1)
    const multi = sandbox.seen.find((r) => r.url.startsWith(`/dxsca-web/accounts/${RESOURCE[read]}`))
    expect(multi?.url).toContain('accounts=default%3A1001,default%3A1002')
  })

  it('the seeded data is there: portfolio = positions + working orders, metrics count them', async () => {
    const [portfolio] = (await trader.portfolio(['default:1001'])).data
    const positions = (await trader.positions(['default:1001'])).data
    const open = (await trader.openOrders(['default:1001'])).data
    const [metrics] = (await trader.metrics(['default:1001'], { 'include-positions': true })).data
    expect(positions.length).toBeGreaterThan(0)
    expect(portfolio?.positions.map((p) => p.positionCode).sort()).toEqual(positions.map((p) => p.positionCode).sort())
    expect(portfolio?.orders.map((o) => o.orderId).sort()).toEqual(open.map((o) => o.orderId).sort())
    expect(metrics?.openPositionsCount).toBe(positions.length)
    expect(metrics?.positions).toHaveLength(positions.length)
  })

  it('history filters reach the server: in-status and of-type narrow the list', async () => {
    const all = (await trader.history(['default:1001'], { 'page-size': 1000 })).data.orders
    const completedLimits = (
      await trader.history(['default:1001'], { 'page-size': 1000, 'in-status': ['COMPLETED'], 'of-type': ['LIMIT'] })
    ).data.orders
    expect(completedLimits.length).toBeGreaterThan(0)
    expect(completedLimits.length).toBe(all.filter((o) => o.status === 'COMPLETED' && o.type === 'LIMIT').length)
  })

  it('users: me by login@domain and by bare login; the list as support', async () => {
    const me = await trader.getUser('trader@default')
    const bare = await trader.getUser('trader')
    const accounts = sandbox.control
      .health()
      .accounts.map((a) => a.account)
      .filter((a) => me.data[0]?.accounts.some((d) => d.account === a))
    expect(me.data[0]?.accounts.map((a) => a.account).sort()).toEqual(accounts.sort())
    expect(bare.data[0]?.username).toBe('trader@default')
    expect(me.etag).toMatch(/^".+"$/)
    expect(sandbox.count('GET', '/users/trader%40default')).toBe(1)
    const support = demoClient(sandbox, 'support')
    const users = (await support.listUsers({ limit: 100 })).data.map((u) => u.username)
    expect(users).toEqual(expect.arrayContaining(['trader@default', 'trader2@default']))
  })

  it('instruments by symbol (slash encoded), by type and by query with sorting', async () => {
    const eurusd = await trader.instrumentsBySymbol('default:1001', 'EUR/USD')
    expect(eurusd.data.map((i) => i.symbol)).toEqual(['EUR/USD'])
    expect(sandbox.count('GET', '/accounts/default%3A1001/instruments/EUR%2FUSD')).toBe(1)
    const forex = (await trader.instrumentsByType('default:1001', 'FOREX')).data
    expect(forex.length).toBeGreaterThan(1)
    expect(forex.every((i) => i.type === 'FOREX')).toBe(true)
    const query = (
      await trader.instrumentsQuery('default:1001', { types: ['FOREX'], 'sort-by-desc': ['SYMBOL'] })
    ).data.map((i) => i.symbol)
    expect(query).toEqual(
      forex
        .map((i) => i.symbol)
        .sort()
        .reverse(),
    )
    expect((await trader.instrumentsBySymbol('default:1001', 'NO/SUCH')).data).toEqual([])
  })
})

describe('every error kind, from the real server', () => {
  it('an account the user may not see: not-found "2" with the plain sentence, in both forms', async () => {
    const single = await failure(trader.positions(['default:2001']))
    expect(single).toMatchObject({ kind: 'not-found', httpStatus: 404, dxCode: '2', cause: 'not-visible' })
    expect(await failure(trader.positions(['default:1001', 'default:2001']))).toMatchObject({
      kind: 'not-found',
      dxCode: '2',
    })
  })

  it('a user without API access: not-found "2" on every call', async () => {
    const noapi = demoClient(sandbox, 'noapi')
    expect(await failure(noapi.getUser('noapi@default'))).toMatchObject({ kind: 'not-found', dxCode: '2' })
  })

  it('wrong password: auth with code 3', async () => {
    const wrong = demoClient(sandbox, 'trader', {
      auth: { scheme: 'session', username: 'trader', domain: 'default', getPassword: async () => 'nope' },
    })
    expect(await failure(wrong.positions(['default:1001']))).toMatchObject({
      kind: 'auth',
      httpStatus: 401,
      dxCode: '3',
    })
    expect(sandbox.count('GET', '/accounts/default%3A1001/positions')).toBe(0)
  })

  it('invalid input never reaches the server: validation naming the parameter', async () => {
    await trader.login()
    sandbox.seen.length = 0
    expect(await failure(trader.transfers(['default:1001'], { limit: -1 }))).toMatchObject({
      kind: 'validation',
      parameter: 'limit',
    })
    expect(await failure(trader.events(['default:1001'], { 'of-type': ['NOPE'] }))).toMatchObject({
      parameter: 'of-type',
    })
    expect(sandbox.seen).toEqual([])
  })

  it('period together with its from/to is refused before sending, naming the parameter', async () => {
    sandbox.seen.length = 0
    const e = await failure(
      trader.history(['default:1001'], { period: 'today', 'issued-from': '2026-01-01T00:00:00Z' }),
    )
    expect(e).toMatchObject({ kind: 'validation', parameter: 'period' })
    expect(sandbox.seen).toEqual([])
  })

  it('400 "31" and 403 "99" as the server says them (sent raw: the client itself never sends these)', async () => {
    const unknown = await trader.session.send({
      method: 'GET',
      path: '/accounts/default%3A1001/positions?include-offset=true',
      category: 'data',
      retry: false,
      write: false,
      label: 'raw',
    })
    expect(httpError(unknown.status, unknown.text, unknown.headers)).toMatchObject({
      kind: 'bad-request',
      dxCode: DX_ERROR.MALFORMED_URI,
      parameter: 'include-offset',
    })
    const unconditional = await trader.session.send({
      method: 'PUT',
      path: '/accounts/default%3A1001/orders',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
      category: 'trading',
      retry: false,
      write: true,
      label: 'raw',
    })
    expect(httpError(unconditional.status, unconditional.text, unconditional.headers)).toMatchObject({
      kind: 'conditional-required',
      httpStatus: 403,
      dxCode: '99',
    })
  })

  it('5xx: retried, then a success; or, when it persists, server after the retry budget', async () => {
    sandbox.control.addFault({ path: '/accounts/default:1001/positions', fault: 'status-500', times: 1 })
    expect((await trader.positions(['default:1001'])).data.length).toBeGreaterThan(0)
    expect(sandbox.count('GET', '/accounts/default%3A1001/positions')).toBe(2)
    sandbox.seen.length = 0
    sandbox.control.addFault({ path: '/accounts/default:1001/positions', fault: 'status-500', times: 10 })
    expect(await failure(trader.positions(['default:1001']))).toMatchObject({ kind: 'server', httpStatus: 500 })
    expect(sandbox.count('GET', '/accounts/default%3A1001/positions')).toBe(3)
  })

  it('429: waits out a short Retry-After and succeeds; a long one comes back as rate-limited', async () => {
    sandbox.control.addFault({ path: '/accounts/default:1001/events', fault: 'status-429', retryAfterSeconds: 0 })
    expect((await trader.events(['default:1001'])).notModified).toBe(false)
    expect(sandbox.count('GET', '/accounts/default%3A1001/events')).toBe(2)
    sandbox.control.addFault({ path: '/accounts/default:1001/events', fault: 'status-429', retryAfterSeconds: 30 })
    expect(await failure(trader.events(['default:1001']))).toMatchObject({
      kind: 'rate-limited',
      httpStatus: 429,
      retryAfterMs: 30_000,
    })
  })

  it('malformed JSON: a server error that says the body is not JSON (after retries of a read)', async () => {
    sandbox.control.addFault({ path: '/accounts/default:1001/metrics', fault: 'malformed-json', times: 5 })
    const e = await failure(trader.metrics(['default:1001']))
    expect(e).toMatchObject({ kind: 'server', httpStatus: 200 })
    expect(e).toMatchObject({ cause: 'unreadable-answer', facts: { answer: 'not-json' } })
  })

  it('a slow server: network timeout', async () => {
    sandbox.control.addFault({ path: '/accounts/default:1001/transfers', fault: 'delay', delayMs: 1_500, times: 1 })
    const impatient = demoClient(sandbox, 'trader', { timeoutMs: 300, retry: { attempts: 1 } })
    const e = await failure(impatient.transfers(['default:1001']))
    expect(e).toMatchObject({ kind: 'network', cause: 'timeout' })
    expect(e.outcomeUnknown).toBeUndefined()
  })

  it('a reset connection on a read: retried and the data arrives', async () => {
    sandbox.control.addFault({ path: '/accounts/default:1001/positions', fault: 'reset', times: 1 })
    expect((await trader.positions(['default:1001'])).data.length).toBeGreaterThan(0)
    expect(sandbox.count('GET', '/accounts/default%3A1001/positions')).toBe(2)
  })

  it('a server that is not there: network, connection refused', async () => {
    const gone = await startTestSandbox()
    const baseUrl = gone.baseUrl
    await gone.close()
    const c = demoClient(gone, 'trader', { baseUrl, retry: { attempts: 1 } })
    expect(await failure(c.positions(['default:1001']))).toMatchObject({
      kind: 'network',
      cause: 'connection-refused',
      systemCode: 'ECONNREFUSED',
    })
  })

  it('cancellation: abort while the server is slow, and an aborted signal sends nothing', async () => {
    sandbox.control.addFault({ path: '/accounts/default:1001/portfolio', fault: 'delay', delayMs: 2_000 })
    await trader.login()
    const controller = new AbortController()
    const pending = trader.portfolio(['default:1001'], undefined, { signal: controller.signal })
    setTimeout(() => controller.abort(), 100)
    const started = Date.now()
    expect(await failure(pending)).toMatchObject({ kind: 'cancelled' })
    expect(Date.now() - started).toBeLessThan(1_500)
    sandbox.seen.length = 0
    expect(await failure(trader.positions(['default:1001'], undefined, { signal: AbortSignal.abort() }))).toMatchObject(
      {
        kind: 'cancelled',
      },
    )
    expect(sandbox.seen).toEqual([])
  })
})

describe('ETags, modify and conflicts', () => {
  /** A stand-alone working LIMIT order on the hedging account, and the instrument's tick. */
  async function workingLimit(c: DxClient): Promise<{ order: Order; tick: string }> {
    const open = await c.openOrders(['default:1001'])
    const order = open.data.find(
      (o) => o.type === 'LIMIT' && o.status === 'WORKING' && !o.links?.length && o.legs[0]?.quantity,
    )
    if (!order) throw new Error('the seed has no stand-alone working LIMIT order')
    const priceIncrement = await priceIncrementOf(sandbox, order.instrument)
    return { order, tick: priceIncrement }
  }

  /** The account's version now, as a read of its open orders names it: what an edit sends as If-Match. */
  const etagOf = async (c: DxClient) => (await c.openOrders(['default:1001'])).etag ?? ''

  const priceNow = async (c: DxClient, orderId: number) =>
    (await c.openOrders(['default:1001'])).data.find((o) => o.orderId === orderId)?.legs[0]?.price

  it('a refresh is a 304 that keeps the rows; a change on the account gives a 200 and a new ETag', async () => {
    const first = await trader.openOrders(['default:1001'])
    const again = await trader.openOrders(['default:1001'])
    expect(again).toMatchObject({ notModified: true, etag: first.etag })
    expect(again.data).toEqual(first.data)
    const both = await trader.positions(['default:1001', 'default:1002'])
    expect((await trader.positions(['default:1002', 'default:1001'])).notModified).toBe(true)
    sandbox.control.touch('default:1002')
    const changed = await trader.positions(['default:1001', 'default:1002'])
    expect(changed.notModified).toBe(false)
    expect(changed.etag).not.toBe(both.etag)
    const after = await trader.openOrders(['default:1001'])
    expect(after.notModified).toBe(true)
    sandbox.control.touch('default:1001')
    const moved = await trader.openOrders(['default:1001'])
    expect(moved.notModified).toBe(false)
    expect(moved.etag).not.toBe(first.etag)
  })

  it('modify with the open-orders ETag: applied, a new ETag comes back, and it is good for the next modify', async () => {
    const { order, tick } = await workingLimit(trader)
    const etag = await etagOf(trader)
    if (!etag) throw new Error('no ETag after reading open orders')
    const first = await trader.modifyOrder('default:1001', repriced(order, tick, 1), { ifMatch: etag })
    expect(first.responses[0]?.orderId).toBe(order.orderId)
    expect(first.etag).toBeDefined()
    expect(first.etag).not.toBe(etag)
    expect(await etagOf(trader)).toBe(first.etag)
    const second = await trader.modifyOrder('default:1001', repriced(order, tick, 2), { ifMatch: first.etag ?? '' })
    expect(second.responses[0]?.orderId).toBe(order.orderId)
    expect(await priceNow(trader, order.orderId)).toBe(repriced(order, tick, 2).limitPrice)
  })

  it('a stale ETag: precondition-failed, nothing changed; a fresh read makes it work', async () => {
    const { order, tick } = await workingLimit(trader)
    const stale = await etagOf(trader)
    sandbox.control.touch('default:1001')
    const e = await failure(trader.modifyOrder('default:1001', repriced(order, tick, 1), { ifMatch: stale }))
    expect(e).toMatchObject({ kind: 'precondition-failed', httpStatus: 412 })
    expect(await priceNow(trader, order.orderId)).toBe(order.legs[0]?.price)
    const fresh = await etagOf(trader)
    expect(fresh).not.toBe(stale)
    await trader.modifyOrder('default:1001', repriced(order, tick, 1), { ifMatch: fresh })
    expect(await priceNow(trader, order.orderId)).toBe(repriced(order, tick, 1).limitPrice)
  })

  it('someone else modified the order: 412 for us', async () => {
    const { order, tick } = await workingLimit(trader)
    const etag = await etagOf(trader)
    const support = demoClient(sandbox, 'support')
    await support.openOrders(['default:1001'])
    await support.modifyOrder('default:1001', repriced(order, tick, 3), {
      ifMatch: await etagOf(support),
    })
    expect(
      await failure(trader.modifyOrder('default:1001', repriced(order, tick, 1), { ifMatch: etag })),
    ).toMatchObject({
      kind: 'precondition-failed',
    })
  })

  it('409: a price off the tick grid is a conflict with the server description kept', async () => {
    const { order, tick } = await workingLimit(trader)
    const request = {
      ...repriced(order, tick, 1),
      limitPrice: new Big(order.legs[0]?.price ?? '1').plus(new Big(tick).div(3)).toString(),
    }
    const e = await failure(trader.modifyOrder('default:1001', request, { ifMatch: await etagOf(trader) }))
    expect(e).toMatchObject({ kind: 'conflict', httpStatus: 409 })
    expect(e.description).toBeDefined()
    expect(e.cause).toBe('conflict')
  })

  it('400 "33": a contradictory order names the field', async () => {
    const { order, tick } = await workingLimit(trader)
    const request = { ...repriced(order, tick, 1), stopPrice: order.legs[0]?.price ?? '1' }
    const e = await failure(trader.modifyOrder('default:1001', request, { ifMatch: await etagOf(trader) }))
    expect(e).toMatchObject({ kind: 'bad-request', httpStatus: 400, dxCode: '33' })
    expect(e.parameter).toBeDefined()
  })

  it('a modify without an ETag is never sent', async () => {
    const { order, tick } = await workingLimit(trader)
    sandbox.seen.length = 0
    expect(await failure(trader.modifyOrder('default:1001', repriced(order, tick, 1), { ifMatch: '' }))).toMatchObject({
      kind: 'validation',
    })
    expect(sandbox.seen).toEqual([])
  })

  it('the connection drops after the server applied the PUT: sent exactly once, outcome unknown, and it was applied', async () => {
    const { order, tick } = await workingLimit(trader)
    sandbox.control.addFault({
      method: 'PUT',
      path: '/accounts/default:1001/orders',
      fault: 'reset',
      applyBeforeFault: true,
    })
    sandbox.seen.length = 0
    const e = await failure(
      trader.modifyOrder('default:1001', repriced(order, tick, 1), {
        ifMatch: await etagOf(trader),
      }),
    )
    expect(e).toMatchObject({ kind: 'network', outcomeUnknown: true })
    expect(e.cause).toBe('connection-cut')
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(sandbox.count('PUT', '/accounts/default%3A1001/orders')).toBe(1)
    expect(await priceNow(trader, order.orderId)).toBe(repriced(order, tick, 1).limitPrice)
  })

  it('a 500 or a timeout on a PUT is not retried either', async () => {
    const { order, tick } = await workingLimit(trader)
    const etag = await etagOf(trader)
    sandbox.control.addFault({
      method: 'PUT',
      path: '/accounts/default:1001/orders',
      fault: 'status-500',
      applyBeforeFault: true,
    })
    sandbox.seen.length = 0
    expect(
      await failure(trader.modifyOrder('default:1001', repriced(order, tick, 1), { ifMatch: etag })),
    ).toMatchObject({
      kind: 'server',
      httpStatus: 500,
    })
    expect(sandbox.count('PUT', '/accounts/default%3A1001/orders')).toBe(1)
    sandbox.control.addFault({ method: 'PUT', path: '/accounts/default:1001/orders', fault: 'delay', delayMs: 1_000 })
    const impatient = demoClient(sandbox, 'trader', { timeoutMs: 200 })
    await impatient.openOrders(['default:1001'])
    sandbox.seen.length = 0
    const e = await failure(
      impatient.modifyOrder('default:1001', repriced(order, tick, 2), {
        ifMatch: await etagOf(impatient),
      }),
    )
    expect(e).toMatchObject({ kind: 'network', outcomeUnknown: true })
    await new Promise((resolve) => setTimeout(resolve, 1_200))
    expect(sandbox.count('PUT', '/accounts/default%3A1001/orders')).toBe(1)
  })
})
