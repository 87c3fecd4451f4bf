// Day and week arithmetic in UTC: `period` uses UTC days and weeks starting Monday 00:00 (docs/api-notes.md).
// Wire formatting of times lives in shared/api (formatWireTimestamp, formatDate, formatSessionTimeout).
import type { Period } from '@shared/api'
import { startOfUtcWeek } from '@shared/domain/risk/market-status'

export const DAY_MS = 86_400_000
export const HOUR_MS = 3_600_000
export const MINUTE_MS = 60_000

export function startOfUtcDay(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS
}

/** Inclusive [from, to] in ms for a `period` shortcut; the current periods end now. */
export function periodRange(period: Period, now: number): { from: number; to: number } {
  switch (period) {
    case 'today':
      return { from: startOfUtcDay(now), to: now }
    case 'previous-day': {
      const today = startOfUtcDay(now)
      return { from: today - DAY_MS, to: today - 1 }
    }
    case 'week':
      return { from: startOfUtcWeek(now), to: now }
    case 'previous-week': {
      const week = startOfUtcWeek(now)
      return { from: week - 7 * DAY_MS, to: week - 1 }
    }
  }
}
