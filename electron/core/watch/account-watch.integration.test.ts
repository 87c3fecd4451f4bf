// The live watch against the real Demo sandbox over HTTP, on a server without push (the polling fallback), time
// driven by hand: each scenario control (a fill, a partial fill, an OCO partner fill, someone else's modify, a
// transfer, a margin call) is noticed at the next tick of the watch, becomes exactly one activity entry, and
// moves every view of the account together. account-watch.push.integration.test.ts is the same with push.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { activityText } from '@shared/text/activity-text'
import type { CashTransfer, Order } from '@shared/api/records'
import { transferKey } from '@shared/domain/activity/diff'
import type { ActivityEvent } from '@shared/domain/activity'
import type { EventPayload, WatchStatus } from '@shared/ipc/contract'
import type { Timers } from '@shared/domain/clock'
import { openTestCase } from '@test-support/support-case'
import { createServicesHarness, type ServicesHarness } from '@test-support/services-harness'
import type { OsNotification } from './notifier'
import { ACTIVITY_PER_EVENT } from './account-watch'

const A = 'default:1001'
const B = 'default:1002'

/** Timers the test fires itself: the watch keeps at most one pending. */
function manualTimers() {
  const pending = new Map<number, { fn: () => void; ms: number }>()
  let next = 1
  const timers: Timers = {
    setTimeout(fn, ms) {
      const id = next++
      pending.set(id, { fn, ms })
      return id
    },
    clearTimeout(handle) {
      pending.delete(handle as number)
    },
  }
  return {
    timers,
    pending: () => [...pending.values()],
    fire() {
      const all = [...pending.entries()]
      pending.clear()
      for (const [, t] of all) t.fn()
      return all.length
    },
  }
}

let h: ServicesHarness
let clock: { t: number; now(): number }
let time: ReturnType<typeof manualTimers>
let notes: OsNotification[]
let changed: Array<EventPayload<'account.changed'>>
let added: ActivityEvent[]

/** Events or transfers one look reads at most here: small, so a test can go past it. */
const LOOK_LIMIT = 1_050

async function setUp(profileId = 'demo-trader') {
  clock = {
    t: Date.now(),
    now() {
      return this.t
    },
  }
  time = manualTimers()
  notes = []
  h = await createServicesHarness({
    // This file is the polling fallback: a server without push, as today's brokers without it.
    sandbox: { push: false },
    services: {
      clock,
      watchTimers: time.timers,
      watchLookLimit: LOOK_LIMIT,
      notifications: { supported: () => true, show: (n) => void notes.push(n) },
    },
  })
  changed = []
  added = []
  h.services.on('account.changed', (e) => changed.push(e))
  h.services.on('activity.added', (e) => added.push(...e.events))
  await h.value('session.connect', { profileId })
}

/** One interval passes: the clock moves by it, the watch's timer fires, the pass finishes. */
async function tick(status?: WatchStatus) {
  clock.t += status?.intervalMs ?? 3_000
  time.fire()
  await h.services.watch.idle()
}

async function openOrders(account = A): Promise<Order[]> {
  return (await h.value<{ data: Order[] }>('orders.open', { accounts: [account] })).data
}

beforeEach(async () => {
  await setUp()
})
afterEach(async () => {
  await h.close()
})

async function watching(accounts = [A]): Promise<WatchStatus> {
  const status = await h.value<WatchStatus>('watch.set', { accounts, visibility: 'foreground' })
  await h.services.watch.idle()
  return status
}

describe('account watch', () => {
  it('a fill: in Open orders, Positions and activity at the next tick, exactly once; summary and tables agree', async () => {
    const status = await watching()
    expect(status.intervalMs).toBe(3_000)
    expect(time.pending().map((p) => p.ms)).toEqual([3_000])
    const order = (await openOrders()).find((o) => o.type === 'LIMIT' && !o.links?.length && o.legs[0]?.quantity)!
    h.sandbox().control.fill(A, order.clientOrderId)
    await tick(status)
    const fills = added.filter((e) => e.kind === 'filled')
    expect(fills.map((e) => e.target.rowKey)).toEqual([String(order.orderId)])
    expect(changed.map((c) => c.account)).toEqual([A])
    // Nothing more to tell on the next ticks.
    await tick(status)
    await tick(status)
    expect(added.filter((e) => e.kind === 'filled')).toHaveLength(1)
    const orders = await openOrders()
    expect(orders.some((o) => o.orderId === order.orderId)).toBe(false)
    const metrics = await h.value<{ data: Array<{ openOrdersCount: number; openPositionsCount: number }> }>(
      'metrics.list',
      { accounts: [A] },
    )
    const positions = await h.value<{ data: unknown[] }>('positions.list', { accounts: [A] })
    expect(metrics.data[0]?.openOrdersCount).toBe(orders.length)
    expect(metrics.data[0]?.openPositionsCount).toBe(positions.data.length)
    expect(added.some((e) => e.kind === 'position-opened' || e.kind === 'position-changed')).toBe(true)
    // The profile asked for fills as OS notifications; the trader's figures are shown.
    expect(notes.filter((n) => n.title === `Order ${order.orderId} filled`)).toHaveLength(1)
  })

  it('a partial fill and an OCO partner fill', async () => {
    const status = await watching()
    const orders = await openOrders()
    const single = orders.find((o) => o.type === 'LIMIT' && !o.links?.length && Number(o.legs[0]?.quantity) > 2)!
    const oco = orders.find((o) => o.links?.some((l) => l.linkType === 'OCO'))!
    const partner = Number(oco.links!.find((l) => l.linkType === 'OCO')!.linkedOrder)
    const part = Number(single.legs[0]!.quantity) / 2
    h.sandbox().control.fill(A, single.clientOrderId, { quantity: part })
    h.sandbox().control.fill(A, oco.clientOrderId)
    await tick(status)
    const kinds = (kind: string) => added.filter((e) => e.kind === kind).map((e) => e.target.rowKey)
    expect(kinds('partly-filled')).toEqual([String(single.orderId)])
    expect(kinds('filled')).toEqual([String(oco.orderId)])
    expect(kinds('cancelled')).toEqual([String(partner)])
    const after = await openOrders()
    expect(after.find((o) => o.orderId === single.orderId)?.legs[0]?.filledQuantity).toBe(String(part))
    expect(after.some((o) => o.orderId === partner || o.orderId === oco.orderId)).toBe(false)
  })

  it('more transfers and margin calls between two looks than one page holds: each told once', async () => {
    const status = await watching()
    // A busy account, or one the watch could not read for a while (a hidden window, reads backed off): 600
    // transfers and 70 margin calls since the last look, more than the first pages of each.
    for (let i = 0; i < 600; i++) h.sandbox().control.touch(A)
    for (let i = 0; i < 70; i++) h.sandbox().control.accountEvent(A, { eventType: 'MARGIN_CALL', reason: `call ${i}` })
    await tick(status)
    expect(added.filter((e) => e.kind === 'transfer')).toHaveLength(600)
    expect(added.filter((e) => e.kind === 'margin-call')).toHaveLength(70)
    expect(new Set(added.map((e) => e.id)).size).toBe(added.length)
    // The next look reads one page again and finds nothing new.
    h.sandbox().control.touch(A)
    await tick(status)
    expect(added.filter((e) => e.kind === 'transfer')).toHaveLength(601)
  })

  it('a catch-up of hundreds of entries reaches the window in parts: none lost, none twice, oldest first', async () => {
    const status = await watching()
    const parts: ActivityEvent[][] = []
    h.services.on('activity.added', (e) => parts.push(e.events))
    for (let i = 0; i < 600; i++) h.sandbox().control.touch(A)
    for (let i = 0; i < 70; i++) h.sandbox().control.accountEvent(A, { eventType: 'MARGIN_CALL', reason: `call ${i}` })
    await tick(status)

    expect(parts.length).toBeGreaterThanOrEqual(Math.ceil(670 / ACTIVITY_PER_EVENT))
    expect(parts.every((part) => part.length <= ACTIVITY_PER_EVENT)).toBe(true)
    const told = parts.flat()
    expect(told).toHaveLength(670)
    expect(new Set(told.map((e) => e.id)).size).toBe(670)
    // In time order across the parts, and exactly the transfers the sandbox lists for the account.
    expect(told.every((e, i) => i === 0 || told[i - 1]!.at <= e.at)).toBe(true)
    const listed = await h.value<{ data: CashTransfer[] }>('transfers.list', { accounts: [A], params: { limit: 600 } })
    const toldTransfers = told.filter((e) => e.kind === 'transfer').map((e) => e.target.rowKey)
    expect(new Set(toldTransfers)).toEqual(new Set(listed.data.map(transferKey)))
  })

  it('more transfers between two looks than a look reads: those read are told, the rest said to be untold', async () => {
    const status = await watching()
    // The first page of 50 and two of 500: a look reads 1,050 at most; 1,200 arrived.
    for (let i = 0; i < 1_200; i++) h.sandbox().control.touch(A)
    await tick(status)
    expect(added.filter((e) => e.kind === 'transfer')).toHaveLength(LOOK_LIMIT)
    const untold = added.filter((e) => e.kind === 'gap')
    expect(untold).toHaveLength(1)
    expect(untold[0]).toMatchObject({ account: A, target: { view: 'transfers', account: A } })
    expect(activityText(untold[0]!).detail).toContain('the oldest of them are not listed here')
    // The next look starts from what this one read: one new transfer, told once, nothing said missing.
    h.sandbox().control.touch(A)
    await tick(status)
    expect(added.filter((e) => e.kind === 'transfer')).toHaveLength(LOOK_LIMIT + 1)
    expect(added.filter((e) => e.kind === 'gap')).toHaveLength(1)
  })

  it("another user's modify, a new transfer and a margin call; none told twice after a reconnect", async () => {
    const status = await watching()
    const order = (await openOrders()).find((o) => o.type === 'LIMIT' && !o.links?.length && o.legs[0]?.price)!
    h.sandbox().control.modify(A, order.clientOrderId, { limitPrice: Number(order.legs[0]!.price) * 0.99 })
    h.sandbox().control.touch(A)
    h.sandbox().control.accountEvent(A, { eventType: 'MARGIN_CALL' })
    await tick(status)
    expect(added.map((e) => e.kind).sort()).toEqual(['margin-call', 'modified', 'transfer'])
    expect(notes.map((n) => n.title)).toEqual([`Margin call on ${A}`])
    const seen = added.length
    // A reconnect (and a renderer reload asking again) brings back the same list, not the same news.
    await h.value('session.disconnect', {})
    await h.value('session.connect', { profileId: 'demo-trader' })
    await watching()
    await tick(status)
    expect(added).toHaveLength(seen)
    const list = await h.value<{ events: ActivityEvent[]; unread: number }>('activity.list', {})
    expect(list.events.map((e) => e.kind)).toEqual(added.map((e) => e.kind).reverse())
    expect(list.unread).toBe(seen)
    await h.value('activity.markRead', {})
    expect((await h.value<{ unread: number }>('activity.list', {})).unread).toBe(0)
  })

  it('says starting, not watching, until its first complete look at the account', async () => {
    const set = await h.value<WatchStatus>('watch.set', { accounts: [A], visibility: 'foreground' })
    expect(set.accounts[0]?.state).toBe('starting')
    await h.services.watch.idle()
    expect(h.services.watch.status().accounts[0]?.state).toBe('watching')
  })

  it('an idle minute on two accounts costs one conditional request per account per interval', async () => {
    const status = await watching([A, B])
    const before = h.requests()
    const ticks = 60_000 / status.intervalMs
    for (let i = 0; i < ticks; i++) await tick(status)
    expect(h.requests() - before).toBeLessThanOrEqual(ticks * 2)
    expect(h.requests() - before).toBeGreaterThan(0)
    expect(added).toEqual([])
    const now = h.services.watch.status()
    expect(now.accounts.map((a) => a.state)).toEqual(['watching', 'watching'])
  })

  it('a hidden window pauses the watch; showing it catches up at once', async () => {
    const status = await watching()
    await h.value('watch.set', { accounts: [A], visibility: 'hidden' })
    expect(time.pending()).toEqual([])
    expect(h.services.watch.status().accounts[0]?.state).toBe('paused')
    const before = h.requests()
    h.sandbox().control.touch(A)
    clock.t += 10 * status.intervalMs
    expect(time.fire()).toBe(0)
    expect(h.requests()).toBe(before)
    await h.value('watch.set', { accounts: [A], visibility: 'foreground' })
    await h.services.watch.idle()
    expect(added.map((e) => e.kind)).toEqual(['transfer'])
  })

  it('a window hidden before the first look: shown again, the views read again (nothing to compare, no activity)', async () => {
    await h.value('watch.set', { accounts: [A], visibility: 'hidden' })
    h.sandbox().control.touch(A)
    await h.value('watch.set', { accounts: [A], visibility: 'foreground' })
    await h.services.watch.idle()
    expect(changed.map((e) => e.account)).toEqual([A])
    expect(added).toEqual([])
    // From then on it compares as usual: the next change is activity.
    h.sandbox().control.touch(A)
    await tick()
    expect(added.map((e) => e.kind)).toEqual(['transfer'])
  })

  it('a window in the background is checked less often', async () => {
    await watching()
    const background = await h.value<WatchStatus>('watch.set', { accounts: [A], visibility: 'background' })
    await h.services.watch.idle()
    expect(background.intervalMs).toBeGreaterThan(3_000)
    expect(time.pending().map((p) => p.ms)).toEqual([background.intervalMs])
  })

  it("429 backs off by the server's Retry-After and says so per account", async () => {
    const status = await watching()
    h.sandbox().control.addFault({ path: `/accounts/${A}/orders`, fault: 'status-429', retryAfterSeconds: 30 })
    await tick(status)
    const failing = h.services.watch.status().accounts[0]!
    expect(failing.state).toBe('failing')
    expect(failing.error?.kind).toBe('rate-limited')
    expect(failing.nextAt).toBe(clock.t + 30_000)
    expect(time.pending().map((p) => p.ms)).toEqual([30_000])
    // Firing early (a timer fires, time has not come) sends nothing.
    const before = h.requests()
    time.fire()
    await h.services.watch.idle()
    expect(h.requests()).toBe(before)
    clock.t += 30_000
    time.fire()
    await h.services.watch.idle()
    expect(h.services.watch.status().accounts[0]?.state).toBe('watching')
  })
})

describe('account watch: a stretch of failed checks', () => {
  it('the server unreachable for a while: one gap entry when it is back, saying what changed meanwhile', async () => {
    const status = await watching([A, B])
    const order = (await openOrders()).find((o) => o.type === 'LIMIT' && !o.links?.length && o.legs[0]?.quantity)!
    for (const account of [A, B])
      h.sandbox().control.addFault({ path: `/accounts/${account}/orders`, fault: 'reset', times: 3 })
    await tick(status)
    expect(h.services.watch.status().accounts.map((a) => a.state)).toEqual(['failing', 'failing'])
    h.sandbox().control.fill(A, order.clientOrderId)
    h.sandbox().control.touch(B)
    // Backing off: the clock runs until both accounts have been read again.
    for (let i = 0; i < 6 && !added.some((e) => e.kind === 'gap'); i++) {
      clock.t += 60_000
      time.fire()
      await h.services.watch.idle()
    }
    const gaps = added.filter((e) => e.kind === 'gap')
    expect(gaps).toHaveLength(1)
    expect(activityText(gaps[0]!).account).toBe('2 accounts')
    expect(activityText(gaps[0]!).detail).toMatch(/^on catching up: /)
    expect(activityText(gaps[0]!).detail).toContain('1 fill')
    expect(activityText(gaps[0]!).detail).toContain('1 transfer')
    expect(gaps[0]!.until).toBeGreaterThan(gaps[0]!.at)
    expect(added.filter((e) => e.kind === 'filled').map((e) => e.target.rowKey)).toEqual([String(order.orderId)])
    // Healthy again: no further gap.
    await tick(status)
    await tick(status)
    expect(added.filter((e) => e.kind === 'gap')).toHaveLength(1)
  })
})

describe('account watch on a support connection', () => {
  it('hides amounts in OS notifications', async () => {
    await h.close()
    await setUp('demo-support')
    await openTestCase(h, [A])
    await h.value('session.unlockEditing', { reason: 'Ticket 42', account: A })
    const status = await watching()
    h.sandbox().control.accountEvent(A, { eventType: 'LIQUIDATION', reason: 'Equity 120.50 below 200.00' })
    await tick(status)
    expect(notes).toHaveLength(1)
    expect(notes[0]?.body).not.toContain('120.50')
    expect(activityText(added[0]!).detail).toContain('120.50')
  })
})
