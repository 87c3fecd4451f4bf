// Price alerts against the real Demo sandbox over HTTP: an alert is set through main's channels, the scenario
// controls move EUR/USD across its level, and main's quote reads (a view's read, and main's own poll of the alerted
// symbols) raise one activity entry per crossing. Levels are worked out from the quote the sandbox gives first.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { activityText } from '@shared/text/activity-text'
import type { ActivityEvent } from '@shared/domain/activity'
import type { PriceAlert } from '@shared/domain/risk/price-alerts'
import { createServicesHarness, type ServicesHarness } from '@test-support/services-harness'
import type { SandboxOptions } from '../../sandbox'

let h: ServicesHarness
let added: ActivityEvent[]

async function start(quoteFeedIntervalMs?: number, sandbox?: SandboxOptions): Promise<void> {
  h = await createServicesHarness({
    ...(sandbox ? { sandbox, dxClient: { pushLimits: { baseDelayMs: 50, maxDelayMs: 300 } } } : {}),
    ...(quoteFeedIntervalMs === undefined ? {} : { services: { quoteFeedIntervalMs } }),
  })
  added = []
  h.services.on('activity.added', (e) => added.push(...e.events))
  await h.value('session.connect', { profileId: 'demo-trader' })
}
afterEach(async () => {
  await h.close()
})

const setPrice = (symbol: string, price: number) => h.setPrice(symbol, price)

/** A view's quote read, through main: the quotes the sandbox gives now. */
async function quote(symbol: string): Promise<{ bid: number; ask: number }> {
  const read = await h.value<{ data: Array<{ symbol: string; bid: number; ask: number }> }>('marketData.quotes', {
    symbols: [symbol],
  })
  const q = read.data.find((d) => d.symbol === symbol)!
  return { bid: Number(q.bid), ask: Number(q.ask) }
}

const priceAlerts = () => added.filter((e) => e.kind === 'price-alert')
const marketDataReads = () => h.sandbox().count('POST', '/marketdata')
const A = 'default:1001'

/** An alert on USD/JPY (no view shows it) a little below the ask, then the ask moved below it at the sandbox. */
async function alertOffScreenAndCross(): Promise<string> {
  const first = await quote('USD/JPY')
  const level = (first.ask - 0.5).toFixed(3)
  await h.value('priceAlerts.add', { alert: { symbol: 'USD/JPY', side: 'ask', when: 'at-or-below', level } })
  return level
}

describe('price alerts on the quotes main reads', () => {
  it('fire once per crossing of the bid, again after the price went back, never once removed', async () => {
    await start()
    const first = await quote('EUR/USD')
    const level = (first.bid + 0.005).toFixed(4)
    const { alerts } = await h.value<{ alerts: PriceAlert[] }>('priceAlerts.add', {
      alert: { symbol: 'EUR/USD', side: 'bid', when: 'at-or-above', level },
    })
    expect(alerts).toEqual([expect.objectContaining({ symbol: 'EUR/USD', level })])
    expect((await h.value<{ alerts: PriceAlert[] }>('priceAlerts.list', {})).alerts).toHaveLength(1)

    await quote('EUR/USD')
    expect(priceAlerts()).toHaveLength(0)

    await setPrice('EUR/USD', Number(level) + 0.002)
    const above = await quote('EUR/USD')
    expect(above.bid).toBeGreaterThanOrEqual(Number(level))
    expect(priceAlerts()).toHaveLength(1)
    expect(priceAlerts()[0]).toMatchObject({ amount: String(above.bid) })
    expect(activityText(priceAlerts()[0]!).title).toBe(`EUR/USD bid rose to ${level}`)
    await quote('EUR/USD')
    await quote('EUR/USD')
    expect(priceAlerts()).toHaveLength(1)

    await setPrice('EUR/USD', first.bid)
    await quote('EUR/USD')
    await setPrice('EUR/USD', Number(level) + 0.002)
    await quote('EUR/USD')
    expect(priceAlerts()).toHaveLength(2)

    await h.value('priceAlerts.remove', { id: alerts[0]!.id })
    await setPrice('EUR/USD', first.bid)
    await quote('EUR/USD')
    await setPrice('EUR/USD', Number(level) + 0.002)
    await quote('EUR/USD')
    expect(priceAlerts()).toHaveLength(2)
  })

  it('main reads the alerted symbols itself, so an alert fires with no view open', async () => {
    await start(100)
    const first = await quote('USD/JPY')
    const level = (first.ask - 0.5).toFixed(3)
    await h.value('priceAlerts.add', { alert: { symbol: 'USD/JPY', side: 'ask', when: 'at-or-below', level } })
    await setPrice('USD/JPY', Number(level) - 0.2)
    await vi.waitFor(() => expect(priceAlerts()).toHaveLength(1), { timeout: 10_000 })
    expect(activityText(priceAlerts()[0]!).title).toBe(`USD/JPY ask fell to ${level}`)
  })

  it('with push, an alert on a symbol no view shows fires from a pushed quote, and main reads no prices', async () => {
    await start(100, { push: { metricsIntervalMs: 0, pingIntervalMs: 600_000 } })
    await h.value('watch.set', { accounts: [A], visibility: 'foreground' })
    const level = await alertOffScreenAndCross()
    // The alerted symbol is subscribed on the market-data socket beside the account data.
    await vi.waitFor(() => expect(h.sandbox().control.push.connections()).toBe(2), { timeout: 10_000 })
    await vi.waitFor(() => expect(h.services.watch.quotesPushed(['USD/JPY'])).toBe(true), { timeout: 10_000 })
    // A read the alerts started just before push took over may still be on its way: counted from here on.
    await new Promise((r) => setTimeout(r, 300))
    const reads = marketDataReads()

    h.sandbox().control.setPrice('USD/JPY', Number(level) - 0.2)
    await vi.waitFor(() => expect(priceAlerts()).toHaveLength(1), { timeout: 10_000 })
    expect(activityText(priceAlerts()[0]!).title).toBe(`USD/JPY ask fell to ${level}`)
    // Several of the alerts' 100 ms ticks have passed: none of them read a price.
    await new Promise((r) => setTimeout(r, 500))
    expect(marketDataReads()).toBe(reads)
  })

  it("on a server without push, the same alert fires from main's read of the alerted symbols", async () => {
    await start(100, { push: false })
    await h.value('watch.set', { accounts: [A], visibility: 'foreground' })
    const level = await alertOffScreenAndCross()
    const reads = marketDataReads()
    h.sandbox().control.setPrice('USD/JPY', Number(level) - 0.2)
    await vi.waitFor(() => expect(priceAlerts()).toHaveLength(1), { timeout: 10_000 })
    expect(activityText(priceAlerts()[0]!).title).toBe(`USD/JPY ask fell to ${level}`)
    expect(marketDataReads()).toBeGreaterThan(reads)
  })

  it('refuses an alert that is not one', async () => {
    await start()
    const answer = await h.call('priceAlerts.add', {
      alert: { symbol: 'EUR/USD', side: 'bid', when: 'at-or-above', level: '-1' },
    })
    // The rule crosses as facts for the window to word, not as the schema's English.
    expect(answer).toMatchObject({
      ok: false,
      error: { kind: 'validation', parameter: 'alert.level', facts: { rule: 'invalid_format' } },
    })
    expect((await h.value<{ alerts: PriceAlert[] }>('priceAlerts.list', {})).alerts).toEqual([])
  })
})
