// Account-scoped reads: one account → the path form, several → one `?accounts=` request (the client decides).
import type { AccountMetrics } from '@shared/api/records'
import type { DxClient } from '../../api-client'
import type { Handlers } from '../router'
import { readOf, withoutAccounts, type HandlerDeps } from './deps'
import { sharedPushedRead } from './shared-reads'

type AccountChannels = 'events.list' | 'portfolio.list' | 'positions.list' | 'metrics.list' | 'transfers.list'

/**
 * The read's figures go to the risk alerts as one list, so the profile's settings are looked up once for the read
 * rather than once for each of up to 200 accounts (never holding up the answer, never failing it).
 */
function feedRisk(deps: HandlerDeps, read: { data: AccountMetrics[]; fetchedAt: number }): void {
  const risk = deps.risk
  if (!risk) return
  try {
    risk.onMetricsList(read.data, read.fetchedAt).catch((error: unknown) => {
      deps.logger.warn({ err: error }, 'risk alerts failed')
    })
  } catch (error) {
    deps.logger.warn({ err: error }, 'risk alerts could not read the metrics')
  }
}

export function accountHandlers(deps: HandlerDeps): Pick<Handlers, AccountChannels> {
  const { sessions, requests } = deps
  // Answered from the pushed portfolio where the live watch vouches for it; docs/live-data.md.
  const positionReads = sharedPushedRead<Awaited<ReturnType<DxClient['positions']>>>('positions.list', deps.watch)
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
    'positions.list': (request, ctx) =>
      requests.track(request.requestId, ctx, (signal, onRetry) =>
        readOf(
          sessions,
          request.accounts,
        )((client) =>
          positionReads(client, request, signal, (rest, pushed, shared) =>
            client.positions(request.accounts, rest, { signal: shared, onRetry, pushed }),
          ),
        ),
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
