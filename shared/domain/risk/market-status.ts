// Whether an instrument's market is open at a moment, and when that next changes, from the weekly calendar the
// API gives (`tradingHours`: week-relative UTC events such as `Sunday, 22:00:00Z` SESSION_OPEN). The state at a
// moment is the last event at or before it, reading the week as a circle. A calendar with no close never closes;
// an empty one says nothing, and is shown as open without a next change (the server still decides).
import type { TradingSession } from '../../api/records'

const DAY_MS = 86_400_000
const WEEK_MS = 7 * DAY_MS
const DAYS_FROM_MONDAY: Readonly<Record<string, number>> = {
  Monday: 0,
  Tuesday: 1,
  Wednesday: 2,
  Thursday: 3,
  Friday: 4,
  Saturday: 5,
  Sunday: 6,
}

/** Milliseconds from Monday 00:00 UTC of an event's `weekDay` (`Friday, 22:00:00Z`); undefined if unreadable. */
export function weekOffset(weekDay: string): number | undefined {
  const match = /^(\w+), (\d{2}):(\d{2}):(\d{2})Z$/.exec(weekDay)
  const day = match ? DAYS_FROM_MONDAY[match[1] ?? ''] : undefined
  if (!match || day === undefined) return undefined
  return day * DAY_MS + (Number(match[2]) * 60 + Number(match[3])) * 60_000 + Number(match[4]) * 1000
}

/** Monday 00:00 UTC of the week containing `ms`. */
export function startOfUtcWeek(ms: number): number {
  const day = Math.floor(ms / DAY_MS) * DAY_MS
  const daysSinceMonday = (new Date(day).getUTCDay() + 6) % 7
  return day - daysSinceMonday * DAY_MS
}

export interface MarketStatus {
  open: boolean
  /** When the state next changes (epoch ms): the next close while open, the next open while closed. */
  nextChange?: number
  /** `none`: the API gave no calendar; `always`: a calendar without a close; `weekly`: sessions open and close. */
  calendar: 'none' | 'always' | 'weekly'
}

type Session = Pick<TradingSession, 'weekDay' | 'eventType'>

/** One event of a weekly calendar: milliseconds from Monday 00:00 UTC, and whether the market opens there. */
export interface CalendarEvent {
  at: number
  open: boolean
}

/** A calendar's readable events, in week order. */
export function calendarEvents(sessions: readonly Session[]): CalendarEvent[] {
  return sessions
    .map((s) => ({ at: weekOffset(s.weekDay), open: s.eventType === 'SESSION_OPEN' }))
    .filter((e): e is CalendarEvent => e.at !== undefined)
    .sort((a, b) => a.at - b.at)
}

/** The state at `now` of a calendar that has a close: the last event at or before it, and the next change. */
export function calendarState(events: readonly CalendarEvent[], now: number): Omit<MarketStatus, 'calendar'> {
  const weekStart = startOfUtcWeek(now)
  const offset = now - weekStart
  const current = events.filter((e) => e.at <= offset).pop() ?? events[events.length - 1]
  const open = current?.open ?? true
  const next = events.find((e) => e.at > offset && e.open !== open) ?? events.find((e) => e.open !== open)
  if (!next) return { open }
  return { open, nextChange: weekStart + next.at + (next.at > offset ? 0 : WEEK_MS) }
}

export function marketStatus(sessions: readonly Session[], now: number): MarketStatus {
  const events = calendarEvents(sessions)
  if (events.length === 0) return { open: true, calendar: 'none' }
  if (!events.some((e) => !e.open)) return { open: true, calendar: 'always' }
  return { ...calendarState(events, now), calendar: 'weekly' }
}
