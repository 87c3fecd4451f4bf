// Reading pages of a resource view's list besides the one on screen: one page through the view's own read (the
// history's "Oldest" jump) and every page in turn (the all-pages export).
import type { QueryClient, QueryKey } from '@tanstack/react-query'
import type { ParamsSchema } from '@shared/api/params/spec'
import type { PageCursor } from '@shared/domain/paging'
import type { ReadAllPages } from '../../components/ExportButton'
import type { Filters, ResourceView } from '../../components/ResourceFrame/useResourceView'
import { readAllPages } from '../../lib/all-pages'
import type { DeclaredTable, PageRow, PagingDeclaration, ViewDeclaration } from './declaration'

export type ReadPage<D> = (page: PageCursor, signal: AbortSignal) => Promise<D>

/**
 * One page of the view's list with its own filters and sort, through the view's own read (so the same keys, and an
 * abort cancels the request in flight): for the all-pages export and the history's "Oldest" jump.
 */
export function pageReader<S extends ParamsSchema, D, Q, C, K extends QueryKey>(
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
export function allPagesReader<S extends ParamsSchema, D, C>(
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
export function withPage<S extends ParamsSchema>(params: Filters<S>, page: PageCursor): Filters<S> {
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

export function transactionToFilter(params: object): string | undefined {
  const value: unknown = (params as Record<string, unknown>)['transaction-to']
  return typeof value === 'string' ? value : undefined
}
