// Price alerts against the real Demo sandbox over HTTP: an alert is set through main's channels, the scenario
// controls move EUR/USD across its level, and main's quote reads (a view's read, and main's own poll of the alerted
// symbols) raise one activity entry per crossing. Levels are worked out from the quote the sandbox gives first.
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ActivityEvent } from '@shared/domain/activity'
import type { PriceAlert } from '@shared/domain/risk/price-alerts'
import { createServicesHarness, type ServicesHarness } from '@test-support/services-harness'

let h: ServicesHarness
let added: ActivityEvent[]

async function start(quoteFeedIntervalMs?: number): Promise<void> {
  h = await createServicesHarness(quoteFeedIntervalMs === undefined ? {} : { services: { quoteFeedIntervalMs } })
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
    expect(priceAlerts()[0]).toMatchObject({ title: `EUR/USD bid rose to ${level}`, amount: String(above.bid) })
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
    expect(priceAlerts()[0]?.title).toBe(`USD/JPY ask fell to ${level}`)
  })

  it('refuses an alert that is not one', async () => {
    await start()
    const answer = await h.call('priceAlerts.add', {
      alert: { symbol: 'EUR/USD', side: 'bid', when: 'at-or-above', level: '-1' },
    })
    expect(answer).toMatchObject({ ok: false, error: { kind: 'validation' } })
    expect((await h.value<{ alerts: PriceAlert[] }>('priceAlerts.list', {})).alerts).toEqual([])
  })
})
