// A resource view is a declaration: which endpoint it reads (and so which filters it offers), how it pages,
// which tables show the answer (columns with their subtotals, rows, captions, empty states, details drawer,
// exports) and what else it needs besides the answer (joins, dialogs). `DeclaredView` is the one component
// that turns a declaration into the screen, so the scaffold around every table lives in one place.
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import type { ParamsSchema } from '@shared/api/params/spec'
import type { ActivityTarget } from '@shared/domain/activity'
import type { Scope } from '../../api/queries'
import type { RowAction } from '../../components/DataTable/row-actions'
import type { ColumnSpec, GroupSpec } from '../../components/DataTable/types'
import type { ReadResult } from '../../components/ResourceFrame/ResourceFrame'
import type { Filters, PagingKind, ResourceView } from '../../components/ResourceFrame/useResourceView'
import type { ServerSortDeclaration } from './server-sort'

/** The read behind a view, for the view's scope and typed params; the view adds auto-refresh to it. */
export type ReadQuery<D, K extends QueryKey> = Pick<
  UseQueryOptions<ReadResult<D>, Error, ReadResult<D>, K>,
  'queryKey' | 'queryFn' | 'enabled' | 'placeholderData' | 'staleTime'
>

/** How the view pages through the endpoint's answer, told what one answer holds. */
export type PagingDeclaration<D> =
  | { kind: 'none' }
  | {
      kind: 'offset'
      /** "events": the pager's and the export's wording. */
      noun: string
      /** Records the server returned for the page. */
      returned: (data: D) => number
      /** Shows the pager only once there could be a second page (one portfolio per account needs none). */
      onlyWhenMore?: boolean
    }
  | {
      kind: 'history'
      returned: (data: D) => number
      /** The server's continuation: older records exist before this transaction time. */
      next: (data: D) => string | undefined
      /** The transaction time of the answer's oldest record (how far back an all-pages read has come). */
      oldest: (data: D) => string | undefined
    }

export interface ViewDeclaration<S extends ParamsSchema, D, Q, C, K extends QueryKey = QueryKey> {
  /** Keys the view's kept state (filters, page, grouping) and its auto-refresh setting. */
  viewId: string
  /** Names the view, its filter panel and its CSV export. */
  title: string
  /** What the view lists, in the loading, error and unreadable-records wording ("account events"). */
  noun: string
  /** The endpoint's params schema: the filter panel, the chips and the request params are typed by it. */
  schema: S
  /** Filters applied when the view is first opened (per-position metrics on). */
  initialFilters?: Filters<S>
  /**
   * What the read needs besides the filters (the account whose rules are shown, expanded symbols): a hook;
   * `noRequest` when nothing.
   */
  useRequest: (view: ResourceView<S>) => Q
  read: (scope: Scope, params: Filters<S>, request: Q) => ReadQuery<D, K>
  paging: PagingDeclaration<D> & { kind: PagingKind<S> }
  /** False where rows have no account to group by (instruments are read for one account). */
  groupable?: boolean
  /**
   * What the tables need besides the answer — other reads joined in, live quotes, dialog state, the row
   * actions' handlers — as a hook, called once per render after the read. Keep its value stable (useMemo):
   * rows and columns are recomputed when it changes. `noModel` when nothing.
   */
  useModel: (view: ResourceView<S>, answer: ReadResult<D> | undefined, request: Q) => C
  /**
   * Work the view starts beside its read and gives nothing to the tables (reading the next page ahead), as a
   * hook called once per render after the model; `answer` is undefined until the view's own request has one.
   */
  useSideEffects?: (view: ResourceView<S>, answer: ReadResult<D> | undefined, request: Q) => void
  /** Above the table, below the toolbar (a search box, a note about the filters). */
  lead?: (view: ResourceView<S>, model: C) => ReactNode
  /** Class of the element around several tables; a single table stands alone. */
  className?: string
  /** Before the tables, inside the frame (a notice, a disclosure about the answer). */
  above?: (data: D, model: C) => ReactNode
  /** After the tables (dialogs a row action opened). */
  below?: (model: C) => ReactNode
  /** The first table is the view's own (the toolbar exports it); later ones export under their own name. */
  tables: (table: TableFactory<S, D, C>) => readonly DeclaredTable<S, D, C>[]
}

export interface TableDeclaration<S extends ParamsSchema, D, C, R extends object> {
  /** Keys the table's column layout (kept per table). */
  id: string
  /** The grid's accessible name. */
  label: string
  /** A section heading above the table, for views with several tables. */
  heading?: string
  /** Tables after the first: the name their own CSV export carries. */
  exportName?: string
  /** The rows of one answer; `startFrom` is where the page starts in the whole list (offset paging). */
  rows: (data: D, model: C, startFrom: number) => readonly R[]
  rowId: (row: R) => string
  /** Columns with their subtotals; a function where they depend on the answer or the model. */
  columns: readonly ColumnSpec<R>[] | ((model: C, data: D) => readonly ColumnSpec<R>[])
  /** A column before even the Account column (the row's actions). */
  leading?: (model: C) => ColumnSpec<R>
  /** Rows belong to accounts: in multi-account mode an Account column comes first and rows group by account. */
  account?: (row: R) => string
  /**
   * Rows that are accounts themselves: in multi-account mode, with "Group by account" ticked, they group by this key
   * instead (the account currency), each group closed by its subtotal row; unticked, they are listed flat.
   */
  groupBy?: (model: C) => GroupSpec<R>
  /** Under the table (a figure the rows add up to, and where it comes from). */
  footer?: (rows: readonly R[], model: C) => ReactNode
  caption?: (rows: readonly R[], data: D, model: C, view: ResourceView<S>) => ReactNode
  /** What an empty table says; `filtered` when filters are applied. */
  empty?: string | { none: string; filtered: string }
  height?: (rows: readonly R[], data: D, view: ResourceView<S>) => number
  /** The activity feed's entries open rows of this table: which view they name and each row's key. */
  reveal?: { view: ActivityTarget['view']; key: (row: R) => string }
  /** The drawer Enter or a double-click opens; `columns` are the table's own, to label the fields. */
  details?: (row: R, close: () => void, model: C, columns: readonly ColumnSpec<R>[]) => ReactNode
  /** Says what Enter does (default: opens the details). */
  activateLabel?: string | ((model: C) => string)
  /** The row's actions for its context menu and hotkeys; `showDetails` opens the table's details drawer. */
  rowActions?: (row: R, model: C, showDetails: (row: R) => void) => readonly RowAction[]
  /** Instead of opening the details (open orders edit a working order). */
  activate?: (row: R, model: C, showDetails: (row: R) => void) => void
  clusterOf?: (model: C) => (row: R) => string | undefined
  /** The server sorts the rows across all pages; header clicks on its keys change its order. */
  serverSort?: ServerSortDeclaration
  /** Left out entirely (heading too) for this answer. */
  hidden?: (rows: readonly R[]) => boolean
  /** Shown under the heading instead of the table while the view's filters switch the table off. */
  off?: (view: ResourceView<S>) => ReactNode
}

/** A table with its row type checked and then set aside, so one view can hold tables of different rows. */
export interface DeclaredTable<S extends ParamsSchema, D, C> {
  id: string
  render: (props: TableContext<S, D, C>) => ReactNode
  /** The rows of one page of the read with their ids, for the all-pages export of the view's own table. */
  pageRows: (data: D, model: C, startFrom: number) => readonly PageRow[]
}

export interface PageRow {
  id: string
  row: object
}

export interface TableContext<S extends ParamsSchema, D, C> {
  data: D
  model: C
  view: ResourceView<S>
  dimmed: boolean
  /** The first table is the view's own: it feeds the toolbar's export. */
  first: boolean
  /** No read of the view is in flight: the data shown is the newest the view has asked for. */
  settled: boolean
  fetchedAt: number | undefined
  pageText: string | undefined
}

export type TableFactory<S extends ParamsSchema, D, C> = <R extends object>(
  table: TableDeclaration<S, D, C, R>,
) => DeclaredTable<S, D, C>

/** Checks a declaration as written (a misspelt filter or a wrong value type does not compile). */
export function declareView<S extends ParamsSchema, D, Q, C, K extends QueryKey>(
  declaration: ViewDeclaration<S, D, Q, C, K>,
) {
  return declaration
}

/** For a read that needs nothing besides the filters. */
export const noRequest = (): undefined => undefined
/** For tables that need nothing besides the answer. */
export const noModel = (): undefined => undefined
