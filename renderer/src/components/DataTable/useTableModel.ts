// The grid's model: TanStack Table v9 owns column order, visibility, sizing and sorting state (the order,
// visibility and widths saved per table by ./layout), and the rows to show come out of it as display items
// (group headers, clustered rows, subtotals). Also what the grid exports and copies: the snapshot.
import {
  columnOrderingFeature,
  columnResizingFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnSizingState,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table'
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { compareDecimals } from '../../lib/decimal'
import { toEpochMs } from '../../lib/time-zones'
import { alignedScales } from './aligned-scales'
import { cellText, exportCellText, headerText } from './cells'
import { buildDisplayItems, dataRowsOf, SubtotalKeeper } from './display-rows'
import { exportColumns } from './export-columns'
import { useFormatContext } from './format-context'
import { MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH } from './HeaderCell'
import { headerMeasurer } from './header-width'
import { useTableLayout } from './layout'
import { RowSharer } from './stable-rows'
import type { DataTableProps, ServerSort } from './props'
import type { ColumnSpec, FormatContext, SortEntry } from './types'
import { msg } from '@shared/text/messages'

const features = tableFeatures({
  columnOrderingFeature,
  columnVisibilityFeature,
  columnSizingFeature,
  columnResizingFeature,
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
})

const DEFAULT_SIZE: Record<ColumnSpec<unknown>['kind'], number> = {
  text: 140,
  code: 110,
  enum: 96,
  number: 100,
  time: 178,
  action: 72,
}

/**
 * The format context with each aligned column's decimals, so a column's decimal points line up. It keeps its
 * identity while those decimals stay the same: every memoised row takes it, and a new one on each answer drew
 * every row again when one order changed.
 */
function useAlignedContext<R>(
  base: FormatContext,
  columns: readonly ColumnSpec<R>[],
  rows: readonly R[],
): FormatContext {
  const key = useMemo(() => scalesKey(alignedScales(columns, rows)), [columns, rows])
  return useMemo(() => {
    const scales = scalesOfKey(key)
    return { ...base, alignedScale: (columnId, unit) => scales.get(columnId)?.get(unit) }
  }, [base, key])
}

type Scales = Map<string, Map<string | undefined, number>>

/** The decimals as text: equal scales give equal keys. */
function scalesKey(scales: Scales): string {
  return JSON.stringify([...scales].map(([id, byUnit]) => [id, [...byUnit].map(([unit, n]) => [unit ?? null, n])]))
}

function scalesOfKey(key: string): Scales {
  const entries = JSON.parse(key) as Array<[string, Array<[string | null, number]>]>
  return new Map(entries.map(([id, byUnit]) => [id, new Map(byUnit.map(([unit, n]) => [unit ?? undefined, n]))]))
}

function compareValues(kind: ColumnSpec<unknown>['kind'], a: unknown, b: unknown): number {
  const empty = (v: unknown) => v === null || v === undefined || v === ''
  if (empty(a) || empty(b)) return empty(a) === empty(b) ? 0 : empty(a) ? -1 : 1
  if (kind === 'number') return compareDecimals(a as string, b as string)
  if (kind === 'time') return (toEpochMs(a as string) ?? 0) - (toEpochMs(b as string) ?? 0)
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' })
}

export function describeSort<R>(sorting: readonly SortEntry[], columns: readonly ColumnSpec<R>[]): string {
  return sorting
    .map((s) => `${columns.find((c) => c.id === s.id)?.header ?? s.id} ${s.desc ? 'descending' : 'ascending'}`)
    .join(', then ')
}

function useTableColumns<R extends RowData>(columns: readonly ColumnSpec<R>[], baseCtx: FormatContext) {
  return useMemo(() => {
    const columnsOf = createColumnHelper<typeof features, R>()
    const headerWidth = headerMeasurer()
    return columns.map((spec) =>
      columnsOf.accessor((row: R): unknown => spec.value(row), {
        id: spec.id,
        header: spec.header,
        size: Math.min(
          MAX_COLUMN_WIDTH,
          Math.max(spec.size ?? DEFAULT_SIZE[spec.kind], headerWidth(headerText(spec, baseCtx))),
        ),
        minSize: MIN_COLUMN_WIDTH,
        maxSize: MAX_COLUMN_WIDTH,
        enableSorting: spec.kind !== 'action' && spec.sortable !== false,
        sortDescFirst: spec.kind === 'number',
        sortFn: (a, b) => compareValues(spec.kind, spec.value(a.original), spec.value(b.original)),
      }),
    )
  }, [columns, baseCtx])
}

function sortDescriptionOf<R>(
  serverSort: ServerSort | undefined,
  sorting: SortingState,
  columns: readonly ColumnSpec<R>[],
): string {
  if (serverSort) return serverSort.description
  return sorting.length
    ? msg('tables.sortedBy.page', { sort: describeSort(sorting, columns) })
    : msg('tables.sortedBy.unsorted')
}

/** The column a grouped table leaves out: its groups are accounts. */
const GROUP_COLUMN = 'account'

export function useTableModel<R extends RowData>(props: DataTableProps<R>) {
  const { columns, getRowId, serverSort, group, clusterOf, snapshotRef } = props
  const [sharer] = useState(() => new RowSharer<R>())
  const rows = useMemo(() => sharer.share(props.rows, getRowId), [sharer, props.rows, getRowId])
  const baseCtx = useFormatContext()
  const ctx = useAlignedContext(baseCtx, columns, rows)
  const { layout, setLayout, reset } = useTableLayout(props.tableId, columns)
  const [sorting, setSorting] = useState<SortingState>([])
  const specById = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns])
  const tableColumns = useTableColumns(columns, baseCtx)

  // Grouped by account, each group's header names the account: an Account column would only repeat it (and
  // push the order's own figures off a narrow window). The export still carries it.
  const groupedBy = group ? specById.get(GROUP_COLUMN) : undefined
  const columnVisibility = useMemo(
    () => ({
      ...Object.fromEntries(layout.hidden.map((id) => [id, false])),
      ...(groupedBy ? { [GROUP_COLUMN]: false } : {}),
    }),
    [layout.hidden, groupedBy],
  )
  const onSizingChange = useCallback(
    (updater: Updater<ColumnSizingState>) =>
      setLayout((prev) => ({ ...prev, sizes: typeof updater === 'function' ? updater(prev.sizes) : updater })),
    [setLayout],
  )
  const serverSorting = useMemo<SortingState>(
    () => (serverSort ? serverSort.sorting.map((s) => ({ id: s.id, desc: s.desc })) : []),
    [serverSort],
  )

  const table = useTable({
    features,
    columns: tableColumns,
    data: rows as R[],
    getRowId: (row: R) => getRowId(row),
    state: {
      sorting: serverSort ? serverSorting : sorting,
      columnOrder: layout.order,
      columnVisibility,
      columnSizing: layout.sizes,
    },
    manualSorting: !!serverSort,
    onSortingChange: setSorting,
    onColumnSizingChange: onSizingChange,
    columnResizeMode: 'onChange',
    enableColumnResizing: true,
    isMultiSortEvent: (e: unknown) => !!(e as { shiftKey?: boolean }).shiftKey,
  })

  const visibleColumns = table.getVisibleLeafColumns()
  const visibleSpecs = useMemo(
    () => visibleColumns.map((c) => specById.get(c.id)).filter((s): s is ColumnSpec<R> => !!s),
    [visibleColumns, specById],
  )
  // The widths as one array while none changes: the rows are memoised, and a new array would draw them all again.
  const widths = visibleColumns.map((c) => c.getSize()).join(' ')
  const sizes = useMemo(() => widths.split(' ').map(Number), [widths])
  // TanStack's row model holds an object per row (100,000 rows: ~10 MB and ~100 ms to build). Unsorted, or
  // sorted by the server, it is the data in its own order, so it is only built while a client sort is on.
  const clientSorted = !serverSort && sorting.length > 0
  const modelRows = clientSorted ? table.getRowModel().rows : undefined
  const sortedRows = useMemo(() => (modelRows ? modelRows.map((r) => r.original) : rows), [modelRows, rows])
  const [subtotals] = useState(() => new SubtotalKeeper<R>())
  const items = useMemo(
    () =>
      buildDisplayItems(sortedRows, getRowId, {
        columns,
        group,
        clusterOf,
        totalsOf: (key, members) => subtotals.totalsOf(columns, key, members),
      }),
    [sortedRows, getRowId, columns, group, clusterOf, subtotals],
  )
  const dataRows = useMemo(() => dataRowsOf(items), [items])

  const activeSorting: readonly SortEntry[] = serverSort ? serverSort.sorting : sorting
  const sortDescription = sortDescriptionOf(serverSort, sorting, columns)

  useEffect(() => {
    if (!snapshotRef) return
    snapshotRef.current = () => {
      const exported = exportColumns(groupedBy ? [groupedBy, ...visibleSpecs] : visibleSpecs)
      const onScreen = visibleSpecs.filter((c) => !c.noExport)
      return {
        headers: exported.map((c) => headerText(c, ctx)),
        rows: dataRows.map((row) => exported.map((c) => exportCellText(c, row, ctx))),
        sortDescription,
        // The caller hands back rows this table's own declaration produced, from other pages of its read.
        rowsText: (others) => (others as readonly R[]).map((row) => exported.map((c) => exportCellText(c, row, ctx))),
        allPagesSort: serverSort ? serverSort.description : msg('tables.sortedBy.unsorted'),
        shown: {
          columns: onScreen.map((c) => ({ id: c.id, header: headerText(c, ctx), kind: c.kind })),
          rows: dataRows.map((row) => onScreen.map((c) => cellText(c, row, ctx))),
        },
      }
    }
  }, [snapshotRef, visibleSpecs, groupedBy, dataRows, sortDescription, ctx, serverSort])

  // The header's callbacks and headers keep their identity while the columns do: the header is memoised, and an
  // answer of new rows does not draw it again. `useTable` hands back a new object each render around the same
  // table; a click sorts through the one last committed.
  const committedTable = useRef(table)
  useLayoutEffect(() => {
    committedTable.current = table
  })
  const toggleSort = useCallback(
    (columnId: string, multi: boolean) => {
      if (serverSort) {
        if (serverSort.sortableIds.includes(columnId)) serverSort.onToggle(columnId, multi)
        return
      }
      committedTable.current.getColumn(columnId)?.toggleSorting(undefined, multi)
    },
    [serverSort],
  )

  const moveColumn = useCallback(
    (dragged: string, target: string) => {
      if (dragged === target) return
      setLayout((prev) => {
        const order = prev.order.filter((id) => id !== dragged)
        const at = order.indexOf(target)
        const from = prev.order.indexOf(dragged)
        const to = prev.order.indexOf(target)
        order.splice(from < to ? at + 1 : at, 0, dragged)
        return { ...prev, order }
      })
    },
    [setLayout],
  )

  const allHeaders = table.getHeaderGroups()[0]?.headers
  const headers = useMemo(() => (allHeaders ?? []).filter((h) => specById.has(h.column.id)), [allHeaders, specById])
  const headerKey = headers.map((h) => h.column.id).join('\n')
  const headerIds = useMemo(() => (headerKey ? headerKey.split('\n') : []), [headerKey])
  const headerLabel = useCallback(
    (columnId: string) => {
      const spec = specById.get(columnId)
      return spec ? headerText(spec, ctx) : columnId
    },
    [specById, ctx],
  )

  return {
    ctx,
    layout,
    setLayout,
    resetLayout: reset,
    sorting,
    setSorting,
    activeSorting,
    sortDescription,
    specById,
    visibleSpecs,
    sizes,
    totalWidth: table.getTotalSize(),
    items,
    dataRows,
    headers,
    headerIds,
    headerLabel,
    onSizingChange,
    toggleSort,
    moveColumn,
  }
}

export type TableModel<R extends RowData> = ReturnType<typeof useTableModel<R>>
