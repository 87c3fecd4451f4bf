// The alerted symbols' prices: each tick brings the connected profile's alerts up to date and tells the account
// watch their symbols, which it subscribes on the market-data socket beside the screen's. While that socket delivers
// them, pushed quotes reach the alerts through the watch and nothing is read; while push is down, absent or paused
// (window hidden), one market-data read of the alerted symbols (POST /marketdata) every few seconds keeps an alert on
// a symbol no view shows evaluated.
import type { Quote } from '@shared/api'
import type { Clock, Timers } from '@shared/domain/clock'
import type { PriceAlerts } from './price-alerts'

export const QUOTE_FEED_INTERVAL_MS = 2_000

export interface QuoteFeed {
  stop(): void
}

export function createQuoteFeed(options: {
  alerts: PriceAlerts
  /** Subscribes these symbols by push where push is offered (the account watch). */
  subscribe(symbols: readonly string[]): void
  /** Whether all these symbols' quotes arrive by push now. */
  pushed(symbols: readonly string[]): boolean
  /** Reads quotes of these symbols on the open connection; undefined when none is open. */
  read(symbols: string[]): Promise<Quote[] | undefined>
  clock: Clock
  timers: Timers
  intervalMs?: number
  onError(error: unknown): void
}): QuoteFeed {
  let stopped = false
  let timer: unknown
  async function tick(): Promise<void> {
    try {
      await options.alerts.refresh()
      const symbols = options.alerts.symbols()
      options.subscribe(symbols)
      if (symbols.length === 0 || options.pushed(symbols)) return
      for (const q of (await options.read(symbols)) ?? []) {
        options.alerts.onQuote(q.symbol, q.bid, q.ask, Date.parse(q.time) || options.clock.now())
      }
    } catch (error) {
      options.onError(error)
    }
  }
  function schedule(): void {
    if (stopped) return
    timer = options.timers.setTimeout(() => {
      void tick().finally(schedule)
    }, options.intervalMs ?? QUOTE_FEED_INTERVAL_MS)
  }
  schedule()
  return {
    stop() {
      stopped = true
      if (timer !== undefined) options.timers.clearTimeout(timer)
    },
  }
}
