// The error precedence of docs/api-notes.md, one adjacent pair at a time: each request is wrong in two ways,
// and the answer must name the earlier one. 401 → 404 "2" (account) → 403 "99" → 400 "33" → 412 →
// 404 "2" (order) → 409.
import { beforeEach, describe, expect, it } from 'vitest'
import { enc, expectError, type Json, login, startSandbox, TestClient } from '@test-support/sandbox-http'
import { useTestSandbox } from '@test-support/sandbox'

interface Order {
  clientOrderId: string
  type: string
  instrument: string
  side: string
  tif: string
  expireDate?: string
  links?: { linkType: string; linkedOrder: string }[]
  orderCode: string
  legs: { price: number; quantity?: number; positionEffect?: string; positionCode?: string }[]
}

const OWN = `/accounts/${enc('default:1001')}`
// trader2's account: trader may not see it.
const FOREIGN = `/accounts/${enc('default:2001')}`

let trader: TestClient

const sandbox = useTestSandbox(startSandbox)
beforeEach(async () => {
  trader = await login(sandbox, 'trader')
})

function requestFrom(order: Order, changes: Json = {}): Json {
  const leg = order.legs[0]
  const body: Json = {
    orderCode: order.clientOrderId,
    type: order.type,
    instrument: order.instrument,
    side: order.side,
    tif: order.tif,
    quantity: leg?.quantity,
    positionEffect: leg?.positionEffect,
    positionCode: leg?.positionCode,
    [order.type === 'STOP' ? 'stopPrice' : 'limitPrice']: leg?.price,
  }
  if (order.expireDate !== undefined) body.expireDate = order.expireDate
  return { ...body, ...changes }
}

/** The OCO pair and the ETag as read now, and the same ETag made stale by a change elsewhere. */
async function ocoPair() {
  const res = await trader.get<{ orders: Order[] }>(`${OWN}/orders`)
  const head = res.body.orders.find((o) => o.links?.some((l) => l.linkType === 'OCO'))
  if (!head) throw new Error('no OCO group')
  const sibling = res.body.orders.find((o) => o.orderCode === head.links?.[0]?.linkedOrder) as Order
  return { pair: [head, sibling] as const, etag: res.headers.get('etag') ?? '' }
}

function staleAfterTouch(etag: string): string {
  sandbox.control.touch('default:1001')
  return etag
}

/** An OCO group whose second order carries a THEN order's fields: malformed as a request (400 "33"). */
const mixedGroup = (pair: readonly [Order, Order]) => ({
  contingencyType: 'OCO',
  orders: [requestFrom(pair[0]), requestFrom(pair[1], { positionEffect: 'CLOSE', quantity: undefined })],
})

describe('error precedence over HTTP', () => {
  it('401 before 404: no session asking for an account nobody showed it', async () => {
    const anonymous = new TestClient(sandbox.baseUrl)
    const res = await anonymous.get(`${FOREIGN}/orders`)
    expect(res.status).toBe(401)
    // …and the same request with a session is the 404.
    expectError(await trader.get(`${FOREIGN}/orders`), 404, '2')
  })

  it('404 "2" before 403 "99": an account the caller may not see, without If-Match', async () => {
    const { pair } = await ocoPair()
    expectError(await trader.put(`${FOREIGN}/orders`, requestFrom(pair[0])), 404, '2')
  })

  it('403 "99" before 400 "33": no If-Match and a malformed group', async () => {
    const { pair } = await ocoPair()
    expectError(await trader.put(`${OWN}/orders`, mixedGroup(pair)), 403, '99')
  })

  it('400 "33" before 412: a malformed group with a stale ETag', async () => {
    const { pair, etag } = await ocoPair()
    const stale = staleAfterTouch(etag)
    const res = await trader.put(`${OWN}/orders`, mixedGroup(pair), { 'if-match': stale })
    expectError(res, 400, '33', 'orders[1].positionEffect')
  })

  it('412 before 404 "2": an unknown order code with a stale ETag', async () => {
    const { pair, etag } = await ocoPair()
    const stale = staleAfterTouch(etag)
    const body = requestFrom(pair[0], { orderCode: 'no-such-order' })
    expectError(await trader.put(`${OWN}/orders`, body, { 'if-match': stale }), 412, undefined)
    const fresh = (await trader.get(`${OWN}/orders`)).headers.get('etag') ?? ''
    expectError(await trader.put(`${OWN}/orders`, body, { 'if-match': fresh }), 404, '2')
  })

  it('412 before 409: changing an immutable field with a stale ETag', async () => {
    const { pair, etag } = await ocoPair()
    const stale = staleAfterTouch(etag)
    const body = requestFrom(pair[0], { side: pair[0].side === 'BUY' ? 'SELL' : 'BUY' })
    expectError(await trader.put(`${OWN}/orders`, body, { 'if-match': stale }), 412, undefined)
    const fresh = (await trader.get(`${OWN}/orders`)).headers.get('etag') ?? ''
    expectError(await trader.put(`${OWN}/orders`, body, { 'if-match': fresh }), 409, '201', '(side)')
  })

  it('400 "33" before 409: a group mixing OCO and contingent fields with a current ETag', async () => {
    const { pair, etag } = await ocoPair()
    expectError(await trader.put(`${OWN}/orders`, mixedGroup(pair), { 'if-match': etag }), 400, '33')
  })
})
