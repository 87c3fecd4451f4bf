import { timeTextToEpochMs } from '@shared/api/primitives'
import type { Handlers } from '../router'
import type { HandlerDeps } from './deps'

export function marketDataHandlers(
  deps: Pick<HandlerDeps, 'sessions' | 'requests' | 'priceAlerts'>,
): Pick<Handlers, 'marketData.quotes' | 'marketData.candles'> {
  const { sessions, requests } = deps
  return {
    'marketData.quotes': ({ account, symbols, requestId }, ctx) =>
      requests.track(requestId, ctx, async (signal, onRetry) => {
        const read = await sessions.run((client) => client.marketData.quotes(symbols, account, { signal, onRetry }))
        // The quotes a view asked for are quotes the price alerts see too.
        for (const q of read.data) {
          deps.priceAlerts?.evaluator.onQuote(q.symbol, q.bid, q.ask, timeTextToEpochMs(q.time) ?? read.fetchedAt)
        }
        return read
      }),
    'marketData.candles': ({ account, requestId, symbol, candleType, fromTime, toTime, count }, ctx) =>
      requests.track(requestId, ctx, (signal, onRetry) =>
        sessions.run((client) =>
          client.marketData.candles(
            { symbol, candleType, fromTime, toTime, ...(count !== undefined ? { count } : {}) },
            account,
            { signal, onRetry },
          ),
        ),
      ),
  }
}
