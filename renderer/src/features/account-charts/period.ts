// The period the account charts and the reconciliation cover, chosen as a preset or as two dates; days are
// the profile's display time zone's days, from midnight to midnight.
import type { Period } from '@shared/domain/account-ledger'
import { wallTimeAt, wallTimeToInstant } from '../../lib/time-zones'
import { msg } from '@shared/text/messages'

export const PERIOD_PRESETS = {
  '7d': msg('labels.accountCharts.last7Days'),
  '30d': msg('labels.accountCharts.last30Days'),
  '90d': msg('labels.accountCharts.last90Days'),
  all: msg('labels.accountCharts.everything'),
  custom: msg('labels.accountCharts.betweenDates'),
} as const

export interface PeriodChoice {
  preset: keyof typeof PERIOD_PRESETS
  /** YYYY-MM-DD, for `custom`; empty = open-ended. */
  from: string
  to: string
}

export type PeriodOrError = Period | { error: string; field: 'from' | 'to' }

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

function startOfDay(year: number, month: number, day: number, zone: string): number {
  // Date.UTC normalises day overflow (day 0, day 32) into the neighbouring month.
  const d = new Date(Date.UTC(year, month - 1, day))
  const wall = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }
  return wallTimeToInstant({ ...wall, hour: 0, minute: 0, second: 0, millisecond: 0 }, zone).epochMs
}

function parseDay(text: string): [number, number, number] | undefined {
  const m = DATE.exec(text)
  if (!m) return undefined
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const check = new Date(Date.UTC(y, mo - 1, d))
  return check.getUTCMonth() === mo - 1 && check.getUTCDate() === d ? [y, mo, d] : undefined
}

export function periodOf(choice: PeriodChoice, zone: string, now: number): PeriodOrError {
  const open = { from: Number.NEGATIVE_INFINITY, to: Number.POSITIVE_INFINITY }
  if (choice.preset === 'all') return open
  if (choice.preset !== 'custom') {
    const days = Number.parseInt(choice.preset, 10)
    const today = wallTimeAt(now, zone)
    return { from: startOfDay(today.year, today.month, today.day - (days - 1), zone), to: open.to }
  }
  const from = choice.from === '' ? undefined : parseDay(choice.from)
  const to = choice.to === '' ? undefined : parseDay(choice.to)
  if (choice.from !== '' && !from)
    return { error: msg('ledger.period.fromNotDate', { text: choice.from }), field: 'from' }
  if (choice.to !== '' && !to) return { error: msg('ledger.period.toNotDate', { text: choice.to }), field: 'to' }
  const period = {
    from: from ? startOfDay(...from, zone) : open.from,
    to: to ? startOfDay(to[0], to[1], to[2] + 1, zone) - 1 : open.to,
  }
  if (period.from > period.to) {
    return { error: msg('ledger.period.toBeforeFrom', { to: choice.to, from: choice.from }), field: 'to' }
  }
  return period
}

/** The period in words, for CSV provenance. */
export function periodLabel(choice: PeriodChoice): string {
  if (choice.preset !== 'custom') return PERIOD_PRESETS[choice.preset]
  return msg('ledger.period.between', {
    from: choice.from || msg('ledger.period.firstRecord'),
    to: choice.to || msg('ledger.period.now'),
  })
}

/** The calendar day (YYYY-MM-DD) of an instant in the display zone: what P/L by day groups by. */
export function dayIn(zone: string): (ms: number) => string {
  return (ms) => {
    const w = wallTimeAt(ms, zone)
    return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`
  }
}
