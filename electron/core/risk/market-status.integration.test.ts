// Market status as the app computes it from the calendar the API publishes, against the sandbox's own
// enforcement, while the sandbox's clock crosses the FX week's close on Friday 21:00 UTC, the weekend, and the
// Sunday 21:00 open. The status must say open/closed and the next change exactly when the server accepts or refuses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { marketStatus } from '@shared/domain/risk/market-status'
import { demoClient } from '@test-support/dx-client'
import { startTestSandbox, type TestSandbox } from '@test-support/sandbox'
import { ManualClock } from '../../sandbox'

const ACCOUNT = 'default:1001'
const SYMBOL = 'EUR/USD'
const FRIDAY_CLOSE = Date.parse('2026-03-20T21:00:00Z')
const SUNDAY_OPEN = Date.parse('2026-03-22T21:00:00Z')
const MINUTE = 60_000

let sandbox: TestSandbox
const clock = new ManualClock(FRIDAY_CLOSE - 2 * MINUTE)

beforeAll(async () => {
  sandbox = await startTestSandbox({ clock, tradingHours: true })
})
afterAll(async () => {
  await sandbox.close()
})

async function statusNow() {
  // The instrument reference the screens read their calendars from.
  const answer = await demoClient(sandbox).instrumentReference(SYMBOL)
  const instrument = answer.data.find((i) => i.symbol === SYMBOL)
  expect(instrument?.tradingHours?.length).toBeGreaterThan(0)
  return marketStatus(instrument?.tradingHours ?? [], clock.now())
}

/** Whether the server fills a working EUR/USD order now (it refuses any change to a closed market). */
async function serverTrades(): Promise<boolean> {
  const orders = (await demoClient(sandbox).openOrders([ACCOUNT])).data
  const order = orders.find((o) => o.instrument === SYMBOL)
  expect(order).toBeDefined()
  try {
    sandbox.control.fill(ACCOUNT, order?.clientOrderId ?? '')
    return true
  } catch (error) {
    expect(String(error)).toMatch(/closed/i)
    return false
  }
}

describe('market status across a session boundary and a weekend, on the sandbox’s clock', () => {
  it('open before Friday’s close, with the close as the next change; the server trades', async () => {
    expect(await statusNow()).toEqual({ open: true, nextChange: FRIDAY_CLOSE, calendar: 'weekly' })
    expect(await serverTrades()).toBe(true)
  })

  it('closed over the weekend, with Sunday’s open as the next change; the server refuses', async () => {
    clock.set(FRIDAY_CLOSE + MINUTE)
    expect(await statusNow()).toEqual({ open: false, nextChange: SUNDAY_OPEN, calendar: 'weekly' })
    expect(await serverTrades()).toBe(false)
    clock.set(Date.parse('2026-03-21T12:00:00Z'))
    expect(await statusNow()).toEqual({ open: false, nextChange: SUNDAY_OPEN, calendar: 'weekly' })
    expect(await serverTrades()).toBe(false)
  })

  it('open again from Sunday’s open, with next Friday’s close as the next change; the server trades', async () => {
    clock.set(SUNDAY_OPEN + MINUTE)
    expect(await statusNow()).toEqual({ open: true, nextChange: FRIDAY_CLOSE + 7 * 86_400_000, calendar: 'weekly' })
    expect(await serverTrades()).toBe(true)
  })
})
