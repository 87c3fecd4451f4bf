// The client's push sockets against the real sandbox: it subscribes to the accounts asked for and follows
// changes of that set, answers the server's pings, logs in again and resubscribes after Reject "1" or
// SessionClosed, reconnects after a drop, says when the server offers no push, and stays bounded by hostile
// pushes (oversized, unreadable, unknown, a flood).
import { afterEach, describe, expect, it } from 'vitest'
import { demoClient } from '@test-support/dx-client'
import { startTestSandbox, useTestSandbox, type TestSandbox } from '@test-support/sandbox'
import type { DxClient } from '../client'
import type { PushEvent, PushState } from './events'

const A = 'default:1001'
const B = 'default:1002'
const FAST = { baseDelayMs: 20, maxDelayMs: 200, ackTimeoutMs: 2_000 }

const sandbox = useTestSandbox(() => startTestSandbox({ push: { metricsIntervalMs: 0, pingIntervalMs: 600_000 } }))
const clients: DxClient[] = []
afterEach(async () => {
  for (const c of clients.splice(0)) await c.logout()
})

function pushClient(on: TestSandbox = sandbox, limits: Record<string, number> = {}) {
  const client = demoClient(on, 'trader', { pushLimits: { ...FAST, ...limits } })
  clients.push(client)
  const events: PushEvent[] = []
  client.push.subscribe((e) => events.push(e))
  let cursor = 0
  /** The next event from the last one waited for on that matches. */
  const waitFor = async (match: (e: PushEvent) => boolean, timeoutMs = 5_000): Promise<PushEvent> => {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const index = events.findIndex((e, i) => i >= cursor && match(e))
      const found = events[index]
      if (found) {
        cursor = index + 1
        return found
      }
      if (Date.now() > deadline) throw new Error(`no push event matched; saw ${JSON.stringify(events.slice(-5))}`)
      await new Promise((r) => setTimeout(r, 10))
    }
  }
  const state = (s: PushState) => waitFor((e) => e.kind === 'status' && e.state === s)
  const version = (account: string, atLeast: number) =>
    waitFor((e) => e.kind === 'versions' && e.versions.some((v) => v.account === account && v.version >= atLeast))
  return { client, events, waitFor, state, version }
}
/** A push client on the Demo trader, watching account A, once its socket is live. */
async function liveOnA() {
  const p = pushClient()
  p.client.push.watch([A])
  await p.state('live')
  return p
}
const versionOf = (account: string, on: TestSandbox = sandbox) =>
  on.control.health().accounts.find((a) => a.account === account)?.version ?? -1

describe('push client', () => {
  it('subscribes to the accounts asked for: a snapshot, then each change with the account’s version', async () => {
    const p = await liveOnA()
    const snap = await p.version(A, versionOf(A))
    expect(snap).toMatchObject({ kind: 'versions', snapshot: true })
    // A transfer: a change on any day (the seeded orders and their codes follow the day the sandbox starts).
    sandbox.control.touch(A)
    const update = await p.version(A, versionOf(A))
    expect(update).toMatchObject({ snapshot: false, versions: [{ account: A, version: versionOf(A) }] })
  })

  it('resubscribes when the accounts change; an account no longer asked for is not pushed', async () => {
    const p = await liveOnA()
    p.client.push.watch([B])
    await p.version(B, versionOf(B))
    sandbox.control.touch(A)
    sandbox.control.touch(B)
    await p.version(B, versionOf(B))
    const afterSwitch = p.events.slice(
      p.events.findIndex((e) => e.kind === 'versions' && e.versions.some((v) => v.account === B)),
    )
    expect(afterSwitch.some((e) => e.kind === 'versions' && e.versions.some((v) => v.account === A))).toBe(false)
  })

  it('answers every PingRequest, so the server keeps the session', async () => {
    const p = await liveOnA()
    for (let i = 0; i < 5; i++) {
      sandbox.control.push.pingNow()
      await new Promise((r) => setTimeout(r, 30))
    }
    expect(
      p.events.some((e) => e.kind === 'status' && e.state !== 'live' && e.since > 0 && p.events.indexOf(e) > 1),
    ).toBe(false)
    sandbox.control.touch(A)
    await p.version(A, versionOf(A))
    expect(sandbox.count('POST', '/login')).toBe(1)
  })

  it('SessionClosed or Reject "1": logs in again over REST and subscribes again', async () => {
    const p = await liveOnA()
    sandbox.control.push.expireSessions()
    await p.state('connecting')
    await p.state('live')
    expect(sandbox.count('POST', '/login')).toBe(2)
    sandbox.control.touch(A)
    await p.version(A, versionOf(A))
  })

  it('Reject "1" on a subscription (the session ended quietly): logs in again and subscribes again', async () => {
    const p = await liveOnA()
    // The REST session ends without a word on the socket; the next subscription finds out.
    sandbox.control.expireSessions()
    p.client.push.watch([A, B])
    await p.state('connecting')
    await p.state('live')
    expect(sandbox.count('POST', '/login')).toBe(2)
    sandbox.control.touch(B)
    await p.version(B, versionOf(B))
  })

  it('a dropped socket is reconnected and resubscribed, the new picture marked as a snapshot', async () => {
    const p = await liveOnA()
    sandbox.control.push.dropConnections()
    await p.state('reconnecting')
    sandbox.control.touch(A)
    await p.state('live')
    const snap = await p.waitFor(
      (e) =>
        e.kind === 'versions' && e.snapshot && e.versions.some((v) => v.account === A && v.version === versionOf(A)),
    )
    expect(snap.kind).toBe('versions')
  })

  it('a server without push is said so (unavailable), and keeps being asked at the slowest step', async () => {
    const off = await startTestSandbox({ push: false })
    try {
      const p = pushClient(off)
      p.client.push.watch([A])
      const s = await p.state('unavailable')
      expect(s).toMatchObject({ reason: 'upgrade refused: HTTP 404' })
    } finally {
      for (const c of clients.splice(0)) await c.logout()
      await off.close()
    }
  })
})

describe('hostile pushes', () => {
  it('unknown types and fields are ignored; unreadable messages are dropped and the socket stays live', async () => {
    const p = await liveOnA()
    sandbox.control.push.sendRaw('account', JSON.stringify({ type: 'SomethingNew', payload: { x: 1 }, extra: true }))
    sandbox.control.push.sendRaw('account', '{not json')
    sandbox.control.push.sendRaw(
      'account',
      JSON.stringify({ type: 'AccountPortfolios', payload: { portfolios: 'nope' } }),
    )
    sandbox.control.touch(A)
    await p.version(A, versionOf(A))
    expect(p.events.filter((e) => e.kind === 'status' && e.state === 'reconnecting')).toHaveLength(0)
  })

  it('an oversized frame closes the socket; the client reconnects', async () => {
    const p = pushClient(sandbox, { maxMessageBytes: 64 * 1024 })
    p.client.push.watch([A])
    await p.state('live')
    sandbox.control.push.sendRaw('account', JSON.stringify({ type: 'Huge', payload: 'x'.repeat(200_000) }))
    await p.state('reconnecting')
    await p.state('live')
  })

  it('a flood of unreadable messages or of messages beyond the rate closes the socket; the client comes back', async () => {
    const p = pushClient(sandbox, { maxMessagesPerSecond: 200, maxMalformedPerMinute: 10 })
    p.client.push.watch([A])
    await p.state('live')
    for (let i = 0; i < 1_000; i++) sandbox.control.push.sendRaw('account', JSON.stringify({ type: 'Noise', n: i }))
    await p.state('reconnecting')
    await p.state('live')
    for (let i = 0; i < 50; i++) sandbox.control.push.sendRaw('account', 'garbage')
    await p.state('reconnecting')
    await p.state('live')
  })
})
