import type { Handlers } from '../router'
import type { HandlerDeps } from './deps'

export function marketDataHandlers(
  deps: Pick<HandlerDeps, 'sessions' | 'requests'>,
): Pick<Handlers, 'marketData.quotes' | 'marketData.candles'> {
  const { sessions, requests } = deps
  return {
    'marketData.quotes': ({ account, symbols, requestId }, ctx) =>
      requests.track(requestId, ctx.signal, (signal) =>
        sessions.run((client) => client.marketData.quotes(symbols, account, { signal })),
      ),
    'marketData.candles': ({ account, requestId, symbol, candleType, fromTime, toTime, count }, ctx) =>
      requests.track(requestId, ctx.signal, (signal) =>
        sessions.run((client) =>
          client.marketData.candles(
            { symbol, candleType, fromTime, toTime, ...(count !== undefined ? { count } : {}) },
            account,
            { signal },
          ),
        ),
      ),
  }
}
