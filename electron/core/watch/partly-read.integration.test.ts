// An account whose open orders come back partly unreadable is still watched: a new transfer and a margin call on it
// are told, and its status says why some of its orders are not followed ("records-unreadable"), not that it fails.
import { afterEach, describe, expect, it } from 'vitest'
import type { ActivityEvent } from '@shared/domain/activity'
import type { WatchStatus } from '@shared/ipc/contract'
import { createServicesHarness, type ServicesHarness } from '@test-support/services-harness'

const A = 'default:1001'
let h: ServicesHarness | null = null
afterEach(async () => {
  await h?.close()
  h = null
})

describe('an account read partly', () => {
  it('still tells its changes, and says it was partly read', async () => {
    const added: ActivityEvent[] = []
    h = await createServicesHarness({ sandbox: { push: false } })
    h.services.on('activity.added', (e) => added.push(...e.events))
    await h.value('session.connect', { profileId: 'demo-trader' })
    const harness = h
    harness.sandbox().control.addFault({ path: '/accounts', fault: 'malformed-records', account: A, times: 1000 })
    await harness.value<WatchStatus>('watch.set', { accounts: [A], visibility: 'foreground' })
    await harness.services.watch.idle()

    harness.sandbox().control.touch(A)
    harness.sandbox().control.accountEvent(A, { eventType: 'MARGIN_CALL' })
    harness.services.watch.refresh([A])
    await harness.services.watch.idle()

    expect(
      added
        .filter((e) => e.account === A)
        .map((e) => e.kind)
        .sort(),
    ).toEqual(['margin-call', 'transfer'])
    const status = harness.services.watch.status().accounts.find((a) => a.account === A)
    expect(status?.state).toBe('watching')
    expect(status?.error?.cause).toBe('records-unreadable')
  })
})
