// Sessions, throttling and paging against the real sandbox: re-login on expiry (fault, control and clock),
// keep-alive pings that really keep a session alive, a PUT after 401, logout, HTTP Basic, the published
// rate limits, and the paging walk over the server's caps.
import { describe, expect, it, vi } from 'vitest'
import { ManualClock } from '../../sandbox'
import type { Order } from '@shared/api'
import { demoClient, failure, priceIncrementOf, repriced } from '@test-support/dx-client'
import { startTestSandbox, useTestSandbox } from '@test-support/sandbox'
import { ManualTimers } from '@test-support/stub-server'

const NOW = Date.parse('2026-03-18T15:42:10.123Z')

describe('session expiry and keep-alive', () => {
  const clock = new ManualClock(NOW)
  const sandbox = useTestSandbox(() => startTestSandbox({ clock, sessionTimeoutMs: 60_000 }))

  it('the expire-session fault: one re-login, the read repeated, the caller gets the data', async () => {
    const events: string[] = []
    const c = demoClient(sandbox, 'trader', {
      onSessionExpired: () => events.push('expired'),
      onSessionRenewed: () => events.push('renewed'),
    })
    await c.positions(['default:1001'])
    sandbox.control.addFault({ path: '/accounts/default:1001/positions', fault: 'expire-session' })
    const again = await c.positions(['default:1001'])
    expect(again.data.length).toBeGreaterThan(0)
    expect(sandbox.count('POST', '/login')).toBe(2)
    expect(events).toEqual(['expired', 'renewed'])
  })

  it('every session ended at once: concurrent reads share one re-login', async () => {
    const c = demoClient(sandbox)
    await c.login()
    sandbox.control.expireSessions()
    const results = await Promise.all([
      c.positions(['default:1001']),
      c.openOrders(['default:1001']),
      c.metrics(['default:1002']),
      c.transfers(['default:1001', 'default:1002']),
      c.events(['default:1002']),
    ])
    expect(results).toHaveLength(5)
    expect(sandbox.count('POST', '/login')).toBe(2)
  })

  it('idle past the server timeout (its clock): the next read logs in again by itself', async () => {
    const c = demoClient(sandbox)
    await c.positions(['default:1001'])
    clock.advance(61_000)
    expect((await c.positions(['default:1001'])).data.length).toBeGreaterThan(0)
    expect(sandbox.count('POST', '/login')).toBe(2)
  })

  it('keep-alive pings at half the timeout and really keep the session alive', async () => {
    const timers = new ManualTimers()
    const kept = demoClient(sandbox, 'trader', { timers })
    const idle = demoClient(sandbox, 'trader')
    await kept.login()
    await idle.login()
    kept.startKeepAlive()
    expect(kept.session.timeoutMs).toBe(60_000)
    expect(timers.delays).toEqual([30_000])
    for (let i = 1; i <= 3; i++) {
      clock.advance(30_000)
      timers.fireAll()
      // Answered pings schedule the next one; wait for that before time moves on.
      await vi.waitFor(() => expect(timers.pending.size).toBe(1))
      expect(sandbox.count('POST', '/ping')).toBe(i)
    }
    expect(sandbox.count('POST', '/ping')).toBe(3)
    sandbox.seen.length = 0
    await kept.positions(['default:1001'])
    await idle.positions(['default:1001'])
    // 90 s have passed: only the client that pinged kept its session.
    expect(sandbox.count('POST', '/login')).toBe(1)
    kept.stopKeepAlive()
    expect(timers.pending.size).toBe(0)
  })

  it('a PUT refused with 401 was not applied: after the re-login it is sent once more and applied once', async () => {
    const c = demoClient(sandbox)
    const open = await c.openOrders(['default:1001'])
    const order = open.data.find((o: Order) => o.type === 'LIMIT' && o.status === 'WORKING' && !o.links?.length)
    if (!order || !open.etag) throw new Error('no working LIMIT order in the seed')
    sandbox.control.addFault({ method: 'PUT', path: '/accounts/default:1001/orders', fault: 'expire-session' })
    sandbox.seen.length = 0
    const tick = await priceIncrementOf(sandbox, order.instrument)
    const result = await c
      .modifyOrder('default:1001', repriced(order, tick, 1), { ifMatch: open.etag })
      .catch((e: unknown) => e)
    // The first PUT got 401 (not applied), then one re-login and one more PUT. Had the first been applied,
    // the second, with the same If-Match, would have met a 412.
    expect(sandbox.count('PUT', '/accounts/default%3A1001/orders')).toBe(2)
    expect(sandbox.count('POST', '/login')).toBe(1)
    expect(result).toMatchObject({ responses: [{ orderId: order.orderId }] })
    const after = (await c.openOrders(['default:1001'])).data.find((o) => o.orderId === order.orderId)
    expect(after?.legs[0]?.price).toBe(repriced(order, tick, 1).limitPrice)
  })

  it('logout ends the session on the server; the old token is dead; the next call logs in again', async () => {
    const c = demoClient(sandbox)
    await c.positions(['default:1001'])
    const token = sandbox.seen.find((r) => r.authorization?.startsWith('DXAPI '))?.authorization ?? ''
    const sessionsBefore = sandbox.control.health().sessions
    await c.logout()
    expect(sandbox.count('POST', '/logout')).toBe(1)
    expect(sandbox.control.health().sessions).toBe(sessionsBefore - 1)
    const stale = await fetch(`${sandbox.baseUrl}/accounts/default%3A1001/positions`, {
      headers: { authorization: token, accept: 'application/json' },
    })
    expect(stale.status).toBe(401)
    await c.positions(['default:1001'])
    expect(sandbox.count('POST', '/login')).toBe(2)
  })

  it('HTTP Basic: works without /login, the password asked per call', async () => {
    let asked = 0
    const c = demoClient(sandbox, 'trader', {
      auth: {
        scheme: 'basic',
        username: 'trader',
        domain: 'default',
        getPassword: async () => {
          asked += 1
          return 'demo'
        },
      },
    })
    await c.login()
    await c.positions(['default:1001'])
    await c.getUser('trader@default')
    expect(sandbox.count('POST', '/login')).toBe(0)
    expect(sandbox.seen.every((r) => r.authorization?.startsWith('Basic '))).toBe(true)
    expect(asked).toBe(3)
    const wrong = demoClient(sandbox, 'trader', {
      auth: { scheme: 'basic', username: 'trader', domain: 'default', getPassword: async () => 'nope' },
    })
    expect(await failure(wrong.positions(['default:1001']))).toMatchObject({ kind: 'auth', httpStatus: 401 })
  })
})

describe('the broker’s published rate limits', () => {
  it('throttled to them, a burst of reads never meets a 429', async () => {
    const limited = await startTestSandbox({ rateLimit: true })
    try {
      // The published 2 reads/s, with a margin for the time between our clock and the server's arrival.
      const c = demoClient(limited, 'trader', {
        throttle: { data: { perSecond: 1.5, burst: 1 }, login: { perSecond: 1 } },
      })
      const started = Date.now()
      for (let i = 0; i < 4; i++) await c.positions(['default:1001'])
      // Four reads (a 429 would have added a retry) and one login; the throttle spaced them out.
      expect(limited.count('GET', '/accounts/default%3A1001/positions')).toBe(4)
      expect(limited.count('POST', '/login')).toBe(1)
      expect(Date.now() - started).toBeGreaterThan(1_900)
    } finally {
      await limited.close()
    }
  })

  it('unthrottled, the same burst does meet the server’s 429', async () => {
    const limited = await startTestSandbox({ rateLimit: true })
    try {
      const c = demoClient(limited, 'trader', { throttle: false, retry: { attempts: 1 } })
      await c.login()
      const results = await Promise.allSettled(Array.from({ length: 4 }, () => c.positions(['default:1001'])))
      const refused = results.filter((r) => r.status === 'rejected')
      expect(refused.length).toBeGreaterThan(0)
      const [first] = refused
      expect(
        first?.status === 'rejected' ? (first.reason as { appError?: unknown }).appError : undefined,
      ).toMatchObject({
        kind: 'rate-limited',
        httpStatus: 429,
      })
    } finally {
      await limited.close()
    }
  })
})
