import type { Handlers } from '../router'
import type { HandlerDeps } from './deps'

type InstrumentChannels = 'instruments.bySymbol' | 'instruments.byType' | 'instruments.query'

export function instrumentHandlers(deps: HandlerDeps): Pick<Handlers, InstrumentChannels> {
  const { sessions, requests } = deps
  return {
    'instruments.bySymbol': ({ account, symbol, params, requestId }, ctx) =>
      requests.track(requestId, ctx, (signal, onRetry) =>
        sessions.run((client) => client.instrumentsBySymbol(account, symbol, params, { signal, onRetry })),
      ),
    'instruments.byType': ({ account, type, params, requestId }, ctx) =>
      requests.track(requestId, ctx, (signal, onRetry) =>
        sessions.run((client) => client.instrumentsByType(account, type, params, { signal, onRetry })),
      ),
    'instruments.query': ({ account, params, requestId }, ctx) =>
      requests.track(requestId, ctx, (signal, onRetry) =>
        sessions.run((client) => client.instrumentsQuery(account, params, { signal, onRetry })),
      ),
  }
}
