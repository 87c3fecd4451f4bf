// Cancel through the real router against the Demo sandbox: one order, a whole group, after another user's
// change (412), with the connection cut after the server applied it (outcome unknown), and on a support
// connection before and after the unlock. Every attempt is in the audit log, and the account is checked at
// once afterwards.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Order } from '@shared/api'
import type { AuditEntryView } from '@shared/ipc/audit'
import type { AppError } from '@shared/ipc/result'
import { openTestCase } from '@test-support/support-case'
import { createServicesHarness, type ServicesHarness } from '@test-support/services-harness'

const A = 'default:1001'
let h: ServicesHarness

beforeEach(async () => {
  h = await createServicesHarness()
})
afterEach(async () => {
  await h.close()
})

async function openOrders() {
  return h.value<{ data: Order[]; etag: string }>('orders.open', { accounts: [A] })
}
async function working(): Promise<{ order: Order; etag: string }> {
  const read = await openOrders()
  const order = read.data.find((o) => o.type === 'LIMIT' && !o.links?.length && o.legs[0]?.quantity)
  if (!order) throw new Error('no stand-alone working LIMIT order')
  return { order, etag: read.etag }
}
async function failure(channel: string, input: unknown): Promise<AppError> {
  const r = await h.call(channel, input)
  if (r.ok) throw new Error(`${channel} was expected to fail`)
  return r.error
}
async function auditOf(action = 'cancel-order') {
  return (await h.value<{ entries: AuditEntryView[] }>('audit.list', { filter: { action } })).entries
}

describe('orders.cancel / orders.cancelGroup', () => {
  it('cancels one order with the open-orders ETag, audited as applied', async () => {
    await h.value('session.connect', { profileId: 'demo-trader' })
    const { order, etag } = await working()
    const r = await h.value<{ responses: Array<{ orderId: number }> }>('orders.cancel', {
      account: A,
      orderCode: order.clientOrderId,
      ifMatch: etag,
    })
    expect(r.responses.map((x) => x.orderId)).toEqual([order.orderId])
    expect((await openOrders()).data.some((o) => o.orderId === order.orderId)).toBe(false)
    const [entry] = await auditOf()
    expect(entry).toMatchObject({
      account: A,
      order: order.clientOrderId,
      etag,
      result: 'applied',
      user: 'trader@default',
    })
  })

  it('cancels a whole OCO group naming every member', async () => {
    await h.value('session.connect', { profileId: 'demo-trader' })
    const read = await openOrders()
    const first = read.data.find((o) => o.links?.some((l) => l.linkType === 'OCO'))!
    const members = read.data.filter(
      (o) => o.orderId === first.orderId || first.links?.some((l) => l.linkedOrder === String(o.orderId)),
    )
    expect(members.length).toBeGreaterThanOrEqual(2)
    const codes = members.map((o) => o.clientOrderId)
    const r = await h.value<{ responses: unknown[] }>('orders.cancelGroup', {
      account: A,
      orderCodes: codes,
      contingencyType: 'OCO',
      ifMatch: read.etag,
    })
    expect(r.responses).toHaveLength(codes.length)
    const after = (await openOrders()).data
    expect(after.some((o) => members.some((m) => m.orderId === o.orderId))).toBe(false)
    expect((await auditOf())[0]).toMatchObject({ order: codes.join(','), result: 'applied' })
  })

  it('412 after another user changed the account: nothing cancelled, audited, never resent', async () => {
    await h.value('session.connect', { profileId: 'demo-trader' })
    const { order, etag } = await working()
    h.sandbox().control.modify(A, order.clientOrderId, { quantity: Number(order.legs[0]!.quantity) + 1000 })
    const before = h.requests()
    const error = await failure('orders.cancel', { account: A, orderCode: order.clientOrderId, ifMatch: etag })
    expect(error.kind).toBe('precondition-failed')
    const deletes = h.requests() - before
    expect(deletes).toBe(1)
    expect((await openOrders()).data.find((o) => o.orderId === order.orderId)?.status).toBe('WORKING')
    expect((await auditOf())[0]).toMatchObject({ order: order.clientOrderId, result: 'precondition-failed' })
  })

  it('a connection reset after the server applied it: outcome unknown, audited so; the re-read shows it', async () => {
    await h.value('session.connect', { profileId: 'demo-trader' })
    const { order, etag } = await working()
    h.sandbox().control.addFault({
      method: 'DELETE',
      path: `/accounts/${A}/orders`,
      fault: 'reset',
      applyBeforeFault: true,
    })
    const error = await failure('orders.cancel', { account: A, orderCode: order.clientOrderId, ifMatch: etag })
    expect(error.kind).toBe('network')
    expect(error.outcomeUnknown).toBe(true)
    expect((await auditOf())[0]).toMatchObject({ result: 'network (outcome unknown)', reread: 'cancelled' })
    expect((await openOrders()).data.some((o) => o.orderId === order.orderId)).toBe(false)
  })

  it('support case mode: refused before the unlock (nothing sent), applied after it; each audited', async () => {
    await h.value('session.connect', { profileId: 'demo-support' })
    await openTestCase(h, [A])
    const { order, etag } = await working()
    const before = h.requests()
    const refused = await failure('orders.cancel', { account: A, orderCode: order.clientOrderId, ifMatch: etag })
    expect(refused.kind).toBe('validation')
    expect(refused.message).toMatch(/read-only/)
    expect(h.requests()).toBe(before)
    expect((await auditOf()).map((e) => e.result)).toEqual(['refused (read-only)'])
    await h.value('session.unlockEditing', { reason: 'Ticket 7: client asked to cancel', account: A })
    await h.value('orders.cancel', { account: A, orderCode: order.clientOrderId, ifMatch: etag })
    expect((await auditOf())[0]).toMatchObject({ user: 'support@default', result: 'applied', account: A })
    expect((await auditOf('unlock-editing'))[0]?.description).toBe('Ticket 7: client asked to cancel')
  })
})
