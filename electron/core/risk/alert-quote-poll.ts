// The alerted symbols' prices that nothing on screen brings: every few seconds one market-data read of the symbols
// that have an alert (POST /marketdata through the connection's client), each quote handed to the alerts. Prices the
// account watch takes for the screen (pushed, or read while push is down) reach the alerts through the watch as
// they arrive; this read is what keeps an alert on a symbol no view shows evaluated.
import type { Quote } from '@shared/api'
import type { Clock, Timers } from '@shared/domain/clock'
import type { PriceAlerts } from './price-alerts'

export const QUOTE_FEED_INTERVAL_MS = 2_000

export interface QuoteFeed {
  stop(): void
}

export function createQuoteFeed(options: {
  alerts: PriceAlerts
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
      if (symbols.length === 0) return
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
