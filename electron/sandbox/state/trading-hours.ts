// Whether an instrument's market is open, from the weekly calendar it publishes (`tradingHours`: events such
// as `Sunday, 22:00:00Z` SESSION_OPEN). The state at a moment is the last event at or before it, reading the
// week as a circle; an instrument with no calendar, or whose events are all opens, never closes.
import { formatTimestamp } from '../../../shared/api'
import { REJECTION, rejected } from '../errors'
import type { SandboxRuntime } from '../runtime'
import { DAY_MS, startOfUtcWeek } from '../time'
import type { TradingSessionSpec } from './types'

const WEEK_MS = 7 * DAY_MS
const DAYS_FROM_MONDAY: Record<string, number> = {
  Monday: 0,
  Tuesday: 1,
  Wednesday: 2,
  Thursday: 3,
  Friday: 4,
  Saturday: 5,
  Sunday: 6,
}

/** Milliseconds from Monday 00:00 UTC of an event's `weekDay` (`Friday, 22:00:00Z`). */
export function weekOffset(weekDay: string): number {
  const match = /^(\w+), (\d{2}):(\d{2}):(\d{2})Z$/.exec(weekDay)
  const day = match ? DAYS_FROM_MONDAY[match[1] ?? ''] : undefined
  if (!match || day === undefined) throw new Error(`Not a week-relative time: ${weekDay}`)
  return day * DAY_MS + (Number(match[2]) * 60 + Number(match[3])) * 60_000 + Number(match[4]) * 1000
}

export interface MarketState {
  open: boolean
  /** When the state next changes (epoch ms); undefined for a market that never changes. */
  nextChange?: number
}

export function marketState(sessions: readonly TradingSessionSpec[], now: number): MarketState {
  if (!sessions.some((s) => s.eventType === 'SESSION_CLOSE')) return { open: true }
  const weekStart = startOfUtcWeek(now)
  const events = sessions
    .map((s) => ({ at: weekOffset(s.weekDay), open: s.eventType === 'SESSION_OPEN' }))
    .sort((a, b) => a.at - b.at)
  const offset = now - weekStart
  const past = events.filter((e) => e.at <= offset)
  const current = past[past.length - 1] ?? events[events.length - 1]
  const open = current?.open ?? true
  const next = events.find((e) => e.at > offset && e.open !== open) ?? events.find((e) => e.open !== open)
  if (!next) return { open }
  const nextChange = weekStart + next.at + (next.at > offset ? 0 : WEEK_MS)
  return { open, nextChange }
}

/**
 * An order request goes to the market, so it needs the instrument inside its trading session (a closed
 * market is a 409 pre-trade rejection). Cancelling does not: a trader can always take an order back.
 */
export function checkMarketOpen(runtime: SandboxRuntime, symbol: string, at: string): void {
  if (!runtime.options.tradingHours) return
  const spec = runtime.world.instrument(symbol)
  if (!spec) return
  const state = marketState(spec.tradingHours, runtime.clock.now())
  if (state.open) return
  const opens = state.nextChange === undefined ? '' : `; it opens ${formatTimestamp(state.nextChange)}`
  throw rejected(REJECTION.MARKET_CLOSED, `The ${symbol} market is closed${opens} (${at}instrument)`)
}
