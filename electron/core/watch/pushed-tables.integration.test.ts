// Open orders and Positions answered from the pushed portfolio: the real Demo sandbox pushes over real sockets
// (through the API client's worker), and a fill, a partial fill, a cancel and another user's modify reach both reads
// with no REST read of the account's orders or positions at all — by anyone, the watch included; an OCO fill, which
// changes group links push does not carry, is read once. What they answer must be what the server itself answers
// afterwards (read over a session of its own), ETag included. On a server without push the same changes arrive by
// the watch's polling and the tables' reads.
import { afterEach, describe, expect, it } from 'vitest'
import type { Order, Position } from '@shared/api/records'
import type { EventPayload } from '@shared/ipc/contract'
import type { Timers } from '@shared/domain/clock'
import { eventually } from '@test-support/eventually'
import { createServicesHarness, type ServicesHarness, watchSettled } from '@test-support/services-harness'
import { demoClient } from '@test-support/dx-client'
import type { SandboxOptions } from '../../sandbox'

const A = 'default:1001'
const B = 'default:1002'

let h: ServicesHarness | undefined
let changed: Array<EventPayload<'account.changed'>> = []

/** Timers that never fire by themselves: with push, nothing but a push makes the watch look. */
const stillTimers: Timers = { setTimeout: () => ({}), clearTimeout: () => undefined }

async function setUp(sandbox: SandboxOptions, timers?: Timers): Promise<ServicesHarness> {
  const harness = await createServicesHarness({
    sandbox: { push: { metricsIntervalMs: 0, pingIntervalMs: 600_000 }, ...sandbox },
    dxClient: { pushLimits: { baseDelayMs: 50, maxDelayMs: 300 } },
    ...(timers ? { services: { watchTimers: timers } } : {}),
  })
  h = harness
  changed = []
  harness.services.on('account.changed', (e) => changed.push(e))
  await harness.value('session.connect', { profileId: 'demo-trader' })
  return harness
}

afterEach(async () => {
  await h?.close()
  h = undefined
})

type Read<T> = { data: T[]; etag?: string }
const openOrders = (harness: ServicesHarness, accounts = [A]) => harness.value<Read<Order>>('orders.open', { accounts })
const positions = (harness: ServicesHarness, accounts = [A]) =>
  harness.value<Read<Position>>('positions.list', { accounts })

/** GET requests for the accounts' open orders or positions the sandbox has received, whoever sent them. */
function tableReads(harness: ServicesHarness, accounts = [A]): number {
  const paths = new Set(
    accounts.flatMap((a) => [`/dxsca-web/accounts/${a}/orders`, `/dxsca-web/accounts/${a}/positions`]),
  )
  return harness.sandbox().seen.filter((r) => {
    if (r.method !== 'GET') return false
    const [path = '', query = ''] = decodeURIComponent(r.url).split('?')
    const several = /^\/dxsca-web\/accounts\/(orders|positions)$/.test(path)
    return paths.has(path) || (several && accounts.some((a) => query.includes(a)))
  }).length
}

/** What the server itself answers now, over a session of its own (after the counting is done). */
async function serverNow(harness: ServicesHarness, accounts = [A]) {
  const truth = demoClient(harness.sandbox())
  try {
    const [orders, held] = await Promise.all([truth.openOrders(accounts), truth.positions(accounts)])
    return { orders, positions: held }
  } finally {
    await truth.logout()
  }
}

async function pushLive(harness: ServicesHarness, accounts = [A]): Promise<void> {
  await harness.value('watch.set', { accounts, visibility: 'foreground' })
  const watch = harness.services.watch
  await eventually(
    () => watch.status().source === 'push' && watch.status().accounts.every((a) => a.state === 'watching'),
    'push live',
    watchSettled(harness, 8_000),
  )
  // The tables' first reads, as a window opening on the account makes them.
  await openOrders(harness, accounts)
  await positions(harness, accounts)
}

/** Makes the change, waits for the account to be told changed, reads both tables; counts the reads meanwhile. */
async function tablesAfter(harness: ServicesHarness, change: () => void, accounts = [A]) {
  const reads = tableReads(harness, accounts)
  const told = changed.length
  change()
  await eventually(
    () => changed.slice(told).some((c) => c.account === A),
    'account.changed',
    watchSettled(harness, 8_000),
  )
  const orders = await openOrders(harness, accounts)
  const held = await positions(harness, accounts)
  // Whatever the watch still does for the activity (events, transfers) reads neither.
  await harness.services.watch.idle()
  return { orders, positions: held, reads: tableReads(harness, accounts) - reads }
}

type Control = ReturnType<ServicesHarness['sandbox']>['control']

/** Half of the order filled at the sandbox. */
function partialFill(control: Control, order: Order): [string, () => void] {
  return ['partial fill', () => control.fill(A, order.clientOrderId, { quantity: Number(order.legs[0]!.quantity) / 2 })]
}

/** Another user moving the order's limit price 1 % lower. */
function modify(control: Control, order: Order): [string, () => void] {
  return ['modify', () => control.modify(A, order.clientOrderId, { limitPrice: Number(order.legs[0]!.price) * 0.99 })]
}

/** A server without push, its account watched by polling after the watch's first look. */
async function pollingLive(): Promise<ServicesHarness> {
  const harness = await setUp({ push: false })
  await harness.value('watch.set', { accounts: [A], visibility: 'foreground' })
  await eventually(
    () => harness.services.watch.status().accounts[0]?.state === 'watching',
    'first look',
    watchSettled(harness, 8_000),
  )
  expect(harness.services.watch.status().source).toBe('polling')
  return harness
}

/** A working order of a one-cancels-other pair: filling it ends its partner. */
function ocoMember(orders: readonly Order[]): Order {
  const found = orders.find((o) => o.links?.some((l) => l.linkType === 'OCO'))
  if (!found) throw new Error('the sandbox seeds an OCO pair')
  return found
}

function plainLimit(orders: readonly Order[], minQuantity = 0, skip?: Order): Order {
  const found = orders.find(
    (o) =>
      o.type === 'LIMIT' &&
      !o.links?.length &&
      Number(o.legs[0]?.quantity ?? 0) > minQuantity &&
      o.legs[0]?.price !== undefined &&
      o.orderId !== skip?.orderId,
  )
  if (!found) throw new Error('the sandbox seeds a plain limit order')
  return found
}

describe('Open orders and Positions from push', () => {
  it('a fill: the order leaves Open orders, its position shows, with no read of either', async () => {
    const harness = await setUp({}, stillTimers)
    await pushLive(harness)
    const order = plainLimit((await openOrders(harness)).data)
    const after = await tablesAfter(harness, () => harness.sandbox().control.fill(A, order.clientOrderId))
    expect(after.reads).toBe(0)
    expect(after.orders.data.some((o) => o.orderId === order.orderId)).toBe(false)
    const server = await serverNow(harness)
    expect(after.orders.data).toEqual(server.orders.data)
    expect(after.orders.etag).toBe(server.orders.etag)
    expect(after.positions.data).toEqual(server.positions.data)
    expect(after.positions.data.some((p) => p.symbol === order.instrument)).toBe(true)
  })

  it('a partial fill, a cancel and another user’s modify: each answered from push, as the server has it', async () => {
    const harness = await setUp({}, stillTimers)
    await pushLive(harness)
    const orders = (await openOrders(harness)).data
    const partly = plainLimit(orders, 2)
    const cancelled = plainLimit(orders, 0, partly)
    const modified = plainLimit(
      orders.filter((o) => o.orderId !== cancelled.orderId),
      0,
      partly,
    )
    const control = harness.sandbox().control
    const steps: Array<[string, () => void]> = [
      partialFill(control, partly),
      ['cancel', () => control.cancel(A, cancelled.clientOrderId)],
      modify(control, modified),
    ]
    for (const [what, step] of steps) {
      const after = await tablesAfter(harness, step)
      const server = await serverNow(harness)
      expect({ what, reads: after.reads }).toEqual({ what, reads: 0 })
      expect(after.orders.data).toEqual(server.orders.data)
      expect(after.positions.data).toEqual(server.positions.data)
    }
    const last = (await openOrders(harness)).data
    expect(last.find((o) => o.orderId === partly.orderId)?.legs[0]?.filledQuantity).not.toBe(
      partly.legs[0]?.filledQuantity,
    )
    expect(last.some((o) => o.orderId === cancelled.orderId)).toBe(false)
    expect(last.find((o) => o.orderId === modified.orderId)?.legs[0]?.price).not.toBe(modified.legs[0]?.price)
  })

  // The pair's group links change, and push carries none: the watch reads the account once instead of answering
  // from the pushed portfolio.
  it('an OCO fill: the order and its partner leave Open orders, as the server has it', async () => {
    const harness = await setUp({}, stillTimers)
    await pushLive(harness)
    const oco = ocoMember((await openOrders(harness)).data)
    const partner = Number(oco.links?.find((l) => l.linkType === 'OCO')?.linkedOrder)
    const after = await tablesAfter(harness, () => harness.sandbox().control.fill(A, oco.clientOrderId))
    const server = await serverNow(harness)
    expect(after.orders.data).toEqual(server.orders.data)
    expect(after.positions.data).toEqual(server.positions.data)
    expect(after.orders.data.filter((o) => o.orderId === oco.orderId || o.orderId === partner)).toEqual([])
  })

  it('several accounts in one read: answered from push too, without an ETag (the server’s names all of them)', async () => {
    const harness = await setUp({}, stillTimers)
    await pushLive(harness, [A, B])
    const order = plainLimit((await openOrders(harness)).data)
    const after = await tablesAfter(harness, () => harness.sandbox().control.fill(A, order.clientOrderId), [A, B])
    expect(after.reads).toBe(0)
    const server = await serverNow(harness, [A, B])
    expect(after.orders.data).toEqual(server.orders.data)
    expect(after.positions.data).toEqual(server.positions.data)
    expect(after.orders.etag).toBeUndefined()
  })

  it('reads asked together share one answer, as the server has it; after a change the next read is current', async () => {
    const harness = await setUp({}, stillTimers)
    const both = [A, B]
    await pushLive(harness, both)
    const reads = tableReads(harness, both)
    const together = await Promise.all([openOrders(harness, both), openOrders(harness, both), positions(harness, both)])
    const asked = await Promise.all([openOrders(harness, both), positions(harness, both)])
    expect(tableReads(harness, both) - reads).toBe(0)
    const server = await serverNow(harness, both)
    expect(together[0].data).toEqual(server.orders.data)
    expect(together[1].data).toEqual(server.orders.data)
    expect(together[2].data).toEqual(server.positions.data)
    expect(asked[0].data).toEqual(server.orders.data)
    expect(asked[1].data).toEqual(server.positions.data)
    const order = plainLimit(together[0].data)
    const after = await tablesAfter(harness, () => harness.sandbox().control.fill(A, order.clientOrderId), both)
    expect(after.reads).toBe(0)
    const now = await serverNow(harness, both)
    expect(after.orders.data.some((o) => o.orderId === order.orderId)).toBe(false)
    expect(after.orders.data).toEqual(now.orders.data)
    expect(after.positions.data).toEqual(now.positions.data)
  })

  it('a filtered read (include-offset) is read from the server; a filter left unset is not a filter', async () => {
    const harness = await setUp({}, stillTimers)
    const both = [A, B]
    await pushLive(harness, both)
    const order = plainLimit((await openOrders(harness)).data)
    await tablesAfter(harness, () => harness.sandbox().control.fill(A, order.clientOrderId), both)
    const before = tableReads(harness, both)
    await harness.value('orders.open', { accounts: both, params: { 'include-offset': undefined } })
    expect(tableReads(harness, both)).toBe(before)
    await harness.value('orders.open', { accounts: both, params: { 'include-offset': true } })
    expect(tableReads(harness, both)).toBe(before + 1)
  })

  it('a Refresh (fromServer) reads the server once per table; a push change after it reads nothing', async () => {
    const harness = await setUp({}, stillTimers)
    await pushLive(harness)
    const before = tableReads(harness)
    const refreshed = await harness.value<Read<Order>>('orders.open', { accounts: [A], fromServer: true })
    expect(tableReads(harness)).toBe(before + 1)
    await harness.value('positions.list', { accounts: [A], fromServer: true })
    expect(tableReads(harness)).toBe(before + 2)
    const order = plainLimit(refreshed.data)
    const after = await tablesAfter(harness, () => harness.sandbox().control.fill(A, order.clientOrderId))
    expect(after.reads).toBe(0)
    const server = await serverNow(harness)
    expect(after.orders.data).toEqual(server.orders.data)
    expect(after.positions.data).toEqual(server.positions.data)
  })

  it('a new order placed elsewhere (its group links unknown to the push) is read from the server', async () => {
    const harness = await setUp({}, stillTimers)
    await pushLive(harness)
    const order = plainLimit((await openOrders(harness)).data)
    const after = await tablesAfter(harness, () =>
      harness.sandbox().control.place(A, {
        instrument: order.instrument,
        side: order.side,
        quantity: Number(order.legs[0]!.quantity),
        limitPrice: Number(order.legs[0]!.price),
      }),
    )
    expect(after.reads).toBeGreaterThan(0)
    const server = await serverNow(harness)
    expect(after.orders.data).toEqual(server.orders.data)
  })
})

describe('Open orders and Positions without push', () => {
  it('the same changes arrive by the watch’s polling and the tables’ reads', async () => {
    const harness = await pollingLive()
    const orders = (await openOrders(harness)).data
    const filled = plainLimit(orders)
    const cancelled = plainLimit(orders, 0, filled)
    const control = harness.sandbox().control
    const after = await tablesAfter(harness, () => {
      control.fill(A, filled.clientOrderId)
      control.cancel(A, cancelled.clientOrderId)
    })
    expect(after.reads).toBeGreaterThan(0)
    const server = await serverNow(harness)
    expect(after.orders.data).toEqual(server.orders.data)
    expect(after.positions.data).toEqual(server.positions.data)
    expect(after.orders.data.some((o) => o.orderId === filled.orderId || o.orderId === cancelled.orderId)).toBe(false)
  })

  it('a partial fill, an OCO partner fill and another user’s modify arrive by polling, as the server has them', async () => {
    const harness = await pollingLive()
    const orders = (await openOrders(harness)).data
    const oco = ocoMember(orders)
    const partly = plainLimit(orders, 2)
    const modified = plainLimit(orders, 0, partly)
    const control = harness.sandbox().control
    const steps: Array<[string, () => void]> = [
      partialFill(control, partly),
      ['OCO fill', () => control.fill(A, oco.clientOrderId)],
      modify(control, modified),
    ]
    for (const [what, step] of steps) {
      const after = await tablesAfter(harness, step)
      const server = await serverNow(harness)
      expect({ what, orders: after.orders.data }).toEqual({ what, orders: server.orders.data })
      expect({ what, positions: after.positions.data }).toEqual({ what, positions: server.positions.data })
    }
    const partner = Number(oco.links?.find((l) => l.linkType === 'OCO')?.linkedOrder)
    const last = (await openOrders(harness)).data
    expect(last.some((o) => o.orderId === oco.orderId || o.orderId === partner)).toBe(false)
    expect(last.find((o) => o.orderId === partly.orderId)?.legs[0]?.filledQuantity).not.toBe(
      partly.legs[0]?.filledQuantity,
    )
    expect(last.find((o) => o.orderId === modified.orderId)?.legs[0]?.price).not.toBe(modified.legs[0]?.price)
  })
})
