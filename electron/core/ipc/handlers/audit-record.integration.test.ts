// What the audit line of a modify records, against the real sandbox: every field the request changes (not
// only the dialog's five), the body's account only when it is the path's, and the page's warnings marked as
// the page's.
import { afterEach, describe, expect, it } from 'vitest'
import type { Order } from '@shared/api/records'
import { createServicesHarness, type ServicesHarness } from '@test-support/services-harness'

const A = 'default:1001'

let harness: ServicesHarness | null = null
afterEach(async () => {
  await harness?.close()
  harness = null
})

async function setUp() {
  const h = (harness = await createServicesHarness())
  await h.value('session.connect', { profileId: 'demo-trader' })
  const open = await h.value<{ data: Order[]; etag: string }>('orders.open', { accounts: [A] })
  const order = open.data.find((o) => o.type === 'LIMIT' && !o.links?.length && o.legs[0]?.quantity)
  if (!order) throw new Error('no stand-alone LIMIT order')
  const request = {
    orderCode: order.clientOrderId,
    instrument: order.instrument,
    side: order.side,
    quantity: Number(order.legs[0]?.quantity),
    limitPrice: Number(order.legs[0]?.price),
    tif: order.tif,
  }
  return { h, order, request, etag: open.etag }
}

describe('the audit line of a modify', () => {
  it('records a changed margin rate, which the server applies', async () => {
    const { h, order, request, etag } = await setUp()
    await h.value('orders.modify', { account: A, request: { ...request, marginRate: '0.5' }, ifMatch: etag })
    const after = await h.value<{ data: Order[] }>('orders.open', { accounts: [A] })
    const now = after.data.find((o) => o.orderId === order.orderId)
    expect(now?.marginRate).toBe('0.5')
    const [attempt] = await h.services.audit.entries()
    expect(attempt?.changes).toEqual([{ field: 'marginRate', from: order.marginRate ?? null, to: '0.5' }])
  })

  it('refuses a body naming another account than the path, before any line or request', async () => {
    const { h, request, etag } = await setUp()
    const before = h.requests()
    const result = await h.call('orders.modify', {
      account: A,
      request: { ...request, account: 'default:1002' },
      ifMatch: etag,
    })
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'validation', reason: 'other-account-in-body', parameter: 'request.account' },
    })
    expect(h.requests()).toBe(before)
    expect(await h.services.audit.entries()).toEqual([])
  })

  it('keeps the page’s warnings as the page’s, cleaned', async () => {
    const { h, request, etag } = await setUp()
    await h.value('orders.modify', {
      account: A,
      request,
      ifMatch: etag,
      audit: { attempt: 'send-anyway', warnings: ['anything\u202e the page says'] },
    })
    const [attempt] = await h.services.audit.entries()
    expect(attempt).toMatchObject({ warnings: ['anything the page says'], warningsBy: 'page' })
  })
})
