// Seeded history follows each instrument's trading hours: every seeded fill lies inside a session of the calendar
// the instrument publishes, whenever the sandbox starts (mid-week, on a Saturday, just before and after the
// weekly open). The calendar is read here from the instruments endpoint and evaluated by this test's own reading
// of it. Over HTTP, then through the DX client.
import { describe, expect, it } from 'vitest'
import { timeTextToEpochMs } from '@shared/api/primitives'
import { demoClient } from '@test-support/dx-client'
import { startTestSandbox, useTestSandbox } from '@test-support/sandbox'
import { ManualClock } from '../clock'
import { enc, login, startSandbox, TEST_NOW } from '@test-support/sandbox-http'

interface Session {
  weekDay: string
  eventType: 'SESSION_OPEN' | 'SESSION_CLOSE'
}
interface Fill {
  instrument: string
  transactionTime: string
}

const DAY = 86_400_000
const WEEK = 7 * DAY
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

/** Start moments of the sandbox (TEST_NOW is Wednesday 2026-03-18, 15:42 UTC). */
const STARTS: [string, number][] = [
  ['mid-week', TEST_NOW],
  ['Friday, just before the weekly close', Date.parse('2026-03-20T20:58:00Z')],
  ['Saturday noon', Date.parse('2026-03-21T12:00:00Z')],
  ['Sunday, between the FX open and the futures open', Date.parse('2026-03-22T21:30:00Z')],
  ['Monday, shortly after midnight', Date.parse('2026-03-23T00:30:00Z')],
  // A start whose draws place an order in the last minute before the weekly close and fill it after the close.
  ['Saturday evening', Date.parse('2026-11-28T20:20:00Z')],
]

/** Open or closed at `time`: the last calendar event at or before it, reading the week as a circle. */
function isOpen(sessions: Session[], time: number): boolean {
  if (!sessions.some((s) => s.eventType === 'SESSION_CLOSE')) return true
  const sinceMonday = (((time - Date.UTC(2024, 0, 1)) % WEEK) + WEEK) % WEEK // 2024-01-01 was a Monday
  const events = sessions
    .map((s) => {
      const m = /^(\w+), (\d\d):(\d\d):(\d\d)Z$/.exec(s.weekDay)
      if (!m) throw new Error(`unreadable weekDay ${s.weekDay}`)
      const at = DAYS.indexOf(m[1] ?? '') * DAY + ((Number(m[2]) * 60 + Number(m[3])) * 60 + Number(m[4])) * 1000
      return { at, open: s.eventType === 'SESSION_OPEN' }
    })
    .sort((a, b) => a.at - b.at)
  const last = events.filter((e) => e.at <= sinceMonday).at(-1) ?? events.at(-1)
  return last?.open ?? true
}

function outsideSessions(fills: Fill[], calendars: Map<string, Session[]>): string[] {
  return fills
    .filter((f) => !isOpen(calendars.get(f.instrument) ?? [], timeTextToEpochMs(f.transactionTime) ?? NaN))
    .map((f) => `${f.instrument} ${f.transactionTime}`)
}

const sandbox = useTestSandbox(startSandbox)

/** The fills of one history answer, with the calendars of their instruments (read from the same sandbox). */
async function fillsOf(client: Awaited<ReturnType<typeof login>>, path: string, calendars: Map<string, Session[]>) {
  const history = await client.get<{
    orders: { instrument: string; executions?: { lastQuantity: number; transactionTime: string }[] }[]
  }>(path)
  expect(history.status, history.text).toBe(200)
  const fills: Fill[] = history.body.orders.flatMap((order) =>
    (order.executions ?? [])
      .filter((e) => e.lastQuantity !== 0)
      .map((e) => ({ instrument: order.instrument, transactionTime: e.transactionTime })),
  )
  for (const symbol of new Set(fills.map((f) => f.instrument))) {
    if (calendars.has(symbol)) continue
    const res = await client.get<{ instruments: { symbol: string; tradingHours: Session[] }[] }>(
      `/instruments/${enc(symbol)}`,
    )
    const found = res.body.instruments.find((i) => i.symbol === symbol)
    if (!found) throw new Error(`${symbol} is not listed`)
    calendars.set(symbol, found.tradingHours)
  }
  return fills
}

describe('seeded fills respect the trading hours', () => {
  it.each(STARTS)('started %s: every seeded fill is inside its instrument’s session (HTTP)', async (_, start) => {
    sandbox.clock.set(start)
    sandbox.control.reset()
    const fills: Fill[] = []
    const calendars = new Map<string, Session[]>()
    for (const user of ['trader', 'trader2']) {
      fills.push(...(await fillsOf(await login(sandbox, user), '/accounts/orders/history?page-size=1000', calendars)))
    }
    expect(fills.length).toBeGreaterThan(300)
    expect(new Set(fills.map((f) => f.instrument)).size).toBeGreaterThan(10)
    expect(outsideSessions(fills, calendars)).toEqual([])
  })

  it('the benchmark account’s filled orders are on instruments open at their time', async () => {
    const large = await startTestSandbox({
      clock: new ManualClock(Date.parse('2026-03-21T12:00:00Z')),
      largeAccountOrders: 3000,
      historyCap: 3000,
    })
    try {
      const calendars = new Map<string, Session[]>()
      const fills = await fillsOf(
        await login(large, 'trader'),
        '/accounts/default%3A1099/orders/history?page-size=3000',
        calendars,
      )
      expect(fills.length).toBeGreaterThan(1500)
      expect(outsideSessions(fills, calendars)).toEqual([])
    } finally {
      await large.close()
    }
  })

  it('through the DX client: Saturday’s world has its fills in sessions, and no index trades late on Friday', async () => {
    sandbox.clock.set(Date.parse('2026-03-21T12:00:00Z'))
    sandbox.control.reset()
    const trader = demoClient(sandbox)
    const page = await trader.history(['default:1001', 'default:1002'], { 'page-size': 1000 })
    const fills = page.data.orders.flatMap((o) =>
      (o.executions ?? [])
        .filter((e) => Number(e.lastQuantity) !== 0)
        .map((e) => ({ instrument: o.instrument, transactionTime: e.transactionTime })),
    )
    const calendars = new Map<string, Session[]>()
    for (const symbol of new Set(fills.map((f) => f.instrument))) {
      const [reference] = (await trader.instrumentReference(symbol)).data
      calendars.set(symbol, (reference?.tradingHours ?? []) as Session[])
    }
    expect(fills.length).toBeGreaterThan(200)
    expect(outsideSessions(fills, calendars)).toEqual([])
    // The US index CFDs follow the futures: closed from Friday 21:00 UTC to Sunday 22:00 UTC.
    const [us30] = (await trader.instrumentReference('US30')).data
    const hours = (us30?.tradingHours ?? []) as Session[]
    expect(isOpen(hours, Date.parse('2026-03-20T20:30:00Z'))).toBe(true)
    expect(isOpen(hours, Date.parse('2026-03-20T22:30:00Z'))).toBe(false)
    expect(isOpen(hours, Date.parse('2026-03-22T21:59:00Z'))).toBe(false)
    expect(isOpen(hours, Date.parse('2026-03-22T22:00:00Z'))).toBe(true)
  })
})
