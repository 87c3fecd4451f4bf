// What a grid is given: its columns, rows and ids, and what the view around it asks of it.
import type { ReactNode, RefObject } from 'react'
import type { RowAction } from './row-actions'
import type { ColumnSpec, GroupSpec, SortEntry, TableSnapshot } from './types'

export interface ServerSort {
  sorting: readonly SortEntry[]
  /** Column ids the server can sort by. */
  sortableIds: readonly string[]
  onToggle: (columnId: string, multi: boolean) => void
  /** Human description, e.g. "Symbol ascending (sorted by the server across all pages)". */
  description: string
}

export interface DataTableProps<R> {
  tableId: string
  label: string
  columns: readonly ColumnSpec<R>[]
  rows: readonly R[]
  getRowId: (row: R) => string
  /** Server-side sort (instruments); without it, sorting is client-side on the loaded page. */
  serverSort?: ServerSort | undefined
  /** Multi-account mode: one header and one subtotal row per group. */
  group?: GroupSpec<R> | undefined
  /** Rows sharing a key stay adjacent whatever the sort (order groups). */
  clusterOf?: ((row: R) => string | undefined) | undefined
  onRowActivate?: ((row: R) => void) | undefined
  /** A row's actions for its context menu and hotkeys (the same its buttons and Enter offer). */
  rowActions?: ((row: R) => readonly RowAction[]) | undefined
  /** Says what Enter does, for the grid's description ("open details"). */
  activateLabel?: string | undefined
  /** Previous page shown while the next one loads. */
  dimmed?: boolean | undefined
  empty?: ReactNode
  /** Set by the table so the view can export what is on screen. */
  snapshotRef?: RefObject<(() => TableSnapshot) | null> | undefined
  /** Extra content at the left of the table's own strip (row counts). */
  caption?: ReactNode
  /** Fixed height in px; default fills the parent. */
  height?: number | undefined
  /** A row to bring into view and make active (an activity entry was clicked); once per token. */
  reveal?: { token: number; match: (row: R) => boolean } | undefined
}
