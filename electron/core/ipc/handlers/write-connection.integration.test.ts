// A write is checked, audited, sent and re-read on one connection: if another connection replaces it while the
// write waits (here: for its audit line), nothing is sent on the new one.
import { afterEach, describe, expect, it } from 'vitest'
import type { Order } from '@shared/api/records'
import type { AuditEntryInput } from '../../audit/audit-log'
import { openTestCase } from '@test-support/support-case'
import { createServicesHarness, type ServicesHarness } from '@test-support/services-harness'

const A = 'default:1001'

let harness: ServicesHarness | null = null
afterEach(async () => {
  await harness?.close()
  harness = null
})

/** Holds every audit append until released; `held` resolves when the first one is waiting. */
function holdAudit(h: ServicesHarness) {
  const audit = h.services.audit
  const append = audit.append.bind(audit)
  let release = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  let heldNow = () => {}
  const held = new Promise<void>((resolve) => (heldNow = resolve))
  audit.append = (input: AuditEntryInput) => {
    heldNow()
    return gate.then(() => append(input))
  }
  return { held, release }
}

async function setUp() {
  const h = (harness = await createServicesHarness())
  await h.value('session.connect', { profileId: 'demo-trader' })
  const open = await h.value<{ data: Order[]; etag: string }>('orders.open', { accounts: [A] })
  const order = open.data.find((o) => o.type === 'LIMIT' && !o.links?.length && o.legs[0]?.quantity)
  if (!order) throw new Error('no stand-alone LIMIT order')
  return { h, order, etag: open.etag }
}

describe('a write stays on the connection it was checked on', () => {
  it('modify: a connect to another profile while the write waits sends nothing on the new connection', async () => {
    const { h, order, etag } = await setUp()
    const { held, release } = holdAudit(h)
    const price = order.legs[0]?.price
    const pending = h.call('orders.modify', {
      account: A,
      request: {
        orderCode: order.clientOrderId,
        instrument: order.instrument,
        side: order.side,
        quantity: Number(order.legs[0]?.quantity),
        limitPrice: 1.01,
        tif: order.tif,
      },
      ifMatch: etag,
    })
    await held
    await h.value('session.connect', { profileId: 'demo-support' })
    const before = h.requests()
    release()
    expect(await pending).toMatchObject({ ok: false, error: { cause: 'connection-changed' } })
    expect(h.requests()).toBe(before)
    await openTestCase(h, [A])
    const after = await h.value<{ data: Order[] }>('orders.open', { accounts: [A] })
    expect(after.data.find((o) => o.orderId === order.orderId)?.legs[0]?.price).toBe(price)
    const lines = (await h.services.audit.entries()).filter((e) => e.action !== 'case-open')
    expect(lines.map((e) => [e.user, e.phase, e.result])).toEqual([
      ['trader@default', 'attempt', 'attempt'],
      ['trader@default', 'outcome', 'validation'],
    ])
  })

  it('cancel: the same', async () => {
    const { h, order, etag } = await setUp()
    const { held, release } = holdAudit(h)
    const pending = h.call('orders.cancel', { account: A, orderCode: order.clientOrderId, ifMatch: etag })
    await held
    await h.value('session.connect', { profileId: 'demo-support' })
    const before = h.requests()
    release()
    expect(await pending).toMatchObject({ ok: false, error: { cause: 'connection-changed' } })
    expect(h.requests()).toBe(before)
    await openTestCase(h, [A])
    const after = await h.value<{ data: Order[] }>('orders.open', { accounts: [A] })
    expect(after.data.some((o) => o.orderId === order.orderId)).toBe(true)
  })
})
