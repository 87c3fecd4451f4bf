import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { basic, expectError, login, startSandbox, TestClient, type ClockedSandbox } from '@test-support/sandbox-http'

let sandbox: ClockedSandbox
let anonymous: TestClient

beforeAll(async () => {
  sandbox = await startSandbox({ sessionTimeoutMs: 60_000 })
  anonymous = new TestClient(sandbox.baseUrl)
})
afterAll(() => sandbox.close())

describe('POST /login', () => {
  it('returns a session token and the timeout as HH:MM:SS', async () => {
    const res = await anonymous.post<{ sessionToken: string; timeout: string }>('/login', {
      username: 'trader',
      domain: 'default',
      password: 'demo',
    })
    expect(res.status).toBe(200)
    expect(res.body.sessionToken).toMatch(/^\S{16,}$/)
    expect(res.body.timeout).toBe('00:01:00')
  })

  it.each([
    ['wrong password', { username: 'trader', domain: 'default', password: 'nope' }],
    ['unknown user', { username: 'nobody', domain: 'default', password: 'demo' }],
    ['wrong domain', { username: 'trader', domain: 'other', password: 'demo' }],
    ['domain inside the username', { username: 'trader@default', domain: 'default', password: 'demo' }],
  ])('refuses %s with 401 "3"', async (_, body) => {
    expectError(await anonymous.post('/login', body), 401, '3', 'Incorrect username or password')
  })

  it('answers a body without username with 400 "33" naming the field', async () => {
    expectError(await anonymous.post('/login', { domain: 'default', password: 'demo' }), 400, '33', 'username')
  })
})

describe('authenticated calls', () => {
  it('accept Authorization: DXAPI <token>', async () => {
    const trader = await login(sandbox, 'trader')
    expect((await trader.get('/users/trader%40default')).status).toBe(200)
  })

  it('accept HTTP Basic base64(user@domain:password)', async () => {
    const client = new TestClient(sandbox.baseUrl, basic('trader'))
    expect((await client.get('/accounts/default%3A1001/positions')).status).toBe(200)
    const wrong = new TestClient(sandbox.baseUrl, basic('trader', 'bad'))
    expectError(await wrong.get('/accounts/default%3A1001/positions'), 401, '3')
  })

  it('answer a missing Authorization header with 401 and an error body', async () => {
    const res = await anonymous.get('/accounts/default%3A1001/positions')
    expectError(res, 401, undefined, 'Authorization')
    expect(res.headers.get('www-authenticate')).toContain('DXAPI')
  })

  it.each(['DXAPI not-a-token', 'Bearer abc', 'DXAPI'])('answer Authorization "%s" with 401', async (header) => {
    const client = new TestClient(sandbox.baseUrl, header)
    expectError(await client.get('/accounts/default%3A1001/positions'), 401, undefined)
  })
})

describe('session lifetime', () => {
  it('expires after the idle timeout on the injected clock, and ping or any request keeps it alive', async () => {
    const trader = await login(sandbox, 'trader')
    sandbox.clock.advance(50_000)
    const ping = await trader.post<{ sessionToken: string; timeout: string }>('/ping')
    expect(ping.status).toBe(200)
    expect(ping.body.timeout).toBe('00:01:00')
    expect(`DXAPI ${ping.body.sessionToken}`).toBe(trader.authorization)
    sandbox.clock.advance(50_000)
    expect((await trader.get('/accounts/default%3A1001/metrics')).status).toBe(200)
    sandbox.clock.advance(60_001)
    expectError(await trader.get('/accounts/default%3A1001/metrics'), 401, undefined, 'expired')
  })

  it('ends with POST /logout', async () => {
    const trader = await login(sandbox, 'trader')
    const out = await trader.post('/logout', undefined, { 'content-type': 'application/json' })
    expect(out.status).toBe(200)
    expectError(await trader.post('/ping'), 401, undefined)
  })

  it('refuses ping with Basic credentials (there is no session to keep alive)', async () => {
    const client = new TestClient(sandbox.baseUrl, basic('trader'))
    expectError(await client.post('/ping'), 401, undefined, 'session')
  })
})

describe('SSO login', () => {
  it('refuses every token: the sandbox issues none', async () => {
    const res = await anonymous.post('/loginByToken', { username: 'trader', domain: 'default', token: 'x' })
    expectError(res, 401, '3')
  })
})

describe('noapi', () => {
  it('can log in, but every authenticated call answers 404 "2"', async () => {
    const noapi = await login(sandbox, 'noapi')
    const paths = [
      '/users/noapi%40default',
      '/users',
      '/accounts/positions',
      '/accounts/default%3A1001/positions',
      '/instruments/EUR%2FUSD',
      '/accounts/orders/history',
    ]
    for (const path of paths) expectError(await noapi.get(path), 404, '2')
    expectError(await noapi.post('/ping'), 404, '2')
    expectError(await noapi.put('/accounts/default%3A1001/orders', {}, { 'if-match': '"1"' }), 404, '2')
    expectError(await new TestClient(sandbox.baseUrl, basic('noapi')).get('/users'), 404, '2')
  })
})
