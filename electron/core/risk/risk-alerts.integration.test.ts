// Risk alerts against the real Demo sandbox over HTTP: the scenario controls move USD/JPY against the account's
// largest position (short 200 000) until default:1001 crosses margin call and then stop-out; every metrics read
// main makes for the renderer is fed to the alerts. Expected levels come from the sandbox's own figures.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { activityText } from '@shared/text/activity-text'
import type { AccountMetrics } from '@shared/api/records'
import type { ActivityEvent } from '@shared/domain/activity'
import { createServicesHarness, type ServicesHarness } from '@test-support/services-harness'
import { createRiskAlerts } from './risk-alerts'

const A = 'default:1001'

let h: ServicesHarness
let added: ActivityEvent[]

beforeEach(async () => {
  h = await createServicesHarness()
  added = []
  h.services.on('activity.added', (e) => added.push(...e.events))
  await h.value('session.connect', { profileId: 'demo-trader' })
})
afterEach(async () => {
  await h.close()
})

const setPrice = (symbol: string, price: number) => h.setPrice(symbol, price)

/** The summary bar's read, through main; returns the sandbox's figures and their margin level in percent. */
async function readMetrics(): Promise<{ metrics: AccountMetrics; percent: number; fetchedAt: number }> {
  const read = await h.value<{ data: AccountMetrics[]; fetchedAt: number }>('metrics.list', {
    accounts: [A],
    params: { 'include-positions': true },
  })
  const metrics = read.data[0]!
  return {
    metrics,
    percent: (Number(metrics.equity) / Number(metrics.maintenanceMargin)) * 100,
    fetchedAt: read.fetchedAt,
  }
}

const marginAlerts = () => added.filter((e) => e.kind === 'margin-level')

describe('margin alerts from the metrics reads', () => {
  it('cross margin call once, stop-out once, recover silently, and cross again', async () => {
    const start = await readMetrics()
    expect(start.percent).toBeGreaterThan(150)
    const usdjpy = start.metrics.positions!.find((p) => p.symbol === 'USD/JPY')!
    // The sandbox gives the price in the account currency (rate) and the conversion: the mid it started from.
    const initial = Number(usdjpy.rate) / Number(usdjpy.convRate)

    await setPrice('USD/JPY', 323)
    const call = await readMetrics()
    expect(call.percent).toBeLessThanOrEqual(100)
    expect(call.percent).toBeGreaterThan(50)
    await vi.waitFor(() => expect(marginAlerts()).toHaveLength(1))
    expect(marginAlerts()[0]).toMatchObject({ account: A })
    expect(activityText(marginAlerts()[0]!).title).toBe('Margin level fell to the margin-call level')

    // Read again and again while below: no second entry.
    await readMetrics()
    await readMetrics()
    await setPrice('USD/JPY', 400)
    const stop = await readMetrics()
    expect(stop.percent).toBeLessThanOrEqual(50)
    await vi.waitFor(() => expect(marginAlerts()).toHaveLength(2))
    expect(activityText(marginAlerts()[1]!).title).toBe('Margin level fell to the stop-out level')

    await setPrice('USD/JPY', Number(initial.toFixed(3)))
    const back = await readMetrics()
    expect(back.percent).toBeGreaterThan(150)
    await readMetrics()
    expect(marginAlerts()).toHaveLength(2)

    await setPrice('USD/JPY', 323)
    await readMetrics()
    await vi.waitFor(() => expect(marginAlerts()).toHaveLength(3))
    expect(activityText(marginAlerts()[2]!).title).toBe('Margin level fell to the margin-call level')
  })

  it('tells a level reached while nobody watched when reads resume after a gap', async () => {
    const told: ActivityEvent[] = []
    const risk = createRiskAlerts({
      settings: async () => ({
        levels: { marginCallPercent: 100, stopOutPercent: 50 },
        zone: 'UTC',
        identity: 'demo',
        currencyOf: () => 'USD',
      }),
      report: (events) => told.push(...events),
    })
    const t0 = Date.parse('2026-11-27T10:00:00Z')
    await setPrice('USD/JPY', 323)
    const below = await readMetrics()
    await risk.onMetricsList([below.metrics], t0)
    await risk.onMetricsList([below.metrics], t0 + 15_000)
    expect(told.map((e) => activityText(e).title)).toEqual(['Margin level fell to the margin-call level'])
    // Twenty minutes without a read (window hidden), still below: told again, saying so.
    await risk.onMetricsList([(await readMetrics()).metrics], t0 + 15_000 + 20 * 60_000)
    expect(told.map((e) => activityText(e).title)).toEqual([
      'Margin level fell to the margin-call level',
      'Margin level below the margin-call level (found after a gap in watching)',
    ])
    expect(activityText(told[1]!).detail).toMatch(/Not watched for 20 min before this read\.$/)
  })
})

describe('margin alerts from pushed figures', () => {
  it('a price move at the sandbox crosses margin call by push alone: no read of the figures is made', async () => {
    await h.close()
    h = await createServicesHarness({ sandbox: { push: { metricsIntervalMs: 0, pingIntervalMs: 600_000 } } })
    added = []
    h.services.on('activity.added', (e) => added.push(...e.events))
    await h.value('session.connect', { profileId: 'demo-trader' })
    await h.value('watch.set', { accounts: [A], visibility: 'foreground' })
    await vi.waitFor(() => expect(h.services.watch.status().source).toBe('push'), { timeout: 5_000 })
    await h.services.watch.idle()
    const figureReads = () => h.sandbox().seen.filter((r) => r.url.includes('/metrics')).length
    const before = figureReads()

    h.sandbox().control.setPrice('USD/JPY', 323)
    await vi.waitFor(() => expect(marginAlerts()).toHaveLength(1), { timeout: 5_000 })
    expect(marginAlerts()[0]).toMatchObject({ account: A })
    expect(activityText(marginAlerts()[0]!).title).toBe('Margin level fell to the margin-call level')
    expect(figureReads()).toBe(before)
    // The sandbox's own figures agree that the level was crossed.
    expect((await readMetrics()).percent).toBeLessThanOrEqual(100)
  })
})
