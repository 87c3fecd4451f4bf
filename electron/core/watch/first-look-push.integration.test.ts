// The first look at many accounts by push: their pictures come from the pushed portfolios, which carry no group
// links. The account's next read brings the links; an order of a group is not told as changed because of that, and
// the one real change (a transfer) is told once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ActivityEvent } from '@shared/domain/activity'
import type { Order } from '@shared/api/records'
import type { Timers } from '@shared/domain/clock'
import type { WatchStatus } from '@shared/ipc/contract'
import { eventually } from '@test-support/eventually'
import { createServicesHarness, type ServicesHarness, watchSettled } from '@test-support/services-harness'
import { openTestCase } from '@test-support/support-case'
import { supportClientAccount } from '../../sandbox/seed/support-clients'
import { FIRST_LOOKS_READ_AT_ONCE } from './account-watch'

const A = 'default:1001'
const clients = Array.from({ length: FIRST_LOOKS_READ_AT_ONCE + 2 }, (_, i) => supportClientAccount(i + 1))
const accounts = [A, ...clients]
const stillTimers: Timers = { setTimeout: () => ({}), clearTimeout: () => undefined }

let h: ServicesHarness
const added: ActivityEvent[] = []

beforeAll(async () => {
  h = await createServicesHarness({
    sandbox: { supportClients: clients.length, push: { metricsIntervalMs: 0, pingIntervalMs: 600_000 } },
    services: { watchTimers: stillTimers },
  })
  h.services.on('activity.added', (e) => added.push(...e.events))
  await h.value('session.connect', { profileId: 'demo-support' })
  await openTestCase(h, accounts)
})
afterAll(async () => {
  await h.close()
})

describe('a first look from push', () => {
  it('reads no account on its own, and a later read’s group links are not told as changes', async () => {
    const grouped = (await h.value<{ data: Order[] }>('orders.open', { accounts: [A] })).data.filter(
      (o) => (o.links?.length ?? 0) > 0,
    )
    expect(grouped.length).toBeGreaterThan(0)
    const seenBefore = h.sandbox().seen.length
    await h.value<WatchStatus>('watch.set', { accounts, visibility: 'foreground' })
    await eventually(
      () => {
        const s = h.services.watch.status()
        return s.source === 'push' && s.accounts.every((a) => a.state === 'watching')
      },
      'every account watched by push',
      watchSettled(h, 20_000),
    )
    const oneAccountReads = h
      .sandbox()
      .seen.slice(seenBefore)
      .filter((r) => r.method === 'GET' && /^\/dxsca-web\/accounts\/default%3A\d+\//.test(r.url))
    expect(oneAccountReads).toEqual([])

    h.sandbox().control.touch(A)
    await eventually(() => added.some((e) => e.account === A), 'the transfer', watchSettled(h, 20_000))
    // A look the app asks for itself reads the account: now its orders carry their group links.
    h.services.watch.refresh([A])
    await h.services.watch.idle()
    expect(added.filter((e) => e.account === A).map((e) => e.kind)).toEqual(['transfer'])
  }, 60_000)
})
