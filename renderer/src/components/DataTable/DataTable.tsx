// The one grid every resource uses: TanStack Table v9 owns column order/visibility/sizing/sorting state,
// TanStack Virtual paints only the rows in view (a 10,000-row page stays smooth), and this component owns
// the markup, ARIA grid semantics and keyboard model (arrows move the active row, Enter runs its action).
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
import { useVirtualizer } from '@tanstack/react-virtual'
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react'
import { countOf, noun } from '../../../../shared/text/plural'
import { compareDecimals } from '../../lib/decimal'
import { toEpochMs } from '../../lib/time-zones'
import { ColumnChooser } from './ColumnChooser'
import { buildDisplayItems, dataRowsOf, type DisplayItem } from './display-rows'
import { useTableLayout } from './layout'
import { exportCellText, headerText } from './cells'
import { DisplayRow } from './DisplayRow'
import { HeaderCell, MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH } from './HeaderCell'
import { HeaderRow } from './header-row'
import { alignedScales } from './aligned-scales'
import { headerMeasurer } from './header-width'
import { useFormatContext } from './format-context'
import { exportColumns } from './export-columns'
import type { ColumnSpec, FormatContext, GroupSpec, SortEntry, TableSnapshot } from './types'

const features = tableFeatures({
  columnOrderingFeature,
  columnVisibilityFeature,
  columnSizingFeature,
  columnResizingFeature,
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
})

const ROW_HEIGHT = 24
const SUBTOTAL_LINE = 17

/** Subtotal rows grow to show one line per unit (currency, instrument); every other row is one line. */
function itemHeight<R>(item: DisplayItem<R> | undefined): number {
  if (item?.type !== 'subtotal') return ROW_HEIGHT
  const lines = Math.max(1, ...Object.values(item.totals).map((t) => t.parts.length))
  return Math.max(ROW_HEIGHT, lines * SUBTOTAL_LINE + 7)
}
const DEFAULT_SIZE: Record<ColumnSpec<unknown>['kind'], number> = {
  text: 140,
  code: 110,
  enum: 96,
  number: 100,
  time: 178,
  action: 72,
}

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

/** The format context with each aligned column's decimals, so a column's decimal points line up. */
function useAlignedContext<R>(
  base: FormatContext,
  columns: readonly ColumnSpec<R>[],
  rows: readonly R[],
): FormatContext {
  return useMemo(() => {
    const scales = alignedScales(columns, rows)
    return { ...base, alignedScale: (columnId, unit) => scales.get(columnId)?.get(unit) }
  }, [base, columns, rows])
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

/** Keyed by table id so each table (and its multi-account variant) keeps its own saved layout. */
export function DataTable<R extends RowData>(props: DataTableProps<R>) {
  return <DataTableInner key={props.tableId} {...props} />
}

function DataTableInner<R extends RowData>(props: DataTableProps<R>) {
  const { columns, rows, getRowId, serverSort, group, clusterOf, onRowActivate, snapshotRef } = props
  const baseCtx = useFormatContext()
  const ctx = useAlignedContext(baseCtx, columns, rows)
  const domId = useId().replace(/[^A-Za-z0-9_-]/g, '')
  const { layout, setLayout, reset } = useTableLayout(props.tableId, columns)
  const [sorting, setSorting] = useState<SortingState>([])

  const specById = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns])

  const tableColumns = useMemo(() => {
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

  const columnVisibility = useMemo(() => Object.fromEntries(layout.hidden.map((id) => [id, false])), [layout.hidden])
  const onSizingChange = useCallback(
    (updater: Updater<ColumnSizingState>) =>
      setLayout((prev) => ({ ...prev, sizes: typeof updater === 'function' ? updater(prev.sizes) : updater })),
    [setLayout],
  )

  const serverSorting = useMemo<SortingState>(
    () => (serverSort ? serverSort.sorting.map((s) => ({ id: s.id, desc: s.desc })) : []),
    [serverSort],
  )

  const data = rows as R[]
  const table = useTable({
    features,
    columns: tableColumns,
    data,
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
  const items = useMemo(
    () => buildDisplayItems(sortedRows, getRowId, { columns, group, clusterOf }),
    [sortedRows, getRowId, columns, group, clusterOf],
  )
  const dataRows = useMemo(() => dataRowsOf(items), [items])

  const activeSorting: readonly SortEntry[] = serverSort ? serverSort.sorting : sorting
  const sortDescription = serverSort
    ? serverSort.description
    : sorting.length
      ? `${describeSort(sorting, columns)} (sorted on this page only)`
      : 'in the order the server returned'

  useEffect(() => {
    if (!snapshotRef) return
    snapshotRef.current = () => {
      const exported = exportColumns(visibleSpecs)
      return {
        headers: exported.map((c) => headerText(c, ctx)),
        rows: dataRows.map((row) => exported.map((c) => exportCellText(c, row, ctx))),
        sortDescription,
        // The caller hands back rows this table's own declaration produced, from other pages of its read.
        rowsText: (others) => (others as readonly R[]).map((row) => exported.map((c) => exportCellText(c, row, ctx))),
        allPagesSort: serverSort ? serverSort.description : 'in the order the server returned',
      }
    }
  }, [snapshotRef, visibleSpecs, dataRows, sortDescription, ctx, serverSort])

  // Active row: kept by id so it survives refreshes and re-sorts.
  const [activeId, setActiveId] = useState<string | null>(null)
  // One callback for every row (they are memoised) that opens a row with the caller's latest handler.
  const activateRef = useRef(onRowActivate)
  useEffect(() => {
    activateRef.current = onRowActivate
  }, [onRowActivate])
  const activateRow = useCallback((row: R) => activateRef.current?.(row), [])
  const activeIndex = useMemo(() => {
    if (activeId === null) return -1
    return items.findIndex((it) => it.type === 'row' && it.id === activeId)
  }, [items, activeId])

  const scrollRef = useRef<HTMLDivElement>(null)
  // Stable per items: a new getItemKey makes the virtualizer re-measure every item, which on every scroll
  // frame of a 100,000-row page would cost more than painting the rows in view.
  const estimateSize = useCallback((index: number) => itemHeight(items[index]), [items])
  const getItemKey = useCallback((index: number) => items[index]?.id ?? index, [items])
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual is used as documented.
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    getItemKey,
    overscan: 12,
  })

  const revealed = useRef(0)
  const reveal = props.reveal
  // Before the paint: the asked-for row is painted in view and active in the same frame (no jump from the old
  // position), and a key pressed straight after moves from it.
  useLayoutEffect(() => {
    if (!reveal || revealed.current === reveal.token) return
    const index = items.findIndex((it) => it.type === 'row' && reveal.match(it.row))
    const item = items[index]
    if (item?.type !== 'row') return
    revealed.current = reveal.token
    setActiveId(item.id)
    virtualizer.scrollToIndex(index, { align: 'center' })
  }, [reveal, items, virtualizer])

  const moveActive = useCallback(
    (delta: number | 'first' | 'last') => {
      const rowIndexes = items.flatMap((it, i) => (it.type === 'row' ? [i] : []))
      if (rowIndexes.length === 0) return
      const current = rowIndexes.indexOf(activeIndex)
      let next: number
      if (delta === 'first') next = 0
      else if (delta === 'last') next = rowIndexes.length - 1
      else if (current < 0) next = delta > 0 ? 0 : rowIndexes.length - 1
      else next = Math.min(rowIndexes.length - 1, Math.max(0, current + delta))
      const itemIndex = rowIndexes[next]
      if (itemIndex === undefined) return
      const item = items[itemIndex]
      if (item?.type === 'row') setActiveId(item.id)
      virtualizer.scrollToIndex(itemIndex, { align: 'auto' })
    },
    [items, activeIndex, virtualizer],
  )

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget) return
    const page = Math.max(1, Math.floor((scrollRef.current?.clientHeight ?? 240) / ROW_HEIGHT) - 2)
    const keys: Record<string, () => void> = {
      ArrowDown: () => moveActive(1),
      ArrowUp: () => moveActive(-1),
      PageDown: () => moveActive(page),
      PageUp: () => moveActive(-page),
      Home: () => moveActive('first'),
      End: () => moveActive('last'),
      Enter: () => {
        const item = items[activeIndex]
        if (item?.type === 'row') onRowActivate?.(item.row)
      },
    }
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'c') {
      const item = items[activeIndex]
      if (item?.type !== 'row') return
      // Copy the active row as tab-separated text (what spreadsheets paste as cells), with full values.
      const line = visibleSpecs.filter((c) => !c.noExport).map((c) => exportCellText(c, item.row, ctx))
      void navigator.clipboard?.writeText(line.join('\t')).catch(() => undefined)
      e.preventDefault()
      return
    }
    const action = keys[e.key]
    if (action) {
      e.preventDefault()
      action()
    }
  }

  const totalWidth = table.getTotalSize()
  const rowDomId = (id: string) => `${domId}-r-${id.replace(/[^A-Za-z0-9_-]/g, '_')}`
  const activeItem = activeIndex >= 0 ? items[activeIndex] : undefined

  const toggleSort = (columnId: string, multi: boolean) => {
    if (serverSort) {
      if (serverSort.sortableIds.includes(columnId)) serverSort.onToggle(columnId, multi)
      return
    }
    table.getColumn(columnId)?.toggleSorting(undefined, multi)
  }

  const moveColumn = (dragged: string, target: string) => {
    if (dragged === target) return
    setLayout((prev) => {
      const order = prev.order.filter((id) => id !== dragged)
      const at = order.indexOf(target)
      const from = prev.order.indexOf(dragged)
      const to = prev.order.indexOf(target)
      order.splice(from < to ? at + 1 : at, 0, dragged)
      return { ...prev, order }
    })
  }

  const headers = (table.getHeaderGroups()[0]?.headers ?? []).filter((h) => specById.has(h.column.id))
  const headerKey = headers.map((h) => h.column.id).join('\n')
  const headerIds = useMemo(() => (headerKey ? headerKey.split('\n') : []), [headerKey])
  const headerLabel = useCallback(
    (columnId: string) => {
      const spec = specById.get(columnId)
      return spec ? headerText(spec, ctx) : columnId
    },
    [specById, ctx],
  )

  const hasRows = items.length > 0
  const description = [
    `${countOf(dataRows.length, noun('row'))}.`,
    'Arrow keys move between rows, Ctrl+C copies the row',
    onRowActivate ? `, Enter to ${props.activateLabel ?? 'open the row'}.` : '.',
  ].join(' ')

  return (
    <div
      className={`data-table${props.height ? ' data-table--fixed' : ''}`}
      data-table-id={props.tableId}
      data-row-count={dataRows.length}
    >
      <div className="data-table__strip">
        <div className="data-table__caption">{props.caption}</div>
        <div className="data-table__sort" aria-live="polite">
          <span className="muted">Sort:</span> {sortDescription}
          {!serverSort && sorting.length > 0 && (
            <button type="button" className="link-button" onClick={() => setSorting([])}>
              Clear sort
            </button>
          )}
        </div>
        <ColumnChooser
          columns={columns}
          layout={layout}
          onChange={setLayout}
          onReset={() => {
            reset()
            setSorting([])
          }}
          tableLabel={props.label}
        />
      </div>
      <div
        ref={scrollRef}
        className={`data-table__scroll${props.dimmed ? ' is-dimmed' : ''}`}
        style={props.height ? { height: props.height } : undefined}
        role="grid"
        aria-label={props.label}
        aria-describedby={`${domId}-desc`}
        aria-rowcount={items.length + 1}
        aria-colcount={visibleSpecs.length}
        aria-busy={props.dimmed || undefined}
        aria-activedescendant={activeItem?.type === 'row' ? rowDomId(activeItem.id) : undefined}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onFocus={() => {
          if (activeId === null && dataRows.length > 0) {
            const first = items.find((it) => it.type === 'row')
            if (first) setActiveId(first.id)
          }
        }}
      >
        <span id={`${domId}-desc`} className="sr-only">
          {description}
        </span>
        <div className="data-table__head" role="rowgroup" style={{ width: totalWidth }}>
          <div className="data-table__row data-table__row--head" role="row" aria-rowindex={1}>
            <HeaderRow
              columnIds={headerIds}
              labelOf={headerLabel}
              onMove={moveColumn}
              renderCell={(columnId, colIndex, drag) => {
                const header = headers.find((h) => h.column.id === columnId)
                const spec = specById.get(columnId)
                if (!header || !spec) return null
                return (
                  <HeaderCell
                    spec={spec}
                    label={headerText(spec, ctx)}
                    colIndex={colIndex}
                    width={header.getSize()}
                    sorting={activeSorting}
                    serverSort={serverSort}
                    drag={drag}
                    canResize={header.column.getCanResize()}
                    onSort={(multi) => toggleSort(spec.id, multi)}
                    onResizeStart={header.getResizeHandler()}
                    onResizeReset={() => header.column.resetSize()}
                    onResizeBy={(delta) =>
                      onSizingChange((sizes) => ({
                        ...sizes,
                        [header.column.id]: Math.min(
                          MAX_COLUMN_WIDTH,
                          Math.max(MIN_COLUMN_WIDTH, header.getSize() + delta),
                        ),
                      }))
                    }
                  />
                )
              }}
            />
          </div>
        </div>
        {hasRows ? (
          <div
            className="data-table__body"
            role="rowgroup"
            style={{ height: virtualizer.getTotalSize(), width: totalWidth }}
          >
            {virtualizer.getVirtualItems().map((v) => {
              const item = items[v.index]
              if (!item) return null
              return (
                <DisplayRow
                  key={item.id}
                  item={item}
                  ariaRowIndex={v.index + 2}
                  top={v.start}
                  height={v.size}
                  specs={visibleSpecs}
                  sizes={sizes}
                  ctx={ctx}
                  domId={item.type === 'row' ? rowDomId(item.id) : undefined}
                  active={item.type === 'row' && item.id === activeId}
                  onSelect={setActiveId}
                  onActivate={activateRow}
                />
              )
            })}
          </div>
        ) : (
          <div className="data-table__empty">{props.empty ?? 'No rows.'}</div>
        )}
      </div>
    </div>
  )
}
