// The state every resource view shares — applied filters, server page, server sort, grouping, auto-refresh —
// kept per profile and view so it survives tab switches, and turned into the params one request sends.
import { useCallback, useMemo, useRef, useState } from 'react'
import { paramSpecsOf, type AnyParamSpec, type ParamsSchema } from '../../../../shared/api/params'
import { useSession } from '../../app/session'
import { useViewState } from '../../app/view-state'
import { readStored, storageKeys, writeStored } from '../../lib/storage'
import type { TableSnapshot } from '../DataTable/types'
import {
  buildFilterFields,
  chipsFor,
  describeFilters,
  withoutParams,
  type FilterChip,
} from '../FilterPanel/filter-model'
import { type HistoryPage, type OffsetPage } from '../Pager'
import type { SortEntry } from '../DataTable/types'

export type PagingKind = 'none' | 'offset' | 'history'

export interface ResourceViewConfig {
  viewId: string
  title: string
  schema: ParamsSchema
  paging: PagingKind
  defaultPageSize?: number
  /** False where rows have no account to group by (instruments are read for one account). */
  groupable?: boolean
  /** Filters applied when the view is first opened (e.g. per-position metrics on). */
  initialParams?: Readonly<Record<string, unknown>>
}

interface PersistedViewState {
  params: Readonly<Record<string, unknown>>
  offset: OffsetPage
  history: HistoryPage
  serverSort: readonly SortEntry[]
  filtersOpen: boolean
  grouped: boolean
}

export interface ResourceView {
  config: ResourceViewConfig
  specs: readonly AnyParamSpec[]
  scope: { profileId: string; accounts: readonly string[] }
  zone: string
  multi: boolean
  grouped: boolean
  setGrouped: (on: boolean) => void
  params: Readonly<Record<string, unknown>>
  applyParams: (params: Record<string, unknown>) => void
  resetFilters: () => void
  removeChip: (chip: FilterChip) => void
  chips: FilterChip[]
  filterLines: string[]
  filtersOpen: boolean
  setFiltersOpen: (open: boolean) => void
  offset: OffsetPage
  setOffset: (page: OffsetPage) => void
  history: HistoryPage
  setHistory: (page: HistoryPage) => void
  serverSort: readonly SortEntry[]
  setServerSort: (sort: readonly SortEntry[]) => void
  interval: number
  setInterval: (ms: number) => void
  /** What the request sends: filters + paging (+ sort), in the shape the endpoint schema accepts. */
  requestParams: Readonly<Record<string, unknown>>
  snapshotRef: React.RefObject<(() => TableSnapshot) | null>
}

export function useResourceView(config: ResourceViewConfig): ResourceView {
  const session = useSession()
  const profileId = session.session.profileId
  const specs = useMemo(() => paramSpecsOf(config.schema), [config.schema])
  const fields = useMemo(() => buildFilterFields(specs), [specs])
  const pageSize = config.defaultPageSize ?? 100

  const [state, setState] = useViewState<PersistedViewState>(`${profileId}:${config.viewId}`, () => ({
    params: config.initialParams ?? {},
    offset: { limit: pageSize, startFrom: 0, trail: [] },
    history: { page: 1, pageSize, cursors: [] },
    serverSort: [],
    filtersOpen: false,
    grouped: true,
  }))

  const intervalKey = storageKeys.autoRefresh(profileId, config.viewId)
  const [interval, setIntervalState] = useState<number>(
    () => readStored(intervalKey, (v) => (typeof v === 'number' && v >= 0 ? v : undefined)) ?? 0,
  )
  const setInterval = useCallback(
    (ms: number) => {
      setIntervalState(ms)
      writeStored(intervalKey, ms)
    },
    [intervalKey],
  )

  const patch = useCallback((p: Partial<PersistedViewState>) => setState((s) => ({ ...s, ...p })), [setState])
  // Any filter change starts again from the first page: page N of other filters means nothing.
  const firstPages = useCallback(
    (s: PersistedViewState) => ({
      offset: { ...s.offset, startFrom: 0, trail: [] },
      history: { ...s.history, page: 1, cursors: [] },
    }),
    [],
  )
  const applyParams = useCallback(
    (params: Record<string, unknown>) => setState((s) => ({ ...s, ...firstPages(s), params })),
    [setState, firstPages],
  )
  const resetFilters = useCallback(
    () => setState((s) => ({ ...s, ...firstPages(s), params: config.initialParams ?? {} })),
    [setState, firstPages, config.initialParams],
  )
  const removeChip = useCallback(
    (chip: FilterChip) => setState((s) => ({ ...s, ...firstPages(s), params: withoutParams(s.params, chip.params) })),
    [setState, firstPages],
  )

  const requestParams = useMemo(() => {
    const p: Record<string, unknown> = { ...state.params }
    if (config.paging === 'offset') {
      p.limit = state.offset.limit
      if (state.offset.startFrom > 0) p['start-from'] = state.offset.startFrom
    }
    if (config.paging === 'history') {
      p.page = state.history.page
      p['page-size'] = state.history.pageSize
      const cursor = state.history.cursors[state.history.cursors.length - 1]
      if (cursor) p['transaction-to'] = cursor
    }
    if (state.serverSort.length > 0) {
      const desc = state.serverSort[0]?.desc ?? false
      // Column ids (symbol, type) name the server's criteria (SYMBOL, TYPE).
      p[desc ? 'sort-by-desc' : 'sort-by-asc'] = state.serverSort.map((s) => s.id.toUpperCase())
    }
    return p
  }, [state, config.paging])

  const snapshotRef = useRef<(() => TableSnapshot) | null>(null)
  const accounts = session.accountCodes

  return {
    config,
    specs,
    scope: { profileId, accounts },
    zone: session.zone,
    multi: accounts.length > 1,
    grouped: state.grouped,
    setGrouped: (grouped) => patch({ grouped }),
    params: state.params,
    applyParams,
    resetFilters,
    removeChip,
    chips: chipsFor(fields, state.params, session.zone),
    filterLines: describeFilters(fields, state.params, session.zone),
    filtersOpen: state.filtersOpen,
    setFiltersOpen: (filtersOpen) => patch({ filtersOpen }),
    offset: state.offset,
    setOffset: (offset) => patch({ offset }),
    history: state.history,
    setHistory: (history) => patch({ history }),
    serverSort: state.serverSort,
    setServerSort: (serverSort) => setState((s) => ({ ...s, ...firstPages(s), serverSort })),
    interval,
    setInterval,
    requestParams,
    snapshotRef,
  }
}
