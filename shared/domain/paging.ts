// The DX API's two ways of paging a list (docs/api-notes.md, "Paging"), written once: what follows a page (the
// pagers on screen) and a walk over every page (the ledger read, the all-pages exports).
// - `limit` + `start-from` (instruments, users, portfolio, events, transfers). The server silently replaces a
//   `limit` above its own maximum by that maximum, so a page shorter than asked is either the last page or a page
//   cut to an unknown cap. The next page therefore starts after what was actually returned (never start + limit),
//   and a short page is the last only when the cap is known, when an earlier page of the same walk was longer, or
//   when the next page comes back empty.
// - `page` + `page-size` (orders/history), 1-based, and the server's cap on the orders one query can reach:
//   `nextPageTransactionTime` says where it cut, and the same query with `transaction-to` set to it continues.
//   That bound is inclusive, so orders at the boundary come twice (the caller drops them by id); a boundary named
//   twice ends the walk rather than loop.

/** The paging part of one request; the caller adds everything else it sends. */
export type PageCursor =
  | { kind: 'offset'; startFrom: number; limit: number }
  | { kind: 'history'; page: number; pageSize?: number | undefined; transactionTo?: string | undefined }

export interface OffsetPageInput {
  /** `start-from` of the page. */
  startFrom: number
  /** `limit` that was asked for; undefined = the server's default page size. */
  limit?: number | undefined
  /** Rows the server returned. */
  returned: number
  /** The server's maximum `limit`, when known (published by the broker). */
  serverMax?: number | undefined
}

export interface OffsetPageInfo {
  /** `start-from` of the next page: startFrom + returned. */
  nextStart: number
  /** The page was full (as many rows as the effective limit), so there may be another one. */
  hasMore: boolean
  /**
   * The page was short but not empty and the server's cap is not known: it may be the last page or a page cut to
   * the cap. Only asking for the next page tells (the walk does that once).
   */
  uncertain: boolean
}

export function nextOffset(page: OffsetPageInput): OffsetPageInfo {
  const nextStart = page.startFrom + page.returned
  if (page.returned <= 0) return { nextStart, hasMore: false, uncertain: false }
  const effective = Math.min(page.limit ?? Number.POSITIVE_INFINITY, page.serverMax ?? Number.POSITIVE_INFINITY)
  if (effective === Number.POSITIVE_INFINITY) return { nextStart, hasMore: false, uncertain: true }
  if (page.returned >= effective) return { nextStart, hasMore: true, uncertain: false }
  return { nextStart, hasMore: false, uncertain: page.serverMax === undefined }
}

/** Where the page before starts, when nothing better is known (the pager keeps where it came from). */
export function previousOffset(startFrom: number, limit: number): number {
  return Math.max(0, startFrom - limit)
}

export interface HistoryPageInput {
  page: number
  /** `page-size` asked for; undefined = one page per query (only the server's cut moves on). */
  pageSize?: number | undefined
  /** Orders the server returned. */
  returned: number
  /** `transaction-to` of the request, if any. */
  transactionTo?: string | undefined
  nextPageTransactionTime?: string | undefined
}

/** What follows a history page: the next page of the query, page 1 of the query continued at the cut, or nothing. */
export type HistoryNext =
  { kind: 'next-page'; page: number } | { kind: 'past-the-cut'; page: 1; transactionTo: string } | undefined

/**
 * The next page of this query while pages come back full; after a short page of a query the server cut, page 1
 * of the query continued at that cut; nothing when the server did not cut or named the cut already in force.
 */
export function nextHistoryPage(input: HistoryPageInput): HistoryNext {
  if (input.pageSize !== undefined && input.returned > 0 && input.returned >= input.pageSize) {
    return { kind: 'next-page', page: input.page + 1 }
  }
  const cut = input.nextPageTransactionTime
  if (cut === undefined || cut === input.transactionTo) return undefined
  return { kind: 'past-the-cut', page: 1, transactionTo: cut }
}

export interface WalkedPage<D> {
  cursor: PageCursor
  data: D
  /** The walk asks for another page after this one. */
  more: boolean
  /** The walk stops after this page only because `maxPages` was reached. */
  stoppedAtMaxPages: boolean
}

export interface PageWalk<D> {
  /** The first request: its kind is the list's kind of paging. */
  first: PageCursor
  fetchPage: (cursor: PageCursor, signal?: AbortSignal) => Promise<D>
  /** Records the server returned in an answer (what the paging counts), and where it cut (history). */
  answer: (data: D) => { returned: number; nextPageTransactionTime?: string | undefined }
  /** Requests at most: a guard against a server that keeps pointing further on (default: no limit). */
  maxPages?: number | undefined
  /** The server's maximum `limit`, when known (offset paging). */
  serverMax?: number | undefined
  signal?: AbortSignal | undefined
}

/**
 * Every page of a list, one request at a time, in order. An offset list's empty page after the first is not
 * yielded: it only says the page before was the last. A cancelled walk throws, even when the read in flight
 * resolves after the abort (a cache may hand back what it had): the signal decides, not the read.
 */
export async function* walkPages<D>(walk: PageWalk<D>): AsyncGenerator<WalkedPage<D>, void, undefined> {
  const maxPages = walk.maxPages ?? Number.POSITIVE_INFINITY
  let cursor = walk.first
  let largest = 0
  for (let request = 1; request <= maxPages; request++) {
    walk.signal?.throwIfAborted()
    const data = await walk.fetchPage(cursor, walk.signal)
    walk.signal?.throwIfAborted()
    const answer = walk.answer(data)
    let next: PageCursor | undefined
    if (cursor.kind === 'offset') {
      if (answer.returned === 0 && request > 1) return
      const info = nextOffset({ ...cursor, returned: answer.returned, serverMax: walk.serverMax })
      // A short page after a longer one of this walk was not cut by the server's cap: it is the last.
      const goesOn = info.hasMore || (info.uncertain && largest <= answer.returned)
      largest = Math.max(largest, answer.returned)
      if (goesOn) next = { kind: 'offset', startFrom: info.nextStart, limit: cursor.limit }
    } else {
      const after = nextHistoryPage({ ...cursor, ...answer })
      if (after) {
        next =
          after.kind === 'next-page'
            ? { ...cursor, page: after.page }
            : { ...cursor, page: after.page, transactionTo: after.transactionTo }
      }
    }
    const more = next !== undefined
    yield { cursor, data, more, stoppedAtMaxPages: more && request === maxPages }
    if (!next) return
    cursor = next
  }
}

/**
 * Where the oldest page of a history query starts, for an "Oldest" jump: order history sorts newest first, has no
 * reverse order and gives no count, so the jump searches for the earliest `transaction-to` (epoch ms, inclusive)
 * whose first page comes back full — that page holds the oldest `pageSize` orders. `full(t)` reads page 1 with
 * `transaction-to` = t. About 40 reads between 2000 and now; undefined when the page at `to` is not full (the
 * whole list fits on the first page).
 */
export async function oldestPageCut(
  full: (transactionTo: number) => Promise<boolean>,
  range: { from: number; to: number },
  onStep?: (step: number) => void,
): Promise<number | undefined> {
  if (!(await full(range.to))) return undefined
  // Invariant: the page at `hi` is full, the one at `lo` is not (nothing is older than `from`).
  let lo = range.from
  let hi = range.to
  for (let step = 1; hi - lo > 1; step++) {
    onStep?.(step)
    const mid = lo + Math.floor((hi - lo) / 2)
    if (await full(mid)) hi = mid
    else lo = mid
  }
  return hi
}
