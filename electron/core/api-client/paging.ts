// The three ways DX lists are paged (docs/api-notes.md, "Paging"), as arithmetic a table can use directly and as async
// iterators that walk a whole list:
// - `limit` + `start-from` (instruments, users, portfolio, events, transfers). The server silently replaces
//   a `limit` above its own maximum by that maximum, so a page shorter than requested is either the last
//   page or a page cut to an unknown cap. The next page therefore starts after what was actually returned
//   (never start + limit), and a short page is only called the last when the cap is known or the next
//   page comes back empty.
// - `page` + `page-size` (orders/history), 1-based.
// - the server's cap on the orders one history query can reach: `nextPageTransactionTime` says where the
//   cut was; repeating the query with `transaction-to` set to it continues.
import type { HistoricOrderList, Order } from '../../../shared/api'
import type { UnreadableRecords } from '../../../shared/ipc/contract'
import type { ReadResult } from './endpoints'

export interface OffsetPageInput {
  /** `start-from` of the page. */
  start: number
  /** `limit` that was asked for; undefined = the server's default page size. */
  limit?: number
  /** Rows the server returned. */
  returned: number
  /** The server's maximum `limit`, when known (published by the broker, or learnt by offsetPages). */
  serverMax?: number
}

export interface OffsetPageInfo {
  /** `start-from` of the next page: start + returned. */
  nextStart: number
  /** The page was full (as many rows as the effective limit), so there may be another one. */
  hasMore: boolean
  /**
   * The page was short but non-empty and the server's cap is not known: it may be the last page or a page
   * cut to the cap. Only asking for the next page tells (offsetPages does that once).
   */
  uncertain: boolean
}

export function nextOffset(page: OffsetPageInput): OffsetPageInfo {
  const nextStart = page.start + page.returned
  if (page.returned <= 0) return { nextStart, hasMore: false, uncertain: false }
  const effective = Math.min(page.limit ?? Number.POSITIVE_INFINITY, page.serverMax ?? Number.POSITIVE_INFINITY)
  if (effective === Number.POSITIVE_INFINITY) return { nextStart, hasMore: false, uncertain: true }
  if (page.returned >= effective) return { nextStart, hasMore: true, uncertain: false }
  return { nextStart, hasMore: false, uncertain: page.serverMax === undefined }
}

export function previousOffset(start: number, pageSize: number): number {
  return Math.max(0, start - pageSize)
}

export interface OffsetPage<T> {
  rows: T[]
  start: number
  info: OffsetPageInfo
  result: ReadResult<T[]>
}

export interface OffsetPagesOptions {
  limit: number
  start?: number
  /** Stop after this many requests even if the list goes on (default 100). */
  maxPages?: number
  serverMax?: number
  signal?: AbortSignal
}

/**
 * Walks a limit/start-from list page by page. A short page with an unknown cap costs one extra request to
 * tell "last page" from "capped page"; if that request returns rows, their count is the server's cap.
 */
export async function* offsetPages<T>(
  fetchPage: (start: number, limit: number, signal?: AbortSignal) => Promise<ReadResult<T[]>>,
  options: OffsetPagesOptions,
): AsyncGenerator<OffsetPage<T>, void, undefined> {
  let start = options.start ?? 0
  let serverMax = options.serverMax
  let previousShort: number | undefined
  const maxPages = options.maxPages ?? 100
  for (let request = 0; request < maxPages; request++) {
    const result = await fetchPage(start, options.limit, options.signal)
    const returned = result.data.length
    if (returned === 0 && request > 0) return
    if (previousShort !== undefined && returned > 0) serverMax = previousShort
    const info = nextOffset({
      start,
      limit: options.limit,
      returned,
      ...(serverMax !== undefined ? { serverMax } : {}),
    })
    yield { rows: result.data, start, info, result }
    if (!info.hasMore && !info.uncertain) return
    previousShort = info.uncertain ? returned : undefined
    start = info.nextStart
  }
}

export interface HistoryPageInput {
  page: number
  pageSize: number
  returned: number
}

/** page/page-size: a full page means there may be another. */
export function nextHistoryPage(input: HistoryPageInput): { nextPage: number; hasMore: boolean } {
  return { nextPage: input.page + 1, hasMore: input.returned > 0 && input.returned >= input.pageSize }
}

/** The parameters the history walk moves; everything else the caller gave is sent unchanged. */
export interface HistoryWalkParams {
  page?: number | string
  'page-size'?: number | string
  limit?: number | string
  'transaction-to'?: string
  [key: string]: unknown
}

export interface HistoryPage {
  /** Orders not already yielded by an earlier page of this walk. */
  orders: Order[]
  /** `page` and `transaction-to` of the request that produced this page. */
  page: number
  transactionTo?: string
  nextPageTransactionTime?: string
  /** Orders dropped because an earlier page had them (same transaction time on both sides of a cut). */
  duplicates: number
  /** The walk will request another page after this one. */
  more: boolean
  /** The walk stops after this page only because maxPages was reached. */
  stoppedAtMaxPages: boolean
  fetchedAt: number
  /** Orders of this page left out because they did not match the API. */
  unreadable?: UnreadableRecords
}

export interface HistoryWalkOptions {
  /** Requests at most (default 50): a guard against a server that keeps pointing further back. */
  maxPages?: number
  signal?: AbortSignal
}

/**
 * Walks orders/history: through the `page`s of one query while they come back full, then on to the next
 * query with `transaction-to` = `nextPageTransactionTime`, until the server stops cutting. `transaction-to`
 * is inclusive, so orders sharing the boundary's transaction time can come twice: they are dropped by
 * orderId. If the server names the same boundary again (more orders share one time than its cap), the walk
 * stops rather than loop.
 */
export async function* historyPages(
  fetchPage: (params: HistoryWalkParams, signal?: AbortSignal) => Promise<ReadResult<HistoricOrderList>>,
  params: HistoryWalkParams = {},
  options: HistoryWalkOptions = {},
): AsyncGenerator<HistoryPage, void, undefined> {
  const maxPages = options.maxPages ?? 50
  const pageSizeRaw = params['page-size'] ?? params.limit
  const pageSize = pageSizeRaw === undefined ? undefined : Number(pageSizeRaw)
  let page = params.page === undefined ? 1 : Number(params.page)
  let transactionTo = params['transaction-to']
  const seen = new Set<number>()
  for (let request = 1; request <= maxPages; request++) {
    const query: HistoryWalkParams = { ...params }
    if (params.page !== undefined || page !== 1) query.page = page
    if (transactionTo !== undefined) query['transaction-to'] = transactionTo
    const result = await fetchPage(query, options.signal)
    const fresh: Order[] = []
    for (const order of result.data.orders) {
      if (!seen.has(order.orderId)) fresh.push(order)
      seen.add(order.orderId)
    }
    const next = result.data.nextPageTransactionTime
    const returned = result.data.orders.length
    const morePagesHere = pageSize !== undefined && nextHistoryPage({ page, pageSize, returned }).hasMore
    const nextWindow = !morePagesHere && next !== undefined && next !== transactionTo
    const more = morePagesHere || nextWindow
    yield {
      orders: fresh,
      page,
      ...(transactionTo !== undefined ? { transactionTo } : {}),
      ...(next !== undefined ? { nextPageTransactionTime: next } : {}),
      duplicates: returned - fresh.length,
      more,
      stoppedAtMaxPages: more && request === maxPages,
      fetchedAt: result.fetchedAt,
      ...(result.unreadable ? { unreadable: result.unreadable } : {}),
    }
    if (!more) return
    if (morePagesHere) {
      page += 1
    } else {
      transactionTo = next
      page = 1
    }
  }
}
