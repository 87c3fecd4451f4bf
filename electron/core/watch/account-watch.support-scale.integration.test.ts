// A support connection on 200 client accounts (`--support-clients 200`), watched by push: every account comes
// live from the pushed portfolios and one read of events and transfers over all of them (a handful of requests,
// not four per account), an idle stretch costs no REST reads at all, and a fill, a transfer or a margin call on any
// of them is told once, by push alone (the watch's own timers never fire here). A change on every one of them at once
// is told once each, its events and transfers read over the changed accounts together, not two reads per account,
// and the next burst reads only the transfers booked since the newest each account held.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ActivityEvent } from '@shared/domain/activity'
import type { WatchStatus } from '@shared/ipc/contract'
import type { Timers } from '@shared/domain/clock'
import { eventually } from '@test-support/eventually'
import { createServicesHarness, type ServicesHarness, watchSettled } from '@test-support/services-harness'
import { supportClientAccount } from '../../sandbox/seed/support-clients'
import { openTestCase } from '@test-support/support-case'

const CLIENTS = 200
const accounts = Array.from({ length: CLIENTS }, (_, i) => supportClientAccount(i + 1))
const stillTimers: Timers = { setTimeout: () => ({}), clearTimeout: () => undefined }

let h: ServicesHarness
const added: ActivityEvent[] = []
/** When the burst on every account began, by the sandbox's clock. */
let burstAt = Number.NaN

beforeAll(async () => {
  h = await createServicesHarness({
    sandbox: { supportClients: CLIENTS, push: { metricsIntervalMs: 0, pingIntervalMs: 600_000 } },
    // The client's own pacing stays on (25 reads/s): the first look must not need 800 reads to be quick.
    services: { watchTimers: stillTimers },
  })
  h.services.on('activity.added', (e) => added.push(...e.events))
  await h.value('session.connect', { profileId: 'demo-support' })
})
afterAll(async () => {
  await h.close()
})

describe('a support connection on 200 client accounts', () => {
  it('keeps all of them live by push; idle costs no reads; a change on any is told once', async () => {
    await openTestCase(h, accounts)
    const beforeFirstLook = h.requests()
    await h.value<WatchStatus>('watch.set', { accounts, visibility: 'foreground' })
    await eventually(
      () => {
        const s = h.services.watch.status()
        return s.source === 'push' && s.accounts.length === CLIENTS && s.accounts.every((a) => a.state === 'watching')
      },
      'every account watched by push',
      watchSettled(h, 20_000),
    )
    // Orders and positions came pushed; events and transfers in one read over the 200 (a page or two each).
    expect(h.requests() - beforeFirstLook).toBeLessThanOrEqual(6)
    const sandbox = h.sandbox()
    expect(sandbox.seen.filter((r) => r.method === 'GET' && /\/accounts\/default%3A5\d+\//.test(r.url))).toEqual([])
    const before = h.requests()
    await new Promise((r) => setTimeout(r, 500))
    await h.services.watch.idle()
    expect(h.requests()).toBe(before)

    const control = h.sandbox().control
    control.fill(accounts[17]!, 'desk-18')
    control.touch(accounts[123]!)
    control.accountEvent(accounts[199]!, { eventType: 'MARGIN_CALL' })
    await eventually(
      () => ['filled', 'transfer', 'margin-call'].every((k) => added.some((e) => e.kind === k)),
      'the changes',
      watchSettled(h, 20_000),
    )
    await new Promise((r) => setTimeout(r, 200))
    await h.services.watch.idle()
    const told = (kind: string) => added.filter((e) => e.kind === kind).map((e) => e.account)
    expect(told('filled')).toEqual([accounts[17]])
    expect(told('transfer')).toEqual([accounts[123]])
    expect(told('margin-call')).toEqual([accounts[199]])
    // Three accounts changed: three accounts were read, not two hundred.
    expect(h.requests() - before).toBeLessThan(40)
  }, 90_000)

  it('tells a change on every account once, reading events and transfers over all of them together', async () => {
    await h.services.watch.idle()
    const seenBefore = h.sandbox().seen.length
    const toldBefore = added.length
    const control = h.sandbox().control
    burstAt = h.sandbox().clock.now()
    for (const account of accounts) control.touch(account)
    control.accountEvent(accounts[42]!, { eventType: 'MARGIN_CALL' })
    const burst = () => added.slice(toldBefore)
    await eventually(
      () =>
        burst().filter((e) => e.kind === 'transfer').length >= CLIENTS && burst().some((e) => e.kind === 'margin-call'),
      'a transfer on every account and the margin call',
      watchSettled(h, 30_000),
    )
    await new Promise((r) => setTimeout(r, 200))
    await h.services.watch.idle()
    const transfers = burst()
      .filter((e) => e.kind === 'transfer')
      .map((e) => e.account)
    expect(transfers.sort()).toEqual([...accounts].sort())
    expect(
      burst()
        .filter((e) => e.kind === 'margin-call')
        .map((e) => e.account),
    ).toEqual([accounts[42]])
    const reads = h.sandbox().seen.slice(seenBefore)
    const oneAccountReads = reads.filter((r) => /\/accounts\/default%3A\d+\/(events|transfers)/.test(r.url))
    // Two reads per account would be 400 (16 s at the client's 25 reads a second).
    expect(oneAccountReads.length).toBeLessThan(10)
    expect(reads.length).toBeLessThan(30)
  }, 90_000)

  it('reads only what is new in the next burst: transfers from the last burst’s second on, each told once', async () => {
    await h.services.watch.idle()
    const sandbox = h.sandbox()
    // Every account holds a transfer booked in the burst above (its deposit is 89 days old): the reads start no
    // earlier than a whole second before that burst's second.
    const lastBurst = Math.floor(burstAt / 1000) * 1000 - 1000
    const seenBefore = sandbox.seen.length
    const toldBefore = added.length
    for (const account of accounts) sandbox.control.touch(account)
    const told = () => added.slice(toldBefore).filter((e) => e.kind === 'transfer')
    await eventually(() => told().length >= CLIENTS, 'a transfer on every account', watchSettled(h, 30_000))
    await new Promise((r) => setTimeout(r, 200))
    await h.services.watch.idle()
    expect(
      told()
        .map((e) => e.account)
        .sort(),
    ).toEqual([...accounts].sort())
    const together = sandbox.seen
      .slice(seenBefore)
      .map((r) => new URL(r.url, sandbox.baseUrl))
      .filter((u) => u.pathname.endsWith('/accounts/transfers'))
    expect(together.length).toBeGreaterThan(0)
    for (const read of together) {
      const from = read.searchParams.get('time-from')
      expect(from, 'time-from of a transfers read over the accounts').not.toBeNull()
      expect(Date.parse(from ?? '')).toBeGreaterThanOrEqual(lastBurst)
    }
  }, 90_000)
})
