import { beforeEach, describe, expect, it } from 'vitest'
import { ENDPOINTS } from '@shared/api'
import { enc, expectError, type Json, login, startSandbox, type TestClient } from '@test-support/sandbox-http'
import { useTestSandbox } from '@test-support/sandbox'

interface Order {
  orderId: number
  orderCode: string
  clientOrderId: string
  status: string
  type: string
  links?: { linkType: string; linkedOrder: string }[]
  legs: { positionCode?: string; quantity?: number; positionEffect?: string }[]
}

let trader: TestClient
const A = `/accounts/${enc('default:1001')}`
const NET = `/accounts/${enc('default:1002')}`

const sandbox = useTestSandbox(startSandbox)
beforeEach(async () => {
  trader = await login(sandbox, 'trader')
})

const limit = (orderCode: string, extra: Json = {}): Json => ({
  orderCode,
  type: 'LIMIT',
  instrument: 'EUR/USD',
  side: 'BUY',
  quantity: 10_000,
  positionEffect: 'OPEN',
  limitPrice: 1.05,
  tif: 'GTC',
  ...extra,
})
const open = async (path = A) => (await trader.get<{ orders: Order[] }>(`${path}/orders`)).body.orders
const etagOf = async (path = A) => (await trader.get(`${path}/orders`)).headers.get('etag') ?? ''

describe('POST orders (place)', () => {
  it('places a LIMIT order: Order Response, no ETag, visible as WORKING with its client id', async () => {
    const before = await etagOf()
    const res = await trader.post<{ orderId: number; updateOrderId: number }>(`${A}/orders`, limit('my-order-1'))
    expect(res.status, res.text).toBe(200)
    expect(ENDPOINTS['orders.place'].response.safeParse(res.body).success).toBe(true)
    expect(res.headers.get('etag')).toBeNull()
    expect(res.body.updateOrderId).toBe(res.body.orderId)
    const order = (await open()).find((o) => o.orderId === res.body.orderId)
    expect(order).toMatchObject({ clientOrderId: 'my-order-1', status: 'WORKING' })
    expect(order?.legs[0]?.positionCode).toBe(String(res.body.orderId))
    expect(await etagOf()).toBe(`"${Number(before.slice(1, -1)) + 1}"`)
  })

  it('fills a MARKET order at once; a MARKET CLOSE without quantity closes the whole position', async () => {
    const res = await trader.post<{ orderId: number }>(
      `${A}/orders`,
      limit('mkt-1', { type: 'MARKET', limitPrice: undefined }),
    )
    expect(res.status, res.text).toBe(200)
    const history = await trader.get<{ orders: Order[] }>(`${A}/orders/history?with-order-id=${res.body.orderId}`)
    expect(history.body.orders[0]?.status).toBe('COMPLETED')
    const code = String(res.body.orderId)
    type P = { positions: { positionCode: string; quantity: number }[] }
    expect((await trader.get<P>(`${A}/positions`)).body.positions.find((p) => p.positionCode === code)?.quantity).toBe(
      10_000,
    )
    const close = await trader.post(`${A}/orders`, {
      orderCode: 'mkt-close-1',
      type: 'MARKET',
      instrument: 'EUR/USD',
      side: 'SELL',
      positionEffect: 'CLOSE',
      positionCode: code,
    })
    expect(close.status, close.text).toBe(200)
    expect((await trader.get<P>(`${A}/positions`)).body.positions.some((p) => p.positionCode === code)).toBe(false)
  })

  it('refuses a reused client order id (409 "100") and an invalid one (400 "101")', async () => {
    expect((await trader.post(`${A}/orders`, limit('dup-1'))).status).toBe(200)
    expectError(await trader.post(`${A}/orders`, limit('dup-1')), 409, '100', 'dup-1')
    const seeded = (await open())[0]?.clientOrderId ?? ''
    expectError(await trader.post(`${A}/orders`, limit(seeded)), 409, '100')
    expectError(await trader.post(`${A}/orders`, limit('has space')), 400, '101')
  })

  it('validates the request: 400 "33" for shape, 409 for instrument rules and positions', async () => {
    expectError(await trader.post(`${A}/orders`, limit('v-1', { limitPrice: undefined })), 400, '33', 'limitPrice')
    expectError(
      await trader.post(`${A}/orders`, limit('v-2', { positionEffect: undefined })),
      400,
      '33',
      'positionEffect',
    )
    expectError(await trader.post(`${A}/orders`, limit('v-3', { type: undefined })), 400, '33', 'type')
    expectError(await trader.post(`${A}/orders`, limit('v-4', { limitPrice: 1.050001 })), 409, '203', 'limitPrice')
    expectError(await trader.post(`${A}/orders`, limit('v-5', { quantity: 1500 })), 409, '203', 'quantity')
    const close = { ...limit('v-6'), positionEffect: 'CLOSE', positionCode: '1', quantity: undefined, side: 'SELL' }
    expectError(await trader.post(`${A}/orders`, close), 409, '206', 'positionCode')
    const stopLimit = limit('v-7', { type: 'STOP_LIMIT', stopPrice: 1.06 })
    expectError(await trader.post(`${A}/orders`, stopLimit), 409, '206', 'not executed by the sandbox')
  })

  it('places on a net-based account without positionEffect; refuses groups there', async () => {
    const single = await trader.post(`${NET}/orders`, limit('net-1', { positionEffect: undefined }))
    expect(single.status, single.text).toBe(200)
    const group = {
      contingencyType: 'OCO',
      orders: [limit('net-2'), limit('net-3', { type: 'STOP', limitPrice: undefined, stopPrice: 1.2 })],
    }
    expectError(await trader.post(`${NET}/orders`, group), 409, '205')
  })

  it('places OCO and IF-THEN groups', async () => {
    const oco = await trader.post<{ orderResponses: { orderId: number }[] }>(`${A}/orders`, {
      contingencyType: 'OCO',
      orders: [limit('oco-a'), limit('oco-b', { type: 'STOP', limitPrice: undefined, stopPrice: 1.2 })],
    })
    expect(oco.status, oco.text).toBe(200)
    const [a, b] = oco.body.orderResponses
    const orders = await open()
    expect(orders.find((o) => o.orderId === a?.orderId)?.links).toEqual([
      { linkType: 'OCO', linkedOrder: String(b?.orderId), linkedClientOrderId: 'oco-b' },
    ])
    const ifThen = await trader.post<{ orderResponses: { orderId: number }[] }>(`${A}/orders`, {
      contingencyType: 'IF-THEN',
      orders: [
        limit('if-1'),
        {
          orderCode: 'then-1',
          type: 'LIMIT',
          instrument: 'EUR/USD',
          side: 'SELL',
          positionEffect: 'CLOSE',
          limitPrice: 1.1,
          tif: 'GTC',
        },
      ],
    })
    expect(ifThen.status, ifThen.text).toBe(200)
    const child = (await open()).find((o) => o.clientOrderId === 'then-1')
    expect(child?.status).toBe('ACCEPTED')
    expect(child?.legs[0]?.positionCode).toBe(String(ifThen.body.orderResponses[0]?.orderId))
  })
})

describe('DELETE orders (cancel)', () => {
  it('needs If-Match (403 "99"), refuses a stale one (412), then cancels without an ETag', async () => {
    const order = (await open()).find((o) => !o.links && o.status === 'WORKING') as Order
    const path = `${A}/orders/${enc(order.clientOrderId)}`
    expectError(await trader.request('DELETE', path), 403, '99')
    expectError(await trader.request('DELETE', path, { headers: { 'if-match': '"1"' } }), 412, undefined)
    const res = await trader.request<{ orderId: number; updateOrderId: number }>('DELETE', path, {
      headers: { 'if-match': await etagOf() },
    })
    expect(res.status, res.text).toBe(200)
    expect(ENDPOINTS['orders.cancel'].response.safeParse(res.body).success).toBe(true)
    expect(res.headers.get('etag')).toBeNull()
    expect(res.body.updateOrderId).toBeGreaterThan(order.orderId)
    const history = await trader.get<{ orders: Order[] }>(`${A}/orders/history?with-order-id=${order.orderId}`)
    expect(history.body.orders[0]?.status).toBe('CANCELED')
    expectError(await trader.request('DELETE', path, { headers: { 'if-match': await etagOf() } }), 409, '202')
    expectError(
      await trader.request('DELETE', `${A}/orders/nope`, { headers: { 'if-match': await etagOf() } }),
      404,
      '2',
    )
  })

  it('cancels one THEN order of an IF-THEN group alone: the IF order and the other THEN order keep their group', async () => {
    const orders = await open()
    const parent = orders.find(
      (o) => o.links?.some((l) => l.linkType === 'PARENT') && (o.links?.length ?? 0) === 2,
    ) as Order
    const [tp, sl] = (parent.links ?? []).map((l) => orders.find((o) => o.orderCode === l.linkedOrder) as Order)
    const res = await trader.request('DELETE', `${A}/orders/${enc(sl?.clientOrderId ?? '')}`, {
      headers: { 'if-match': await etagOf() },
    })
    expect(res.status, res.text).toBe(200)
    const after = await open()
    expect(after.some((o) => o.orderId === sl?.orderId)).toBe(false)
    expect(after.find((o) => o.orderId === parent.orderId)?.links?.map((l) => l.linkedOrder)).toEqual([tp?.orderCode])
    expect(after.find((o) => o.orderId === tp?.orderId)?.links?.map((l) => l.linkedOrder)).toEqual([parent.orderCode])
  })

  it('cancels a group with order-codes (and checks contingency-type)', async () => {
    const orders = await open()
    const a = orders.find((o) => o.links?.[0]?.linkType === 'OCO') as Order
    const b = orders.find((o) => o.orderCode === a.links?.[0]?.linkedOrder) as Order
    const path = `${A}/orders/group?order-codes=${enc(a.clientOrderId)},${enc(b.clientOrderId)}`
    expectError(
      await trader.request('DELETE', `${path}&contingency-type=IF-THEN`, { headers: { 'if-match': await etagOf() } }),
      409,
      '205',
    )
    expectError(
      await trader.request('DELETE', `${A}/orders/group`, { headers: { 'if-match': await etagOf() } }),
      400,
      '32',
      'order-codes',
    )
    const res = await trader.request<{ orderResponses: { orderId: number }[] }>(
      'DELETE',
      `${path}&contingency-type=oco`,
      {
        headers: { 'if-match': await etagOf() },
      },
    )
    expect(res.status, res.text).toBe(200)
    expect(res.body.orderResponses.map((r) => r.orderId)).toEqual([a.orderId, b.orderId])
    const after = await open()
    expect(after.some((o) => o.orderId === a.orderId || o.orderId === b.orderId)).toBe(false)
  })
})
