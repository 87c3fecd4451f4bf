// A read the API client repeats after a transient failure, through the real router, the API client's worker and
// the Demo sandbox: each repeat reaches the window that asked, under that window's requestId, and the read then
// answers with the account's rows.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Position } from '@shared/api'
import type { EventChannel } from '@shared/ipc/channels'
import type { EventPayload } from '@shared/ipc/contract'
import { createServicesHarness, type ServicesHarness } from '@test-support/services-harness'

const A = 'default:1001'
let h: ServicesHarness

beforeEach(async () => {
  h = await createServicesHarness({ dxClient: { retry: { attempts: 3, baseDelayMs: 5, maxDelayMs: 20 } } })
  await h.value('session.connect', { profileId: 'demo-trader' })
})
afterEach(async () => {
  await h.close()
})

describe('a read repeated after a transient failure', () => {
  it('tells the asking window of each repeat with its requestId, then answers with the rows', async () => {
    const expected = await h.value<{ data: Position[] }>('positions.list', { accounts: [A] })
    const broadcast: unknown[] = []
    h.services.on('request.retrying', (payload) => broadcast.push(payload))
    const told: Array<{ event: EventChannel; payload: unknown }> = []
    const notify = <E extends EventChannel>(event: E, payload: EventPayload<E>) => told.push({ event, payload })
    const path = `/accounts/${A}/positions`
    h.sandbox().control.addFault({ method: 'GET', path, fault: 'status-500', times: 2 })

    const requestId = 'read-0000-retry'
    const result = await h.services.router.invoke(
      'positions.list',
      { accounts: [A], requestId },
      { signal: new AbortController().signal, caller: 'test window', notify },
    )

    expect(result.ok).toBe(true)
    expect(result.ok && (result.value as { data: Position[] }).data).toEqual(expected.data)
    expect(told).toEqual([
      {
        event: 'request.retrying',
        payload: expect.objectContaining({ requestId, attempt: 2, attempts: 3, cause: 'server-error', status: 500 }),
      },
      {
        event: 'request.retrying',
        payload: expect.objectContaining({ requestId, attempt: 3, attempts: 3, cause: 'server-error', status: 500 }),
      },
    ])
    // Only the window that asked hears of it: nothing goes to every window.
    expect(broadcast).toEqual([])
  })
})
