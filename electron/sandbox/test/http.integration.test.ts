import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enc, expectError, login, startSandbox, TestClient, type ClockedSandbox } from '@test-support/sandbox-http'

let sandbox: ClockedSandbox
let trader: TestClient

beforeAll(async () => {
  sandbox = await startSandbox()
  trader = await login(sandbox, 'trader')
})
afterAll(() => sandbox.close())

describe('routing', () => {
  it('answers unmatched routes with 404 and an error body', async () => {
    for (const path of ['/nothing', '/accounts/default%3A1001/nothing', '/accounts/default%3A1001/orders/history/x']) {
      expectError(await trader.get(path), 404, undefined, 'No resource')
    }
    const outside = await new TestClient(sandbox.origin).get('/elsewhere')
    expect(outside.status).toBe(404)
  })

  it('answers a wrong method on a known path with 405 and Allow', async () => {
    const cases: [string, string, string][] = [
      ['DELETE', '/accounts/default%3A1001/positions', 'GET, HEAD'],
      ['POST', '/accounts/default%3A1001/positions', 'GET, HEAD'],
      ['PATCH', '/accounts/default%3A1001/orders', 'GET, HEAD, PUT, POST'],
      ['GET', '/accounts/default%3A1001/orders/some-order', 'DELETE'],
      ['HEAD', '/accounts/default%3A1001/orders/some-order', 'DELETE'],
      ['GET', '/login', 'POST'],
      ['PUT', '/accounts/orders/history', 'GET, HEAD, POST'],
    ]
    for (const [method, path, allow] of cases) {
      const res = await trader.request(method, path)
      expect(res.status, `${method} ${path}`).toBe(405)
      expect(res.headers.get('allow')).toBe(allow)
      if (method !== 'HEAD') expectError(res, 405, undefined, method)
    }
  })

  it('accepts percent-encoded and literal account codes, usernames and encoded symbols', async () => {
    const encoded = await trader.get('/accounts/default%3A1001/positions')
    const literal = await trader.get('/accounts/default:1001/positions')
    expect(literal.status).toBe(200)
    expect(literal.text).toBe(encoded.text)
    expect((await trader.get('/users/trader%40default')).text).toBe((await trader.get('/users/trader')).text)
    const symbol = await trader.get<{ instrumentDetails: { symbol: string }[] }>(
      `/accounts/default:1001/instruments/${enc('EUR/USD')}`,
    )
    expect(symbol.body.instrumentDetails.map((d) => d.symbol)).toEqual(['EUR/USD'])
    const lower = await trader.get<{ instrumentDetails: unknown[] }>('/accounts/default:1001/instruments/EUR%2fUSD')
    expect(lower.body.instrumentDetails).toHaveLength(1)
  })
})

describe('content negotiation', () => {
  it('406 when Accept excludes JSON', async () => {
    for (const accept of ['application/xml', 'text/html', 'application/json;q=0']) {
      const res = await trader.get('/accounts/default%3A1001/positions', { accept })
      expectError(res, 406, undefined, 'application/json')
    }
    for (const accept of ['*/*', 'application/*', 'text/html, application/json']) {
      expect((await trader.get('/accounts/default%3A1001/positions', { accept })).status).toBe(200)
    }
  })

  it('415 for a body that is not JSON; a Content-Type on a GET without a body is ignored', async () => {
    const anonymous = new TestClient(sandbox.baseUrl)
    const res = await anonymous.request('POST', '/login', {
      rawBody: 'username=trader&domain=default&password=demo',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expectError(res, 415, undefined)
    const xml = await anonymous.request('POST', '/login', {
      rawBody: '<login/>',
      headers: { 'content-type': 'application/xml' },
    })
    expectError(xml, 415, undefined, 'application/xml')
    const get = await trader.get('/accounts/default%3A1001/positions', { 'content-type': 'application/json' })
    expect(get.status).toBe(200)
  })

  it('413 for an oversized body', async () => {
    const anonymous = new TestClient(sandbox.baseUrl)
    const res = await anonymous.request('POST', '/login', {
      rawBody: JSON.stringify({ username: 'x'.repeat(400_000), domain: 'default', password: 'demo' }),
      headers: { 'content-type': 'application/json' },
    })
    expectError(res, 413, undefined, 'too large')
  })

  it('answers JSON with a charset', async () => {
    const res = await trader.get('/accounts/default%3A1001/positions')
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
  })
})

describe('rate limits (published DX defaults)', () => {
  it('are off by default', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => trader.get('/accounts/default%3A1001/metrics')))
    expect(results.every((r) => r.status === 200)).toBe(true)
  })

  it('when on: 2 reads/s per session, 1 trade/s, 1 login/s per IP; 429 with Retry-After and a body', async () => {
    const limited = await startSandbox({ rateLimit: true })
    try {
      const client = await login(limited, 'trader')
      expectError(
        await new TestClient(limited.baseUrl).post('/login', {
          username: 'trader',
          domain: 'default',
          password: 'demo',
        }),
        429,
        undefined,
      )
      expect((await client.get('/accounts/default%3A1001/metrics')).status).toBe(200)
      expect((await client.get('/accounts/default%3A1001/metrics')).status).toBe(200)
      const third = await client.get('/accounts/default%3A1001/metrics')
      expectError(third, 429, undefined, 'read')
      expect(third.headers.get('retry-after')).toBe('1')
      limited.clock.advance(500)
      expect((await client.get('/accounts/default%3A1001/metrics')).status).toBe(200)
      // Trading has its own bucket.
      const put = await client.put('/accounts/default%3A1001/orders', {}, { 'if-match': '"1"' })
      expect(put.status).not.toBe(429)
      expectError(
        await client.put('/accounts/default%3A1001/orders', {}, { 'if-match': '"1"' }),
        429,
        undefined,
        'trade',
      )
    } finally {
      await limited.close()
    }
  })

  it('can be configured per bucket', async () => {
    const generous = await startSandbox({ rateLimit: { login: 100, read: 50, trade: 10 } })
    try {
      const client = await login(generous, 'trader')
      const results = await Promise.all(
        Array.from({ length: 50 }, () => client.get('/accounts/default%3A1001/metrics')),
      )
      expect(results.every((r) => r.status === 200)).toBe(true)
      expect((await client.get('/accounts/default%3A1001/metrics')).status).toBe(429)
    } finally {
      await generous.close()
    }
  })
})
