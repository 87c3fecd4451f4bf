// The client's own rules against a tiny scripted server: which reads are conditional, what a 304 gives
// back, what a modify sends, and that bad input never leaves the process.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AppError } from '@shared/ipc/result'
import { createDxClient, type DxClient } from './client'
import { DxApiError } from './errors'
import { captureLogger, sendJson, startStub, type StubRequest, type StubServer } from '@test-support/stub-server'

let stub: StubServer
let now = 1_000
let version = 7

/** Answers every data path with an empty envelope and `ETag: "<version>"`; 304 when If-None-Match matches. */
function dataServer(req: StubRequest, res: Parameters<Parameters<StubServer['handle']>[0]>[1]) {
  const path = req.url.replace('/dxsca-web', '').split('?')[0] ?? ''
  if (path === '/login') return sendJson(res, 200, { sessionToken: 'tok', timeout: '00:30:00' })
  const etag = `"${version}"`
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, { etag })
    res.end()
    return
  }
  const envelope = path.endsWith('/orders/history')
    ? { orders: [] }
    : path.endsWith('/metrics')
      ? { metrics: [] }
      : path.endsWith('/transfers')
        ? { cashTransfers: [] }
        : path.endsWith('/orders')
          ? { orders: [] }
          : path.includes('/instruments')
            ? { instrumentDetails: [] }
            : { positions: [] }
  if (req.method === 'PUT') return sendJson(res, 200, { orderId: 5, updateOrderId: 9 }, { etag: `"${version + 1}"` })
  return sendJson(res, 200, { ...envelope, v: version }, { etag })
}

beforeEach(async () => {
  stub = await startStub(dataServer)
  now = 1_000
  version = 7
})
afterEach(async () => stub.close())

function client(extra: Partial<Parameters<typeof createDxClient>[0]> = {}): DxClient {
  return createDxClient({
    baseUrl: stub.baseUrl,
    auth: { scheme: 'session', username: 'trader', domain: 'default', getPassword: async () => 'demo' },
    clock: { now: () => now },
    throttle: false,
    retry: { attempts: 1 },
    ...extra,
  })
}

const dataRequests = () => stub.requests.filter((r) => !r.url.endsWith('/login'))

async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise
  } catch (e) {
    if (e instanceof DxApiError) return e.appError
    throw e
  }
  throw new Error('expected a failure')
}

describe('ETags', () => {
  it('a refresh sends If-None-Match; a 304 hands back the cached data, marked fresh', async () => {
    const c = client()
    const first = await c.positions(['default:1001'])
    expect(first).toMatchObject({ etag: '"7"', notModified: false, fetchedAt: 1_000 })
    now = 5_000
    const second = await c.positions(['default:1001'])
    expect(dataRequests()[1]?.headers['if-none-match']).toBe('"7"')
    expect(second).toEqual({ data: first.data, etag: '"7"', notModified: true, fetchedAt: 5_000 })
    version = 8
    const third = await c.positions(['default:1001'])
    expect(third).toMatchObject({ etag: '"8"', notModified: false })
  })

  it('never sends If-None-Match where the API has no ETag (metrics, history, instruments)', async () => {
    const c = client()
    for (let i = 0; i < 2; i++) {
      await c.metrics(['default:1001'])
      await c.history(['default:1001'])
      await c.instrumentsByType('default:1001', 'FOREX')
    }
    expect(dataRequests().every((r) => r.headers['if-none-match'] === undefined)).toBe(true)
  })

  it('page 2 is never answered from page 1 (same account version, different query)', async () => {
    const c = client()
    await c.transfers(['default:1001'], { limit: 10, 'start-from': 0 })
    const page2 = await c.transfers(['default:1001'], { limit: 10, 'start-from': 10 })
    expect(page2.notModified).toBe(false)
    expect(dataRequests()[1]?.headers['if-none-match']).toBeUndefined()
  })

  it('a modify sends the If-Match it was given and hands back the account’s new ETag', async () => {
    const c = client()
    const result = await c.modifyOrder(
      'default:1001',
      { orderCode: 'c1', instrument: 'EUR/USD', side: 'BUY', quantity: '1000', limitPrice: '1.08' },
      { ifMatch: '"7"' },
    )
    expect(result).toEqual({ responses: [{ orderId: 5, updateOrderId: 9 }], etag: '"8"' })
    expect(stub.requests.find((r) => r.method === 'PUT')?.headers['if-match']).toBe('"7"')
  })

  it('a 304 we did not ask for is a server error, not empty data', async () => {
    stub.handle((req, res) => {
      if (req.url.endsWith('/login')) return dataServer(req, res)
      res.writeHead(304, { etag: '"7"' })
      res.end()
    })
    expect(await failure(client().positions(['default:1001']))).toMatchObject({ kind: 'server', httpStatus: 304 })
  })

  it('logout forgets cached reads', async () => {
    const c = client()
    await c.positions(['default:1001'])
    await c.logout()
    await c.positions(['default:1001'])
    expect(
      dataRequests()
        .filter((r) => r.url.endsWith('/positions'))
        .at(-1)?.headers['if-none-match'],
    ).toBeUndefined()
  })
})

describe('modify', () => {
  const order = { orderCode: 'c1', instrument: 'EUR/USD', side: 'BUY' as const, quantity: '1000', limitPrice: '1.08' }

  it('PUTs the whole request as JSON numbers with If-Match', async () => {
    await client().modifyOrder('default:1001', order, { ifMatch: '"7"' })
    const put = stub.requests.find((r) => r.method === 'PUT')
    expect(put?.url).toBe('/dxsca-web/accounts/default%3A1001/orders')
    expect(put?.headers['if-match']).toBe('"7"')
    expect(put?.headers['content-type']).toBe('application/json')
    expect(JSON.parse(put?.body ?? '')).toEqual({ ...order, quantity: 1000, limitPrice: 1.08 })
  })

  it('is refused without an ETag, or with a broken body, and nothing is sent', async () => {
    const c = client()
    expect(await failure(c.modifyOrder('default:1001', order, { ifMatch: '' }))).toMatchObject({
      kind: 'validation',
      parameter: 'ifMatch',
    })
    expect(await failure(c.modifyOrder('default:1001', order, { ifMatch: '  ' }))).toMatchObject({ kind: 'validation' })
    expect(
      await failure(c.modifyOrder('default:1001', { ...order, quantity: 'lots' }, { ifMatch: '"7"' })),
    ).toMatchObject({ kind: 'validation', parameter: 'quantity' })
    expect(
      await failure(
        c.modifyOrder(
          'default:1001',
          { orders: [order, { ...order, side: 'UP' as 'BUY' }], contingencyType: 'OCO' },
          { ifMatch: '"7"' },
        ),
      ),
    ).toMatchObject({ kind: 'validation', parameter: 'orders[1].side' })
    expect(await failure(c.modifyOrder('1001', order, { ifMatch: '"7"' }))).toMatchObject({
      kind: 'validation',
      parameter: 'account',
    })
    expect(stub.requests).toHaveLength(0)
  })

  it('a malformed modify answer is a server error, not a crash', async () => {
    stub.handle((req, res) => (req.method === 'PUT' ? sendJson(res, 200, { orderId: 'five' }) : dataServer(req, res)))
    const { logger, entries } = captureLogger()
    const e = await failure(client({ logger }).modifyOrder('default:1001', order, { ifMatch: '"7"' }))
    expect(e.kind).toBe('server')
    expect(e).toMatchObject({
      cause: 'probably-applied',
      outcomeUnknown: true,
      facts: { answer: 'mismatch', parameter: 'orderId' },
    })
    expect(entries.filter((entry) => entry.level === 'error')).toHaveLength(1)
  })
})

describe('reads', () => {
  it('bad input is refused before anything is sent — not even a login', async () => {
    const c = client()
    expect(await failure(c.transfers(['default:1001'], { limit: -1 }))).toMatchObject({
      kind: 'validation',
      parameter: 'limit',
    })
    expect(await failure(c.events([]))).toMatchObject({ kind: 'validation', parameter: 'accounts' })
    expect(await failure(c.instrumentsBySymbol('default:1001', ''))).toMatchObject({ parameter: 'symbol' })
    expect(await failure(c.getUser(''))).toMatchObject({ parameter: 'username' })
    expect(await failure(c.listUsers({ 'start-from': -3 }))).toMatchObject({ parameter: 'start-from' })
    expect(stub.requests).toHaveLength(0)
  })

  it('every method rejects (never throws synchronously), so callers handle one path', () => {
    const c = client()
    const pending = c.positions([])
    expect(pending).toBeInstanceOf(Promise)
    return expect(pending).rejects.toBeInstanceOf(DxApiError)
  })
})
