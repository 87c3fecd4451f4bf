// One account's whole cash and order record — every transfer and every order of its history — walked page by page
// with the client's paging rules (paging.ts), for the account charts and the reconciliation. It runs beside the
// client's reads (on the API client's worker thread in the app), so the pages never cross the main thread: main
// forwards the one answer. The ledger's arithmetic stays with the view (shared/domain/account-ledger.ts): it
// depends on the period and currency on screen, and the renderer recomputes it on each change.
import type { ChannelOutput, UnreadableRecords } from '../../../shared/ipc/contract'
import type { CashTransfer, HistoricOrderList, Order } from '../../../shared/api'
import type { AccountParams, ReadResult } from './endpoints'
import { historyPages, offsetPages } from './paging'

export type LedgerRead = ChannelOutput<'ledger.read'>

/** The sandbox's and a typical server's maximum page; a larger server cap only costs more requests. */
const PAGE = 1000
/** Requests per list at most: 100 000 transfers; more is said as "incomplete", never silently cut. */
const MAX_PAGES = 100

interface LedgerReads {
  transfers(
    accounts: readonly string[],
    params: AccountParams<'transfers'>,
    call: { signal?: AbortSignal },
  ): Promise<ReadResult<CashTransfer[]>>
  history(
    accounts: readonly string[],
    params: AccountParams<'orders.history'>,
    call: { signal?: AbortSignal },
  ): Promise<ReadResult<HistoricOrderList>>
}

/** Two pages' counts of records left out, as one. */
function addUnreadable(
  sum: UnreadableRecords | undefined,
  lost: UnreadableRecords | undefined,
): UnreadableRecords | undefined {
  if (!lost) return sum
  return {
    count: (sum?.count ?? 0) + lost.count,
    total: (sum?.total ?? 0) + lost.total,
    samples: [...(sum?.samples ?? []), ...lost.samples].slice(0, 5),
  }
}

export async function walkLedger(reads: LedgerReads, account: string, signal?: AbortSignal): Promise<LedgerRead> {
  const transfers: CashTransfer[] = []
  let unreadable: UnreadableRecords | undefined
  let pages = 0
  let ended = false
  let fetchedAt = Number.POSITIVE_INFINITY
  const walk = offsetPages(
    (start, limit, pageSignal) =>
      reads.transfers([account], { limit, 'start-from': start }, pageSignal ? { signal: pageSignal } : {}),
    { limit: PAGE, maxPages: MAX_PAGES, ...(signal ? { signal } : {}) },
  )
  for await (const page of walk) {
    transfers.push(...page.rows)
    pages += 1
    ended = !page.info.hasMore && !page.info.uncertain
    fetchedAt = Math.min(fetchedAt, page.result.fetchedAt)
    unreadable = addUnreadable(unreadable, page.result.unreadable)
  }
  // The walk returned by itself before its last allowed request, or its last page said so.
  let complete = pages < MAX_PAGES || ended
  const orders: Order[] = []
  let unreadableOrders: UnreadableRecords | undefined
  const history = historyPages(
    (query, pageSignal) =>
      reads.history([account], query as AccountParams<'orders.history'>, pageSignal ? { signal: pageSignal } : {}),
    { 'page-size': PAGE },
    signal ? { signal } : {},
  )
  for await (const page of history) {
    orders.push(...page.orders)
    fetchedAt = Math.min(fetchedAt, page.fetchedAt)
    unreadableOrders = addUnreadable(unreadableOrders, page.unreadable)
    if (page.stoppedAtMaxPages) complete = false
  }
  if (!Number.isFinite(fetchedAt)) fetchedAt = Date.now()
  return {
    transfers,
    orders,
    fetchedAt,
    complete,
    ...(unreadable ? { unreadable } : {}),
    ...(unreadableOrders ? { unreadableOrders } : {}),
  }
}
