// Rows keep their identity while their content does not change, so a memoised row is not drawn again. A read
// answered again parses into new objects, and TanStack Query's structural sharing keeps the equal ones only
// position by position: one order gone from the middle of the list made every record after it new. Views also
// join records with quotes and reference data into new objects on each render. Matching by row id instead,
// an unchanged row comes out as the same object whatever moved around it.
import { keptPerKey } from '../../lib/kept-per-key'

/**
 * Above this many rows a table is a page of history read page by page, not a live list changed in place: matching
 * its rows would cost more than it saves, on every page turned.
 */
const MOST_SHARED = 20_000

export class RowSharer<R> {
  private last: readonly R[] | undefined
  private shared: readonly R[] = []
  private readonly kept = keptPerKey<R>()

  /** The rows, each replaced by the row of the previous call with the same id when their content is equal. */
  share(rows: readonly R[], getRowId: (row: R) => string): readonly R[] {
    if (rows === this.last) return this.shared
    const before = this.shared
    this.last = rows
    if (rows.length === 0 || rows.length > MOST_SHARED) {
      this.kept.forget()
      this.shared = rows
      return rows
    }
    const out = this.kept.keep(rows, getRowId)
    // The same list, row for row: the previous array, so nothing keyed on it is computed again.
    if (out.length !== before.length || out.some((row, i) => row !== before[i])) this.shared = out
    return this.shared
  }
}
