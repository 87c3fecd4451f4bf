// Reads every page of a paged list for the "all pages" CSV export, with the view's own filters and page size.
// Two kinds of paging:
// - offset (`limit` + `start-from`): the server may silently lower a `limit` above its own maximum, so the
//   next page starts after what was returned, and a short page ends the walk only when an earlier page
//   showed that the server gives more (otherwise one more request tells "last page" from "capped page").
// - history (`page` + `page-size`): full pages go on; past the server's cap on one query it names
//   `nextPageTransactionTime`, and the walk repeats the query with `transaction-to` set to it from page 1.
//   That bound is inclusive, so records at the boundary come twice and are dropped by key; a boundary the
//   server names twice ends the walk rather than loop.
// The walk stops at EXPORT_ROW_CAP rows: a file that large is already past what a spreadsheet handles well,
// and the export says when it was cut.

/** The most rows an "all pages" export holds. */
export const EXPORT_ROW_CAP = 100_000

/** The paging parameters of one request; the caller adds the view's filters. */
export type PageRequest =
  | { kind: 'offset'; limit: number; startFrom: number }
  | { kind: 'history'; page: number; pageSize: number; transactionTo?: string }

export interface WalkProgress {
  pages: number
  rows: number
}

export interface WalkOptions<D, R> {
  paging:
    | { kind: 'offset' }
    | {
        kind: 'history'
        next: (data: D) => string | undefined
        /** The `transaction-to` the view's own filters set, where the walk starts. */
        transactionTo?: string | undefined
      }
  pageSize: number
  read: (request: PageRequest, signal: AbortSignal) => Promise<D>
  /** Records the server returned in the answer (what the paging arithmetic counts). */
  returned: (data: D) => number
  /** The rows one answer shows; `startFrom` is the answer's place in the whole list (offset paging). */
  rows: (data: D, startFrom: number) => readonly R[]
  /** Identifies a row, to drop the ones a history boundary repeats. */
  key: (row: R) => string
  signal: AbortSignal
  onProgress?: (progress: WalkProgress) => void
  cap?: number
}

export interface WalkResult<R> {
  rows: R[]
  pages: number
  /** The walk stopped at the cap with more rows left on the server. */
  capped: boolean
}

export async function walkPages<D, R>(options: WalkOptions<D, R>): Promise<WalkResult<R>> {
  const cap = options.cap ?? EXPORT_ROW_CAP
  const rows: R[] = []
  const seen = new Set<string>()
  let pages = 0
  const take = (data: D, startFrom: number): boolean => {
    pages++
    for (const row of options.rows(data, startFrom)) {
      const key = options.key(row)
      if (seen.has(key)) continue
      seen.add(key)
      if (rows.length >= cap) return true
      rows.push(row)
    }
    options.onProgress?.({ pages, rows: rows.length })
    return false
  }
  // A cancelled read may still resolve (a cache hands back what it had): the signal decides, not the read.
  const read = async (request: PageRequest) => {
    options.signal.throwIfAborted()
    const data = await options.read(request, options.signal)
    options.signal.throwIfAborted()
    return data
  }

  if (options.paging.kind === 'offset') {
    const limit = options.pageSize
    let startFrom = 0
    let largest = 0
    for (;;) {
      const data = await read({ kind: 'offset', limit, startFrom })
      const returned = options.returned(data)
      if (returned === 0) break
      if (take(data, startFrom)) return { rows, pages, capped: true }
      const short = returned < limit
      if (short && largest > returned) break
      largest = Math.max(largest, returned)
      startFrom += returned
    }
    return { rows, pages, capped: false }
  }

  const { next } = options.paging
  const pageSize = options.pageSize
  let page = 1
  let transactionTo = options.paging.transactionTo
  for (;;) {
    const data = await read({ kind: 'history', page, pageSize, ...(transactionTo ? { transactionTo } : {}) })
    const returned = options.returned(data)
    if (returned > 0 && take(data, 0)) return { rows, pages, capped: true }
    if (returned > 0 && returned >= pageSize) {
      page++
      continue
    }
    const boundary = next(data)
    if (boundary === undefined || boundary === transactionTo) break
    transactionTo = boundary
    page = 1
  }
  return { rows, pages, capped: false }
}
