// The global instrument reference (price increment, lot size, multiplier), which the order dialog needs
// to check a price against the tick grid before sending; the client reads it through its authenticated session.
import type { Handlers } from '../router'
import type { HandlerDeps } from './deps'

export function referenceHandlers(
  deps: Pick<HandlerDeps, 'sessions' | 'requests'>,
): Pick<Handlers, 'instruments.reference'> {
  const { sessions, requests } = deps
  return {
    'instruments.reference': ({ symbol, requestId }, ctx) =>
      requests.track(requestId, ctx, (signal, onRetry) =>
        sessions.run((client) => client.instrumentReference(symbol, { signal, onRetry })),
      ),
  }
}
