// The frame around every resource table: filter toggle and chips, freshness, export, grouping, the
// generated filter panel, paging, and the loading / error / stale / empty states.
import type { QueryKey, UseQueryResult } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { toAppError } from '../../api/bridge'
import { useReadRetry } from '../../api/read-retries'
import { askServer } from '../../api/server-asks'
import { useSession } from '../../app/session'
import { explainError } from '../../lib/error-explanation'
import { FILTER_REFUSED_NOTICE } from '../table-text'
import { ErrorPanel } from '../ErrorPanel'
import { ExportButton, type ReadAllPages } from '../ExportButton'
import { FilterChips } from '../FilterChips'
import { ShareButton } from '../ShareButton'
import { FilterPanel } from '../FilterPanel/FilterPanel'
import { Freshness } from '../Freshness'
import { RecordsLeftOut, UnreadableNotice } from './UnreadableNotice'
import { ReadCancelled, SlowRead } from './SlowRead'
import type { ResourceView } from './useResourceView'
import type { UnreadableRecords } from '@shared/ipc/contract'
import type { ParamsSchema } from '@shared/api/params/spec'
import { msg } from '@shared/text/messages'

export interface ReadResult<T> {
  data: T
  etag?: string | undefined
  notModified: boolean
  fetchedAt: number
  unreadable?: UnreadableRecords | undefined
}

interface ResourceFrameProps<T, S extends ParamsSchema> {
  view: ResourceView<S>
  query: UseQueryResult<ReadResult<T>>
  /** The query's key: a read of it that the client repeats says so while it runs. */
  queryKey?: QueryKey
  noun: string
  pager?: ReactNode
  pageText?: string | undefined
  exportable?: boolean
  /** Where the view is paged: reads every page for the all-pages export. */
  readAll?: ReadAllPages | undefined
  tools?: ReactNode
  /** Above the table, below the toolbar (e.g. a search box). */
  lead?: ReactNode
  /** Ends the view's read in flight (main aborts the request); offered once a read takes long. */
  onCancel?: () => void
  children: (data: T, state: { dimmed: boolean }) => ReactNode
}

export function ResourceFrame<T, S extends ParamsSchema>({
  view,
  query,
  queryKey,
  noun,
  pager,
  pageText,
  exportable = true,
  readAll,
  tools,
  lead,
  onCancel,
  children,
}: ResourceFrameProps<T, S>) {
  const { session, accountCodes } = useSession()
  const retry = useReadRetry(queryKey)
  const errorContext = { action: 'read' as const, resource: noun, accounts: accountCodes, baseUrl: session.baseUrl }
  const error = query.isError ? toAppError(query.error) : null
  const hasData = query.data !== undefined && !(query.isError && query.isPlaceholderData)
  const staleError = hasData && error ? error : null
  const badParameter = error ? explainError(error, errorContext).parameter : undefined
  const filterCount = view.chips.length
  // A read the person cancelled: said until the next read starts.
  const fetchedAt = query.data?.fetchedAt
  const [cancelled, setCancelled] = useState<{ afterMs: number; ended: boolean; rowsOf?: number } | null>(null)
  // Kept while rendering: the cancelled read ends a moment after the click; the next read to start, or newer rows
  // arriving, clears it.
  if (cancelled && !cancelled.ended && !query.isFetching) setCancelled({ ...cancelled, ended: true })
  if (cancelled?.ended && (query.isFetching || fetchedAt !== cancelled.rowsOf)) setCancelled(null)
  const cancel = onCancel
    ? (afterMs: number) => {
        setCancelled({ afterMs, ended: false, ...(fetchedAt !== undefined ? { rowsOf: fetchedAt } : {}) })
        onCancel()
      }
    : undefined
  const tryAgain = () => {
    setCancelled(null)
    void query.refetch()
  }

  return (
    <section className="resource" aria-label={view.config.title}>
      <div className="resource__toolbar">
        <button
          type="button"
          aria-expanded={view.filtersOpen}
          onClick={() => view.setFiltersOpen(!view.filtersOpen)}
          className={filterCount ? 'has-filters' : undefined}
        >
          {msg('labels.resourceFrame.filters')}
          {filterCount ? ` (${filterCount})` : ''} {view.filtersOpen ? '▴' : '▾'}
        </button>
        <FilterChips chips={view.chips} onRemove={view.removeChip} onReset={view.resetFilters} />
        <span className="toolbar-spacer" />
        {view.multi && view.config.groupable !== false && (
          <label className="checkbox">
            <input type="checkbox" checked={view.grouped} onChange={(e) => view.setGrouped(e.target.checked)} />
            {msg('labels.resourceFrame.groupByAccount')}
          </label>
        )}
        {tools}
        <Freshness
          fetchedAt={query.data?.fetchedAt}
          notModified={query.data?.notModified}
          fetching={query.isFetching}
          staleError={staleError}
          errorContext={errorContext}
          zone={view.zone}
          onRefresh={() => {
            if (queryKey) askServer(queryKey)
            void query.refetch()
          }}
        />
        {exportable && (
          <ExportButton
            view={view.config.title}
            snapshotRef={view.snapshotRef}
            fetchedAt={query.data?.fetchedAt}
            filterLines={view.filterLines}
            page={pageText}
            disabled={!hasData}
            readAll={readAll}
          />
        )}
        {exportable && (
          <ShareButton
            viewId={view.config.viewId}
            title={view.config.title}
            snapshotRef={view.snapshotRef}
            fetchedAt={query.data?.fetchedAt}
            filterLines={view.filterLines}
            page={pageText}
            disabled={!hasData}
          />
        )}
      </div>
      {badParameter && (
        <p className="resource__bad-param" role="status">
          {FILTER_REFUSED_NOTICE.before}
          <code>{badParameter}</code>
          {FILTER_REFUSED_NOTICE.after}
        </p>
      )}
      {view.filtersOpen && (
        <FilterPanel
          title={view.config.title}
          specs={view.specs}
          schema={view.config.schema}
          applied={view.params}
          zone={view.zone}
          onApply={(params) => view.applyParams(params)}
          onReset={view.resetFilters}
          onClose={() => view.setFiltersOpen(false)}
        />
      )}
      {lead}
      {pager}
      {staleError && (
        <ErrorPanel error={staleError} context={errorContext} onRetry={() => void query.refetch()} compact />
      )}
      {hasData && query.data?.unreadable && <UnreadableNotice unreadable={query.data.unreadable} noun={noun} />}
      {query.isFetching && (
        <SlowRead noun={noun} accounts={accountCodes} retry={retry} zone={view.zone} onCancel={cancel} />
      )}
      {cancelled && !query.isFetching && (
        <ReadCancelled
          afterMs={cancelled.afterMs}
          rowsOf={hasData ? query.data?.fetchedAt : undefined}
          zone={view.zone}
          onTryAgain={tryAgain}
        />
      )}
      <div className="resource__body">
        {cancelled && !hasData && !query.isFetching ? null : query.isPending && !query.data ? (
          <div className="state state--loading" role="status">
            <span className="spinner" aria-hidden="true" />{' '}
            {msg('labels.resourceFrame.loadingNounForJoin', { noun, join: accountCodes.join(', ') })}
          </div>
        ) : error && !hasData ? (
          <ErrorPanel error={error} context={errorContext} onRetry={() => void query.refetch()} />
        ) : query.data ? (
          <RecordsLeftOut.Provider value={query.data.unreadable}>
            {children(query.data.data, { dimmed: query.isPlaceholderData })}
          </RecordsLeftOut.Provider>
        ) : null}
      </div>
    </section>
  )
}
