// Whether an instrument's market is open, from the weekly calendar it publishes (`tradingHours`: events such
// as `Sunday, 22:00:00Z` SESSION_OPEN). The state at a moment is the last event at or before it, reading the
// week as a circle; an instrument with no calendar, or whose events are all opens, never closes.
import { formatWireTimestamp } from '@shared/api'
import { REJECTION, rejected } from '../errors'
import type { SandboxRuntime } from '../runtime'
import {
  calendarEvents,
  calendarState,
  marketStatus,
  startOfUtcWeek,
  weekOffset as readWeekOffset,
  type CalendarEvent,
  type MarketStatus,
} from '@shared/domain/risk/market-status'
import { DAY_MS, MINUTE_MS } from '../time'

const WEEK_MS = 7 * DAY_MS
import type { TradingSessionSpec } from './types'

/** Milliseconds from Monday 00:00 UTC of an event's `weekDay` (`Friday, 22:00:00Z`); the seed's own calendars
 * are always readable, so an unreadable one is a mistake in them. */
export function weekOffset(weekDay: string): number {
  const at = readWeekOffset(weekDay)
  if (at === undefined) throw new Error(`Not a week-relative time: ${weekDay}`)
  return at
}

export type MarketState = Omit<MarketStatus, 'calendar'>

/**
 * An instrument's weekly calendar, read once: whether it is open at a moment, and the nearest open moments
 * around one (the seed places its fills there).
 */
export class WeeklyCalendar {
  private readonly events: CalendarEvent[]
  readonly alwaysOpen: boolean

  constructor(sessions: readonly TradingSessionSpec[]) {
    this.alwaysOpen = !sessions.some((s) => s.eventType === 'SESSION_CLOSE')
    for (const s of sessions) weekOffset(s.weekDay)
    this.events = calendarEvents(sessions)
  }

  state(now: number): MarketState {
    return this.alwaysOpen ? { open: true } : calendarState(this.events, now)
  }

  isOpen(at: number): boolean {
    return this.state(at).open
  }

  /** `at` itself when open, else the next opening. */
  openAtOrAfter(at: number): number {
    const state = this.state(at)
    return state.open ? at : (state.nextChange ?? at)
  }

  /** `at` itself when open, else a minute before the close that began the closure (1 ms before, if shorter). */
  openAtOrBefore(at: number): number {
    if (this.isOpen(at)) return at
    const closed = this.lastCloseAtOrBefore(at)
    if (closed === undefined) return at
    return this.isOpen(closed - MINUTE_MS) ? closed - MINUTE_MS : closed - 1
  }

  private lastCloseAtOrBefore(at: number): number | undefined {
    const weekStart = startOfUtcWeek(at)
    let found: number | undefined
    for (const week of [weekStart, weekStart - WEEK_MS]) {
      for (const e of this.events) {
        const t = week + e.at
        if (!e.open && t <= at && (found === undefined || t > found)) found = t
      }
      if (found !== undefined) return found
    }
    return found
  }
}

/**
 * An order request goes to the market, so it needs the instrument inside its trading session (a closed
 * market is a 409 pre-trade rejection). Cancelling does not: a trader can always take an order back.
 */
export function checkMarketOpen(runtime: SandboxRuntime, symbol: string, at: string): void {
  if (!runtime.options.tradingHours) return
  const spec = runtime.world.instrument(symbol)
  if (!spec) return
  const state = marketStatus(spec.tradingHours, runtime.clock.now())
  if (state.open) return
  const opens = state.nextChange === undefined ? '' : `; it opens ${formatWireTimestamp(state.nextChange)}`
  throw rejected(REJECTION.MARKET_CLOSED, `The ${symbol} market is closed${opens} (${at}instrument)`)
}
