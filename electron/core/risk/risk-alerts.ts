// Risk alerts in main: every metrics snapshot main reads or is pushed goes through `onMetricsList(list, at)`, which
// runs the pure evaluator (margin-alerts.ts) and hands the resulting activity entries to `report` (the activity log,
// its event and the OS notifications the profile chose). Reads and pushes share the entry point, so neither touches
// the rules.
import type { AccountMetrics } from '@shared/api/records'
import type { ActivityEvent } from '@shared/domain/activity'
import type { RiskLevels } from '@shared/ipc/profile-settings'
import { evaluateRisk, INITIAL_RISK_STATE, type AccountRiskState, type RiskAlert } from './margin-alerts'

export interface RiskAlertSettings {
  levels: RiskLevels
  /** The zone a day is counted in for the daily loss limit (`local`, `UTC` or IANA). */
  zone: string
  /** Who is connected: the memory is per connection, so another login starts afresh. */
  identity: string
  /** The account's currency, for the entry's wording; undefined when the user record does not name it. */
  currencyOf(account: string): string | undefined
}

export interface RiskAlertsOptions {
  settings(): Promise<RiskAlertSettings | undefined>
  report(events: ActivityEvent[]): void
}

type RiskFigures = Pick<AccountMetrics, 'account' | 'equity' | 'maintenanceMargin'>

export interface RiskAlerts {
  /** Every account of one push or one read at once: the profile's settings are read once for all of them. */
  onMetricsList(list: readonly RiskFigures[], at: number): Promise<void>
}

/**
 * One formatter per zone: building an Intl.DateTimeFormat loads the zone's rules and costs far more than a format,
 * and pushed figures ask for a day key for every account several times a second. Zones are few (a profile's own).
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>()

/** YYYY-MM-DD of `at` in the zone. */
export function dayKeyOf(at: number, zone: string): string {
  let format = dayFormats.get(zone)
  if (!format) {
    const timeZone = zone === 'local' ? undefined : zone
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    dayFormats.set(zone, format)
  }
  return format.format(at)
}

function toEntry(account: string, alert: RiskAlert, at: number, currency: string | undefined): ActivityEvent {
  const target = { view: 'positions' as const, account, rowKey: '' }
  if (alert.kind === 'loss-limit') {
    return {
      id: `risk:${account}:loss-limit:${at}`,
      account,
      kind: 'loss-limit',
      at,
      words: { code: 'loss-limit', loss: alert.loss, limit: alert.limit, ...(currency ? { currency } : {}) },
      amount: alert.loss,
      target,
    }
  }
  return {
    id: `risk:${account}:${alert.level}:${at}`,
    account,
    kind: 'margin-level',
    at,
    words: {
      code: 'margin-level',
      level: alert.level,
      levelPercent: alert.levelPercent,
      thresholdPercent: alert.thresholdPercent,
      ...(alert.gapMinutes !== undefined ? { gapMinutes: alert.gapMinutes } : {}),
    },
    amount: alert.levelPercent,
    target,
  }
}

export function createRiskAlerts(options: RiskAlertsOptions): RiskAlerts {
  const states = new Map<string, AccountRiskState>()
  function evaluate(settings: RiskAlertSettings, figures: readonly RiskFigures[], at: number): void {
    const dayKey = dayKeyOf(at, settings.zone)
    const found: ActivityEvent[] = []
    for (const { account, equity, maintenanceMargin } of figures) {
      const key = `${settings.identity}|${account}`
      const { state, alerts } = evaluateRisk(
        states.get(key) ?? INITIAL_RISK_STATE,
        { equity, margin: maintenanceMargin },
        at,
        { levels: settings.levels, dayKey },
      )
      states.set(key, state)
      for (const a of alerts) found.push(toEntry(account, a, at, settings.currencyOf(account)))
    }
    if (found.length > 0) options.report(found)
  }
  return {
    async onMetricsList(list, at) {
      if (list.length === 0) return
      const settings = await options.settings()
      if (settings) evaluate(settings, list, at)
    },
  }
}
