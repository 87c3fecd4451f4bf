// Account-scoped reads: one account → the path form, several → one `?accounts=` request (the client decides).
import type { AccountMetrics } from '@shared/api/records'
import type { DxClient } from '../../api-client'
import type { Handlers } from '../router'
import { readOf, withoutAccounts, type HandlerDeps } from './deps'
import { createSharedReads, pushedReadKey } from './shared-reads'

type AccountChannels = 'events.list' | 'portfolio.list' | 'positions.list' | 'metrics.list' | 'transfers.list'

/** Each account's figures go to the risk alerts (never holding up the answer, never failing it). */
function feedRisk(deps: HandlerDeps, read: { data: AccountMetrics[]; fetchedAt: number }): void {
  const risk = deps.risk
  if (!risk) return
  try {
    for (const m of read.data) {
      risk.onMetrics(m.account, m, read.fetchedAt).catch((error: unknown) => {
        deps.logger.warn({ err: error }, 'risk alerts failed')
      })
    }
  } catch (error) {
    deps.logger.warn({ err: error }, 'risk alerts could not read the metrics')
  }
}

export function accountHandlers(deps: HandlerDeps): Pick<Handlers, AccountChannels> {
  const { sessions, requests } = deps
  const sharedReads = createSharedReads<Awaited<ReturnType<DxClient['positions']>>>()
  return {
    'events.list': ({ accounts, params, requestId }, ctx) =>
      requests.track(requestId, ctx, (signal, onRetry) =>
        readOf(sessions, accounts)((client) => client.events(accounts, withoutAccounts(params), { signal, onRetry })),
      ),
    'portfolio.list': ({ accounts, params, requestId }, ctx) =>
      requests.track(requestId, ctx, (signal, onRetry) =>
        readOf(
          sessions,
          accounts,
        )((client) => client.portfolio(accounts, withoutAccounts(params), { signal, onRetry })),
      ),
    'positions.list': ({ accounts, params, requestId, fromServer }, ctx) =>
      requests.track(requestId, ctx, (signal, onRetry) =>
        readOf(
          sessions,
          accounts,
        )((client) => {
          // Answered from the pushed portfolio where the live watch vouches for it, unless the person asked for the
          // server (Refresh); docs/live-data.md.
          const rest = withoutAccounts(params)
          const pushed = fromServer ? undefined : deps.watch.pushedVersions(accounts)
          const key = pushedReadKey('positions.list', accounts, rest, pushed)
          return sharedReads.join(client, key, signal, (shared) =>
            client.positions(accounts, rest, { signal: shared, onRetry, pushed }),
          )
        }),
      ),
    'metrics.list': ({ accounts, params, requestId }, ctx) =>
      requests.track(requestId, ctx, async (signal, onRetry) => {
        const read = await readOf(
          sessions,
          accounts,
        )((client) => client.metrics(accounts, withoutAccounts(params), { signal, onRetry }))
        feedRisk(deps, read)
        return read
      }),
    'transfers.list': ({ accounts, params, requestId }, ctx) =>
      requests.track(requestId, ctx, (signal, onRetry) =>
        readOf(
          sessions,
          accounts,
        )((client) => client.transfers(accounts, withoutAccounts(params), { signal, onRetry })),
      ),
  }
}
