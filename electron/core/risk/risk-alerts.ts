// Risk alerts in main: every metrics snapshot main reads goes through `onMetrics(account, metrics, at)`, which
// runs the pure evaluator (margin-alerts.ts) and hands the resulting activity entries to `report` (the activity
// log, its event and the OS notifications the profile chose). One small entry point, so the feed can move from
// today's metrics reads to pushed metrics without touching the rules.
import type { AccountMetrics } from '@shared/api/records'
import type { ActivityEvent } from '@shared/domain/activity'
import { lossLimitDetail, lossLimitTitle, marginAlertDetail, marginAlertTitle } from '@shared/domain/risk'
import type { RiskLevels } from '@shared/ipc/profile-settings'
import { evaluateRisk, INITIAL_RISK_STATE, type AccountRiskState, type RiskAlert } from './margin-alerts'

export interface RiskAlertSettings {
  levels: RiskLevels
  /** The zone a day is counted in for the daily loss limit (`local`, `UTC` or IANA). */
  zone: string
  /** Who is connected: the memory is per connection, so another login starts afresh. */
  identity: string
  /** The account's currency, for the entry's wording. */
  currencyOf(account: string): string
}

export interface RiskAlertsOptions {
  settings(): Promise<RiskAlertSettings | undefined>
  report(events: ActivityEvent[]): void
}

export interface RiskAlerts {
  onMetrics(account: string, metrics: Pick<AccountMetrics, 'equity' | 'maintenanceMargin'>, at: number): Promise<void>
}

/** YYYY-MM-DD of `at` in the zone. */
export function dayKeyOf(at: number, zone: string): string {
  const timeZone = zone === 'local' ? undefined : zone
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at)
}

function toEntry(account: string, alert: RiskAlert, at: number, currency: string): ActivityEvent {
  const target = { view: 'positions' as const, account, rowKey: '' }
  if (alert.kind === 'loss-limit') {
    return {
      id: `risk:${account}:loss-limit:${at}`,
      account,
      kind: 'loss-limit',
      at,
      title: lossLimitTitle(),
      detail: lossLimitDetail({ loss: alert.loss, limit: alert.limit, currency }),
      amount: alert.loss,
      target,
    }
  }
  return {
    id: `risk:${account}:${alert.level}:${at}`,
    account,
    kind: 'margin-level',
    at,
    title: marginAlertTitle(alert.level, alert.gapMinutes !== undefined),
    detail: marginAlertDetail({
      levelPercent: alert.levelPercent,
      thresholdPercent: alert.thresholdPercent,
      ...(alert.gapMinutes !== undefined ? { gapMinutes: alert.gapMinutes } : {}),
    }),
    amount: alert.levelPercent,
    target,
  }
}

export function createRiskAlerts(options: RiskAlertsOptions): RiskAlerts {
  const states = new Map<string, AccountRiskState>()
  return {
    async onMetrics(account, metrics, at) {
      const settings = await options.settings()
      if (!settings) return
      const key = `${settings.identity}|${account}`
      const { state, alerts } = evaluateRisk(
        states.get(key) ?? INITIAL_RISK_STATE,
        { equity: metrics.equity, margin: metrics.maintenanceMargin },
        at,
        { levels: settings.levels, dayKey: dayKeyOf(at, settings.zone) },
      )
      states.set(key, state)
      if (alerts.length > 0) options.report(alerts.map((a) => toEntry(account, a, at, settings.currencyOf(account))))
    },
  }
}
