// One account's whole cash and order record — every transfer and every order of its history — walked page by page
// with the shared paging walk (shared/domain/paging.ts), for the account charts and the reconciliation. It runs
// beside the client's reads (on the API client's worker thread in the app), so the pages never cross the main
// thread: main forwards the one answer. The ledger's arithmetic stays with the view (shared/domain/account-ledger.ts): it
// depends on the period and currency on screen, and the renderer recomputes it on each change.
import { systemClock } from '@shared/domain/clock'
import type { ChannelOutput, UnreadableRecords } from '@shared/ipc/contract'
import type { CashTransfer, HistoricOrderList, Order } from '@shared/api'
import { walkPages, type PageCursor } from '@shared/domain/paging'
import type { RetryNotice } from '@shared/ipc/request-retrying'
import type { AccountParams, ReadResult } from './endpoints'

export type LedgerRead = ChannelOutput<'ledger.read'>

/** The sandbox's and a typical server's maximum page; a larger server cap only costs more requests. */
const PAGE = 1000
/** Requests at most: 100 000 transfers, 50 000 orders; more is said as "incomplete", never silently cut. */
const MAX_PAGES = 100
const MAX_HISTORY_PAGES = 50

/** One page's read: the walk's signal, and where a repeat after a transient failure is told (the view says so). */
interface PageCall {
  signal?: AbortSignal
  onRetry?: (notice: RetryNotice) => void
}

interface LedgerReads {
  transfers(
    accounts: readonly string[],
    params: AccountParams<'transfers'>,
    call: PageCall,
  ): Promise<ReadResult<CashTransfer[]>>
  history(
    accounts: readonly string[],
    params: AccountParams<'orders.history'>,
    call: PageCall,
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

export async function walkLedger(
  reads: LedgerReads,
  account: string,
  signal?: AbortSignal,
  onRetry?: (notice: RetryNotice) => void,
): Promise<LedgerRead> {
  const call = (pageSignal?: AbortSignal): PageCall => ({
    ...(pageSignal ? { signal: pageSignal } : {}),
    ...(onRetry ? { onRetry } : {}),
  })
  let fetchedAt = Number.POSITIVE_INFINITY
  let complete = true

  const transfers: CashTransfer[] = []
  let unreadable: UnreadableRecords | undefined
  const transferPages = walkPages<ReadResult<CashTransfer[]>>({
    first: { kind: 'offset', startFrom: 0, limit: PAGE },
    fetchPage: (cursor: PageCursor, pageSignal) => {
      const page = cursor.kind === 'offset' ? cursor : { startFrom: 0, limit: PAGE }
      return reads.transfers([account], { limit: page.limit, 'start-from': page.startFrom }, call(pageSignal))
    },
    answer: (result) => ({ returned: result.data.length }),
    maxPages: MAX_PAGES,
    signal,
  })
  for await (const page of transferPages) {
    transfers.push(...page.data.data)
    fetchedAt = Math.min(fetchedAt, page.data.fetchedAt)
    unreadable = addUnreadable(unreadable, page.data.unreadable)
    if (page.stoppedAtMaxPages) complete = false
  }

  // `transaction-to` is inclusive: orders at a cut come on both sides of it, and are kept once.
  const orders: Order[] = []
  const seen = new Set<number>()
  let unreadableOrders: UnreadableRecords | undefined
  const historyPages = walkPages<ReadResult<HistoricOrderList>>({
    first: { kind: 'history', page: 1, pageSize: PAGE },
    fetchPage: (cursor: PageCursor, pageSignal) => {
      const params: AccountParams<'orders.history'> = { 'page-size': PAGE }
      if (cursor.kind === 'history') {
        params.page = cursor.page
        if (cursor.transactionTo !== undefined) params['transaction-to'] = cursor.transactionTo
      }
      return reads.history([account], params, call(pageSignal))
    },
    answer: (result) => ({
      returned: result.data.orders.length,
      nextPageTransactionTime: result.data.nextPageTransactionTime,
    }),
    maxPages: MAX_HISTORY_PAGES,
    signal,
  })
  for await (const page of historyPages) {
    for (const order of page.data.data.orders) {
      if (!seen.has(order.orderId)) orders.push(order)
      seen.add(order.orderId)
    }
    fetchedAt = Math.min(fetchedAt, page.data.fetchedAt)
    unreadableOrders = addUnreadable(unreadableOrders, page.data.unreadable)
    if (page.stoppedAtMaxPages) complete = false
  }
  if (!Number.isFinite(fetchedAt)) fetchedAt = systemClock.now()
  return {
    transfers,
    orders,
    fetchedAt,
    complete,
    ...(unreadable ? { unreadable } : {}),
    ...(unreadableOrders ? { unreadableOrders } : {}),
  }
}
