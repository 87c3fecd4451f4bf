// The one component behind every resource view: the view's kept state, its read with auto-refresh, the pager,
// the frame (filters, chips, freshness, export, states), and each declared table wired the same way —
// Account column and grouping in multi-account mode, dimming while the next page loads, the details drawer,
// rows the activity feed asks to reveal, captions and per-table exports.
import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { ParamsSchema } from '@shared/api/params/spec'
import { ResourceFrame, type ReadResult } from '../../components/ResourceFrame/ResourceFrame'
import { useResourceView, type Filters } from '../../components/ResourceFrame/useResourceView'
import type { ViewDeclaration } from './declaration'
import { allPagesReader, pageReader } from './page-reader'
import { declaredTable } from './TableSection'
import { pagingOf, useHistoryContinuation } from './view-paging'

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
