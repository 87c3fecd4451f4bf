// A resource view's pager and its page in words, for each kind of paging a view declares.
import { useLayoutEffect, type ReactNode } from 'react'
import { systemClock } from '@shared/domain/clock'
import type { ParamsSchema } from '@shared/api/params/spec'
import { oldestPageCut } from '@shared/domain/paging'
import { HistoryPager } from '../../components/HistoryPager'
import { OffsetPager } from '../../components/OffsetPager'
import { offsetPageText, pastTheCut, type HistoryPage } from '../../components/page-cursors'
import type { ReadResult } from '../../components/ResourceFrame/ResourceFrame'
import type { ResourceView } from '../../components/ResourceFrame/useResourceView'
import { formatTimestamp } from '../../lib/format'
import { zoneShortLabel } from '../../lib/time-zones'
import type { PagingDeclaration } from './declaration'
import { transactionToFilter, type ReadPage } from './page-reader'
import { msg } from '@shared/text/messages'

export function pagingOf<S extends ParamsSchema, D>(
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
            { from: OLDEST_SEARCHED, to: filterTo === undefined ? systemClock.now() : Date.parse(filterTo) },
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
export function useHistoryContinuation<S extends ParamsSchema, D>(
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

function historyPageText(page: HistoryPage, returned: number | undefined): string {
  const cursor = page.cursors[page.cursors.length - 1]
  return msg('tables.historyPage.page', {
    page: page.page,
    size: page.pageSize,
    cursor: cursor ? msg('tables.historyPage.cursor', { cursor }) : '',
    returned: returned !== undefined ? msg('tables.historyPage.returned', { returned }) : '',
  })
}
