// Sorting by the server: a header click asks the endpoint for its order across all pages. The endpoint takes one
// direction for every key (sort-by-asc or sort-by-desc, never both), so the clicks follow that rule.
import { describeSort, type ServerSort } from '../../components/DataTable/DataTable'
import type { ColumnSpec, SortEntry } from '../../components/DataTable/types'
import { msg } from '@shared/text/messages'

/** A table the server sorts: which columns it sorts by, and what its order is when none is chosen. */
export interface ServerSortDeclaration {
  /** Column ids that are the endpoint's sort keys ("symbol" for SYMBOL). */
  sortable: readonly string[]
  /** The order without a chosen sort ("by symbol (the server’s default order)"). */
  unsorted: string
}

/** Header clicks on the server's sort keys: one direction for every key (sort-by-asc or -desc, never both). */
export function nextServerSort(current: readonly SortEntry[], columnId: string, multi: boolean): SortEntry[] {
  const existing = current.find((s) => s.id === columnId)
  if (multi) {
    if (existing) return current.map((s) => ({ ...s, desc: !s.desc }))
    return [...current, { id: columnId, desc: current[0]?.desc ?? false }]
  }
  if (!existing || current.length > 1) return [{ id: columnId, desc: false }]
  return existing.desc ? [] : [{ id: columnId, desc: true }]
}

/** What the grid needs to show and change the server's sort. */
export function serverSortOf<R>(
  declared: ServerSortDeclaration,
  sorting: readonly SortEntry[],
  setSorting: (sort: readonly SortEntry[]) => void,
  columns: readonly ColumnSpec<R>[],
): ServerSort {
  return {
    sorting,
    sortableIds: declared.sortable,
    onToggle: (id, multi) => setSorting(nextServerSort(sorting, id, multi)),
    description: sorting.length
      ? msg('tables.sortedBy.server', { sort: describeSort(sorting, columns) })
      : declared.unsorted,
  }
}
