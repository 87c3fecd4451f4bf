// The API client on its worker thread, driven through the real IPC router and services against the Demo sandbox
// over HTTP: reads arrive in the renderer's shape without the main thread parsing them, session handling,
// retries, the ETag cache and cancellation work across the thread boundary, and an answer past the byte cap is
// refused in the worker while other calls — main's own and the client's — complete meanwhile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contract } from '@shared/ipc/contract'
import type { AppError } from '@shared/ipc/result'
import { PIECE_CHARS, fromWire } from '@shared/ipc/wire'
import { LARGE_ACCOUNT_CODE } from '../../../sandbox'
import { recordingLogger } from '../../logging/app-logger'
import { sharedSourceWorkerHost } from './source-spawner'
import { createServicesHarness, type ServicesHarness } from '@test-support/services-harness'

const LARGE_ORDERS = 6_000
/** Small enough that the large account's full history is past it, large enough for every other answer. */
const BYTE_CAP = 1024 * 1024

let h: ServicesHarness

beforeAll(async () => {
  h = await createServicesHarness({
    sandbox: { largeAccountOrders: LARGE_ORDERS, historyCap: LARGE_ORDERS },
    dxClient: { maxBodyBytes: BYTE_CAP, retry: { attempts: 2 } },
  })
  const connected = await h.call('session.connect', { profileId: 'demo-trader' })
  expect(connected.ok).toBe(true)
}, 120_000)
afterAll(async () => h?.close())

const accounts = ['default:1001']

describe('the DX client on its worker thread', { timeout: 60_000 }, () => {
  it('a read crosses main as JSON text and reaches the renderer contract-shaped, as the old output check made it', async () => {
    const wire = await h.services.router.invokeWire(
      'orders.history',
      { accounts, params: { 'page-size': 50 } },
      {
        signal: new AbortController().signal,
        caller: 'test',
      },
    )
    expect(wire).toMatchObject({ ok: true, json: expect.any(String) })
    expect('value' in wire).toBe(false)
    const read = await h.value<Record<string, unknown>>('orders.history', { accounts, params: { 'page-size': 50 } })
    // Checked by construction: the contract's own schema leaves it exactly as it is.
    expect(contract['orders.history'].output.parse(read)).toEqual(read)
    expect((read.data as { orders: unknown[] }).orders.length).toBeGreaterThan(0)
  })

  it('a long page crosses main with its orders in pieces and reaches the renderer whole, in order', async () => {
    const ctx = { signal: new AbortController().signal, caller: 'test' }
    const input = { accounts: [LARGE_ACCOUNT_CODE], params: { 'page-size': 500 } }
    const wire = await h.services.router.invokeWire('orders.history', input, ctx)
    if (!wire.ok || !('json' in wire)) throw new Error('expected the worker’s JSON text')
    // history's declared list (data.orders), in pieces of bytes main forwards as they came
    expect(wire.lists?.map((l) => l.at)).toEqual([['data', 'orders']])
    const pieces = wire.lists?.[0]?.pieces ?? []
    expect(pieces.length).toBeGreaterThan(1)
    for (const piece of pieces) expect(piece.byteLength).toBeLessThanOrEqual(PIECE_CHARS)
    const read = fromWire(wire)
    if (!read.ok) throw new Error('expected a read')
    const orders = (read.value as { data: { orders: Array<{ orderId: number }> } }).data.orders
    expect(orders).toHaveLength(500)
    expect(new Set(orders.map((o) => o.orderId)).size).toBe(500)
    expect(contract['orders.history'].output.parse(read.value)).toEqual(read.value)
  })

  it('the worker posts only the log levels main records: debug lines stay in the worker when main drops them', async () => {
    const client = (levels: readonly string[] | undefined) => {
      const logger = recordingLogger()
      const port = sharedSourceWorkerHost().createClient({
        baseUrl: h.sandbox().baseUrl,
        auth: { scheme: 'session', username: 'trader', domain: 'default', getPassword: async () => 'demo' },
        logger: levels ? { ...logger, isLevelEnabled: (level) => levels.includes(level) } : logger,
      })
      return { port, lines: logger.lines }
    }
    const quiet = client(['info', 'warn', 'error'])
    const chatty = client(undefined)
    for (const { port } of [quiet, chatty]) await port.positions(accounts)
    expect(chatty.lines.filter((l) => l.level === 'debug' && l.message === 'DX request').length).toBeGreaterThan(0)
    expect(quiet.lines.filter((l) => l.level === 'debug')).toEqual([])
    for (const { port } of [quiet, chatty]) port.stopKeepAlive()
  })

  it('open orders cross main as JSON text too; main asks the client only for the orders a write names', async () => {
    const ctx = { signal: new AbortController().signal, caller: 'test' }
    const wire = await h.services.router.invokeWire('orders.open', { accounts }, ctx)
    expect(wire).toMatchObject({ ok: true, json: expect.any(String) })
    expect('value' in wire).toBe(false)
    const read = await h.value<{ data: Array<{ orderCode: string; orderId: number }>; etag: string }>('orders.open', {
      accounts,
    })
    expect(read.etag).toEqual(expect.any(String))
    const [first] = read.data
    expect(first).toBeDefined()
    const named = await h.services.sessions.run((client) =>
      client.lastReadOrders(accounts[0] ?? '', [first?.orderCode ?? '', 'no-such-order']),
    )
    expect(named.map((o) => o.orderId)).toEqual([first?.orderId])
  })

  it('the account ledger is walked in the worker and crosses main as one JSON text', async () => {
    const ctx = { signal: new AbortController().signal, caller: 'test' }
    const wire = await h.services.router.invokeWire('ledger.read', { account: accounts[0] }, ctx)
    expect(wire).toMatchObject({ ok: true, json: expect.any(String) })
    const ledger = await h.value<Record<string, unknown>>('ledger.read', { account: accounts[0] })
    expect(contract['ledger.read'].output.parse(ledger)).toEqual(ledger)
    expect(ledger).toMatchObject({ complete: true, transfers: expect.any(Array), orders: expect.any(Array) })
  })

  it('outputs that are not a worker’s read still pass the router’s output check (a session, a write)', async () => {
    const wire = await h.services.router.invokeWire(
      'session.current',
      {},
      {
        signal: new AbortController().signal,
        caller: 'test',
      },
    )
    expect(wire).toMatchObject({ ok: true, value: { session: { profileId: 'demo-trader' } } })
  })

  it('a refresh is a 304 from the worker’s ETag cache with the same rows', async () => {
    const first = await h.value<{ data: unknown[]; etag: string }>('positions.list', { accounts })
    const again = await h.value<{ data: unknown[]; etag: string; notModified: boolean }>('positions.list', { accounts })
    expect(again.notModified).toBe(true)
    expect(again.etag).toBe(first.etag)
    expect(again.data).toEqual(first.data)
  })

  it('the one retry layer honours Retry-After across the thread: a 429 then the answer', async () => {
    h.sandbox().control.addFault({
      path: '/accounts/default:1001/transfers',
      fault: 'status-429',
      retryAfterSeconds: 1,
    })
    const before = h.requests()
    const read = await h.call('transfers.list', { accounts, params: { limit: 5 } })
    expect(read.ok).toBe(true)
    expect(h.requests() - before).toBe(2)
  })

  it('an ended session is renewed in the worker: reconnecting, then connected, and the read succeeds', async () => {
    h.events.length = 0
    h.sandbox().control.expireSessions()
    const read = await h.call('metrics.list', { accounts })
    expect(read.ok).toBe(true)
    await expect.poll(() => h.events.map((e) => e.state)).toEqual(['reconnecting', 'connected'])
  })

  it('requests.cancel stops a read waiting in the worker: cancelled at once', async () => {
    h.sandbox().control.addFault({ path: '/accounts/default:1001/events', fault: 'delay', delayMs: 3_000 })
    const requestId = 'cancel-me-0001'
    const pending = h.call('events.list', { accounts, requestId })
    await expect
      .poll(
        () =>
          h.services.router
            .invoke(
              'requests.cancel',
              { requestId },
              {
                signal: new AbortController().signal,
                caller: 'test',
              },
            )
            .then(() =>
              pending.then(
                (r) => (r.ok ? 'ok' : r.error.kind),
                () => 'threw',
              ),
            ),
        { timeout: 10_000 },
      )
      .toBe('cancelled')
  })

  it('an answer past the byte cap is refused in the worker while other calls complete meanwhile', async () => {
    // The sandbox holds the large history a while before answering, so the calls below run while it is pending.
    h.sandbox().control.addFault({
      path: `/accounts/${LARGE_ACCOUNT_CODE}/orders/history`,
      fault: 'delay',
      delayMs: 4_000,
    })
    let settled = false
    const hostile = h
      .call('orders.history', { accounts: [LARGE_ACCOUNT_CODE], params: { 'page-size': LARGE_ORDERS } })
      .finally(() => {
        settled = true
      })
    const meanwhile = await Promise.all([
      h.call('app.info', {}),
      h.call('profiles.list', {}),
      h.call('positions.list', { accounts }),
      h.call('orders.open', { accounts }),
    ])
    expect(meanwhile.map((r) => r.ok)).toEqual([true, true, true, true])
    expect(settled, 'the other calls finished while the large answer was still on its way').toBe(false)
    const refused = await hostile
    expect(refused.ok).toBe(false)
    const error = (refused as { error: AppError }).error
    expect(error).toMatchObject({ kind: 'server', cause: 'answer-too-large', limitBytes: BYTE_CAP, httpStatus: 200 })
    // The worker is still there for the next call.
    expect((await h.call('positions.list', { accounts })).ok).toBe(true)
  })
})
