// Risk alerts fed by pushed figures: a push carries every watched account at once, several times a second in a busy
// market, so the profile is read once per push and each day key reuses its zone's formatter.
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { activityText } from '@shared/text/activity-text'
import type { ActivityEvent } from '@shared/domain/activity'
import { createRiskAlerts, dayKeyOf, type RiskAlertSettings } from './risk-alerts'

const settings: RiskAlertSettings = {
  levels: { marginCallPercent: 100, stopOutPercent: 50 },
  zone: 'UTC',
  identity: 'demo',
  currencyOf: () => 'USD',
}
const accounts = Array.from({ length: 20 }, (_, i) => `default:${5001 + i}`)

afterEach(() => {
  vi.restoreAllMocks()
})

describe('pushed figures of many accounts', () => {
  it('reads the profile once per push and tells each account that fell below the margin-call level', async () => {
    const told: ActivityEvent[] = []
    const read = vi.fn(async () => settings)
    const risk = createRiskAlerts({ settings: read, report: (events) => told.push(...events) })
    // Even accounts at 80 % (below margin call), odd ones at 300 %.
    const push = accounts.map((account, i) => ({
      account,
      equity: i % 2 === 0 ? '80' : '300',
      maintenanceMargin: '100',
    }))

    await risk.onMetricsList(push, Date.parse('2026-11-28T10:00:00Z'))
    await risk.onMetricsList(push, Date.parse('2026-11-28T10:00:01Z'))

    expect(read).toHaveBeenCalledTimes(2)
    expect(told.map((e) => e.account)).toEqual(accounts.filter((_, i) => i % 2 === 0))
    expect(new Set(told.map((e) => activityText(e).title))).toEqual(
      new Set(['Margin level fell to the margin-call level']),
    )
  })
})

describe('the day a loss limit counts in', () => {
  it('is the date in the profile’s zone, with one formatter per zone however many figures arrive', () => {
    const Original = Intl.DateTimeFormat
    let made = 0
    class Counted extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args)
        made += 1
      }
    }
    Intl.DateTimeFormat = Counted as typeof Intl.DateTimeFormat
    onTestFinished(() => {
      Intl.DateTimeFormat = Original
    })
    const lateUtc = Date.parse('2026-11-28T23:30:00Z')
    const keys = new Set<string>()
    for (let i = 0; i < 500; i++) {
      keys.add(`${dayKeyOf(lateUtc + i, 'Asia/Tokyo')} ${dayKeyOf(lateUtc + i, 'Europe/Zurich')}`)
    }

    expect([...keys]).toEqual(['2026-11-29 2026-11-29'])
    expect(dayKeyOf(lateUtc, 'America/New_York')).toBe('2026-11-28')
    expect(made).toBeLessThanOrEqual(3)
  })
})
