// Sessions over real HTTP against a tiny DX-like server: login, HTTP Basic, re-login once on 401 (shared by
// concurrent calls), keep-alive pings driven by manual timers, logout, and that no secret reaches a log.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppError } from '@shared/ipc/result'
import { DxApiError } from './errors'
import { DxSession, type DxAuth } from './session'
import {
  captureLogger,
  ManualTimers,
  sendJson,
  startStub,
  type StubRequest,
  type StubServer,
} from '@test-support/stub-server'
import { Transport } from './transport'

const PASSWORD = 'pa55-w0rd!'

/** A DX-ish server: tokens t1, t2… from /login; data calls need a live token; `kill()` ends them all. */
function dxServer(stub: StubServer, options: { timeout?: unknown; loginDelayMs?: number } = {}) {
  const live = new Set<string>()
  let issued = 0
  const state = {
    logins: 0,
    kill: () => live.clear(),
    live,
  }
  stub.handle(async (req: StubRequest, res) => {
    const path = req.url.replace('/dxsca-web', '')
    if (path === '/login') {
      state.logins += 1
      if (options.loginDelayMs) await new Promise((resolve) => setTimeout(resolve, options.loginDelayMs))
      const body = JSON.parse(req.body) as { username: string; domain: string; password: string }
      if (body.password !== PASSWORD) {
        sendJson(res, 401, { errorCode: '3', description: 'Incorrect username or password' })
        return
      }
      const token = `t${++issued}`
      live.add(token)
      sendJson(res, 200, {
        sessionToken: token,
        ...(options.timeout !== undefined ? { timeout: options.timeout } : {}),
      })
      return
    }
    const auth = req.headers.authorization ?? ''
    const token = auth.startsWith('DXAPI ') ? auth.slice(6) : undefined
    const basicOk = auth === `Basic ${Buffer.from(`trader@default:${PASSWORD}`).toString('base64')}`
    if (!basicOk && (token === undefined || !live.has(token))) {
      // A slow endpoint: the 401 (decided on arrival) arrives after other calls have logged in again.
      if (path.includes('/slow')) await new Promise((resolve) => setTimeout(resolve, 150))
      sendJson(res, 401, { description: 'Not authenticated' })
      return
    }
    if (path === '/ping') {
      sendJson(res, 200, {
        sessionToken: token,
        ...(options.timeout !== undefined ? { timeout: options.timeout } : {}),
      })
      return
    }
    if (path === '/logout') {
      if (token) live.delete(token)
      sendJson(res, 200, {})
      return
    }
    sendJson(res, 200, { ok: true, method: req.method })
  })
  return state
}

let stub: StubServer
beforeEach(async () => {
  stub = await startStub()
})
afterEach(async () => stub.close())

function makeSession(
  auth: Partial<DxAuth> = {},
  extra: { timers?: ManualTimers; logger?: ReturnType<typeof captureLogger>['logger'] } = {},
) {
  const passwordCalls = { n: 0 }
  const events: string[] = []
  const transport = new Transport({
    baseUrl: stub.baseUrl,
    throttle: false,
    retry: { attempts: 1 },
    ...(extra.logger ? { logger: extra.logger } : {}),
  })
  const session = new DxSession(
    transport,
    {
      scheme: 'session',
      username: 'trader',
      domain: 'default',
      getPassword: async () => {
        passwordCalls.n += 1
        return PASSWORD
      },
      ...auth,
    },
    {
      ...(extra.timers ? { timers: extra.timers } : {}),
      ...(extra.logger ? { logger: extra.logger } : {}),
      onSessionExpired: () => events.push('expired'),
      onSessionRenewed: () => events.push('renewed'),
    },
  )
  return { session, passwordCalls, events }
}

const data = (method: 'GET' | 'PUT' = 'GET') => ({
  method,
  path: '/accounts/default%3A1001/orders',
  category: 'data' as const,
  retry: method === 'GET',
  write: method === 'PUT',
  label: 'test',
})

async function failure(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise
  } catch (e) {
    if (e instanceof DxApiError) return e.appError
    throw e
  }
  throw new Error('expected a failure')
}

describe('session-token login', () => {
  it('logs in lazily with a JSON body, then sends Authorization: DXAPI <token>', async () => {
    dxServer(stub)
    const { session } = makeSession()
    const res = await session.send(data())
    expect(res.status).toBe(200)
    const [login, call] = stub.requests
    expect(login).toMatchObject({ method: 'POST', url: '/dxsca-web/login' })
    expect(login?.headers['content-type']).toBe('application/json')
    expect(JSON.parse(login?.body ?? '')).toEqual({ username: 'trader', domain: 'default', password: PASSWORD })
    expect(call?.headers.authorization).toBe('DXAPI t1')
  })

  it('asks for the password only when logging in, not for every call', async () => {
    dxServer(stub)
    const { session, passwordCalls } = makeSession()
    for (let i = 0; i < 3; i++) await session.send(data())
    expect(passwordCalls.n).toBe(1)
  })

  it('wrong password: auth with DX code 3 and a sentence about the credentials', async () => {
    dxServer(stub)
    const { session } = makeSession({ getPassword: async () => 'wrong' })
    const e = await failure(session.login())
    expect(e).toMatchObject({ kind: 'auth', httpStatus: 401, dxCode: '3' })
    expect(e.cause).toBe('bad-credentials')
  })

  it('a login without a user name is refused before sending, with the schema’s rule as a code', async () => {
    dxServer(stub)
    const { session } = makeSession({ username: '' })
    const refused = await failure(session.login())
    expect(refused).toMatchObject({
      kind: 'validation',
      reason: 'value-refused',
      parameter: 'username',
      facts: { rule: 'too_small', minimum: 1, origin: 'string', parameter: 'username' },
    })
    expect(JSON.stringify(refused.facts)).not.toMatch(/required/)
    expect(stub.requests).toHaveLength(0)
  })

  it('no password available: auth, and nothing is sent', async () => {
    dxServer(stub)
    const { session } = makeSession({ getPassword: async () => null })
    expect(await failure(session.send(data()))).toMatchObject({ kind: 'auth' })
    expect(stub.requests).toHaveLength(0)
  })

  it.each([
    ['00:30:00', 1_800_000],
    [90_000, 90_000],
    ['120000', 120_000],
  ])('reads the timeout %j as %i ms', async (timeout, ms) => {
    dxServer(stub, { timeout })
    const { session } = makeSession()
    await session.login()
    expect(session.timeoutMs).toBe(ms)
    expect(session.pingIntervalMs).toBe(ms / 2)
  })

  it('a login answer without a token is a server error that says what is missing', async () => {
    stub.handle((_, res) => sendJson(res, 200, { timeout: '00:30:00' }))
    const e = await failure(makeSession().session.login())
    expect(e).toMatchObject({
      kind: 'server',
      cause: 'unreadable-answer',
      facts: { answer: 'mismatch', parameter: 'sessionToken', rule: 'invalid_type', expected: 'string' },
    })
  })
})

describe('HTTP Basic', () => {
  it('sends Basic base64(user@domain:password) on every call and never calls /login', async () => {
    dxServer(stub)
    const { session, passwordCalls } = makeSession({ scheme: 'basic' })
    await session.send(data())
    await session.send(data())
    expect(stub.requests.map((r) => r.url)).not.toContain('/dxsca-web/login')
    expect(stub.requests[0]?.headers.authorization).toBe(
      `Basic ${Buffer.from(`trader@default:${PASSWORD}`).toString('base64')}`,
    )
    // Asked per call: the client keeps no password between calls.
    expect(passwordCalls.n).toBe(2)
  })

  it('matches the reference example (testUser, default, testpass)', async () => {
    stub.handle((_, res) => sendJson(res, 200, {}))
    const { session } = makeSession({ scheme: 'basic', username: 'testUser', getPassword: async () => 'testpass' })
    await session.send(data())
    expect(stub.requests[0]?.headers.authorization).toBe('Basic dGVzdFVzZXJAZGVmYXVsdDp0ZXN0cGFzcw==')
  })

  it('a 401 with Basic is surfaced, not retried', async () => {
    dxServer(stub)
    const { session } = makeSession({ scheme: 'basic', getPassword: async () => 'wrong' })
    expect((await session.send(data())).status).toBe(401)
    expect(stub.requests).toHaveLength(1)
  })
})

describe('session expiry', () => {
  it('re-logs in once and repeats the read; the caller sees only the data', async () => {
    const server = dxServer(stub)
    const { session, events } = makeSession()
    await session.send(data())
    server.kill()
    const res = await session.send(data())
    expect(res.status).toBe(200)
    expect(server.logins).toBe(2)
    expect(stub.requests.at(-1)?.headers.authorization).toBe('DXAPI t2')
    expect(events).toEqual(['expired', 'renewed'])
  })

  it('a PUT that got 401 was not applied: it is sent again exactly once after the re-login', async () => {
    const server = dxServer(stub)
    const { session } = makeSession()
    await session.login()
    server.kill()
    expect((await session.send(data('PUT'))).status).toBe(200)
    expect(stub.requests.filter((r) => r.method === 'PUT')).toHaveLength(2)
    expect(server.logins).toBe(2)
  })

  it('a server that refuses every fresh token gets one re-login, then the person is asked (not 21 logins for 20 calls)', async () => {
    dxServer(stub)
    const { session } = makeSession()
    await session.login()
    stub.handle((req, res) =>
      req.url.endsWith('/login')
        ? sendJson(res, 200, { sessionToken: 'fresh' })
        : sendJson(res, 401, { description: 'no API for you' }),
    )
    expect(await failure(session.send(data()))).toMatchObject({ kind: 'auth', cause: 'relogin-refused' })
    const logins = () => stub.requests.filter((r) => r.url.endsWith('/login')).length
    expect(logins()).toBe(2)
    expect(stub.requests.filter((r) => r.url.endsWith('/orders'))).toHaveLength(2)
    for (let i = 0; i < 20; i++) {
      expect(await failure(session.send(data()))).toMatchObject({ cause: 'relogin-refused' })
    }
    expect(logins()).toBe(2)
    expect(session.needsPerson).toBe(true)
    // The person connects again: logging in is theirs to start, and it works as before.
    dxServer(stub)
    await session.login()
    expect((await session.send(data())).status).toBe(200)
    expect(session.needsPerson).toBe(false)
  })

  it('a token from login that cannot go into a header (CR/LF, 1 MB) fails the login with its own cause', async () => {
    for (const sessionToken of ['abc\r\nX-Injected: 1', 'a'.repeat(1024 * 1024)]) {
      stub.handle((_, res) => sendJson(res, 200, { sessionToken, timeout: '00:30:00' }))
      const { session } = makeSession()
      expect(await failure(session.login())).toMatchObject({ kind: 'auth', cause: 'bad-session-token' })
      expect(stub.requests.every((r) => r.url.endsWith('/login'))).toBe(true)
    }
  })

  it('concurrent calls that all hit the dead token share one re-login', async () => {
    const server = dxServer(stub, { loginDelayMs: 50 })
    const { session } = makeSession()
    await session.login()
    server.kill()
    const results = await Promise.all(Array.from({ length: 6 }, () => session.send(data())))
    expect(results.every((r) => r.status === 200)).toBe(true)
    expect(server.logins).toBe(2)
  })

  it('a 401 that arrives after another call already logged in again does not log in a third time', async () => {
    const server = dxServer(stub)
    const { session } = makeSession()
    await session.login()
    server.kill()
    const slow = session.send({ ...data(), path: '/accounts/default%3A1001/slow' })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect((await session.send(data())).status).toBe(200)
    expect((await slow).status).toBe(200)
    expect(server.logins).toBe(2)
  })

  it('a failed re-login is auth and says the session ended', async () => {
    const server = dxServer(stub)
    let password: string | null = PASSWORD
    const { session } = makeSession({ getPassword: async () => password })
    await session.login()
    server.kill()
    password = null
    const e = await failure(session.send(data()))
    expect(e.kind).toBe('auth')
    expect(e.cause).toBe('relogin-refused')
  })
})

describe('keep-alive', () => {
  it('pings half a timeout after the last request, and every request moves the ping', async () => {
    const server = dxServer(stub, { timeout: '00:10:00' })
    const timers = new ManualTimers()
    const { session } = makeSession({}, { timers })
    session.startKeepAlive()
    expect(timers.delays).toEqual([]) // nothing to keep alive before a login
    await session.login()
    expect(timers.delays).toEqual([300_000])
    await session.send(data())
    expect(timers.pending.size).toBe(1)
    timers.fireAll()
    // The ping's answer schedules the next one.
    await vi.waitFor(() => expect(timers.pending.size).toBe(1))
    const ping = stub.requests.at(-1)
    expect(ping).toMatchObject({ method: 'POST', url: '/dxsca-web/ping' })
    expect(ping?.headers.authorization).toBe('DXAPI t1')
    expect(server.logins).toBe(1)
    expect(timers.delays).toEqual([300_000])
  })

  it('stopKeepAlive stops pinging', async () => {
    dxServer(stub, { timeout: '00:10:00' })
    const timers = new ManualTimers()
    const { session } = makeSession({}, { timers })
    await session.login()
    session.startKeepAlive()
    expect(timers.pending.size).toBe(1)
    session.stopKeepAlive()
    expect(timers.pending.size).toBe(0)
    await session.send(data())
    expect(timers.pending.size).toBe(0)
  })

  it('a ping that finds the session gone reports it and stops', async () => {
    const server = dxServer(stub, { timeout: 60_000 })
    const timers = new ManualTimers()
    const { session, events } = makeSession({}, { timers })
    await session.login()
    session.startKeepAlive()
    server.kill()
    timers.fireAll()
    await vi.waitFor(() => expect(events).toEqual(['expired']))
    expect(session.hasToken).toBe(false)
    expect(timers.pending.size).toBe(0)
  })

  it('a ping with no answer is tried again sooner', async () => {
    dxServer(stub, { timeout: 60_000 })
    const timers = new ManualTimers()
    const { session } = makeSession({}, { timers })
    await session.login()
    session.startKeepAlive()
    stub.handle((_, res) => {
      res.socket?.destroy()
    })
    timers.fireAll()
    await vi.waitFor(() => expect(timers.delays).toEqual([7_500]))
  })
})

describe('logout', () => {
  it('posts /logout with the token, forgets it, and the next call logs in again', async () => {
    const server = dxServer(stub)
    const { session } = makeSession()
    await session.login()
    await session.logout()
    expect(stub.requests.at(-1)).toMatchObject({ method: 'POST', url: '/dxsca-web/logout' })
    expect(stub.requests.at(-1)?.headers.authorization).toBe('DXAPI t1')
    expect(server.live.size).toBe(0)
    expect(session.hasToken).toBe(false)
    await session.send(data())
    expect(server.logins).toBe(2)
  })

  it('never throws, even when the server is gone', async () => {
    dxServer(stub)
    const { session } = makeSession()
    await session.login()
    await stub.close()
    await expect(session.logout()).resolves.toBeUndefined()
    stub = await startStub()
  })
})

describe('secrets', () => {
  it('no password, token or Authorization header ever reaches the log', async () => {
    const server = dxServer(stub, { timeout: '00:10:00' })
    const { logger, entries } = captureLogger()
    const timers = new ManualTimers()
    const { session } = makeSession({}, { timers, logger })
    session.startKeepAlive()
    await session.send(data())
    server.kill()
    await session.send(data('PUT'))
    timers.fireAll()
    await vi.waitFor(() => expect(stub.requests.at(-1)?.url).toBe('/dxsca-web/ping'))
    await session.logout()
    const basic = makeSession({ scheme: 'basic' }, { logger })
    await basic.session.send(data())
    expect(entries.length).toBeGreaterThan(5)
    const text = JSON.stringify(entries)
    expect(text).not.toContain(PASSWORD)
    expect(text).not.toMatch(/\bt[12]\b|DXAPI|Basic |authorization/i)
  })
})
