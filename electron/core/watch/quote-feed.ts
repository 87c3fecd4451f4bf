// The one owner of prices on screen: the renderer says which symbols it shows (`quotes.watch`), the account
// watch keeps them subscribed on the market-data socket, and this feed forwards what arrives as one
// `quotes.changed` event per frame (each symbol once, its newest quote). While quotes are not pushed (a server
// without push, the socket coming back) it reads them over REST at the watch's cadence instead — the same
// event, so a view cannot tell and never runs a clock of its own.
import { QuoteSchema, type Quote } from '@shared/api/market-data'
import type { EventPayload } from '@shared/ipc/contract'
import { toAppError } from '../api-client'
import type { PushEvent, PushState } from '../api-client/push/events'
import type { Clock, Timers } from '@shared/domain/clock'
import { realTimers } from '../real-timers'
import type { AppLogger } from '../logging/app-logger'
import type { SessionManager } from '../session/session-manager'

/** Quotes arriving within this many ms are sent together: about one screen frame at 30 Hz. */
export const QUOTE_FRAME_MS = 33

type PushedQuote = Extract<PushEvent, { kind: 'quotes' }>['quotes'][number]

export interface QuoteFeedOptions {
  sessions: SessionManager
  clock: Clock
  timers?: Timers
  emit(event: 'quotes.changed', payload: EventPayload<'quotes.changed'>): void
  /** How often to read while quotes are not pushed; null while nothing may be read (window hidden). */
  cadenceMs(): number | null
  /** Every new price taken, pushed or read: the price alerts hear the same quotes as the screen. */
  onQuote?(quote: Quote): void
  logger: AppLogger
}

export interface QuoteFeed {
  /** The symbols on screen (and the account to price them for); answers what is known of them now. */
  want(symbols: readonly string[], account: string | undefined): EventPayload<'quotes.changed'>
  symbols(): readonly string[]
  /** Whether the market-data socket delivers now. */
  live(): boolean
  pushed(quotes: readonly PushedQuote[]): void
  /** Whether the market-data socket delivers; anything but live is read over REST meanwhile. */
  marketState(state: PushState): void
  /** The cadence or the window's visibility changed: the next read moves with it. */
  reschedule(): void
  /** Another connection: nothing known so far belongs to it. */
  reset(): void
  stop(): void
}

export function createQuoteFeed(options: QuoteFeedOptions): QuoteFeed {
  const timers = options.timers ?? realTimers
  const logger = options.logger.child({ module: 'quotes' })
  let symbols: string[] = []
  let account: string | undefined
  let state: PushState = 'off'
  const known = new Map<string, Quote>()
  let knownAt: number | undefined
  let pending = new Map<string, Quote>()
  let frame: unknown
  let poll: unknown
  let reading = false
  let generation = 0

  const pushed = () => state === 'live'

  function send(quotes: Quote[], source: 'push' | 'polling', error?: EventPayload<'quotes.changed'>['error']): void {
    options.emit('quotes.changed', { quotes, at: options.clock.now(), source, ...(error ? { error } : {}) })
  }

  /**
   * Kept as the symbol's price; true when it differs from what was known. No ordering by `time` (whole seconds
   * on some servers): a read is only used while nothing is pushed, and a read answered after push came back is
   * dropped, so the newest delivery is the newest price.
   */
  function take(q: Quote): boolean {
    const before = known.get(q.symbol)
    known.set(q.symbol, q)
    knownAt = options.clock.now()
    const changed = !before || before.bid !== q.bid || before.ask !== q.ask || before.time !== q.time
    if (changed) options.onQuote?.(q)
    return changed
  }

  function flush(): void {
    frame = undefined
    const quotes = [...pending.values()].filter((q) => symbols.includes(q.symbol))
    pending = new Map()
    if (quotes.length > 0) send(quotes, 'push')
  }

  function stopPolling(): void {
    if (poll !== undefined) timers.clearTimeout(poll)
    poll = undefined
  }

  function schedulePoll(delayMs: number): void {
    stopPolling()
    const cadence = options.cadenceMs()
    if (symbols.length === 0 || pushed() || cadence === null) return
    poll = timers.setTimeout(
      () => {
        poll = undefined
        void read()
      },
      Math.min(delayMs, cadence),
    )
  }

  async function read(): Promise<void> {
    if (reading || symbols.length === 0 || pushed() || options.cadenceMs() === null) return
    reading = true
    const asked = generation
    try {
      const answer = await options.sessions.run((client) => client.marketData.quotes(symbols, account))
      if (asked === generation && !pushed()) {
        const fresh = answer.data.filter(take)
        send(fresh, 'polling')
      }
    } catch (error) {
      const appError = toAppError(error)
      logger.warn({ kind: appError.kind }, 'quotes not read')
      if (asked === generation) send([], 'polling', appError)
    } finally {
      reading = false
      schedulePoll(options.cadenceMs() ?? Number.POSITIVE_INFINITY)
    }
  }

  return {
    want(next, nextAccount) {
      const sorted = [...new Set(next)].sort()
      const changed = sorted.join(',') !== symbols.join(',') || nextAccount !== account
      symbols = sorted
      account = nextAccount
      if (changed) {
        generation += 1
        // A new set is read at once unless push delivers it (its subscription's first message is the snapshot).
        if (!pushed()) void read()
      }
      const quotes = symbols.flatMap((s) => known.get(s) ?? [])
      return { quotes, at: knownAt ?? options.clock.now(), source: pushed() ? 'push' : 'polling' }
    },
    symbols: () => symbols,
    live: pushed,
    pushed(list) {
      for (const raw of list) {
        const parsed = QuoteSchema.safeParse({ type: 'Quote', ...raw })
        if (parsed.success && take(parsed.data)) pending.set(parsed.data.symbol, parsed.data)
      }
      // A frame, not a poll: real time even where the watch's clock is a test's.
      if (pending.size > 0 && frame === undefined) frame = realTimers.setTimeout(flush, QUOTE_FRAME_MS)
    },
    marketState(next) {
      const was = state
      state = next
      if (pushed()) return stopPolling()
      // Push lost or not offered: read now, then at the cadence, until it is back.
      if (was === 'live' || next === 'unavailable' || next === 'reconnecting') schedulePoll(0)
    },
    reschedule() {
      if (options.cadenceMs() === null) return stopPolling()
      if (poll === undefined && !reading) schedulePoll(0)
    },
    reset() {
      known.clear()
      knownAt = undefined
      pending = new Map()
      state = 'off'
      generation += 1
    },
    stop() {
      symbols = []
      stopPolling()
      if (frame !== undefined) realTimers.clearTimeout(frame)
      frame = undefined
      pending = new Map()
      generation += 1
    },
  }
}
