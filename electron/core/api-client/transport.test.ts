// The transport over real HTTP against a tiny node:http server: timeouts, resets, refused connections,
// TLS failures, retries with backoff, Retry-After, cancellation and what gets logged.
import { createServer as createTcpServer, type Server } from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { failure } from '@test-support/dx-client'
import type { RetryNotice } from '@shared/ipc/request-retrying'
import { DxApiError } from './errors'
import { captureLogger, FakeTime, sendJson, startStub, type StubServer } from '@test-support/stub-server'
import { Transport, normaliseBaseUrl, type HttpRequest, type TransportOptions } from './transport'

let stub: StubServer
beforeEach(async () => {
  stub = await startStub()
})
afterEach(async () => stub.close())

const get = (path = '/accounts/default%3A1001/positions', extra: Partial<HttpRequest> = {}): HttpRequest => ({
  method: 'GET',
  path,
  category: 'data',
  retry: true,
  write: false,
  label: 'test',
  ...extra,
})
const put = (extra: Partial<HttpRequest> = {}): HttpRequest =>
  get('/accounts/default%3A1001/orders', { method: 'PUT', retry: false, write: true, body: '{}', ...extra })

function transport(options: Partial<TransportOptions> = {}) {
  const time = new FakeTime()
  const t = new Transport({
    baseUrl: stub.baseUrl,
    sleeper: time,
    random: () => 0,
    throttle: false,
    retry: { attempts: 3, baseDelayMs: 100, maxDelayMs: 1_000, maxRetryAfterMs: 10_000 },
    ...options,
  })
  return { t, time }
}

describe('one exchange', () => {
  it('sends Accept: application/json below the base URL and hands back any status with its body', async () => {
    stub.handle((_, res) => sendJson(res, 404, { errorCode: '2', description: 'Entity not found at server' }))
    const { t } = transport()
    const res = await t.send(get())
    expect(res.status).toBe(404)
    expect(JSON.parse(res.text)).toMatchObject({ errorCode: '2' })
    expect(stub.requests[0]).toMatchObject({ method: 'GET', url: '/dxsca-web/accounts/default%3A1001/positions' })
    expect(stub.requests[0]?.headers.accept).toBe('application/json')
  })

  it('normalises the base URL and refuses one that is not http(s)', () => {
    expect(normaliseBaseUrl('https://broker.example/dxsca-web/')).toBe('https://broker.example/dxsca-web')
    expect(normaliseBaseUrl('https://broker.example')).toBe('https://broker.example/dxsca-web')
    expect(() => normaliseBaseUrl('ftp://broker.example')).toThrow(DxApiError)
    const refused = (address: string) => {
      try {
        normaliseBaseUrl(address)
      } catch (e) {
        if (e instanceof DxApiError) return { reason: e.appError.reason, facts: e.appError.facts }
      }
      return undefined
    }
    expect(refused('not a url')).toEqual({ reason: 'address-unreadable', facts: { address: 'not a url' } })
    expect(refused('ftp://broker.example')).toEqual({ reason: 'address-not-https', facts: undefined })
    expect(refused('https://me:pw@broker.example')).toEqual({ reason: 'address-extras', facts: undefined })
  })

  it('does not follow a redirect (the Authorization header must not travel elsewhere)', async () => {
    const other = await startStub()
    try {
      stub.handle((_, res) => {
        res.writeHead(302, { location: `${other.baseUrl}/accounts/default%3A1001/positions` })
        res.end()
      })
      const res = await transport().t.send(get())
      expect(res.status).toBe(302)
      expect(other.requests).toHaveLength(0)
    } finally {
      await other.close()
    }
  })
})

describe('no answer', () => {
  it('times out a server that never answers, as network, without outcomeUnknown for a read', async () => {
    stub.handle(() => undefined)
    const { t } = transport({ timeoutMs: 150, retry: { attempts: 1 } })
    const started = Date.now()
    const e = await failure(t.send(get()))
    expect(e).toMatchObject({ kind: 'network', cause: 'timeout' })
    expect(e.outcomeUnknown).toBeUndefined()
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  it('a timed-out PUT is sent once and reported as outcome unknown', async () => {
    stub.handle(() => undefined)
    const { t } = transport({ timeoutMs: 150 })
    const e = await failure(t.send(put()))
    expect(e).toMatchObject({ kind: 'network', outcomeUnknown: true })
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(stub.requests.filter((r) => r.method === 'PUT')).toHaveLength(1)
  })

  it('a connection reset is network; a read is retried, a PUT is not', async () => {
    stub.handle((_, res) => {
      res.socket?.destroy()
    })
    const read = transport()
    expect(await failure(read.t.send(get()))).toMatchObject({ kind: 'network' })
    expect(stub.requests).toHaveLength(3)
    stub.requests.length = 0
    const write = transport()
    expect(await failure(write.t.send(put()))).toMatchObject({ kind: 'network', outcomeUnknown: true })
    expect(stub.requests).toHaveLength(1)
  })

  it('a refused connection is network with a sentence about the address', async () => {
    const port = stub.port
    await stub.close()
    const t = new Transport({ baseUrl: `http://127.0.0.1:${port}/dxsca-web`, retry: { attempts: 1 }, throttle: false })
    const e = await failure(t.send(get()))
    expect(e).toMatchObject({ kind: 'network', cause: 'connection-refused', systemCode: 'ECONNREFUSED' })
    stub = await startStub()
  })

  it('https to a server that answers plain HTTP is network and says the server does not use HTTPS', async () => {
    // An https client talking to a plain TCP server that answers in plain HTTP: the handshake fails on its answer.
    const tcp: Server = createTcpServer((socket) => {
      socket.once('data', () => socket.end('HTTP/1.1 400 Bad Request\r\n\r\n'))
      socket.on('error', () => undefined)
    })
    await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = tcp.address() as AddressInfo
      const t = new Transport({
        baseUrl: `https://127.0.0.1:${port}/dxsca-web`,
        retry: { attempts: 1 },
        throttle: false,
        timeoutMs: 5_000,
      })
      const e = await failure(t.send(get()))
      expect(e.kind).toBe('network')
      expect(e.cause).toBe('not-https')
    } finally {
      await new Promise((resolve) => tcp.close(resolve))
    }
  })

  it('a name that does not resolve is network (DNS)', async () => {
    const t = new Transport({
      baseUrl: 'http://no-such-host.invalid/dxsca-web',
      retry: { attempts: 1 },
      throttle: false,
      timeoutMs: 5_000,
    })
    const e = await failure(t.send(get()))
    expect(e.kind).toBe('network')
    expect(['dns', 'timeout', 'connection-failed']).toContain(e.cause)
  })
})

describe('retries', () => {
  it('retries a read after a 5xx with exponential backoff and returns the success', async () => {
    let n = 0
    stub.handle((_, res) =>
      ++n < 3 ? sendJson(res, 503, { description: 'busy' }) : sendJson(res, 200, { positions: [] }),
    )
    const { t, time } = transport()
    const res = await t.send(get())
    expect(res.status).toBe(200)
    expect(stub.requests).toHaveLength(3)
    expect(time.sleeps).toEqual([50, 100])
  })

  it('gives up after the attempts and hands back the last 5xx', async () => {
    stub.handle((_, res) => sendJson(res, 500, { description: 'down' }))
    const res = await transport().t.send(get())
    expect(res.status).toBe(500)
    expect(stub.requests).toHaveLength(3)
  })

  it('honours Retry-After on 429, in seconds and as an HTTP date', async () => {
    let n = 0
    stub.handle((_, res) =>
      ++n === 1 ? sendJson(res, 429, { description: 'slow down' }, { 'retry-after': '2' }) : sendJson(res, 200, {}),
    )
    const seconds = transport()
    expect((await seconds.t.send(get())).status).toBe(200)
    expect(seconds.time.sleeps).toEqual([2_000])

    n = 0
    const dated = transport()
    const inThree = new Date(dated.time.current + 3_000).toUTCString()
    stub.handle((_, res) =>
      ++n === 1 ? sendJson(res, 429, { description: 'slow down' }, { 'retry-after': inThree }) : sendJson(res, 200, {}),
    )
    expect((await dated.t.send(get())).status).toBe(200)
    expect(dated.time.sleeps[0]).toBeGreaterThan(1_900)
    expect(dated.time.sleeps[0]).toBeLessThanOrEqual(3_000)
  })

  it('does not sit out a Retry-After beyond the cap: the 429 comes back for the person to decide', async () => {
    stub.handle((_, res) => sendJson(res, 429, { description: 'slow down' }, { 'retry-after': '120' }))
    const { t, time } = transport()
    expect((await t.send(get())).status).toBe(429)
    expect(stub.requests).toHaveLength(1)
    expect(time.sleeps).toEqual([])
  })

  it('tells the caller of each repeat: the attempt to come, of how many, why, and when it starts', async () => {
    let n = 0
    stub.handle((_, res) => (++n < 3 ? sendJson(res, 503, { description: 'busy' }) : sendJson(res, 200, {})))
    const { t, time } = transport()
    const started = time.current
    const notices: RetryNotice[] = []
    expect((await t.send(get(undefined, { onRetry: (notice) => notices.push(notice) }))).status).toBe(200)
    expect(notices).toEqual([
      { attempt: 2, attempts: 3, cause: 'server-error', status: 503, nextAttemptAt: started + 50 },
      { attempt: 3, attempts: 3, cause: 'server-error', status: 503, nextAttemptAt: started + 150 },
    ])
  })

  it('names a 429 as rate-limited (its Retry-After is the wait), a timeout and a dropped connection apart', async () => {
    let n = 0
    stub.handle((_, res) =>
      ++n === 1 ? sendJson(res, 429, { description: 'slow down' }, { 'retry-after': '2' }) : sendJson(res, 200, {}),
    )
    const limited = transport()
    const notices: RetryNotice[] = []
    await limited.t.send(get(undefined, { onRetry: (notice) => notices.push(notice) }))
    expect(notices).toEqual([
      { attempt: 2, attempts: 3, cause: 'rate-limited', status: 429, nextAttemptAt: limited.time.current },
    ])

    n = 0
    stub.handle((_, res) => (++n === 1 ? undefined : sendJson(res, 200, {})))
    notices.length = 0
    await transport({ timeoutMs: 150 }).t.send(get(undefined, { onRetry: (notice) => notices.push(notice) }))
    expect(notices.map((x) => [x.cause, x.status])).toEqual([['timeout', undefined]])

    n = 0
    stub.handle((_, res) => {
      if (++n === 1) res.socket?.destroy()
      else sendJson(res, 200, {})
    })
    notices.length = 0
    await transport().t.send(get(undefined, { onRetry: (notice) => notices.push(notice) }))
    expect(notices.map((x) => x.cause)).toEqual(['network'])
  })

  it('tells nothing when nothing is repeated: a write, or the last attempt', async () => {
    stub.handle((_, res) => sendJson(res, 500, { description: 'down' }))
    const notices: RetryNotice[] = []
    await transport().t.send(put({ onRetry: (notice) => notices.push(notice) }))
    expect(notices).toEqual([])
    await transport({ retry: { attempts: 2 } }).t.send(get(undefined, { onRetry: (notice) => notices.push(notice) }))
    expect(notices.map((x) => x.attempt)).toEqual([2])
  })

  it('never retries what will not heal (400, 401, 404, 409, 412)', async () => {
    for (const status of [400, 401, 404, 409, 412]) {
      stub.requests.length = 0
      stub.handle((_, res) => sendJson(res, status, { description: 'no' }))
      expect((await transport().t.send(get())).status).toBe(status)
      expect(stub.requests).toHaveLength(1)
    }
  })

  it('never retries a write or a login, even on 5xx', async () => {
    stub.handle((_, res) => sendJson(res, 503, { description: 'busy' }))
    expect((await transport().t.send(put())).status).toBe(503)
    expect((await transport().t.send(get('/login', { method: 'POST', retry: false, category: 'login' }))).status).toBe(
      503,
    )
    expect(stub.requests).toHaveLength(2)
  })
})

describe('cancellation', () => {
  it('an aborted signal sends nothing', async () => {
    const controller = new AbortController()
    controller.abort()
    expect(await failure(transport().t.send(get(undefined, { signal: controller.signal })))).toMatchObject({
      kind: 'cancelled',
    })
    expect(stub.requests).toHaveLength(0)
  })

  it('aborting while waiting for the answer is cancelled, not network', async () => {
    stub.handle(() => undefined)
    const controller = new AbortController()
    const pending = transport({ timeoutMs: 5_000 }).t.send(get(undefined, { signal: controller.signal }))
    setTimeout(() => controller.abort(), 50)
    expect(await failure(pending)).toMatchObject({ kind: 'cancelled' })
  })

  it('aborting during the backoff wait stops the retries', async () => {
    stub.handle((_, res) => sendJson(res, 503, { description: 'busy' }))
    const controller = new AbortController()
    const t = new Transport({ baseUrl: stub.baseUrl, throttle: false, retry: { attempts: 5, baseDelayMs: 2_000 } })
    const pending = t.send(get(undefined, { signal: controller.signal }))
    // Abort once the first answer has arrived, i.e. inside the 1-2 s backoff, however busy the machine is.
    await vi.waitFor(() => expect(stub.requests).toHaveLength(1), { timeout: 5_000, interval: 10 })
    await new Promise((resolve) => setTimeout(resolve, 50))
    controller.abort()
    expect(await failure(pending)).toMatchObject({ kind: 'cancelled' })
    expect(stub.requests).toHaveLength(1)
  })

  it('a request queued by the throttle is cancelled without being sent', async () => {
    stub.handle((_, res) => sendJson(res, 200, {}))
    const t = new Transport({ baseUrl: stub.baseUrl, throttle: { data: { perSecond: 1, burst: 1 } } })
    await t.send(get())
    const controller = new AbortController()
    const queued = t.send(get(undefined, { signal: controller.signal }))
    setTimeout(() => controller.abort(), 50)
    expect(await failure(queued)).toMatchObject({ kind: 'cancelled' })
    expect(stub.requests).toHaveLength(1)
  })
})

describe('logging', () => {
  it('logs method, path and status — never headers, bodies or query strings', async () => {
    let n = 0
    stub.handle((_, res) => (++n === 1 ? sendJson(res, 500, {}) : sendJson(res, 200, { ok: true })))
    const { logger, entries } = captureLogger()
    const { t } = transport({ logger })
    await t.send(
      get('/accounts/default%3A1001/transfers?limit=5', {
        headers: { Authorization: 'DXAPI secret-token-123' },
        body: 'password=hunter2',
        method: 'POST',
      }),
    )
    const text = JSON.stringify(entries)
    expect(entries.some((e) => e.msg === 'DX request')).toBe(true)
    expect(entries.some((e) => e.level === 'info' && /retrying/.test(e.msg))).toBe(true)
    expect(text).not.toMatch(/secret-token-123|hunter2|Authorization|limit=5/)
  })
})
