// The state every resource view shares — applied filters, server page, server sort, grouping —
// kept per profile and view so it survives tab switches, and turned into the params one request sends.
import { useCallback, useMemo, useRef } from 'react'
import type { z } from 'zod'
import { SORT_CRITERIA, type SortCriterion } from '@shared/api/enums'
import { paramSpecsOf, type AnyParamSpec, type ParamsSchema } from '@shared/api/params/spec'
import type { Timestamp } from '@shared/api/primitives'
import { useSession } from '../../app/session'
import { DEFAULT_PAGE_SIZE, useViewState, viewStateKey } from '../../app/view-state'
import type { TableSnapshot } from '../DataTable/types'
import {
  buildFilterFields,
  chipsFor,
  describeFilters,
  withoutParams,
  type FilterChip,
  type Filters,
} from '../FilterPanel/filter-model'

export type { Filters }
import { type HistoryPage, type OffsetPage } from '../page-cursors'
import type { SortEntry } from '../DataTable/types'

/** The paging parameters each kind of paging writes, typed as the endpoints that take them type them. */
interface OffsetParams {
  limit?: number
  'start-from'?: number
}
interface HistoryPageParams {
  page?: number
  'page-size'?: number
  'transaction-to'?: Timestamp
}
interface SortParams {
  'sort-by-asc'?: SortCriterion[]
  'sort-by-desc'?: SortCriterion[]
}

/** A kind of paging is only declarable for an endpoint whose schema has its parameters. */
export type PagingKind<S extends ParamsSchema = ParamsSchema> =
  | 'none'
  | (keyof OffsetParams extends keyof z.output<S> ? 'offset' : never)
  | (keyof HistoryPageParams extends keyof z.output<S> ? 'history' : never)

export interface ResourceViewConfig<S extends ParamsSchema> {
  viewId: string
  title: string
  schema: S
  paging: PagingKind<S>
  defaultPageSize?: number
  /** False where rows have no account to group by (instruments are read for one account). */
  groupable?: boolean
  /** Filters applied when the view is first opened (e.g. per-position metrics on). */
  initialParams?: Filters<S>
}

interface PersistedViewState<S extends ParamsSchema> {
  params: Filters<S>
  offset: OffsetPage
  history: HistoryPage
  serverSort: readonly SortEntry[]
  filtersOpen: boolean
  grouped: boolean
}

export interface ResourceView<S extends ParamsSchema = ParamsSchema> {
  config: ResourceViewConfig<S>
  specs: readonly AnyParamSpec[]
  scope: { profileId: string; accounts: readonly string[] }
  zone: string
  multi: boolean
  grouped: boolean
  setGrouped: (on: boolean) => void
  params: Filters<S>
  applyParams: (params: Filters<S>) => void
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
  /** What the request sends: filters + paging (+ sort), in the shape the endpoint schema accepts. */
  requestParams: Filters<S>
  snapshotRef: React.RefObject<(() => TableSnapshot) | null>
}

const EMPTY = {}

/** Server sort keys are column ids (symbol, type) in the server's spelling (SYMBOL, TYPE). */
function sortCriteria(sort: readonly SortEntry[]): SortCriterion[] {
  return sort.flatMap((s) => SORT_CRITERIA.filter((c) => c === s.id.toUpperCase()))
}

export function useResourceView<S extends ParamsSchema>(config: ResourceViewConfig<S>): ResourceView<S> {
  const session = useSession()
  const profileId = session.session.profileId
  const specs = useMemo(() => paramSpecsOf(config.schema), [config.schema])
  const fields = useMemo(() => buildFilterFields(specs), [specs])
  const pageSize = config.defaultPageSize ?? DEFAULT_PAGE_SIZE

  // Every parameter of an endpoint schema is optional, so no filters at all is a valid value of it.
  const initialParams = config.initialParams ?? (EMPTY as Filters<S>)
  const [state, setState] = useViewState<PersistedViewState<S>>(viewStateKey(profileId, config.viewId), () => ({
    params: initialParams,
    offset: { limit: pageSize, startFrom: 0, trail: [] },
    history: { page: 1, pageSize, cursors: [], from: [] },
    serverSort: [],
    filtersOpen: false,
    grouped: true,
  }))

  const patch = useCallback((p: Partial<PersistedViewState<S>>) => setState((s) => ({ ...s, ...p })), [setState])
  // Any filter change starts again from the first page: page N of other filters means nothing.
  const firstPages = useCallback(
    (s: PersistedViewState<S>) => ({
      offset: { ...s.offset, startFrom: 0, trail: [] },
      history: { ...s.history, page: 1, cursors: [], from: [] },
    }),
    [],
  )
  const applyParams = useCallback(
    (params: Filters<S>) => setState((s) => ({ ...s, ...firstPages(s), params })),
    [setState, firstPages],
  )
  const resetFilters = useCallback(
    () => setState((s) => ({ ...s, ...firstPages(s), params: initialParams })),
    [setState, firstPages, initialParams],
  )
  const removeChip = useCallback(
    (chip: FilterChip) => setState((s) => ({ ...s, ...firstPages(s), params: withoutParams(s.params, chip.params) })),
    [setState, firstPages],
  )

  const requestParams = useMemo((): Filters<S> => {
    // PagingKind<S> admits 'offset' or 'history' only for a schema with those parameters.
    const paging: OffsetParams & HistoryPageParams & SortParams = {}
    if (config.paging === 'offset') {
      paging.limit = state.offset.limit
      if (state.offset.startFrom > 0) paging['start-from'] = state.offset.startFrom
    }
    if (config.paging === 'history') {
      paging.page = state.history.page
      paging['page-size'] = state.history.pageSize
      const cursor = state.history.cursors[state.history.cursors.length - 1]
      if (cursor) paging['transaction-to'] = cursor
    }
    if (state.serverSort.length > 0) {
      const desc = state.serverSort[0]?.desc ?? false
      paging[desc ? 'sort-by-desc' : 'sort-by-asc'] = sortCriteria(state.serverSort)
    }
    return { ...state.params, ...paging }
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
    requestParams,
    snapshotRef,
  }
}
