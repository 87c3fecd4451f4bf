import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { controls, enc, expectError, login, startSandbox, type TestClient } from '@test-support/sandbox-http'
import { useTestSandbox } from '@test-support/sandbox'

interface Order {
  orderId: number
  orderCode: string
  clientOrderId: string
  type: string
  status: string
  side: string
  instrument: string
  legs: {
    price: number
    quantity?: number
    filledQuantity: number
    remainingQuantity: number
    positionCode?: string
    positionEffect?: string
  }[]
  links?: { linkType: string; linkedOrder: string }[]
  executions: { executionCode: string; lastQuantity: number; lastPrice?: number; status: string }[]
  cashTransactions: { type: string; tradeCode?: string; value: number }[]
}
interface Position {
  positionCode: string
  quantity: number
  side: string
  symbol: string
}

let trader: TestClient
let control: TestClient
const A = `/accounts/${enc('default:1001')}`
const C = `/accounts/${enc('default:1001')}/orders`

const sandbox = useTestSandbox(startSandbox, { resetEachTest: false })
beforeAll(() => {
  control = controls(sandbox)
})
beforeEach(async () => {
  await control.post('/reset')
  await control.request('DELETE', '/faults')
  trader = await login(sandbox, 'trader')
})

const openOrders = async () => (await trader.get<{ orders: Order[] }>(`${A}/orders`)).body.orders
const positions = async () => (await trader.get<{ positions: Position[] }>(`${A}/positions`)).body.positions
const version = async () => Number(((await trader.get(`${A}/positions`)).headers.get('etag') ?? '"0"').slice(1, -1))
const balance = async () =>
  (await trader.get<{ metrics: { balance: number }[] }>(`${A}/metrics`)).body.metrics[0]?.balance ?? 0

describe('scenario controls', () => {
  it('GET /sandbox/health reports the accounts and their versions', async () => {
    const res = await control.get<{ status: string; accounts: { account: string; version: number }[] }>('/health')
    expect(res.status).toBe(200)
    expect(res.body.status).toBe('ok')
    expect(res.body.accounts.map((a) => a.account)).toEqual(['default:1001', 'default:1002', 'default:2001'])
  })

  it('fills a working order: execution, position, commission, balance, version', async () => {
    const order = (await openOrders()).find(
      (o) => o.type === 'LIMIT' && !o.links && o.legs[0]?.positionEffect === 'OPEN' && o.legs[0]?.filledQuantity === 0,
    ) as Order
    const v0 = await version()
    const b0 = await balance()
    const res = await control.post<{ status: string; accountVersion: number }>(`${C}/${enc(order.clientOrderId)}/fill`)
    expect(res.status, res.text).toBe(200)
    expect(res.body.status).toBe('COMPLETED')
    expect(await version()).toBe(v0 + 1)
    const filled = (await trader.get<{ orders: Order[] }>(`${A}/orders/history?with-order-id=${order.orderId}`)).body
      .orders[0] as Order
    const fill = filled.executions.at(-1)
    expect(fill).toMatchObject({
      status: 'COMPLETED',
      lastQuantity: order.side === 'BUY' ? order.legs[0]?.quantity : -(order.legs[0]?.quantity ?? 0),
      lastPrice: order.legs[0]?.price,
    })
    const commission = filled.cashTransactions.find((c) => c.type === 'COMMISSION')
    expect(commission?.tradeCode).toBe(fill?.executionCode)
    const position = (await positions()).find((p) => p.positionCode === String(order.orderId))
    expect(position).toMatchObject({ symbol: order.instrument, side: order.side, quantity: order.legs[0]?.quantity })
    expect(await balance()).toBeCloseTo(b0 + (commission?.value ?? 0), 2)
    expect((await openOrders()).some((o) => o.orderId === order.orderId)).toBe(false)
  })

  it('partially fills an order', async () => {
    const order = (await openOrders()).find(
      (o) => o.type === 'LIMIT' && !o.links && o.legs[0]?.filledQuantity === 0 && (o.legs[0]?.quantity ?? 0) >= 2000,
    ) as Order
    const res = await control.post<{ status: string; filledQuantity: number; remainingQuantity: number }>(
      `${C}/${enc(order.clientOrderId)}/fill`,
      { quantity: 1000 },
    )
    expect(res.body).toMatchObject({
      status: 'WORKING',
      filledQuantity: 1000,
      remainingQuantity: (order.legs[0]?.quantity ?? 0) - 1000,
    })
    const after = (await openOrders()).find((o) => o.orderId === order.orderId)
    expect(after?.legs[0]).toMatchObject({
      filledQuantity: 1000,
      remainingQuantity: (order.legs[0]?.quantity ?? 0) - 1000,
    })
    expectError(
      await control.post(`${C}/${enc(order.clientOrderId)}/fill`, { quantity: 10_000_000 }),
      409,
      '206',
      'quantity',
    )
  })

  it('cancels the OCO sibling when one order of the pair fills', async () => {
    const orders = await openOrders()
    const a = orders.find((o) => o.links?.[0]?.linkType === 'OCO') as Order
    const b = orders.find((o) => o.orderCode === a.links?.[0]?.linkedOrder) as Order
    await control.post(`${C}/${enc(a.clientOrderId)}/fill`)
    const history = await trader.get<{ orders: Order[] }>(`${A}/orders/history?with-order-id=${a.orderId},${b.orderId}`)
    expect(new Map(history.body.orders.map((o) => [o.orderId, o.status]))).toEqual(
      new Map([
        [a.orderId, 'COMPLETED'],
        [b.orderId, 'CANCELED'],
      ]),
    )
  })

  it('activates IF-THEN children when the IF order fills; a filled child closes the position', async () => {
    const orders = await openOrders()
    const parent = orders.find((o) => o.links?.some((l) => l.linkType === 'PARENT') && o.links.length === 2) as Order
    const childCodes = (parent.links ?? []).map((l) => l.linkedOrder)
    await control.post(`${C}/${enc(parent.clientOrderId)}/fill`)
    const after = await openOrders()
    const children = after.filter((o) => childCodes.includes(o.orderCode))
    expect(children.map((c) => c.status)).toEqual(['WORKING', 'WORKING'])
    expect(children.every((c) => c.legs[0]?.positionCode === parent.legs[0]?.positionCode)).toBe(true)
    expect(children.every((c) => c.legs[0]?.remainingQuantity === parent.legs[0]?.quantity)).toBe(true)
    const position = (await positions()).find((p) => p.positionCode === parent.legs[0]?.positionCode)
    expect(position?.quantity).toBe(parent.legs[0]?.quantity)

    const [takeProfit, stopLoss] = children as [Order, Order]
    await control.post(`${C}/${enc(takeProfit.clientOrderId)}/fill`)
    expect((await positions()).some((p) => p.positionCode === parent.legs[0]?.positionCode)).toBe(false)
    const history = await trader.get<{ orders: Order[] }>(
      `${A}/orders/history?with-order-id=${takeProfit.orderId},${stopLoss.orderId}`,
    )
    const tp = history.body.orders.find((o) => o.orderId === takeProfit.orderId)
    expect(tp?.status).toBe('COMPLETED')
    expect(tp?.cashTransactions.map((c) => c.type)).toContain('SETTLEMENT')
    expect(history.body.orders.find((o) => o.orderId === stopLoss.orderId)?.status).toBe('CANCELED')
  })

  it('refuses to fill a THEN order that is not active yet', async () => {
    const child = (await openOrders()).find((o) => o.status === 'ACCEPTED') as Order
    expectError(await control.post(`${C}/${enc(child.clientOrderId)}/fill`), 409, '206', 'not working')
  })

  it('cancels an order; a final order cannot be cancelled again', async () => {
    const order = (await openOrders()).find((o) => !o.links && o.status === 'WORKING') as Order
    const res = await control.post<{ status: string }>(`${C}/${enc(order.orderCode)}/cancel`)
    expect(res.body.status).toBe('CANCELED')
    expectError(await control.post(`${C}/${enc(order.orderCode)}/cancel`), 409, '202')
  })

  it('touch bumps the version with a tiny FINANCING transfer, leaving orders alone', async () => {
    const before = await trader.get<{ orders: Order[] }>(`${A}/orders`)
    const res = await control.post<{ accountVersion: number }>(`${A}/touch`)
    const after = await trader.get<{ orders: Order[] }>(`${A}/orders`)
    expect(after.body.orders).toEqual(before.body.orders)
    expect(after.headers.get('etag')).toBe(`"${res.body.accountVersion}"`)
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'))
    const latest = (
      await trader.get<{ cashTransfers: { cashTransactions: { type: string; value: number }[] }[] }>(
        `${A}/transfers?limit=1`,
      )
    ).body.cashTransfers[0]
    expect(latest?.cashTransactions[0]).toMatchObject({ type: 'FINANCING', value: -0.01 })
  })

  it('books a deposit or withdrawal now, listed among the transfers, and moves the balance by it', async () => {
    const before = await balance()
    const res = await control.post<{ transferCode: string; accountVersion: number }>(`${A}/transfers`, {
      type: 'WITHDRAWAL',
      value: 450,
    })
    expect(res.status).toBe(200)
    const latest = (
      await trader.get<{
        cashTransfers: { transferCode: string; comment?: string; cashTransactions: { type: string; value: number }[] }[]
      }>(`${A}/transfers?limit=1`)
    ).body.cashTransfers[0]
    expect(latest?.transferCode).toBe(res.body.transferCode)
    expect(latest?.cashTransactions[0]).toMatchObject({ type: 'WITHDRAWAL', value: -450 })
    expect(await balance()).toBeCloseTo(before - 450, 2)
    expectError(await control.post(`${A}/transfers`, { type: 'FEE', value: 1 }), 400, '33', /DEPOSIT/)
  })

  it('moves prices and validates control bodies', async () => {
    const res = await control.post<{ symbol: string; bid: number; ask: number }>('/prices', {
      symbol: 'USD/JPY',
      price: 155.5,
    })
    expect(res.body.symbol).toBe('USD/JPY')
    expect(res.body.bid).toBeLessThan(res.body.ask)
    expectError(await control.post('/prices', { symbol: 'NOPE', price: 1 }), 404, '2')
    expectError(await control.post('/prices', { symbol: 'USD/JPY', price: -1 }), 400, '33', 'price')
    expectError(await control.post(`${C}/nope/fill`), 404, '2')
  })

  it('reset goes back to the seed', async () => {
    const initial = await control.get<{ accounts: unknown[] }>('/health')
    const order = (await openOrders())[0] as Order
    await control.post(`${C}/${enc(order.clientOrderId)}/cancel`)
    await control.post('/reset')
    expect((await control.get<{ accounts: unknown[] }>('/health')).body.accounts).toEqual(initial.body.accounts)
    expect((await openOrders()).some((o) => o.orderId === order.orderId)).toBe(true)
  })
})

describe('fault injection', () => {
  const addFault = (spec: Record<string, unknown>) => control.post<{ id: string }>('/faults', spec)

  it('delay holds the request, then answers normally', async () => {
    await addFault({ path: '/accounts/default:1001/positions', fault: 'delay', delayMs: 300 })
    const started = Date.now()
    const res = await trader.get(`${A}/positions`)
    expect(res.status).toBe(200)
    expect(Date.now() - started).toBeGreaterThanOrEqual(280)
  })

  it('status-500 and status-429 (with Retry-After) answer with an error body; times counts down', async () => {
    await addFault({ method: 'GET', path: '/accounts/default:1001/metrics', fault: 'status-500', times: 2 })
    expectError(await trader.get(`${A}/metrics`), 500, undefined, 'injected')
    expectError(await trader.get(`${A}/metrics`), 500, undefined)
    expect((await trader.get(`${A}/metrics`)).status).toBe(200)
    await addFault({ path: '/accounts/default:1001', fault: 'status-429', retryAfterSeconds: 7 })
    const limited = await trader.get(`${A}/events`)
    expectError(limited, 429, undefined)
    expect(limited.headers.get('retry-after')).toBe('7')
  })

  it('malformed-json sends a truncated JSON body with status 200', async () => {
    await addFault({ path: '/accounts/default:1001/orders', fault: 'malformed-json' })
    const res = await trader.get(`${A}/orders`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(() => JSON.parse(res.text)).toThrow()
  })

  it('malformed-records breaks every third record of a list, also of an order-history page', async () => {
    const history = `${A}/orders/history?page-size=6`
    const intact = (await trader.get<{ orders: Order[] }>(history)).body.orders
    await addFault({ path: '/accounts/default:1001/orders/history', fault: 'malformed-records' })
    const res = await trader.get<{ orders: Array<{ account: unknown; orderCode: string }> }>(history)
    expect(res.status).toBe(200)
    expect(res.body.orders.map((o) => o.orderCode)).toEqual(intact.map((o) => o.orderCode))
    expect(res.body.orders.map((o) => typeof o.account)).toEqual([
      'string',
      'object',
      'string',
      'string',
      'object',
      'string',
    ])
    expect((await trader.get(history)).text).toContain('"account":"default:1001"')
  })

  it("malformed-records with an account breaks only that account's records of a list over several accounts", async () => {
    const both = `/accounts/orders?accounts=${enc('default:1001,default:1002')}`
    const intact = (await trader.get<{ orders: Array<Order & { account: string }> }>(both)).body.orders
    await addFault({ path: '/accounts/orders', fault: 'malformed-records', account: 'default:1001' })
    const res = await trader.get<{ orders: Array<Record<string, unknown>> }>(both)
    const broken = (o: Record<string, unknown>) => Object.values(o).some((v) => JSON.stringify(v) === '{"broken":true}')
    const ofAccount = (account: string) => res.body.orders.filter((o) => o.account === account)
    // Every record still names its account; of default:1001's, every third from the second on is broken.
    expect(res.body.orders.map((o) => o.account)).toEqual(intact.map((o) => o.account))
    expect(ofAccount('default:1001').map(broken)).toEqual(
      intact.filter((o) => o.account === 'default:1001').map((_, i) => i % 3 === 1),
    )
    expect(ofAccount('default:1002').some(broken)).toBe(false)
  })

  it('reset destroys the connection; by default the PUT is not applied', async () => {
    const { body, headers } = await trader.get<{ orders: Order[] }>(`${A}/orders`)
    const order = body.orders.find(
      (o) => o.type === 'LIMIT' && !o.links && o.legs[0]?.positionEffect === 'OPEN',
    ) as Order
    const request = {
      orderCode: order.clientOrderId,
      type: 'LIMIT',
      instrument: order.instrument,
      side: order.side,
      quantity: order.legs[0]?.quantity,
      positionEffect: 'OPEN',
      limitPrice: order.legs[0]?.price,
    }
    await addFault({ method: 'PUT', path: '/accounts/default:1001/orders', fault: 'reset' })
    await expect(trader.put(`${A}/orders`, request, { 'if-match': headers.get('etag') ?? '' })).rejects.toThrow()
    expect((await trader.get(`${A}/orders`)).headers.get('etag')).toBe(headers.get('etag'))

    await addFault({ method: 'PUT', path: '/accounts/default%3A1001/orders', fault: 'reset', applyBeforeFault: true })
    await expect(trader.put(`${A}/orders`, request, { 'if-match': headers.get('etag') ?? '' })).rejects.toThrow()
    // Unknown outcome on the client side; it was applied.
    const after = await trader.get<{ orders: Order[] }>(`${A}/orders`)
    expect(after.headers.get('etag')).not.toBe(headers.get('etag'))
    expect(after.body.orders.find((o) => o.orderId === order.orderId)?.executions.length).toBe(
      order.executions.length + 1,
    )
  })

  it('status-500 with applyBeforeFault: the write happens, the answer is an error', async () => {
    const { body, headers } = await trader.get<{ orders: Order[] }>(`${A}/orders`)
    const order = body.orders.find(
      (o) => o.type === 'STOP' && !o.links && o.legs[0]?.positionEffect === 'OPEN',
    ) as Order
    await addFault({
      method: 'PUT',
      path: '/accounts/default:1001/orders',
      fault: 'status-500',
      applyBeforeFault: true,
    })
    const res = await trader.put(
      `${A}/orders`,
      {
        orderCode: order.clientOrderId,
        type: 'STOP',
        instrument: order.instrument,
        side: order.side,
        quantity: order.legs[0]?.quantity,
        positionEffect: 'OPEN',
        stopPrice: order.legs[0]?.price,
      },
      { 'if-match': headers.get('etag') ?? '' },
    )
    expectError(res, 500, undefined)
    expect(res.headers.get('etag')).toBeNull()
    expect((await trader.get(`${A}/orders`)).headers.get('etag')).not.toBe(headers.get('etag'))
  })

  it('expire-session ends the caller session: that request is 401', async () => {
    await addFault({ path: '/accounts', fault: 'expire-session' })
    expectError(await trader.get(`${A}/positions`), 401, undefined)
    expectError(await trader.get(`${A}/positions`), 401, undefined)
  })

  it('lists, removes and clears rules; refuses malformed rules', async () => {
    const { body } = await addFault({ path: '/users', fault: 'status-500', times: 5 })
    expect((await control.get<{ faults: { id: string }[] }>('/faults')).body.faults.map((f) => f.id)).toEqual([body.id])
    expect((await control.request('DELETE', `/faults/${body.id}`)).status).toBe(200)
    expect((await trader.get('/users')).status).toBe(200)
    await addFault({ path: '/users', fault: 'status-500' })
    await control.request('DELETE', '/faults')
    expect((await trader.get('/users')).status).toBe(200)
    expectError(await addFault({ path: '/users', fault: 'explode' }), 400, '33', 'fault')
    expectError(await addFault({ path: 'users', fault: 'delay' }), 400, '33', 'path')
  })
})

describe('controls off', () => {
  it('removes /sandbox/ entirely', async () => {
    const quiet = await startSandbox({ controls: false })
    try {
      const res = await controls(quiet).get('/health')
      expect(res.status).toBe(404)
      expect((await controls(quiet).post('/reset')).status).toBe(404)
    } finally {
      await quiet.close()
    }
  })
})

describe('--market', () => {
  it('moves prices and fills working orders whose price is crossed', async () => {
    const { Random } = await import('../random')
    const { marketTick } = await import('../market')
    const { buildSandbox } = await import('../sandbox')
    const { ManualClock } = await import('../clock')
    const { runtime } = buildSandbox({ clock: new ManualClock(Date.parse('2026-03-18T12:00:00Z')) })
    const before = runtime.world.prices.mid('EUR/USD')
    const completed = () =>
      [...runtime.world.accounts.values()].flatMap((a) => a.orders).filter((o) => o.status === 'COMPLETED').length
    const initial = completed()
    const rng = new Random(1)
    let fills = 0
    for (let i = 0; i < 400 && fills === 0; i++) fills += marketTick(runtime, rng, { tickMs: 1, volatility: 0.002 })
    expect(runtime.world.prices.mid('EUR/USD')).not.toBe(before)
    expect(fills).toBeGreaterThan(0)
    expect(completed()).toBe(initial + fills)
  })
})
