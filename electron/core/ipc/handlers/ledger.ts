// One account's whole cash and order record, for the account charts and the reconciliation: the client walks it
// (api-client/ledger-walk.ts, on its worker thread in the app) and main forwards the answer.
import type { Handlers } from '../router'
import { readOf, type HandlerDeps } from './deps'

export function ledgerHandlers(deps: Pick<HandlerDeps, 'sessions' | 'requests'>): Pick<Handlers, 'ledger.read'> {
  const { sessions, requests } = deps
  return {
    'ledger.read': ({ account, requestId }, ctx) =>
      requests.track(requestId, ctx, (signal, onRetry) =>
        readOf(sessions, [account])((client) => client.ledger(account, { signal, onRetry })),
      ),
  }
}
