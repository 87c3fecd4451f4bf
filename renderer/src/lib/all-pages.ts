// The rows of every page of a list, for the "all pages" CSV export, read with the view's own filters and page
// size through the shared paging walk (shared/domain/paging.ts): rows a history cut repeats are kept once, and the
// read stops at EXPORT_ROW_CAP rows — a file that large is already past what a spreadsheet handles well, and the
// export says when it was cut.
import { walkPages, type PageCursor } from '@shared/domain/paging'

/** The most rows an "all pages" export holds. */
export const EXPORT_ROW_CAP = 100_000

export interface WalkProgress {
  pages: number
  rows: number
  /** History: the transaction time the read has come back to (the server gives no total to count against). */
  back?: string | undefined
}

export interface AllPagesOptions<D, R> {
  paging:
    | { kind: 'offset' }
    | {
        kind: 'history'
        next: (data: D) => string | undefined
        /** The transaction time of the answer's oldest record. */
        oldest?: ((data: D) => string | undefined) | undefined
        /** The `transaction-to` the view's own filters set, where the read starts. */
        transactionTo?: string | undefined
      }
  pageSize: number
  read: (request: PageCursor, signal: AbortSignal) => Promise<D>
  /** Records the server returned in the answer (what the paging counts). */
  returned: (data: D) => number
  /** The rows one answer shows; `startFrom` is the answer's place in the whole list (offset paging). */
  rows: (data: D, startFrom: number) => readonly R[]
  /** Identifies a row, to drop the ones a history cut repeats. */
  key: (row: R) => string
  signal: AbortSignal
  onProgress?: (progress: WalkProgress) => void
  cap?: number
}

export interface WalkResult<R> {
  rows: R[]
  pages: number
  /** The read stopped at the cap with more rows left on the server. */
  capped: boolean
}

export async function readAllPages<D, R>(options: AllPagesOptions<D, R>): Promise<WalkResult<R>> {
  const cap = options.cap ?? EXPORT_ROW_CAP
  const { paging, pageSize } = options
  const rows: R[] = []
  const seen = new Set<string>()
  let pages = 0
  let back: string | undefined
  const walk = walkPages<D>({
    first:
      paging.kind === 'offset'
        ? { kind: 'offset', startFrom: 0, limit: pageSize }
        : { kind: 'history', page: 1, pageSize, transactionTo: paging.transactionTo },
    fetchPage: (cursor, signal) => options.read(cursor, signal ?? options.signal),
    answer: (data) => ({
      returned: options.returned(data),
      nextPageTransactionTime: paging.kind === 'history' ? paging.next(data) : undefined,
    }),
    signal: options.signal,
  })
  for await (const { cursor, data } of walk) {
    if (options.returned(data) === 0) continue
    pages++
    for (const row of options.rows(data, cursor.kind === 'offset' ? cursor.startFrom : 0)) {
      const key = options.key(row)
      if (seen.has(key)) continue
      seen.add(key)
      if (rows.length >= cap) return { rows, pages, capped: true }
      rows.push(row)
    }
    if (paging.kind === 'history') back = paging.oldest?.(data) ?? back
    options.onProgress?.({ pages, rows: rows.length, ...(back !== undefined ? { back } : {}) })
  }
  return { rows, pages, capped: false }
}
