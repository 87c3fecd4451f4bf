// orders/history answers come from a cache of serialised bodies: it must never serve an answer that the
// data behind it has outgrown (a fill, a touch, a reset, the clock moving a period filter).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ManualClock } from '../clock'
import { enc, login, startSandbox, TEST_NOW, type TestClient, type ClockedSandbox } from '@test-support/sandbox-http'

interface Order {
  orderCode: string
  clientOrderId: string
  status: string
  version: number
  legs: { filledQuantity: number }[]
}
type History = { orders: Order[]; nextPageTransactionTime?: string }

let sandbox: ClockedSandbox
let trader: TestClient
let clock: ManualClock
const H = `/accounts/${enc('default:1001')}/orders/history`

beforeAll(async () => {
  clock = new ManualClock(TEST_NOW)
  sandbox = await startSandbox({ clock })
  trader = await login(sandbox, 'trader')
})
afterAll(() => sandbox.close())

describe('cached orders/history answers', () => {
  it('answers a repeated query with the same bytes, as JSON', async () => {
    const a = await trader.get<History>(`${H}?page=1&page-size=50`)
    const b = await trader.get<History>(`${H}?page=1&page-size=50`)
    expect(a.status).toBe(200)
    expect(b.text).toBe(a.text)
    expect(b.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(a.body.orders).toHaveLength(50)
    // Equal filters in another order or spelling share nothing they should not: same answer either way.
    const c = await trader.get<History>(`${H}?in-status=COMPLETED,CANCELED&page-size=20`)
    const d = await trader.get<History>(`${H}?page-size=20&in-status=CANCELED,COMPLETED`)
    expect(d.text).toBe(c.text)
    expect(c.body.orders.every((o) => o.status === 'COMPLETED' || o.status === 'CANCELED')).toBe(true)
  })

  it('shows a fill made after the answer was cached', async () => {
    const working = (await trader.get<History>(`${H}?in-status=WORKING&page-size=1000`)).body.orders
    const order = working[0]
    if (!order) throw new Error('the seed has no working order')
    const before = await trader.get<History>(`${H}?page-size=1000`)
    sandbox.control.fill('default:1001', order.clientOrderId)
    const after = await trader.get<History>(`${H}?page-size=1000`)
    expect(after.text).not.toBe(before.text)
    const filled = after.body.orders.find((o) => o.orderCode === order.orderCode)
    expect(filled?.status).toBe('COMPLETED')
    expect(filled?.version).toBeGreaterThan(order.version)
  })

  it('changes with the account version even when no order changed (touch)', async () => {
    const before = await trader.get<History>(`${H}?page-size=5`)
    sandbox.control.touch('default:1001')
    const after = await trader.get<History>(`${H}?page-size=5`)
    expect(after.body).toEqual(before.body)
  })

  it('answers from the seed again after a reset', async () => {
    sandbox.control.reset()
    const seeded = await trader.get<History>(`${H}?page-size=1000`)
    const working = seeded.body.orders.filter((o) => o.status === 'WORKING')
    expect(working.length).toBeGreaterThan(0)
    const fresh = await startSandbox({ clock: new ManualClock(clock.now()) })
    try {
      const other = await login(fresh, 'trader')
      expect((await other.get<History>(`${H}?page-size=1000`)).text).toBe(seeded.text)
    } finally {
      await fresh.close()
    }
  })

  it('resolves period filters against the clock, not against the cached answer', async () => {
    const today = await trader.get<History>(`${H}?period=today&page-size=1000`)
    clock.advance(3 * 86_400_000)
    // Three idle days end the session too.
    trader = await login(sandbox, 'trader')
    const later = await trader.get<History>(`${H}?period=today&page-size=1000`)
    expect(later.status, later.text).toBe(200)
    expect(today.status, today.text).toBe(200)
    expect(today.body.orders.length).toBeGreaterThan(0)
    expect(later.body.orders).toHaveLength(0)
  })

  it('checks who is asking before any cached answer is served', async () => {
    await trader.get(`${H}?page-size=7`)
    const stranger = await login(sandbox, 'trader2')
    const res = await stranger.get(`${H}?page-size=7`)
    expect(res.status).toBe(404)
  })
})
