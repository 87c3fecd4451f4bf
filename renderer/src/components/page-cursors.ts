// Where a list's pager stands and where its buttons lead: limit/start-from pages (the rows shown are what the
// server returned, which may be fewer than asked because servers cap `limit`), or page/page-size with "load older"
// continuation for order history. What follows a page is shared/domain/paging.ts's arithmetic, the same the
// all-pages reads walk by; this module keeps where the user came from, for "Previous".
import { nextHistoryPage as historyPageAfter } from '@shared/domain/paging'
import { msg } from '@shared/text/messages'

export const PAGE_SIZES = [25, 50, 100, 250, 500, 1000, 5000, 10000] as const

/** No real server caps `limit` below this; a shorter page than asked, below it, is the last page. */
export const MIN_SERVER_CAP = 100

export interface OffsetPage {
  limit: number
  startFrom: number
  /** Where the previous pages started, so "Previous" returns exactly even when the server capped a page. */
  trail?: readonly number[] | undefined
}

export function offsetPageText(page: OffsetPage, returned: number | undefined, noun: string): string {
  if (returned === undefined) {
    return msg('tables.offsetPage.requesting', { limit: page.limit, noun, first: page.startFrom + 1 })
  }
  if (returned === 0) {
    return page.startFrom === 0
      ? msg('tables.offsetPage.none', { noun })
      : msg('tables.offsetPage.pastTheEnd', { noun, after: page.startFrom })
  }
  const range = msg('tables.offsetPage.range', {
    noun,
    first: page.startFrom + 1,
    last: page.startFrom + returned,
  })
  if (returned < page.limit) {
    return returned >= MIN_SERVER_CAP
      ? msg('tables.offsetPage.capped', { range, returned, limit: page.limit })
      : msg('tables.offsetPage.endOfList', { range })
  }
  return msg('tables.offsetPage.returned', { range, returned })
}

export interface HistoryPage {
  page: number
  pageSize: number
  /** `transaction-to` cursors where the server's cap cut a query, newest first; the last one is in force. */
  cursors: string[]
  /** Beside each cursor, the page of the query it continued, so "Previous page" goes back there. */
  from: number[]
}

/** Page 1 of the same query continued where the server's cap cut it (`transaction-to` = the cut). */
export function continuedPage(page: HistoryPage, cut: string, fromPage: number): HistoryPage {
  return { ...page, page: 1, cursors: [...page.cursors, cut], from: [...page.from, fromPage] }
}

/**
 * What "Next page" shows: the next page of this query while pages come back full; after a short page of a
 * query the server cut, the orders it left out. (A cap that is a multiple of the page size ends with a full
 * page and then an empty one: `pastTheCut` turns that empty page into the continuation.)
 */
export function nextHistoryPage(
  page: HistoryPage,
  returned: number | undefined,
  nextPageTransactionTime: string | undefined,
): HistoryPage | undefined {
  if (returned === undefined) return undefined
  const after = historyPageAfter({
    page: page.page,
    pageSize: page.pageSize,
    returned,
    transactionTo: page.cursors.at(-1),
    nextPageTransactionTime,
  })
  if (!after) return undefined
  return after.kind === 'next-page'
    ? { ...page, page: after.page }
    : continuedPage(page, after.transactionTo, page.page)
}

/** What "Previous page" shows: the page before, or from page 1 of a continuation the page it continued. */
export function previousHistoryPage(page: HistoryPage): HistoryPage | undefined {
  if (page.page > 1) return { ...page, page: page.page - 1 }
  if (page.cursors.length === 0) return undefined
  return { ...page, page: page.from.at(-1) ?? 1, cursors: page.cursors.slice(0, -1), from: page.from.slice(0, -1) }
}

/**
 * A page past everything the server's cap lets this query reach comes back empty while the server names
 * where it cut: the pager shows the continuation instead, as if "Next page" had gone there directly.
 * The cut is the one named with the page before (the page on screen when "Next page" was asked), where known:
 * orders that reach the history between the two reads (a fill) push the cut a later read names up by as
 * many orders, and a continuation from there would repeat the last orders of the page on screen.
 */
export function pastTheCut(
  page: HistoryPage,
  returned: number | undefined,
  nextPageTransactionTime: string | undefined,
  cutOfPageBefore?: string,
): HistoryPage | undefined {
  const cut = cutOfPageBefore ?? nextPageTransactionTime
  if (page.page <= 1 || returned !== 0 || !cut) return undefined
  return continuedPage(page, cut, page.page - 1)
}

/**
 * The most orders this server returns per page, once a page has shown it: fewer than asked while the server
 * says more orders match (it cut the result). Bigger page sizes would only repeat that page, so they go.
 */
export function learnedCap(
  pageSize: number,
  returned: number | undefined,
  nextPageTransactionTime: string | undefined,
): number | undefined {
  return returned !== undefined && returned > 0 && returned < pageSize && nextPageTransactionTime !== undefined
    ? returned
    : undefined
}
