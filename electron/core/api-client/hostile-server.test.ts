// A broken or hostile DX server, over real HTTP: every answer it can make stays bounded work for main, and
// each ends as an error whose cause says what happened (the renderer words it) — never a loop, a freeze,
// a misleading "unreachable", or the server's bytes pasted into a sentence.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer as createHttpsServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { failure } from '@test-support/dx-client'
import { createBrokerDispatcher } from './broker-dispatcher'
import { createDxClient, type DxClientOptions } from './client'
import { FakeTime, sendJson, startStub, type StubServer } from '@test-support/stub-server'
import { Transport } from './transport'

let stub: StubServer
beforeEach(async () => {
  stub = await startStub()
})
afterEach(async () => stub.close())

const POSITION = {
  account: 'default:1001',
  version: 3,
  positionCode: 'p1',
  symbol: 'EUR/USD',
  quantity: 1000,
  quantityNotional: 1000,
  side: 'BUY',
  openTime: '2026-11-20T10:00:00.000Z',
  openPrice: 1.08,
  lastUpdateTime: '2026-11-20T10:00:00.000Z',
}

const isLogin = (url: string) => url.split('?')[0]?.endsWith('/login') === true
const requestsTo = (suffix: string) => stub.requests.filter((r) => (r.url.split('?')[0] ?? '').endsWith(suffix))

function client(extra: Partial<DxClientOptions> = {}) {
  const time = new FakeTime()
  return createDxClient({
    baseUrl: stub.baseUrl,
    auth: { scheme: 'session', username: 'trader', domain: 'default', getPassword: async () => 'demo' },
    throttle: false,
    sleeper: time,
    random: () => 0,
    ...extra,
  })
}

/** Logs in, then hands every other request to `data`. */
function serve(data: Parameters<StubServer['handle']>[0]) {
  stub.handle((req, res, raw) =>
    isLogin(req.url) ? sendJson(res, 200, { sessionToken: 'tok', timeout: '00:30:00' }) : data(req, res, raw),
  )
}

describe('bounded work per answer', () => {
  it('a body over the byte cap is "answer too large", read no further, and not asked again', async () => {
    let closedEarly = false
    serve((_, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.write('{"positions":[')
      let sent = 0
      const chunk = `${JSON.stringify(POSITION)},`.repeat(1000)
      const pump = () => {
        while (sent < 200 && res.write(chunk)) sent++
        if (sent < 200) res.once('drain', pump)
        else res.end(`${JSON.stringify(POSITION)}]}`)
      }
      res.on('close', () => {
        if (!res.writableFinished) closedEarly = true
      })
      pump()
    })
    const e = await failure(client({ maxBodyBytes: 1024 * 1024 }).positions(['default:1001']))
    expect(e).toMatchObject({ kind: 'server', cause: 'answer-too-large', limitBytes: 1024 * 1024, httpStatus: 200 })
    expect(requestsTo('/positions')).toHaveLength(1)
    await expect.poll(() => closedEarly).toBe(true)
  })

  it('a declared Content-Length over the cap is refused before reading', async () => {
    serve((_, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(50 * 1024 * 1024) })
      res.write('{"positions":[')
    })
    const e = await failure(client({ maxBodyBytes: 1024 * 1024 }).positions(['default:1001']))
    expect(e).toMatchObject({ cause: 'answer-too-large', limitBytes: 1024 * 1024 })
  })

  it('200,000 malformed records: checking stops after a hundred and says so — not "199,999 more problems"', async () => {
    serve((_, res) =>
      sendJson(res, 200, { positions: Array.from({ length: 200_000 }, (_, i) => ({ positionCode: i })) }),
    )
    const e = await failure(client().positions(['default:1001']))
    expect(e).toMatchObject({
      kind: 'server',
      cause: 'unreadable-answer',
      facts: { answer: 'too-many-unreadable', count: 100, checked: 100, total: 200000 },
    })
    expect(String(e.facts?.parameter)).toMatch(/^positions\[0\]\./)
    expect(JSON.stringify(e)).not.toMatch(/199999/)
  })

  it('a few broken records among many: every readable one kept, the broken ones counted with samples', async () => {
    const positions = Array.from({ length: 1000 }, (_, i) =>
      i % 100 === 7 ? { positionCode: `bad${i}` } : { ...POSITION, positionCode: `p${i}` },
    )
    serve((_, res) => sendJson(res, 200, { positions }))
    const read = await client().positions(['default:1001'])
    expect(read.data).toHaveLength(990)
    expect(read.unreadable).toMatchObject({ count: 10, total: 1000 })
    expect(read.unreadable?.samples).toHaveLength(3)
    expect(read.unreadable?.samples[0]?.parameter).toMatch(/^positions\[7\]\./)
  })
})

describe('a record that cannot be read does not take the list down', () => {
  it('an unknown side on one record: the others are kept, the odd one reported', async () => {
    serve((_, res) =>
      sendJson(res, 200, {
        positions: [
          POSITION,
          { ...POSITION, positionCode: 'p2', side: 'SIDEWAYS' },
          { ...POSITION, positionCode: 'p3' },
        ],
      }),
    )
    const read = await client().positions(['default:1001'])
    expect(read.data.map((p) => p.positionCode)).toEqual(['p1', 'p3'])
    expect(read.unreadable).toEqual({
      count: 1,
      total: 3,
      samples: [expect.objectContaining({ answer: 'mismatch', parameter: 'positions[1].side' })],
      accounts: [{ account: POSITION.account, count: 1 }],
    })
  })

  it('a wrong envelope is still an error', async () => {
    serve((_, res) => sendJson(res, 200, { positions: { p1: POSITION } }))
    expect(await failure(client().positions(['default:1001']))).toMatchObject({
      cause: 'unreadable-answer',
      facts: { answer: 'not-a-list', parameter: 'positions' },
    })
  })
})

describe('sessions', () => {
  it('401 with code 3 on a data call is an ended session, not a wrong password: one re-login, then the data', async () => {
    let refused = 0
    serve((_, res) =>
      refused++ === 0
        ? sendJson(res, 401, { errorCode: '3', description: 'Incorrect username or password' })
        : sendJson(res, 200, { positions: [POSITION] }),
    )
    const read = await client().positions(['default:1001'])
    expect(read.data).toHaveLength(1)
    expect(stub.requests.filter((r) => isLogin(r.url))).toHaveLength(2)
  })

  it('401 on every call even after a fresh login: 2 logins for 20 calls, then every call asks the person', async () => {
    serve((_, res) => sendJson(res, 401, { errorCode: '3', description: 'nope' }))
    const c = client()
    const causes: Array<string | undefined> = []
    for (let i = 0; i < 20; i++) causes.push((await failure(c.positions(['default:1001']))).cause)
    expect(new Set(causes)).toEqual(new Set(['relogin-refused']))
    expect(stub.requests.filter((r) => isLogin(r.url))).toHaveLength(2)
  })

  it('a CR/LF token from login fails the login clearly; nothing is sent with it', async () => {
    stub.handle((req, res) =>
      isLogin(req.url)
        ? sendJson(res, 200, { sessionToken: 'tok\r\nX-Evil: 1' })
        : sendJson(res, 200, { positions: [POSITION] }),
    )
    expect(await failure(client().positions(['default:1001']))).toMatchObject({
      kind: 'auth',
      cause: 'bad-session-token',
    })
    expect(requestsTo('/positions')).toHaveLength(0)
  })
})

describe('errors say what happened', () => {
  it('a header value that cannot be sent is our failure to build the request: not network, not retried', async () => {
    const transport = new Transport({ baseUrl: stub.baseUrl, throttle: false, sleeper: new FakeTime() })
    const e = await failure(
      transport.send({
        method: 'GET',
        path: '/accounts/default%3A1001/positions',
        headers: { Authorization: 'DXAPI a\r\nb' },
        category: 'data',
        retry: true,
        write: false,
        label: 'test',
      }),
    )
    expect(e).toMatchObject({ kind: 'internal', cause: 'request-not-built' })
    expect(stub.requests).toHaveLength(0)
  })

  it('a 2 MB description and markup in a 409 are capped, flattened and kept as the server’s words', async () => {
    serve((req, res) =>
      req.method === 'PUT'
        ? sendJson(res, 409, { errorCode: '206', description: `<img src=x onerror=alert(1)>\n${'z'.repeat(300)}` })
        : sendJson(res, 500, { errorCode: '500', description: 'w'.repeat(2 * 1024 * 1024) }),
    )
    const read = await failure(client().positions(['default:1001']))
    expect(read).toMatchObject({ cause: 'server-failed', httpStatus: 500 })
    expect((read.description ?? '').length).toBeLessThanOrEqual(200)
    const put = await failure(
      client().modifyOrder(
        'default:1001',
        {
          orderCode: 'o1',
          type: 'LIMIT',
          instrument: 'EUR/USD',
          side: 'BUY',
          quantity: '1000',
          limitPrice: '1.08',
          tif: 'GTC',
        } as never,
        { ifMatch: '"3"' },
      ),
    )
    expect(put).toMatchObject({ kind: 'conflict', cause: 'conflict' })
    expect(put.description).toMatch(/^<img src=x onerror=alert\(1\)> z+…$/)
    expect(put.description!.length).toBeLessThanOrEqual(200)
  })

  it('Retry-After: 2300787443 is clamped to a day and handed back at once, not waited for', async () => {
    serve((_, res) => sendJson(res, 429, { description: 'slow down' }, { 'retry-after': '2300787443' }))
    const e = await failure(client().positions(['default:1001']))
    expect(e).toMatchObject({ kind: 'rate-limited', retryAfterMs: 24 * 3600_000 })
    expect(requestsTo('/positions')).toHaveLength(1)
  })

  it('a body that claims gzip but is not: "unreadable answer", asked once — never "unreachable"', async () => {
    serve((_, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' })
      res.end('{"positions":[]} this is not gzip')
    })
    const e = await failure(client().positions(['default:1001']))
    expect(e).toMatchObject({ kind: 'server', cause: 'unreadable-answer', httpStatus: 200 })
    expect(requestsTo('/positions')).toHaveLength(1)
  })

  it('real gzip is read as usual', async () => {
    serve((_, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' })
      res.end(gzipSync(JSON.stringify({ positions: [POSITION] })))
    })
    expect((await client().positions(['default:1001'])).data).toHaveLength(1)
  })

  it('a small gzip that inflates past the byte cap is refused like an oversized answer, asked once', async () => {
    // ~100 KB on the wire that inflates to 100 MB: the cap counts inflated bytes, not the bytes that came.
    const bomb = gzipSync(Buffer.alloc(100 * 1024 * 1024, 0x20), { level: 9 })
    expect(bomb.byteLength).toBeLessThan(1024 * 1024)
    serve((_, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' })
      res.end(bomb)
    })
    const e = await failure(client({ maxBodyBytes: 1024 * 1024 }).positions(['default:1001']))
    expect(e).toMatchObject({ kind: 'server', cause: 'answer-too-large', httpStatus: 200 })
    expect(requestsTo('/positions')).toHaveLength(1)
    expect(requestsTo('/positions')[0]?.headers['accept-encoding']).toBe('gzip, deflate')
  })

  it('bytes that are not UTF-8 in a 200 are an unreadable answer', async () => {
    serve((_, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]))
    })
    expect(await failure(client().positions(['default:1001']))).toMatchObject({ cause: 'unreadable-answer' })
  })

  it.each([201, 204])('%i on a read is what it is, not "refused"', async (status) => {
    serve((_, res) => {
      res.writeHead(status)
      res.end()
    })
    expect(await failure(client().positions(['default:1001']))).toMatchObject({
      kind: 'server',
      cause: 'unexpected-status',
      httpStatus: status,
    })
  })

  it('a modify answered 200 with an HTML body: probably applied, sent once, outcome unknown', async () => {
    serve((req, res) => {
      if (req.method !== 'PUT') return sendJson(res, 200, { positions: [] })
      res.writeHead(200, { 'content-type': 'text/html' })
      res.end('<html><body>OK</body></html>')
    })
    const e = await failure(
      client().modifyOrder(
        'default:1001',
        {
          orderCode: 'o1',
          type: 'LIMIT',
          instrument: 'EUR/USD',
          side: 'BUY',
          quantity: '1000',
          limitPrice: '1.08',
          tif: 'GTC',
        } as never,
        { ifMatch: '"3"' },
      ),
    )
    expect(e).toMatchObject({ cause: 'probably-applied', outcomeUnknown: true })
    expect(stub.requests.filter((r) => r.method === 'PUT')).toHaveLength(1)
  })
})

/** A self-signed certificate for 127.0.0.1, made now with the openssl CLI (skipped where there is none). */
function selfSigned(): { key: string; cert: string; certPath: string; dir: string } | null {
  const dir = mkdtempSync(join(tmpdir(), 'dx-tls-'))
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'].concat([
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ]),
      { stdio: 'ignore' },
    )
  } catch {
    rmSync(dir, { recursive: true, force: true })
    return null
  }
  const certPath = join(dir, 'cert.pem')
  return { key: readFileSync(join(dir, 'key.pem'), 'utf8'), cert: readFileSync(certPath, 'utf8'), certPath, dir }
}

const tls = selfSigned()

describe.skipIf(tls === null)('TLS cannot be switched off from outside', () => {
  afterEach(() => {
    delete process.env.NODE_TLS_REJECT_UNAUTHORIZED
  })

  it('a self-signed server is refused even with NODE_TLS_REJECT_UNAUTHORIZED=0; a CA from NODE_EXTRA_CA_CERTS is trusted', async () => {
    const { key, cert, certPath, dir } = tls!
    const server = createHttpsServer({ key, cert }, (req, res) =>
      req.url?.endsWith('/login')
        ? sendJson(res, 200, { sessionToken: 'tok' })
        : sendJson(res, 200, { positions: [POSITION] }),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const baseUrl = `https://127.0.0.1:${(server.address() as AddressInfo).port}/dxsca-web`
    try {
      process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'
      const refused = await failure(client({ baseUrl }).positions(['default:1001']))
      expect(refused).toMatchObject({ kind: 'network', cause: 'tls' })
      // The same server, its certificate named as an extra trusted CA: trust is added, checks stay on.
      const dispatcher = createBrokerDispatcher({ NODE_EXTRA_CA_CERTS: certPath })
      const { fetch } = await import('undici')
      const trusted = client({
        baseUrl,
        fetch: async (url, init) => {
          const res = await fetch(url, { ...init, dispatcher })
          return { status: res.status, headers: res.headers, body: res.body as ReadableStream<Uint8Array> | null }
        },
      })
      expect((await trusted.positions(['default:1001'])).data).toHaveLength(1)
      await dispatcher.close()
    } finally {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
