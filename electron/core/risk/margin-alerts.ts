// The risk alerts' memory and rules, pure: fed one metrics snapshot of an account at a time, it says which
// alerts to raise. A level fires once when the margin level reaches it and again only after the level has come
// back above it by the hysteresis (so a level hovering at 99.9–100.1 % does not fire at every read). After a gap in
// the snapshots (nothing was read: window hidden, disconnected), a level that is reached fires again, marked as
// found after the gap, since the person may have missed it. The daily loss limit fires once per day.
import Big from 'big.js'
import type { Decimal } from '@shared/api/primitives'
import { marginLevelPercent, type MarginLevelId } from '@shared/domain/risk'
import type { RiskLevels } from '@shared/ipc/profile-settings'

/** Points of margin level above a level before it can fire again. */
export const HYSTERESIS_POINTS = 5
/** No snapshot for this long is a gap (the summary polls every 15 s while the window is seen). */
export const GAP_MS = 60_000

export interface RiskSnapshot {
  equity: Decimal
  /** Maintenance margin in use. */
  margin: Decimal
}

export interface AccountRiskState {
  lastAt?: number
  /** Levels that fired and have not come back above level + hysteresis since. */
  fired: MarginLevelId[]
  day?: { key: string; startEquity: Decimal; lossFired: boolean }
}

export type RiskAlert =
  | {
      kind: 'margin-level'
      level: MarginLevelId
      levelPercent: string
      thresholdPercent: number
      /** Minutes without a snapshot before this one, when the alert is one found after a gap. */
      gapMinutes?: number
    }
  | { kind: 'loss-limit'; loss: string; limit: number }

export interface EvaluateSettings {
  levels: RiskLevels
  /** The calendar day of `at` in the zone the day is counted in (YYYY-MM-DD). */
  dayKey: string
  hysteresisPoints?: number
  gapMs?: number
}

export const INITIAL_RISK_STATE: AccountRiskState = { fired: [] }

function thresholds(levels: RiskLevels): Array<{ id: MarginLevelId; percent: number }> {
  return [
    ...(levels.warnMarginPercent !== undefined ? [{ id: 'warning' as const, percent: levels.warnMarginPercent }] : []),
    { id: 'margin-call', percent: levels.marginCallPercent },
    { id: 'stop-out', percent: levels.stopOutPercent },
  ]
}

export function evaluateRisk(
  state: AccountRiskState,
  snapshot: RiskSnapshot,
  at: number,
  settings: EvaluateSettings,
): { state: AccountRiskState; alerts: RiskAlert[] } {
  const hysteresis = settings.hysteresisPoints ?? HYSTERESIS_POINTS
  const gapMs = settings.gapMs ?? GAP_MS
  const gap = state.lastAt !== undefined && at - state.lastAt > gapMs ? at - state.lastAt : undefined
  const level = marginLevelPercent(snapshot)
  const alerts: RiskAlert[] = []
  const fired = new Set(state.fired)
  for (const t of thresholds(settings.levels)) {
    const reached = level !== undefined && new Big(level).lte(t.percent)
    if (reached && level !== undefined) {
      if (!fired.has(t.id) || gap !== undefined) {
        alerts.push({
          kind: 'margin-level',
          level: t.id,
          levelPercent: level,
          thresholdPercent: t.percent,
          ...(gap !== undefined && fired.has(t.id) ? { gapMinutes: Math.round(gap / 60_000) } : {}),
        })
      }
      fired.add(t.id)
    } else if (level === undefined || new Big(level).gt(t.percent + hysteresis)) {
      fired.delete(t.id)
    }
  }
  // Only the worst newly reached level is told: falling through warning, call and stop-out in one read is one alert.
  const worst: RiskAlert[] = alerts.slice(-1)

  let day = state.day
  if (day?.key !== settings.dayKey) day = { key: settings.dayKey, startEquity: snapshot.equity, lossFired: false }
  const limit = settings.levels.dailyLossLimit
  if (limit !== undefined && !day.lossFired) {
    try {
      const loss = new Big(day.startEquity).minus(snapshot.equity)
      if (loss.gte(limit)) {
        worst.push({ kind: 'loss-limit', loss: loss.toFixed(2), limit })
        day = { ...day, lossFired: true }
      }
    } catch {
      // an unreadable equity is no loss
    }
  }
  return { state: { lastAt: at, fired: [...fired], day }, alerts: worst }
}
