// Account-scoped reads: one account → the path form, several → one `?accounts=` request (the client decides).
import type { Handlers } from '../router'
import { readOf, withoutAccounts, type HandlerDeps } from './deps'

type AccountChannels = 'events.list' | 'portfolio.list' | 'positions.list' | 'metrics.list' | 'transfers.list'

export function accountHandlers(deps: HandlerDeps): Pick<Handlers, AccountChannels> {
  const { sessions, requests } = deps
  return {
    'events.list': ({ accounts, params, requestId }, ctx) =>
      requests.track(requestId, ctx.signal, (signal) =>
        readOf(sessions, accounts)((client) => client.events(accounts, withoutAccounts(params), { signal })),
      ),
    'portfolio.list': ({ accounts, params, requestId }, ctx) =>
      requests.track(requestId, ctx.signal, (signal) =>
        readOf(sessions, accounts)((client) => client.portfolio(accounts, withoutAccounts(params), { signal })),
      ),
    'positions.list': ({ accounts, params, requestId }, ctx) =>
      requests.track(requestId, ctx.signal, (signal) =>
        readOf(sessions, accounts)((client) => client.positions(accounts, withoutAccounts(params), { signal })),
      ),
    'metrics.list': ({ accounts, params, requestId }, ctx) =>
      requests.track(requestId, ctx.signal, (signal) =>
        readOf(sessions, accounts)((client) => client.metrics(accounts, withoutAccounts(params), { signal })),
      ),
    'transfers.list': ({ accounts, params, requestId }, ctx) =>
      requests.track(requestId, ctx.signal, (signal) =>
        readOf(sessions, accounts)((client) => client.transfers(accounts, withoutAccounts(params), { signal })),
      ),
  }
}
