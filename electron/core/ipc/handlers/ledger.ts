// One account's whole cash and order record, walked page by page with the client's paging rules
// (api-client/paging.ts), for the account charts and the reconciliation.
import type { CashTransfer, Order } from '../../../../shared/api'
import type { AccountParams } from '../../api-client/endpoints'
import { historyPages, offsetPages } from '../../api-client/paging'
import type { UnreadableRecords } from '../../../../shared/ipc/contract'
import type { Handlers } from '../router'
import type { HandlerDeps } from './deps'

/** The sandbox's and a typical server's maximum page; a larger server cap only costs more requests. */
const PAGE = 1000
/** Requests per list at most: 100 000 transfers; more is said as "incomplete", never silently cut. */
const MAX_PAGES = 100

export function ledgerHandlers(deps: Pick<HandlerDeps, 'sessions' | 'requests'>): Pick<Handlers, 'ledger.read'> {
  const { sessions, requests } = deps
  return {
    'ledger.read': ({ account, requestId }, ctx) =>
      requests.track(requestId, ctx.signal, (signal) =>
        sessions.run(async (client) => {
          const transfers: CashTransfer[] = []
          let unreadable: UnreadableRecords | undefined
          let pages = 0
          let ended = false
          let fetchedAt = Number.POSITIVE_INFINITY
          const walk = offsetPages(
            (start, limit, pageSignal) =>
              client.transfers([account], { limit, 'start-from': start }, pageSignal ? { signal: pageSignal } : {}),
            { limit: PAGE, maxPages: MAX_PAGES, signal },
          )
          for await (const page of walk) {
            transfers.push(...page.rows)
            pages += 1
            ended = !page.info.hasMore && !page.info.uncertain
            fetchedAt = Math.min(fetchedAt, page.result.fetchedAt)
            const lost = page.result.unreadable
            if (lost) {
              unreadable = {
                count: (unreadable?.count ?? 0) + lost.count,
                total: (unreadable?.total ?? 0) + lost.total,
                samples: [...(unreadable?.samples ?? []), ...lost.samples].slice(0, 5),
              }
            }
          }
          // The walk returned by itself before its last allowed request, or its last page said so.
          let complete = pages < MAX_PAGES || ended
          const orders: Order[] = []
          const history = historyPages(
            (query, pageSignal) =>
              client.history(
                [account],
                query as AccountParams<'orders.history'>,
                pageSignal ? { signal: pageSignal } : {},
              ),
            { 'page-size': PAGE },
            { signal },
          )
          for await (const page of history) {
            orders.push(...page.orders)
            fetchedAt = Math.min(fetchedAt, page.fetchedAt)
            if (page.stoppedAtMaxPages) complete = false
          }
          if (!Number.isFinite(fetchedAt)) fetchedAt = Date.now()
          return { transfers, orders, fetchedAt, complete, ...(unreadable ? { unreadable } : {}) }
        }),
      ),
  }
}
