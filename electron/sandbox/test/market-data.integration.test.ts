import { beforeEach, describe, expect, it } from 'vitest'
import { CANDLE_TYPES, ENDPOINTS, type Candle, type Quote } from '@shared/api'
import {
  controls,
  enc,
  expectError,
  type Json,
  login,
  startSandbox,
  TEST_NOW,
  type TestClient,
} from '@test-support/sandbox-http'
import { useTestSandbox } from '@test-support/sandbox'

let trader: TestClient
const HOUR = 3_600_000
const DAY = 24 * HOUR

const sandbox = useTestSandbox(startSandbox)
beforeEach(async () => {
  trader = await login(sandbox, 'trader')
})

const iso = (ms: number) => new Date(ms).toISOString()

async function marketData(body: Json, client: TestClient = trader) {
  const res = await client.post('/marketdata', body)
  if (res.status !== 200) return { res, events: [] as (Quote | Candle)[] }
  const parsed = ENDPOINTS.marketData.response.safeParse(res.body)
  if (!parsed.success) throw new Error(`unparsable answer: ${res.text.slice(0, 300)}`)
  return { res, events: parsed.data.events }
}

async function candles(symbol: string, candleType: string, from: number, to: number, extra: Json = {}) {
  const { res, events } = await marketData({
    symbols: [symbol],
    eventTypes: [{ type: 'Candle', format: 'COMPACT', candleType, fromTime: iso(from), toTime: iso(to), ...extra }],
  })
  expect(res.status, res.text).toBe(200)
  return events.filter((e): e is Candle => e.type === 'Candle')
}

interface Fill {
  instrument: string
  price: number
  time: number
}

async function bookedFills(account: string): Promise<Fill[]> {
  const res = await trader.get<{ orders: { instrument: string; executions?: Json[] }[] }>(
    `/accounts/${enc(account)}/orders/history?page-size=1000`,
  )
  expect(res.status).toBe(200)
  return res.body.orders.flatMap((o) =>
    (o.executions ?? [])
      .filter((e) => Number(e.lastQuantity) !== 0 && e.lastPrice !== undefined)
      .map((e) => ({
        instrument: o.instrument,
        price: Number(e.lastPrice),
        time: Date.parse(String(e.transactionTime)),
      })),
  )
}

describe('POST /marketdata — quotes', () => {
  it('answers one quote per known symbol from the price book, across instrument types, and moves with it', async () => {
    const symbols = ['EUR/USD', 'USD/JPY', 'US30', 'XAU/USD', 'BTC/USD']
    const { res, events } = await marketData({ account: 'default:1001', symbols, eventTypes: [{ type: 'Quote' }] })
    expect(res.status, res.text).toBe(200)
    expect(res.headers.get('etag')).toBeNull()
    const quotes = events.filter((e): e is Quote => e.type === 'Quote')
    expect(quotes.map((q) => q.symbol)).toEqual(symbols)
    for (const q of quotes) {
      expect(Number(q.ask)).toBeGreaterThan(Number(q.bid))
      expect(q.time).toBe(iso(TEST_NOW))
    }
    const moved = await controls(sandbox).post<{ bid: number; ask: number }>('/prices', {
      symbol: 'EUR/USD',
      price: 1.2345,
    })
    const after = await marketData({ symbols: ['EUR/USD'], eventTypes: [{ type: 'Quote' }] })
    expect(after.events).toEqual([
      expect.objectContaining({ symbol: 'EUR/USD', bid: String(moved.body.bid), ask: String(moved.body.ask) }),
    ])
  })

  it('leaves unknown symbols out and answers each known symbol once', async () => {
    const { events } = await marketData({
      symbols: ['EUR/USD', 'NOPE/XYZ', 'EUR/USD'],
      eventTypes: [{ type: 'Quote' }],
    })
    expect(events.map((e) => e.symbol)).toEqual(['EUR/USD'])
  })
})

describe('POST /marketdata — candles', () => {
  it('gives every candle type, aligned to its interval, oldest first, with consistent OHLC', async () => {
    const widths: Record<string, number> = {
      m: 60_000,
      '5m': 300_000,
      '15m': 900_000,
      '30m': 1_800_000,
      h: HOUR,
      '2h': 2 * HOUR,
      '4h': 4 * HOUR,
      d: DAY,
      w: 7 * DAY,
    }
    for (const type of CANDLE_TYPES) {
      const list = await candles('EUR/USD', type, TEST_NOW - 3000 * DAY, TEST_NOW, { count: 30 })
      expect(list.length, type).toBe(30)
      const times = list.map((c) => Date.parse(c.time))
      for (let i = 1; i < times.length; i++) {
        const step = (times[i] ?? 0) - (times[i - 1] ?? 0)
        if (type === 'mo') expect(new Date(times[i] ?? 0).getUTCDate()).toBe(1)
        else expect(step, type).toBe(widths[type])
      }
      if (type === 'w') expect(new Date(times[0] ?? 0).getUTCDay()).toBe(1)
      expect(times.at(-1)).toBeLessThanOrEqual(TEST_NOW)
      for (const c of list) {
        const [o, h, l, cl] = [c.open, c.high, c.low, c.close].map(Number) as [number, number, number, number]
        expect(h).toBeGreaterThanOrEqual(Math.max(o, cl, l))
        expect(l).toBeLessThanOrEqual(Math.min(o, cl))
        expect(c.candleType).toBe(type)
        expect(Number(c.volume)).toBeGreaterThan(0)
      }
    }
  })

  it('covers the range asked for (the candle holding fromTime included) and nothing after now', async () => {
    const from = TEST_NOW - 5 * HOUR - 17 * 60_000
    const list = await candles('USD/JPY', 'h', from, TEST_NOW + 10 * DAY)
    expect(list.map((c) => c.time)).toEqual(
      Array.from({ length: 6 }, (_, i) => iso(Math.floor(from / HOUR) * HOUR + i * HOUR)),
    )
  })

  it('ends at the current price and follows it when it moves', async () => {
    const before = await candles('EUR/USD', 'm', TEST_NOW - 10 * 60_000, TEST_NOW)
    const quote = (await marketData({ symbols: ['EUR/USD'], eventTypes: [{ type: 'Quote' }] })).events[0] as Quote
    const mid = (Number(quote.bid) + Number(quote.ask)) / 2
    expect(Math.abs(Number(before.at(-1)?.close) - mid)).toBeLessThan(0.0001)
    await controls(sandbox).post('/prices', { symbol: 'EUR/USD', price: 1.5 })
    const after = await candles('EUR/USD', 'm', TEST_NOW - 10 * 60_000, TEST_NOW)
    expect(Number(after.at(-1)?.close)).toBe(1.5)
    expect(Number(after.at(-1)?.high)).toBeGreaterThanOrEqual(1.5)
  })

  it('keeps closed candles as they were while time passes', async () => {
    const before = await candles('EUR/USD', 'h', TEST_NOW - 2 * DAY, TEST_NOW - HOUR)
    sandbox.clock.advance(20 * 60_000)
    try {
      const after = await candles('EUR/USD', 'h', TEST_NOW - 2 * DAY, TEST_NOW - HOUR)
      expect(after).toEqual(before)
    } finally {
      sandbox.clock.set(TEST_NOW)
    }
  })

  it('is deterministic: the same seed gives the same candles, another seed other ones', async () => {
    const a = await candles('GER40', '15m', TEST_NOW - 2 * DAY, TEST_NOW - DAY)
    const b = await candles('GER40', '15m', TEST_NOW - 2 * DAY, TEST_NOW - DAY)
    expect(b).toEqual(a)
    const other = await startSandbox({ seed: 2 })
    try {
      const client = await login(other, 'trader')
      const res = await client.post<{ events: Json[] }>('/marketdata', {
        symbols: ['GER40'],
        eventTypes: [
          { type: 'Candle', candleType: '15m', fromTime: iso(TEST_NOW - 2 * DAY), toTime: iso(TEST_NOW - DAY) },
        ],
      })
      expect(res.body.events.map((e) => e.close)).not.toEqual(a.map((c) => Number(c.close)))
    } finally {
      await other.close()
    }
  })

  it('puts every booked fill inside its candle, for every account and several candle types', async () => {
    const fills = [...(await bookedFills('default:1001')), ...(await bookedFills('default:1002'))]
    expect(fills.length).toBeGreaterThan(20)
    const bySymbol = new Map<string, Fill[]>()
    for (const f of fills) bySymbol.set(f.instrument, [...(bySymbol.get(f.instrument) ?? []), f])
    for (const type of ['m', 'h', 'd'] as const) {
      for (const [symbol, list] of bySymbol) {
        const from = Math.min(...list.map((f) => f.time))
        const series = await candles(symbol, type, from, TEST_NOW)
        const starts = series.map((c) => Date.parse(c.time))
        // Minute candles over 30 days exceed one answer: a few fills per symbol each ask for their own minute.
        for (const f of type === 'm' ? list.slice(0, 4) : list) {
          let i = starts.findIndex((s, k) => s <= f.time && (starts[k + 1] ?? Infinity) > f.time)
          if (type === 'm') {
            const own = await candles(symbol, 'm', f.time, f.time)
            expect(own).toHaveLength(1)
            series.splice(0, series.length, ...own)
            i = 0
          }
          const c = series[i]
          expect(c, `${symbol} ${type} ${iso(f.time)}`).toBeDefined()
          expect(Number(c?.low), `${symbol} fill ${f.price} at ${iso(f.time)}`).toBeLessThanOrEqual(f.price)
          expect(Number(c?.high), `${symbol} fill ${f.price} at ${iso(f.time)}`).toBeGreaterThanOrEqual(f.price)
        }
      }
    }
  }, 60_000) // every booked fill of three accounts, in several candle types

  it('returns the latest `count` candles when the range holds more, and 1000 at most by default', async () => {
    const few = await candles('EUR/USD', 'm', TEST_NOW - DAY, TEST_NOW, { count: 3 })
    expect(few.map((c) => c.time)).toEqual(
      [3, 2, 1].map((k) => iso(Math.floor(TEST_NOW / 60_000) * 60_000 - (k - 1) * 60_000)),
    )
    const many = await candles('EUR/USD', 'm', TEST_NOW - 3 * DAY, TEST_NOW)
    expect(many).toHaveLength(1000)
  })

  it('answers quotes and candles for several symbols in one request', async () => {
    const { events } = await marketData({
      symbols: ['EUR/USD', 'US30'],
      eventTypes: [
        { type: 'Quote' },
        { type: 'Candle', candleType: 'h', fromTime: iso(TEST_NOW - 3 * HOUR), toTime: iso(TEST_NOW) },
      ],
    })
    expect(events.filter((e) => e.type === 'Quote').map((e) => e.symbol)).toEqual(['EUR/USD', 'US30'])
    const counts = ['EUR/USD', 'US30'].map((s) => events.filter((e) => e.type === 'Candle' && e.symbol === s).length)
    expect(counts).toEqual([4, 4])
  })
})

describe('POST /marketdata — refusals', () => {
  const candle = { type: 'Candle', candleType: 'h', fromTime: iso(TEST_NOW - DAY), toTime: iso(TEST_NOW) }
  it.each([
    ['no symbols', { symbols: [], eventTypes: [{ type: 'Quote' }] }, 'symbols'],
    ['no event types', { symbols: ['EUR/USD'], eventTypes: [] }, 'eventTypes'],
    ['an unknown event type', { symbols: ['EUR/USD'], eventTypes: [{ type: 'Trade' }] }, 'eventTypes[0]'],
    ['an unknown candle type', { symbols: ['EUR/USD'], eventTypes: [{ ...candle, candleType: '3m' }] }, 'candleType'],
    [
      'a candle without fromTime',
      { symbols: ['EUR/USD'], eventTypes: [{ ...candle, fromTime: undefined }] },
      'fromTime',
    ],
    ['a bad toTime', { symbols: ['EUR/USD'], eventTypes: [{ ...candle, toTime: 'yesterday' }] }, 'toTime'],
    [
      'a range backwards',
      { symbols: ['EUR/USD'], eventTypes: [{ ...candle, fromTime: iso(TEST_NOW + DAY) }] },
      'fromTime',
    ],
    ['count 0', { symbols: ['EUR/USD'], eventTypes: [{ ...candle, count: 0 }] }, 'count'],
    [
      'a format other than COMPACT',
      { symbols: ['EUR/USD'], eventTypes: [{ type: 'Quote', format: 'FULL' }] },
      'format',
    ],
    ['not an object', ['EUR/USD'], 'body'],
  ])('refuses %s with 400 "33" naming the field', async (_, body, field) => {
    const res = await trader.post('/marketdata', body)
    expectError(res, 400, '33', field)
  })

  it('refuses an account the caller may not see with 404 "2", and no session with 401', async () => {
    const trader2 = await login(sandbox, 'trader2')
    expectError(
      await trader2.post('/marketdata', {
        account: 'default:1001',
        symbols: ['EUR/USD'],
        eventTypes: [{ type: 'Quote' }],
      }),
      404,
      '2',
    )
    const anonymous = await fetch(`${sandbox.baseUrl}/marketdata`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ symbols: ['EUR/USD'], eventTypes: [{ type: 'Quote' }] }),
    })
    expect(anonymous.status).toBe(401)
  })

  it('answers a wrong method with 405 and a query parameter with 400 "31"', async () => {
    const get = await trader.get('/marketdata')
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
    expectError(
      await trader.post('/marketdata?symbols=EUR%2FUSD', { symbols: ['EUR/USD'], eventTypes: [{ type: 'Quote' }] }),
      400,
      '31',
    )
  })
})
