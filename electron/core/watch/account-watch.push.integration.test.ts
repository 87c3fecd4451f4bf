// The live watch with push: the real Demo sandbox pushes over real sockets (through the API client's worker),
// and no timer of the watch is ever fired here — every change below reaches the watch by push alone, exactly
// once. A socket lost mid-burst leaves a gap the catch-up read reports with what it found; a refused upgrade
// falls back to polling; a session the push server ends is logged in again and subscribed again.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { activityText } from '@shared/text/activity-text'
import type { Order } from '@shared/api/records'
import type { ActivityEvent } from '@shared/domain/activity'
import type { EventPayload, WatchStatus } from '@shared/ipc/contract'
import type { Timers } from '@shared/domain/clock'
import { eventually } from '@test-support/eventually'
import { createServicesHarness, type ServicesHarness, watchSettled } from '@test-support/services-harness'
import type { SandboxOptions } from '../../sandbox'

const A = 'default:1001'

let h: ServicesHarness
let changed: Array<EventPayload<'account.changed'>>
let added: ActivityEvent[]

/** Timers that never fire by themselves: polling cannot be what finds a change here. */
const stillTimers: Timers = {
  setTimeout: () => ({}),
  clearTimeout: () => undefined,
}

async function setUp(sandbox: SandboxOptions = {}, profileId = 'demo-trader') {
  h = await createServicesHarness({
    sandbox: { push: { metricsIntervalMs: 0, pingIntervalMs: 600_000 }, ...sandbox },
    dxClient: { pushLimits: { baseDelayMs: 50, maxDelayMs: 300 } },
    services: { watchTimers: stillTimers },
  })
  changed = []
  added = []
  h.services.on('account.changed', (e) => changed.push(e))
  h.services.on('activity.added', (e) => added.push(...e.events))
  await h.value('session.connect', { profileId })
}

beforeEach(async () => {
  await setUp()
})
afterEach(async () => {
  await h.close()
})

async function watchingByPush(accounts = [A]): Promise<void> {
  await h.value<WatchStatus>('watch.set', { accounts, visibility: 'foreground' })
  await eventually(
    () =>
      h.services.watch.status().source === 'push' &&
      h.services.watch.status().accounts.every((a) => a.state === 'watching'),
    'push live',
    watchSettled(h),
  )
  // What the window is told, through the IPC contract's output check.
  const told = await h.value<WatchStatus>('watch.status', {})
  expect(told.source).toBe('push')
  expect(told.accounts.map((a) => a.state)).toEqual(accounts.map(() => 'watching'))
}

async function openOrders(account = A): Promise<Order[]> {
  return (await h.value<{ data: Order[] }>('orders.open', { accounts: [account] })).data
}
const kinds = (kind: string) => added.filter((e) => e.kind === kind).map((e) => e.target.rowKey)
/** Lets any push still on its way arrive, so "exactly once" is checked after it. */
const settle = () => new Promise((r) => setTimeout(r, 200)).then(() => h.services.watch.idle())

describe('account watch by push', () => {
  it('a fill reaches tables and activity without any check falling due, exactly once; idle costs no reads', async () => {
    await watchingByPush()
    const order = (await openOrders()).find((o) => o.type === 'LIMIT' && !o.links?.length && o.legs[0]?.quantity)!
    h.sandbox().control.fill(A, order.clientOrderId)
    await eventually(() => kinds('filled').length > 0, 'the fill', watchSettled(h))
    await settle()
    expect(kinds('filled')).toEqual([String(order.orderId)])
    expect(changed.filter((c) => c.account === A)).toHaveLength(1)
    expect((await openOrders()).some((o) => o.orderId === order.orderId)).toBe(false)
    const before = h.requests()
    await settle()
    expect(h.requests()).toBe(before)
  })

  it('a partial fill, an OCO partner fill, another user’s modify, a transfer and a margin call: each once', async () => {
    await watchingByPush()
    const orders = await openOrders()
    const single = orders.find((o) => o.type === 'LIMIT' && !o.links?.length && Number(o.legs[0]?.quantity) > 2)!
    const oco = orders.find((o) => o.links?.some((l) => l.linkType === 'OCO'))!
    const partner = Number(oco.links!.find((l) => l.linkType === 'OCO')!.linkedOrder)
    const other = orders.find(
      (o) => o.type === 'LIMIT' && !o.links?.length && o.orderId !== single.orderId && o.legs[0]?.price,
    )!
    h.sandbox().control.fill(A, single.clientOrderId, { quantity: Number(single.legs[0]!.quantity) / 2 })
    h.sandbox().control.fill(A, oco.clientOrderId)
    h.sandbox().control.modify(A, other.clientOrderId, { limitPrice: Number(other.legs[0]!.price) * 0.99 })
    h.sandbox().control.touch(A)
    h.sandbox().control.accountEvent(A, { eventType: 'MARGIN_CALL' })
    await eventually(
      () => kinds('margin-call').length > 0 && kinds('transfer').length > 0,
      'every change',
      watchSettled(h),
    )
    await settle()
    expect(kinds('partly-filled')).toEqual([String(single.orderId)])
    expect(kinds('filled')).toEqual([String(oco.orderId)])
    expect(kinds('cancelled')).toEqual([String(partner)])
    expect(kinds('modified')).toEqual([String(other.orderId)])
    expect(kinds('transfer')).toHaveLength(1)
    expect(kinds('margin-call')).toHaveLength(1)
    expect(added.filter((e) => e.kind === 'gap')).toEqual([])
  })

  it('a change pushed while the previous one is still being read is read and told too', async () => {
    await watchingByPush()
    const order = (await openOrders()).find((o) => o.type === 'LIMIT' && !o.links?.length)!
    const sandbox = h.sandbox()
    // The look a fill starts reads the account's transfers for the activity: held back here, so the next change and
    // its push arrive while that look is under way.
    const transfers = `/accounts/${A}/transfers`
    sandbox.control.addFault({ method: 'GET', path: transfers, fault: 'delay', delayMs: 600, times: 1 })
    const asked = () => sandbox.seen.filter((r) => decodeURIComponent(r.url).includes(transfers)).length
    const before = asked()
    sandbox.control.fill(A, order.clientOrderId)
    // Not `eventually`: it waits for the watch to be idle, which is what must not happen yet.
    while (asked() === before) await new Promise((r) => setTimeout(r, 5))
    sandbox.control.touch(A)
    await eventually(() => kinds('filled').length > 0, 'the fill', watchSettled(h))
    await eventually(() => kinds('transfer').length > 0, 'the transfer pushed during the read', watchSettled(h, 3_000))
    await settle()
    expect(kinds('filled')).toEqual([String(order.orderId)])
    expect(kinds('transfer')).toHaveLength(1)
  })

  it('a change pushed while a look asks for the portfolio, and already in its answer, reads nothing again', async () => {
    await watchingByPush()
    const client = await h.services.sessions.run(async (c) => c)
    const sandbox = h.sandbox()
    const look = client.pushedLook
    let first = true
    // The next change is pushed, and heard by the watch, after its look began and before the worker answers it: the
    // answer holds that change already.
    client.pushedLook = async (...args) => {
      if (first) {
        first = false
        const heard = new Promise<void>((resolve) => {
          const off = client.push.subscribe((e) => {
            if (e.kind === 'versions' && e.versions.some((v) => v.account === A)) {
              off()
              resolve()
            }
          })
        })
        sandbox.control.touch(A)
        await heard
      }
      return look(...args)
    }
    const orders = () =>
      sandbox.seen.filter((r) => r.method === 'GET' && decodeURIComponent(r.url).includes(`/accounts/${A}/orders`))
        .length
    const before = orders()
    sandbox.control.touch(A)
    await eventually(() => kinds('transfer').length === 2, 'both transfers', watchSettled(h))
    await settle()
    expect(kinds('transfer')).toHaveLength(2)
    expect(orders()).toBe(before)
  })

  it('a socket dropped mid-burst: the gap is reported with what changed in it, and nothing twice', async () => {
    await watchingByPush()
    const order = (await openOrders()).find((o) => o.type === 'LIMIT' && !o.links?.length && o.legs[0]?.quantity)!
    const push = h.sandbox().control.push
    // The burst's pushes are held at the server and lost with the socket.
    push.holdPushes()
    h.sandbox().control.fill(A, order.clientOrderId)
    h.sandbox().control.touch(A)
    await new Promise((r) => setTimeout(r, 50))
    push.dropConnections()
    push.releasePushes()
    await eventually(() => added.some((e) => e.kind === 'gap'), 'the gap entry', watchSettled(h))
    const gap = added.find((e) => e.kind === 'gap')!
    expect(gap.until).toBeGreaterThanOrEqual(gap.at)
    expect(activityText(gap).detail).toMatch(/^on catching up: 1 fill, .*1 transfer$/)
    expect(kinds('filled')).toEqual([String(order.orderId)])
    // Push comes back; its snapshot is not newer than the catch-up read, so nothing is told again.
    await eventually(() => h.services.watch.status().source === 'push', 'push back', watchSettled(h))
    await settle()
    expect(kinds('filled')).toHaveLength(1)
    expect(kinds('transfer')).toHaveLength(1)
    expect(added.filter((e) => e.kind === 'gap')).toHaveLength(1)
  })

  it('a gap ends only when every account has been read again: a failed catch-up read keeps it open', async () => {
    const B = 'default:1002'
    await watchingByPush([A, B])
    const push = h.sandbox().control.push
    h.sandbox().control.addFault({ method: 'GET', path: `/accounts/${B}/orders`, fault: 'status-500', times: 50 })
    push.holdPushes()
    h.sandbox().control.touch(A)
    push.dropConnections()
    push.releasePushes()
    await eventually(
      () => kinds('transfer').length === 1,
      'the catch-up read of the account that answers',
      watchSettled(h),
    )
    await eventually(
      () => h.services.watch.status().accounts.find((a) => a.account === B)?.state === 'failing',
      'B failing',
      watchSettled(h),
    )
    expect(added.filter((e) => e.kind === 'gap')).toEqual([])
    h.sandbox().control.clearFaults()
    await h.value('watch.refresh', { accounts: [B] })
    await eventually(() => added.some((e) => e.kind === 'gap'), 'the gap entry', watchSettled(h))
    expect(activityText(added.find((e) => e.kind === 'gap')!).detail).toBe('on catching up: 1 transfer')
  })

  it('the push server ends the session (Reject "1" / SessionClosed): logged in again, subscribed again', async () => {
    await watchingByPush()
    const logins = h.sandbox().count('POST', '/login')
    h.sandbox().control.push.expireSessions()
    await eventually(() => h.sandbox().count('POST', '/login') > logins, 'a new login', watchSettled(h))
    await eventually(() => h.services.watch.status().source === 'push', 'push live again', watchSettled(h))
    h.sandbox().control.touch(A)
    await eventually(() => kinds('transfer').length > 0, 'the transfer', watchSettled(h))
    await settle()
    expect(kinds('transfer')).toHaveLength(1)
  })
})

describe('account watch by push, hostile pushes', () => {
  it('a flood of portfolio pushes claiming versions far ahead costs a few reads, and hides no real change', async () => {
    await watchingByPush()
    const before = h.requests()
    const portfolio = (version: number) =>
      JSON.stringify({
        type: 'AccountPortfolios',
        payload: { portfolios: [{ account: A, version, balances: [], positions: [], orders: [] }] },
      })
    for (let i = 0; i < 2_000; i++) h.sandbox().control.push.sendRaw('account', portfolio(1_000_000 + i))
    await settle()
    await settle()
    // Coalesced: each turn's pushes are one version per account, each costing one conditional read (a 304).
    expect(h.requests() - before).toBeLessThan(60)
    expect(added).toEqual([])
    h.sandbox().control.touch(A)
    await eventually(() => kinds('transfer').length === 1, 'the real change after the flood', watchSettled(h))
  })
})

describe('account watch by push, window hidden', () => {
  it('hiding the window closes the subscription without a gap; showing it catches up and push resumes', async () => {
    await watchingByPush()
    await h.value('watch.set', { accounts: [A], visibility: 'hidden' })
    await eventually(() => h.sandbox().control.push.connections() === 0, 'the socket closed', watchSettled(h))
    h.sandbox().control.touch(A)
    await h.value('watch.set', { accounts: [A], visibility: 'foreground' })
    await eventually(() => kinds('transfer').length === 1, 'the catch-up', watchSettled(h))
    await eventually(() => h.services.watch.status().source === 'push', 'push again', watchSettled(h))
    await settle()
    expect(kinds('transfer')).toHaveLength(1)
    expect(added.filter((e) => e.kind === 'gap')).toEqual([])
  })
})

describe('account watch where push is refused', () => {
  it('an upgrade refused: polling, and the status says so', async () => {
    await h.close()
    await setUp({ push: false })
    await h.value<WatchStatus>('watch.set', { accounts: [A], visibility: 'foreground' })
    await h.services.watch.idle()
    await eventually(
      () => h.services.watch.status().accounts[0]?.state === 'watching',
      'the first look',
      watchSettled(h),
    )
    expect(h.services.watch.status().source).toBe('polling')
  })
})
