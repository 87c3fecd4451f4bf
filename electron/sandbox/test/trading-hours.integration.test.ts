// Trading hours are enforced: outside an instrument's published session, replacing, placing and filling an
// order is refused as a closed market (409 "207"); inside, accepted; cancelling is always possible. The
// moments inside and outside are computed from the calendar the instruments endpoint publishes, and reached
// through the injectable clock, so the test reads the same at any wall-clock hour.
import { beforeEach, describe, expect, it } from 'vitest'
import { enc, expectError, type Json, login, startSandbox, type TestClient } from '@test-support/sandbox-http'
import { useTestSandbox } from '@test-support/sandbox'

interface Session {
  weekDay: string
  eventType: 'SESSION_OPEN' | 'SESSION_CLOSE'
}
interface Order {
  orderId: number
  clientOrderId: string
  type: string
  instrument: string
  side: string
  tif: string
  expireDate?: string
  links?: unknown[]
  legs: { price: number; quantity?: number; positionEffect?: string; positionCode?: string; filledQuantity: number }[]
}

const A = `/accounts/${enc('default:1001')}`
const DAY = 86_400_000
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

let trader: TestClient

const sandbox = useTestSandbox(startSandbox)
beforeEach(async () => {
  trader = await login(sandbox, 'trader')
})

/** The next moment after `from` that lies `minutes` after an event of the given type in the weekly calendar. */
function after(sessions: Session[], type: Session['eventType'], from: number, minutes = 30): number {
  const mondays = [0, 1].map((w) => {
    const d = new Date(from)
    const monday = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) - ((d.getUTCDay() + 6) % 7) * DAY
    return monday + w * 7 * DAY
  })
  const times = sessions
    .filter((s) => s.eventType === type)
    .flatMap((s) => {
      const m = /^(\w+), (\d\d):(\d\d):(\d\d)Z$/.exec(s.weekDay)
      if (!m) throw new Error(`unreadable weekDay ${s.weekDay}`)
      const offset = DAYS.indexOf(m[1] ?? '') * DAY + (Number(m[2]) * 60 + Number(m[3])) * 60_000
      return mondays.map((monday) => monday + offset + minutes * 60_000)
    })
    .filter((t) => t > from)
    .sort((a, b) => a - b)
  const [first] = times
  if (first === undefined) throw new Error(`no ${type} in the calendar`)
  return first
}

async function calendarOf(symbol: string): Promise<Session[]> {
  const res = await trader.get<{ instruments: { symbol: string; tradingHours: Session[] }[] }>(
    `/instruments/${enc(symbol)}`,
  )
  expect(res.status, res.text).toBe(200)
  const found = res.body.instruments.find((i) => i.symbol === symbol)
  if (!found) throw new Error(`${symbol} not listed`)
  return found.tradingHours
}

async function workingLimit(): Promise<{ order: Order; etag: string }> {
  const res = await trader.get<{ orders: Order[] }>(`${A}/orders`)
  const order = res.body.orders.find(
    (o) =>
      o.type === 'LIMIT' &&
      o.tif === 'GTC' &&
      !o.links &&
      o.legs[0]?.filledQuantity === 0 &&
      o.legs[0]?.positionEffect === 'OPEN',
  )
  if (!order) throw new Error('no stand-alone working LIMIT order')
  return { order, etag: res.headers.get('etag') ?? '' }
}

function replace(order: Order, limitPrice: number): Json {
  const leg = order.legs[0]
  const body: Json = {
    orderCode: order.clientOrderId,
    instrument: order.instrument,
    side: order.side,
    tif: order.tif,
    quantity: leg?.quantity,
    positionEffect: leg?.positionEffect,
    positionCode: leg?.positionCode,
    limitPrice,
  }
  if (order.expireDate !== undefined) body.expireDate = order.expireDate
  return body
}

describe('trading hours', () => {
  it('refuses a replace outside the session with 409 "207" saying when it opens; accepts it inside', async () => {
    const { order, etag } = await workingLimit()
    const sessions = await calendarOf(order.instrument)
    expect(sessions.some((s) => s.eventType === 'SESSION_CLOSE')).toBe(true)
    const start = sandbox.clock.now()
    const closed = after(sessions, 'SESSION_CLOSE', start)
    const reopens = after(sessions, 'SESSION_OPEN', closed, 0)

    sandbox.clock.set(closed)
    trader = await login(sandbox, 'trader') // the clock jumped past the session's idle timeout
    const refused = await trader.put(`${A}/orders`, replace(order, order.legs[0]?.price ?? 0), { 'if-match': etag })
    expectError(refused, 409, '207', '(instrument)')
    expect((refused.body as { description: string }).description).toContain(new Date(reopens).toISOString())
    expect((await trader.get(`${A}/orders`)).headers.get('etag')).toBe(etag)

    sandbox.clock.set(after(sessions, 'SESSION_OPEN', closed))
    trader = await login(sandbox, 'trader')
    const accepted = await trader.put(`${A}/orders`, replace(order, order.legs[0]?.price ?? 0), { 'if-match': etag })
    expect(accepted.status, accepted.text).toBe(200)
  })

  it('refuses fills from the scenario controls and new orders while closed; cancelling still works', async () => {
    const { order } = await workingLimit()
    const sessions = await calendarOf(order.instrument)
    sandbox.clock.set(after(sessions, 'SESSION_CLOSE', sandbox.clock.now()))
    trader = await login(sandbox, 'trader')
    const control = await fetch(
      `${sandbox.origin}/sandbox/accounts/${enc('default:1001')}/orders/${order.orderId}/fill`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      },
    )
    expect(control.status).toBe(409)
    expect(((await control.json()) as { errorCode: string }).errorCode).toBe('207')

    const market = await trader.post(`${A}/orders`, {
      orderCode: 'closed-market-1',
      type: 'MARKET',
      instrument: order.instrument,
      side: order.side,
      quantity: order.legs[0]?.quantity,
      positionEffect: 'OPEN',
      tif: 'GTC',
    })
    expectError(market, 409, '207', '(instrument)')

    const etag = (await trader.get(`${A}/orders`)).headers.get('etag') ?? ''
    const cancel = await trader.request('DELETE', `${A}/orders/${enc(order.clientOrderId)}`, {
      headers: { 'if-match': etag },
    })
    expect(cancel.status, cancel.text).toBe(200)
  })

  it('an instrument with no close in its calendar is open at every hour', async () => {
    const res = await trader.get<{ instruments: { symbol: string; tradingHours: Session[] }[] }>('/instruments/query')
    const always = res.body.instruments.find(
      (i) => i.tradingHours.length > 0 && i.tradingHours.every((s) => s.eventType === 'SESSION_OPEN'),
    )
    if (!always) throw new Error('no instrument without a close')
    const place = (code: string) =>
      trader.post(`${A}/orders`, {
        orderCode: code,
        type: 'LIMIT',
        instrument: always.symbol,
        side: 'BUY',
        quantity: 1,
        limitPrice: 1,
        positionEffect: 'OPEN',
        tif: 'GTC',
      })
    for (const [i, hour] of [0, 6, 13, 22].entries()) {
      sandbox.clock.set(Date.parse('2026-03-21T00:00:00Z') + hour * 3_600_000) // a Saturday
      trader = await login(sandbox, 'trader')
      const res = await place(`always-${i}`)
      expect(res.status, res.text).toBe(200)
    }
  })
})
