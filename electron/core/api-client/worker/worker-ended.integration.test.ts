// The API client's worker thread ending under a connection (its heap's ceiling reached, core/memory-limits.ts, or
// an error): the host tells push is not live, and the connection goes on on a new worker — its reads answered
// and its push watching the same accounts — without the trader connecting again. Real sandbox over HTTP.
import type { Worker } from 'node:worker_threads'
import { afterAll, describe, expect, it } from 'vitest'
import { startTestSandbox, useTestSandbox } from '@test-support/sandbox'
import type { PushEvent } from '../push/events'
import { CLIENT_WORKER_LIMITS } from '../../memory-limits'
import { createClientWorkerHost } from './host'
import { spawnSourceWorker } from './source-spawner'

const ACCOUNT = 'default:1001'
const sandbox = useTestSandbox(() => startTestSandbox({ push: { metricsIntervalMs: 0, pingIntervalMs: 600_000 } }))
const threads: Worker[] = []
const host = createClientWorkerHost(() => {
  const thread = spawnSourceWorker()
  threads.push(thread)
  return thread
})
afterAll(() => host.close())

async function until<T>(find: () => T | undefined, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = find()
    if (found !== undefined) return found
    if (Date.now() > deadline) throw new Error('not within the time allowed')
    await new Promise((r) => setTimeout(r, 20))
  }
}

describe('the client worker ends under a connection', { timeout: 90_000 }, () => {
  it('runs with the app’s heap bounds', async () => {
    const client = host.createClient({
      baseUrl: sandbox.baseUrl,
      auth: { scheme: 'session', username: 'trader', domain: 'default', getPassword: async () => 'demo' },
    })
    await client.positions([ACCOUNT])
    expect(threads[0]?.resourceLimits).toMatchObject(CLIENT_WORKER_LIMITS)
    await client.logout()
  })

  it('reads and push go on, on a new worker, with the same connection', async () => {
    const client = host.createClient({
      baseUrl: sandbox.baseUrl,
      auth: { scheme: 'session', username: 'trader', domain: 'default', getPassword: async () => 'demo' },
      pushLimits: { baseDelayMs: 20, maxDelayMs: 200, ackTimeoutMs: 2_000 },
    })
    const events: PushEvent[] = []
    client.push.subscribe((e) => events.push(e))
    client.push.watch([ACCOUNT])
    const before = await client.positions([ACCOUNT])
    await until(() => events.find((e) => e.kind === 'status' && e.state === 'live'))
    const first = threads.length

    await threads[first - 1]?.terminate()
    const seen = events.length
    expect(events.at(-1)).toMatchObject({ kind: 'status', state: 'reconnecting' })

    const after = await client.positions([ACCOUNT])
    expect(threads).toHaveLength(first + 1)
    expect(after.data).toEqual(before.data)
    // Push is live again on the new worker, and tells a change of the watched account.
    await until(() => events.slice(seen).find((e) => e.kind === 'status' && e.state === 'live'))
    const version = sandbox.control.touch(ACCOUNT).accountVersion
    await until(() =>
      events
        .slice(seen)
        .find((e) => e.kind === 'versions' && e.versions.some((v) => v.account === ACCOUNT && v.version >= version)),
    )
    await client.logout()
  })
})
