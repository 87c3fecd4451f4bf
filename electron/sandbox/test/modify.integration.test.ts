import { beforeEach, describe, expect, it } from 'vitest'
import { enc, expectError, type Json, login, type Res, startSandbox, type TestClient } from '@test-support/sandbox-http'
import { useTestSandbox } from '@test-support/sandbox'

interface Leg {
  price: number
  quantity?: number
  positionEffect?: string
  positionCode?: string
  filledQuantity: number
}
interface Order {
  account: string
  orderId: number
  orderCode: string
  clientOrderId: string
  actionCode: string
  version: number
  type: string
  instrument: string
  side: string
  status: string
  tif: string
  expireDate?: string
  legs: Leg[]
  links?: { linkType: string; linkedOrder: string }[]
  executions: { updateOrderId: number; actionCode: string; status: string; lastQuantity: number; version: number }[]
}
type Orders = { orders: Order[] }

let trader: TestClient
const A = `/accounts/${enc('default:1001')}`

const sandbox = useTestSandbox(startSandbox)
beforeEach(async () => {
  trader = await login(sandbox, 'trader')
})

async function openOrders(client = trader, account = A): Promise<{ orders: Order[]; etag: string }> {
  const res = await client.get<Orders>(`${account}/orders`)
  return { orders: res.body.orders, etag: res.headers.get('etag') ?? '' }
}

/** The whole Single Order Request rebuilt from an Order record, as an order dialog does. */
function requestFrom(order: Order, changes: Json = {}): Json {
  const leg = order.legs[0] as Leg
  const body: Json = {
    orderCode: order.clientOrderId,
    type: order.type,
    instrument: order.instrument,
    side: order.side,
    tif: order.tif,
  }
  if (leg.quantity !== undefined) body.quantity = leg.quantity
  if (leg.positionEffect !== undefined) body.positionEffect = leg.positionEffect
  if (leg.positionCode !== undefined) body.positionCode = leg.positionCode
  if (order.type === 'LIMIT') body.limitPrice = leg.price
  if (order.type === 'STOP') body.stopPrice = leg.price
  if (order.expireDate !== undefined) body.expireDate = order.expireDate
  return { ...body, ...changes }
}

const standalone = (orders: Order[], type: string) => {
  const found = orders.find(
    (o) =>
      o.type === type &&
      o.status === 'WORKING' &&
      !o.links &&
      o.legs[0]?.filledQuantity === 0 &&
      o.legs[0]?.positionEffect === 'OPEN',
  )
  if (!found) throw new Error(`no stand-alone ${type} order`)
  return found
}

const put = (etag: string | undefined, body: unknown, client = trader, account = A): Promise<Res> =>
  client.put(`${account}/orders`, body, etag === undefined ? {} : { 'if-match': etag })

describe('PUT orders: success', () => {
  it('replaces a LIMIT order: new updateOrderId and action code, version +1, new ETag, visible everywhere', async () => {
    const { orders, etag } = await openOrders()
    const order = standalone(orders, 'LIMIT')
    const newPrice = Number(((order.legs[0]?.price ?? 1) - 0.0005).toFixed(5))
    const res = await put(etag, requestFrom(order, { limitPrice: newPrice }))
    expect(res.status, res.text).toBe(200)
    const body = res.body as { orderId: number; updateOrderId: number }
    expect(body.orderId).toBe(order.orderId)
    expect(body.updateOrderId).toBeGreaterThan(order.orderId)
    const version = Number(etag.slice(1, -1)) + 1
    expect(res.headers.get('etag')).toBe(`"${version}"`)

    const after = await openOrders()
    expect(after.etag).toBe(`"${version}"`)
    const updated = after.orders.find((o) => o.orderId === order.orderId)
    expect(updated?.legs[0]?.price).toBe(newPrice)
    expect(updated?.actionCode).not.toBe(order.actionCode)
    expect(updated?.version).toBe(version)
    const last = updated?.executions.at(-1)
    expect(last).toMatchObject({ updateOrderId: body.updateOrderId, status: 'WORKING', lastQuantity: 0, version })

    const history = await trader.get<Orders>(`${A}/orders/history?with-order-id=${order.orderId}`)
    expect(history.body.orders[0]?.legs[0]?.price).toBe(newPrice)
    expect(history.body.orders[0]?.executions).toHaveLength(order.executions.length + 1)
  })

  it('finds the order by its current action code too, and accepts numbers sent as text', async () => {
    const { orders, etag } = await openOrders()
    const order = standalone(orders, 'STOP')
    const res = await put(
      etag,
      requestFrom(order, {
        orderCode: order.actionCode,
        quantity: String(order.legs[0]?.quantity),
        stopPrice: String(order.legs[0]?.price),
      }),
    )
    expect(res.status, res.text).toBe(200)
    // The old action code is gone once the order has a new version.
    const again = await openOrders()
    expectError(await put(again.etag, requestFrom(order, { orderCode: order.actionCode })), 404, '2')
  })

  it('lets support modify a trader order (delegated); trader2 gets 404 "2"', async () => {
    const support = await login(sandbox, 'support')
    const { orders, etag } = await openOrders(support)
    const order = standalone(orders, 'LIMIT')
    expect((await put(etag, requestFrom(order), support)).status).toBe(200)
    const trader2 = await login(sandbox, 'trader2')
    expectError(await put(`"${Number(etag.slice(1, -1)) + 1}"`, requestFrom(order), trader2), 404, '2')
  })

  it('modifies a position-attached closing order without a quantity', async () => {
    const { orders, etag } = await openOrders()
    const attached = orders.find((o) => o.legs[0]?.positionEffect === 'CLOSE' && o.status === 'WORKING' && !o.links)
    expect(attached?.legs[0]?.quantity).toBeUndefined()
    const res = await put(etag, requestFrom(attached as Order))
    expect(res.status, res.text).toBe(200)
  })
})

describe('PUT orders: conditional request', () => {
  it('requires If-Match: 403 "99"', async () => {
    const { orders } = await openOrders()
    expectError(await put(undefined, requestFrom(standalone(orders, 'LIMIT'))), 403, '99', 'If-Match')
  })

  it('refuses a stale ETag with 412 and a description; nothing changes', async () => {
    const { orders, etag } = await openOrders()
    const order = standalone(orders, 'LIMIT')
    sandbox.control.touch('default:1001')
    const res = await put(etag, requestFrom(order, { limitPrice: 1.01 }))
    expectError(res, 412, undefined)
    const after = await openOrders()
    expect(after.orders.find((o) => o.orderId === order.orderId)?.legs[0]?.price).toBe(order.legs[0]?.price)
  })

  it('412 after another user changed the order (scenario control), then succeeds after a re-read', async () => {
    const { orders, etag } = await openOrders()
    const order = standalone(orders, 'LIMIT')
    sandbox.control.modify('default:1001', order.clientOrderId, { quantity: (order.legs[0]?.quantity ?? 0) + 1000 })
    expectError(await put(etag, requestFrom(order)), 412, undefined)
    const fresh = await openOrders()
    const current = fresh.orders.find((o) => o.orderId === order.orderId) as Order
    expect(current.legs[0]?.quantity).toBe((order.legs[0]?.quantity ?? 0) + 1000)
    expect((await put(fresh.etag, requestFrom(current))).status).toBe(200)
  })

  it('does not accept If-Match: *', async () => {
    const { orders } = await openOrders()
    expectError(await put('*', requestFrom(standalone(orders, 'LIMIT'))), 412, undefined)
  })
})

describe('PUT orders: 404, 409 and 400', () => {
  it('unknown order → 404 "2"', async () => {
    const { orders, etag } = await openOrders()
    expectError(await put(etag, requestFrom(standalone(orders, 'LIMIT'), { orderCode: 'no-such-order' })), 404, '2')
  })

  it.each([
    ['type', { type: 'STOP', stopPrice: 1.2, limitPrice: undefined }],
    ['instrument', { instrument: 'GBP/USD' }],
    ['side', { side: 'SELL' }],
    ['orderId', { orderId: 1 }],
    // A closing LIMIT order takes the position's size, so the otherwise well-formed request has no quantity.
    ['positionEffect', { positionEffect: 'CLOSE', quantity: undefined }],
  ])('changing %s → 409 naming the field', async (field, changes) => {
    const { orders, etag } = await openOrders()
    const order = orders.find(
      (o) =>
        o.type === 'LIMIT' &&
        o.side === 'BUY' &&
        o.instrument === 'EUR/USD' &&
        !o.links &&
        o.legs[0]?.positionEffect === 'OPEN',
    )
    expectError(await put(etag, requestFrom(order as Order, changes)), 409, '201', `(${field})`)
  })

  it.each([
    [
      'price off the tick',
      (o: Order) => ({ limitPrice: (o.legs[0]?.price ?? 0) + 0.000001 }),
      'limitPrice',
      /increment/,
    ],
    ['size below the minimum', () => ({ quantity: 500 }), 'quantity', /minimum order size 1000/],
    ['size off its step', () => ({ quantity: 10_500 }), 'quantity', /size increment 1000/],
    ['size above the maximum', () => ({ quantity: 6_000_000 }), 'quantity', /maximum order size 5000000/],
  ])('%s → 409 naming field and limit', async (_, changes, field, limit) => {
    const { orders, etag } = await openOrders()
    const order = orders.find(
      (o) => o.type === 'LIMIT' && o.instrument === 'EUR/USD' && !o.links && o.legs[0]?.filledQuantity === 0,
    ) as Order
    const res = await put(etag, requestFrom(order, changes(order)))
    expectError(res, 409, '203', `(${field})`)
    expect((res.body as { description: string }).description).toMatch(limit)
  })

  it('an order already final → 409', async () => {
    const { etag } = await openOrders()
    const completed = (await trader.get<Orders>(`${A}/orders/history?in-status=COMPLETED&of-type=LIMIT`)).body.orders
    const done = completed.find((o) => o.legs[0]?.positionEffect === 'OPEN') as Order
    expectError(await put(etag, requestFrom(done)), 409, '202', 'final')
  })

  it('an account that is not FULL_TRADING → 409', async () => {
    sandbox.control.setAccountStatus('default:1001', 'NO_TRADING')
    const { orders, etag } = await openOrders()
    expectError(await put(etag, requestFrom(standalone(orders, 'LIMIT'))), 409, '204', 'accountStatus')
  })

  it('a quantity at or below what is already filled → 409', async () => {
    const { orders, etag } = await openOrders()
    const partial = orders.find((o) => (o.legs[0]?.filledQuantity ?? 0) > 0) as Order
    const res = await put(etag, requestFrom(partial, { quantity: partial.legs[0]?.filledQuantity }))
    expectError(res, 409, '206', '(quantity)')
  })

  it.each([
    ['LIMIT without limitPrice', (o: Order) => requestFrom(o, { limitPrice: undefined }), 'limitPrice'],
    ['stopPrice on a LIMIT order', (o: Order) => requestFrom(o, { stopPrice: 1.1 }), 'stopPrice'],
    ['GTD without expireDate', (o: Order) => requestFrom(o, { tif: 'GTD', expireDate: undefined }), 'expireDate'],
    [
      'expireDate on a GTC order',
      (o: Order) => requestFrom(o, { tif: 'GTC', expireDate: '2030-01-01Z' }),
      'expireDate',
    ],
    ['quantity not a number', (o: Order) => requestFrom(o, { quantity: 'lots' }), 'quantity'],
    ['an unknown tif', (o: Order) => requestFrom(o, { tif: 'NEVER' }), 'tif'],
    ['no orderCode', (o: Order) => requestFrom(o, { orderCode: undefined }), 'orderCode'],
    ['not an object', () => [1, 2], 'body'],
    ['the body naming another account', (o: Order) => requestFrom(o, { account: 'default:1002' }), 'account'],
  ])('%s → 400 "33" with the detail', async (_, build, detail) => {
    const { orders, etag } = await openOrders()
    const order = orders.find(
      (o) => o.type === 'LIMIT' && o.tif === 'GTC' && !o.links && o.legs[0]?.positionEffect === 'OPEN',
    ) as Order
    expectError(await put(etag, build(order)), 400, '33', detail)
  })

  it('malformed JSON → 400 "33"; a non-JSON body → 415; an oversized body → 413', async () => {
    const { etag } = await openOrders()
    const headers = { 'if-match': etag, 'content-type': 'application/json' }
    expectError(await trader.request('PUT', `${A}/orders`, { rawBody: '{"orderCode":', headers }), 400, '33', 'JSON')
    const text = await trader.request('PUT', `${A}/orders`, {
      rawBody: 'orderCode=x',
      headers: { 'if-match': etag, 'content-type': 'text/plain' },
    })
    expectError(text, 415, undefined)
    const form = await trader.request('PUT', `${A}/orders`, {
      rawBody: 'orderCode=x',
      headers: { 'if-match': etag, 'content-type': 'application/x-www-form-urlencoded' },
    })
    expectError(form, 415, undefined)
    const huge = await trader.request('PUT', `${A}/orders`, { rawBody: `"${'x'.repeat(300_000)}"`, headers })
    expectError(huge, 413, undefined)
  })
})

describe('PUT orders: groups', () => {
  const groupOf = (orders: Order[], linkType: string) => {
    const head = orders.find((o) => o.links?.some((l) => l.linkType === linkType)) as Order
    const members = [head, ...(head.links ?? []).map((l) => orders.find((o) => o.orderCode === l.linkedOrder) as Order)]
    return members
  }

  it('replaces an OCO group, answering orderResponses in request order', async () => {
    const { orders, etag } = await openOrders()
    const pair = groupOf(orders, 'OCO')
    const res = await put(etag, { contingencyType: 'OCO', orders: pair.map((o) => requestFrom(o)) })
    expect(res.status, res.text).toBe(200)
    const body = res.body as { orderResponses: { orderId: number; updateOrderId: number }[] }
    expect(body.orderResponses.map((r) => r.orderId)).toEqual(pair.map((o) => o.orderId))
    expect(res.headers.get('etag')).toBe(`"${Number(etag.slice(1, -1)) + 1}"`)
    const after = await openOrders()
    expect(after.orders.find((o) => o.orderId === pair[0]?.orderId)?.links?.[0]?.linkedOrder).toBe(pair[1]?.orderCode)
  })

  it('turns an OCO group into single orders and back', async () => {
    const { orders, etag } = await openOrders()
    const [a, b] = groupOf(orders, 'OCO') as [Order, Order]
    expect((await put(etag, requestFrom(a))).status).toBe(200)
    const single = await openOrders()
    expect(single.orders.find((o) => o.orderId === a.orderId)?.links).toBeUndefined()
    expect(single.orders.find((o) => o.orderId === b.orderId)?.links).toBeUndefined()
    const regroup = await put(single.etag, { contingencyType: 'oco', orders: [requestFrom(a), requestFrom(b)] })
    expect(regroup.status, regroup.text).toBe(200)
    const back = await openOrders()
    expect(back.orders.find((o) => o.orderId === a.orderId)?.links).toEqual([
      { linkType: 'OCO', linkedOrder: b.orderCode, linkedClientOrderId: b.clientOrderId },
    ])
  })

  it('modifies an IF-THEN group (THEN orders without quantity)', async () => {
    const { orders, etag } = await openOrders()
    const parent = orders.find(
      (o) => o.links?.some((l) => l.linkType === 'PARENT') && (o.links?.length ?? 0) === 2,
    ) as Order
    const children = (parent.links ?? []).map((l) => orders.find((o) => o.orderCode === l.linkedOrder) as Order)
    const res = await put(etag, {
      contingencyType: 'IF-THEN',
      orders: [parent, ...children].map((o) => requestFrom(o)),
    })
    expect(res.status, res.text).toBe(200)
    expect((res.body as { orderResponses: unknown[] }).orderResponses).toHaveLength(3)
  })

  it('keeps a THEN order in its group when its IF order has filled (adjusting a stop-loss)', async () => {
    const before = await openOrders()
    const parent = before.orders.find(
      (o) => o.links?.some((l) => l.linkType === 'PARENT') && (o.links?.length ?? 0) === 2,
    ) as Order
    sandbox.control.fill('default:1001', parent.clientOrderId)
    const { orders, etag } = await openOrders()
    const stop = orders.find(
      (o) => o.type === 'STOP' && o.links?.some((l) => l.linkType === 'CHILD' && l.linkedOrder === parent.orderCode),
    ) as Order
    expect(stop.status).toBe('WORKING')
    const res = await put(
      etag,
      requestFrom(stop, { stopPrice: Number(((stop.legs[0]?.price ?? 0) - 0.001).toFixed(3)) }),
    )
    expect(res.status, res.text).toBe(200)
    const after = (await openOrders()).orders.find((o) => o.orderId === stop.orderId)
    expect(after?.links).toEqual(stop.links)
  })

  it('refuses taking a THEN order out of its group before the IF order fills: it has no size of its own', async () => {
    const { orders, etag } = await openOrders()
    const parent = orders.find(
      (o) => o.links?.some((l) => l.linkType === 'PARENT') && (o.links?.length ?? 0) === 2,
    ) as Order
    const children = (parent.links ?? []).map((l) => orders.find((o) => o.orderCode === l.linkedOrder) as Order)
    const [first, second] = children as [Order, Order]
    // Alone, as a Single Order Request…
    expectError(await put(etag, requestFrom(second)), 409, '205', /THEN order/)
    // …or left out of the group's request.
    expectError(
      await put(etag, { contingencyType: 'IF-THEN', orders: [parent, first].map((o) => requestFrom(o)) }),
      409,
      '205',
      /THEN order/,
    )
    const after = await openOrders()
    expect(after.etag).toBe(etag)
    expect(after.orders.find((o) => o.orderId === second.orderId)?.links).toEqual(second.links)
  })

  it('refuses adding and removing group members in one request with 400 "33"', async () => {
    const { orders, etag } = await openOrders()
    const [a] = groupOf(orders, 'OCO') as [Order]
    const candidate = orders.find(
      (o) =>
        !o.links && o.instrument === a.instrument && o.status === 'WORKING' && o.legs[0]?.positionEffect === 'OPEN',
    ) as Order
    const sameSize = requestFrom(candidate, { quantity: a.legs[0]?.quantity })
    const res = await put(etag, { contingencyType: 'OCO', orders: [requestFrom(a), sameSize] })
    expectError(res, 400, '33', 'add and remove')
  })

  it('refuses a group mixing OCO and contingent fields, and groups on a net-based account', async () => {
    const { orders, etag } = await openOrders()
    const pair = groupOf(orders, 'OCO')
    // A position-attached order (no quantity) is an IF-THEN feature; in an OCO group it is malformed.
    const mixed = {
      contingencyType: 'OCO',
      orders: pair.map((o, i) => requestFrom(o, i === 1 ? { quantity: undefined } : {})),
    }
    expectError(await put(etag, mixed), 400, '33', 'orders[1].quantity')
    // A THEN order's fields (CLOSE, no size) in an OCO group: malformed, before any comparison with the stored
    // orders (where CLOSE would be a change of positionEffect, 409).
    const closing = {
      contingencyType: 'OCO',
      orders: pair.map((o, i) => requestFrom(o, i === 1 ? { positionEffect: 'CLOSE', quantity: undefined } : {})),
    }
    expectError(await put(etag, closing), 400, '33', 'orders[1].positionEffect')
    const unequal = {
      contingencyType: 'OCO',
      orders: pair.map((o, i) => requestFrom(o, i === 1 ? { quantity: (o.legs[0]?.quantity ?? 0) + 1000 } : {})),
    }
    expectError(await put(etag, unequal), 400, '33', 'same quantity')
    const net = await openOrders(trader, `/accounts/${enc('default:1002')}`)
    const [x, y] = net.orders.filter((o) => o.status === 'WORKING' && o.type !== 'MARKET') as [Order, Order]
    // Well formed as a group (same instrument and size, OPEN), so only the account's kind is wrong.
    const asOco = (o: Order) =>
      requestFrom(o, { instrument: x.instrument, quantity: x.legs[0]?.quantity, positionEffect: 'OPEN' })
    const group = await put(
      net.etag,
      { contingencyType: 'OCO', orders: [asOco(x), asOco(y)] },
      trader,
      `/accounts/${enc('default:1002')}`,
    )
    expectError(group, 409, '205', 'position-based')
  })

  it('changing the contingency type of a group → 409', async () => {
    const { orders, etag } = await openOrders()
    const [a, b] = groupOf(orders, 'OCO') as [Order, Order]
    // A well-formed IF-THEN request over the OCO pair: b as a THEN order of a.
    const then = requestFrom(b, {
      positionEffect: 'CLOSE',
      quantity: undefined,
      side: a.side === 'BUY' ? 'SELL' : 'BUY',
      tif: 'GTC',
      expireDate: undefined,
    })
    const res = await put(etag, { contingencyType: 'IF-THEN', orders: [requestFrom(a), then] })
    expectError(res, 409, '205', 'contingencyType')
  })
})
