// The one component behind every resource view: the view's kept state, its read with auto-refresh, the pager,
// the frame (filters, chips, freshness, export, states), and each declared table wired the same way —
// Account column and grouping in multi-account mode, dimming while the next page loads, the details drawer,
// rows the activity feed asks to reveal, captions and per-table exports.
import { useQuery, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import type { ParamsSchema } from '@shared/api/params/spec'
import { useReveal } from '../../app/live'
import { DataTable } from '../../components/DataTable/DataTable'
import type { TableSnapshot } from '../../components/DataTable/types'
import { ExportButton, type ReadAllPages } from '../../components/ExportButton'
import { HistoryPager, OffsetPager, offsetPageText, pastTheCut, type HistoryPage } from '../../components/Pager'
import { ResourceFrame, type ReadResult } from '../../components/ResourceFrame/ResourceFrame'
import { useResourceView, type Filters, type ResourceView } from '../../components/ResourceFrame/useResourceView'
import { formatTimestamp } from '../../lib/format'
import { oldestPageCut, type PageCursor } from '@shared/domain/paging'
import { readAllPages } from '../../lib/all-pages'
import { zoneShortLabel } from '../../lib/time-zones'
import { useAccountGroup, withAccountColumn } from '../shared'
import type {
  DeclaredTable,
  PageRow,
  PagingDeclaration,
  TableContext,
  TableDeclaration,
  ViewDeclaration,
} from './declaration'
import { serverSortOf } from './server-sort'

export function DeclaredView<S extends ParamsSchema, D, Q, C, K extends QueryKey>({
  declaration: d,
}: {
  declaration: ViewDeclaration<S, D, Q, C, K>
}) {
  const view = useResourceView({
    viewId: d.viewId,
    title: d.title,
    schema: d.schema,
    paging: d.paging.kind,
    ...(d.initialFilters ? { initialParams: d.initialFilters } : {}),
    ...(d.groupable === undefined ? {} : { groupable: d.groupable }),
  })
  const { useRequest, useModel, useSideEffects = noSideEffects } = d
  const request = useRequest(view)
  const read = d.read(view.scope, view.requestParams, request)
  const query = useQuery(read)
  const model = useModel(view, query.data, request)
  // The side effects see the answer to the view's own request, never the previous page kept on screen meanwhile.
  const answer = query.isPlaceholderData ? undefined : query.data
  useSideEffects(view, answer, request)
  const queryClient = useQueryClient()
  useHistoryContinuation(d.paging, view, answer?.data, (page) =>
    // The view's own request with only its page changed: the key of that page as the view read it.
    queryClient.getQueryData<ReadResult<D>>(
      d.read(view.scope, { ...view.requestParams, page } as Filters<S>, request).queryKey,
    ),
  )
  const tables = useMemo(() => d.tables(declaredTable), [d])
  const readPage = pageReader(d, view, request, queryClient)
  const { pager, pageText } = pagingOf(d.paging, view, query.data?.data, query.isFetching, readPage)
  const readAll = allPagesReader(d, view, model, tables[0], readPage)

  return (
    <ResourceFrame
      view={view}
      query={query}
      queryKey={read.queryKey}
      noun={d.noun}
      pager={pager}
      pageText={pageText}
      readAll={readAll}
      lead={d.lead?.(view, model)}
      // Cancelling the query aborts its signal, which tells main to abort the request (api/bridge.ts).
      onCancel={() => void queryClient.cancelQueries({ queryKey: read.queryKey, exact: true })}
    >
      {(data, { dimmed }) => {
        const body = (
          <>
            {d.above?.(data, model)}
            {tables.map((t, i) => (
              <t.render
                key={t.id}
                data={data}
                model={model}
                view={view}
                dimmed={dimmed}
                first={i === 0}
                settled={!query.isFetching}
                fetchedAt={query.data?.fetchedAt}
                pageText={pageText}
              />
            ))}
            {d.below?.(model)}
          </>
        )
        return d.className ? <div className={d.className}>{body}</div> : body
      }}
    </ResourceFrame>
  )
}

const noSideEffects = (): void => undefined

function pagingOf<S extends ParamsSchema, D>(
  paging: PagingDeclaration<D>,
  view: ResourceView<S>,
  data: D | undefined,
  loading: boolean,
  readPage: ReadPage<D>,
): { pager?: ReactNode; pageText?: string } {
  if (paging.kind === 'none') return {}
  const returned = data === undefined ? undefined : paging.returned(data)
  if (paging.kind === 'offset') {
    const more = (returned ?? 0) >= view.offset.limit || view.offset.startFrom > 0
    return {
      pageText: offsetPageText(view.offset, returned, paging.noun),
      pager:
        paging.onlyWhenMore && !more ? undefined : (
          <OffsetPager
            page={view.offset}
            returned={returned}
            noun={paging.noun}
            loading={loading}
            onChange={view.setOffset}
          />
        ),
    }
  }
  return {
    pageText: historyPageText(view.history, returned),
    pager: (
      <HistoryPager
        page={view.history}
        returned={returned}
        nextPageTransactionTime={data === undefined ? undefined : paging.next(data)}
        loading={loading}
        cursorLabel={(iso) => `${formatTimestamp(iso, view.zone)} ${zoneShortLabel(view.zone)}`}
        onChange={view.setHistory}
        findOldest={async (signal) => {
          const pageSize = view.history.pageSize
          const filterTo = transactionToFilter(view.params)
          const cut = await oldestPageCut(
            async (t) =>
              paging.returned(
                await readPage(
                  { kind: 'history', page: 1, pageSize, transactionTo: new Date(t).toISOString() },
                  signal,
                ),
              ) >= pageSize,
            { from: OLDEST_SEARCHED, to: filterTo === undefined ? Date.now() : Date.parse(filterTo) },
          )
          return cut === undefined ? undefined : new Date(cut).toISOString()
        }}
      />
    ),
  }
}

/**
 * History paging past the server's cap: a page past everything the cap lets the query reach comes back empty
 * while the server names where it cut; it is replaced by the continuation before it paints.
 */
function useHistoryContinuation<S extends ParamsSchema, D>(
  paging: PagingDeclaration<D>,
  view: ResourceView<S>,
  data: D | undefined,
  cached: (page: number) => ReadResult<D> | undefined,
) {
  const history = paging.kind === 'history' && data !== undefined ? paging : undefined
  // The cut comes from the page before as it was read (the page on screen when "Next page" was asked).
  const page = view.history
  const before = history && history.returned(data as D) === 0 && page.page > 1 ? cached(page.page - 1) : undefined
  const continuation = history
    ? pastTheCut(page, history.returned(data as D), history.next(data as D), before && history.next(before.data))
    : undefined
  const { setHistory } = view
  useLayoutEffect(() => {
    if (continuation) setHistory(continuation)
  }, [continuation, setHistory])
}

/** Where the search for the oldest history page starts: no account's orders are older. */
const OLDEST_SEARCHED = Date.UTC(2000, 0, 1)

type ReadPage<D> = (page: PageCursor, signal: AbortSignal) => Promise<D>

/**
 * One page of the view's list with its own filters and sort, through the view's own read (so the same keys, and an
 * abort cancels the request in flight): for the all-pages export and the history's "Oldest" jump.
 */
function pageReader<S extends ParamsSchema, D, Q, C, K extends QueryKey>(
  d: ViewDeclaration<S, D, Q, C, K>,
  view: ResourceView<S>,
  request: Q,
  queryClient: QueryClient,
): ReadPage<D> {
  return async (page, signal) => {
    const options = d.read(view.scope, withPage(view.requestParams, page), request)
    const cancel = () => void queryClient.cancelQueries({ queryKey: options.queryKey, exact: true })
    signal.addEventListener('abort', cancel, { once: true })
    try {
      return (await queryClient.fetchQuery(options)).data
    } finally {
      signal.removeEventListener('abort', cancel)
    }
  }
}

/**
 * Reads every page of the view's list for its own table's export: the view's filters, sort and page size, from
 * the first page on.
 */
function allPagesReader<S extends ParamsSchema, D, C>(
  d: { paging: PagingDeclaration<D> },
  view: ResourceView<S>,
  model: C,
  table: DeclaredTable<S, D, C> | undefined,
  readPage: ReadPage<D>,
): ReadAllPages | undefined {
  const paging: PagingDeclaration<D> = d.paging
  if (paging.kind === 'none' || !table) return undefined
  const walkPaging =
    paging.kind === 'offset'
      ? ({ kind: 'offset' } as const)
      : ({
          kind: 'history',
          next: paging.next,
          oldest: paging.oldest,
          transactionTo: transactionToFilter(view.params),
        } as const)
  const pageSize = paging.kind === 'offset' ? view.offset.limit : view.history.pageSize
  const returned = paging.returned
  return (signal, onProgress) =>
    readAllPages<D, PageRow>({
      paging: walkPaging,
      pageSize,
      read: readPage,
      returned,
      rows: (data, startFrom) => table.pageRows(data, model, startFrom),
      key: (r) => r.id,
      signal,
      onProgress,
    }).then((result) => ({ ...result, rows: result.rows.map((r) => r.row) }))
}

/** The view's request with its own page replaced by the walk's. */
function withPage<S extends ParamsSchema>(params: Filters<S>, page: PageCursor): Filters<S> {
  const rest: Record<string, unknown> = { ...params }
  for (const key of ['limit', 'start-from', 'page', 'page-size', 'transaction-to']) delete rest[key]
  if (page.kind === 'offset') {
    rest.limit = page.limit
    if (page.startFrom > 0) rest['start-from'] = page.startFrom
  } else {
    rest.page = page.page
    if (page.pageSize !== undefined) rest['page-size'] = page.pageSize
    if (page.transactionTo !== undefined) rest['transaction-to'] = page.transactionTo
  }
  // Only the paging parameters the view's own kind of paging already sent were replaced.
  return rest as Filters<S>
}

function transactionToFilter(params: object): string | undefined {
  const value: unknown = (params as Record<string, unknown>)['transaction-to']
  return typeof value === 'string' ? value : undefined
}

function historyPageText(page: HistoryPage, returned: number | undefined): string {
  const cursor = page.cursors[page.cursors.length - 1]
  return `page ${page.page}, ${page.pageSize} per page${cursor ? `, transaction-to ${cursor}` : ''}${returned !== undefined ? `, server returned ${returned}` : ''}`
}

/** Checks a table against its row type, then hands it over as something that renders for the view's answer. */
function declaredTable<S extends ParamsSchema, D, C, R extends object>(
  table: TableDeclaration<S, D, C, R>,
): DeclaredTable<S, D, C> {
  return {
    id: table.id,
    render: (props) => <TableSection table={table} {...props} />,
    pageRows: (data, model, startFrom) =>
      table.rows(data, model, startFrom).map((row) => ({ id: table.rowId(row), row })),
  }
}

const NEVER_REVEALED = () => ''

function TableSection<S extends ParamsSchema, D, C, R extends object>({
  table: t,
  data,
  model,
  view,
  dimmed,
  first,
  settled,
  fetchedAt,
  pageText,
}: TableContext<S, D, C> & { table: TableDeclaration<S, D, C, R> }) {
  const startFrom = view.offset.startFrom
  const rows = useMemo(() => t.rows(data, model, startFrom), [t, data, model, startFrom])
  // Declared columns keep their identity across renders, so the table does not rebuild its layout.
  const own = useMemo(() => (typeof t.columns === 'function' ? t.columns(model, data) : t.columns), [t, model, data])
  const leading = useMemo(() => t.leading?.(model), [t, model])
  const columns = useMemo(() => {
    const withAccount = withAccountColumn(own, t.account, view.multi)
    return leading ? [leading, ...withAccount] : withAccount
  }, [own, t.account, view.multi, leading])
  const clusterOf = useMemo(() => t.clusterOf?.(model), [t, model])
  const { serverSort: sorting, setServerSort } = view
  const serverSort = useMemo(
    () => t.serverSort && serverSortOf(t.serverSort, sorting, setServerSort, columns),
    [t.serverSort, sorting, setServerSort, columns],
  )
  const accountGroup = useAccountGroup(t.account, view.multi && view.grouped)
  const ownGroup = useMemo(() => (view.multi ? t.groupBy?.(model) : undefined), [t, model, view.multi])
  const group = ownGroup ?? accountGroup
  const reveal = useReveal<R>(t.reveal?.view ?? 'positions', t.reveal?.key ?? NEVER_REVEALED)
  const [detail, setDetail] = useState<R | null>(null)
  const ownSnapshot = useRef<(() => TableSnapshot) | null>(null)

  if (t.hidden?.(rows)) return null
  const off = t.off?.(view)
  const heading = t.heading ? <h2 className="section-title">{t.heading}</h2> : null
  if (off) {
    return (
      <>
        {heading}
        {off}
      </>
    )
  }
  const details = t.details
  const activate = t.activate ?? (details ? (row: R) => setDetail(row) : undefined)
  const caption = t.caption?.(rows, data, model, view)
  const snapshotRef = first ? view.snapshotRef : t.exportName ? ownSnapshot : undefined
  const activateLabel = typeof t.activateLabel === 'function' ? t.activateLabel(model) : t.activateLabel
  return (
    <>
      {heading}
      <DataTable
        tableId={t.id}
        label={t.label}
        columns={columns}
        rows={rows}
        getRowId={t.rowId}
        serverSort={serverSort}
        group={group}
        clusterOf={clusterOf}
        dimmed={dimmed}
        snapshotRef={snapshotRef}
        onRowActivate={activate && ((row: R) => activate(row, model, setDetail))}
        rowActions={t.rowActions && ((row: R) => t.rowActions?.(row, model, setDetail) ?? [])}
        // An entry of the activity feed names a row as it is after the change it reports; a page read before
        // that change (kept in the cache, shown while it is read again) may hold the row elsewhere, or in its
        // old state. Revealed there, the row would be left off screen once the new page lands (a filled order
        // moves to the top of the history), so the row is revealed once no read of this view is in flight.
        reveal={t.reveal && settled ? reveal : undefined}
        activateLabel={activateLabel}
        caption={
          !first && t.exportName ? (
            <>
              {caption}{' '}
              <ExportButton
                view={t.exportName}
                snapshotRef={ownSnapshot}
                fetchedAt={fetchedAt}
                filterLines={view.filterLines}
                page={pageText}
              />
            </>
          ) : (
            caption
          )
        }
        height={t.height?.(rows, data, view)}
        empty={typeof t.empty === 'object' ? (view.chips.length ? t.empty.filtered : t.empty.none) : t.empty}
      />
      {t.footer?.(rows, model)}
      {detail && details?.(detail, () => setDetail(null), model, columns)}
    </>
  )
}
