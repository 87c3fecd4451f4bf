// The sandbox's count of what its scenario controls changed (GET /sandbox/changes) and the control that places a
// working order: a soak run compares the client's activity with these counts, so they must follow the account's
// state, including what a fill does besides filling (a position opened, changed or closed).
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { controls, enc, login, startSandbox, type TestClient } from '@test-support/sandbox-http'
import { useTestSandbox } from '@test-support/sandbox'

interface Summary {
  orderId: number
  clientOrderId: string
  status: string
  filledQuantity: number
}
interface Changes {
  total: Record<string, number>
  byAccount: Record<string, Record<string, number>>
}

const A = 'default:1001'
const path = (p: string) => `/accounts/${enc(A)}${p}`

let control: TestClient
const sandbox = useTestSandbox(() => startSandbox({ tradingHours: false }), { resetEachTest: false })
beforeAll(() => {
  control = controls(sandbox)
})
beforeEach(async () => {
  await control.post('/reset')
})

const changes = async () => (await control.get<Changes>('/changes')).body

describe('GET /sandbox/changes', () => {
  it('counts nothing after a reset', async () => {
    expect(await changes()).toEqual({ total: {}, byAccount: {} })
  })

  it('counts a placed order, its partial and full fill and the position it opens, grows and closes', async () => {
    const trader = await login(sandbox, 'trader')
    const placed = await control.post<Summary>(path('/orders'), {
      instrument: 'EUR/USD',
      side: 'BUY',
      quantity: 3000,
      limitPrice: 1.01,
      positionEffect: 'OPEN',
      positionCode: 'desk-pos-1',
    })
    expect(placed.status).toBe(200)
    expect(placed.body.status).toBe('WORKING')
    const open = await trader.get<{ orders: { orderId: number }[] }>(path('/orders'))
    expect(open.body.orders.map((o) => o.orderId)).toContain(placed.body.orderId)

    await control.post(path(`/orders/${placed.body.clientOrderId}/fill`), { quantity: 1000 })
    await control.post(path(`/orders/${placed.body.clientOrderId}/fill`), {})
    const close = await control.post<Summary>(path('/orders'), {
      instrument: 'EUR/USD',
      side: 'SELL',
      quantity: 3000,
      limitPrice: 1.5,
      positionEffect: 'CLOSE',
      positionCode: 'desk-pos-1',
    })
    await control.post(path(`/orders/${close.body.clientOrderId}/fill`), {})

    const counted = await changes()
    expect(counted.total).toEqual({
      placed: 2,
      'partly-filled': 1,
      filled: 2,
      'position-opened': 1,
      'position-changed': 1,
      'position-closed': 1,
    })
    expect(counted.byAccount[A]).toEqual(counted.total)
  })

  it('counts modifies, cancels, transfers, account events and price moves by kind and account', async () => {
    const placed = await control.post<Summary>(path('/orders'), {
      clientOrderId: 'desk-counted',
      instrument: 'EUR/USD',
      side: 'BUY',
      quantity: 1000,
      limitPrice: 1.01,
    })
    expect(placed.body.clientOrderId).toBe('desk-counted')
    await control.post(path('/orders/desk-counted/modify'), { limitPrice: 1.02 })
    await control.post(path('/orders/desk-counted/cancel'))
    await control.post(path('/touch'))
    await control.post(`/accounts/${enc('default:1002')}/touch`)
    await control.post(path('/events'), { eventType: 'MARGIN_CALL', reason: 'one' })
    await control.post(path('/events'), { eventType: 'LIQUIDATION' })
    await control.post('/prices', { symbol: 'EUR/USD', price: 1.09 })

    const counted = await changes()
    expect(counted.total).toEqual({
      placed: 1,
      modified: 1,
      cancelled: 1,
      transfer: 2,
      'margin-call': 1,
      liquidation: 1,
      price: 1,
    })
    expect(counted.byAccount['default:1002']).toEqual({ transfer: 1 })
  })

  it('refuses a placement with a taken client order id or an unknown instrument', async () => {
    const body = { clientOrderId: 'desk-twice', instrument: 'EUR/USD', side: 'BUY', quantity: 1000, limitPrice: 1.01 }
    expect((await control.post(path('/orders'), body)).status).toBe(200)
    expect((await control.post(path('/orders'), body)).status).toBe(400)
    expect((await control.post(path('/orders'), { ...body, clientOrderId: 'x', instrument: 'NOPE' })).status).toBe(404)
    expect((await changes()).total).toEqual({ placed: 1 })
  })

  it('applies a batch of steps in order, each answered and counted as its own control', async () => {
    const B = 'default:1002'
    const batch = await control.post<{ results: { status: number; body: Summary & { accountVersion: number } }[] }>(
      '/batch',
      {
        steps: [
          {
            path: path('/orders'),
            body: {
              clientOrderId: 'desk-batched',
              instrument: 'EUR/USD',
              side: 'BUY',
              quantity: 2000,
              limitPrice: 1.01,
            },
          },
          { path: path('/orders/desk-batched/fill'), body: { quantity: 1000 } },
          { path: `/accounts/${enc(B)}/touch` },
          { path: `/accounts/${enc(B)}/events`, body: { eventType: 'MARGIN_CALL', reason: 'batched' } },
          { path: path('/orders/no-such-order/cancel') },
          { path: '/prices', body: { symbol: 'EUR/USD', price: 1.09 } },
        ],
      },
    )
    expect(batch.status).toBe(200)
    expect(batch.body.results.map((r) => r.status)).toEqual([200, 200, 200, 200, 404, 200])
    expect(batch.body.results[1]?.body).toMatchObject({ clientOrderId: 'desk-batched', filledQuantity: 1000 })

    const trader = await login(sandbox, 'trader')
    const open = await trader.get<{ orders: { clientOrderId: string; legs: { filledQuantity: number }[] }[] }>(
      path('/orders'),
    )
    expect(open.body.orders.find((o) => o.clientOrderId === 'desk-batched')?.legs[0]?.filledQuantity).toBe(1000)
    const counted = await changes()
    expect(counted.byAccount[A]).toEqual({ placed: 1, 'partly-filled': 1, 'position-opened': 1 })
    expect(counted.byAccount[B]).toEqual({ transfer: 1, 'margin-call': 1 })
    expect(counted.total.price).toBe(1)
  })

  it('refuses a batch that names something other than account and price controls', async () => {
    for (const steps of [[{ path: '/reset' }], [{ path: '/batch', body: { steps: [] } }], []]) {
      expect((await control.post('/batch', { steps })).status).toBe(400)
    }
    expect(await changes()).toEqual({ total: {}, byAccount: {} })
  })
})
