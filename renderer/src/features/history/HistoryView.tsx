import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useEffectEvent, useMemo } from 'react'
import { historyParams } from '@shared/api/params/history'
import type { HistoricOrderList, Order } from '@shared/api/records'
import { expandSymbols, type SymbolExpansion } from '@shared/domain/symbol-patterns'

import { historyQuery, instrumentsQuery, type ParamsOf } from '../../api/queries'
import type { ColumnSpec } from '../../components/DataTable/types'
import { nextHistoryPage, pastTheCut, type HistoryPage } from '../../components/page-cursors'
import type { ReadResult } from '../../components/ResourceFrame/ResourceFrame'
import type { ResourceView } from '../../components/ResourceFrame/useResourceView'
import Big from 'big.js'
import { afterNextPaint } from '../../lib/after-paint'
import { formatMoney } from '../../lib/format'
import { numberCol, textCol, timeCol } from '../columns'
import { orderColumns } from '../orders/columns'
import { OrderDetails } from '../orders/OrderDetails'
import { anyWorking, useOpenOrderLinks, withOpenLinks } from '../orders/group-links'
import { declareView } from '../resource-view/declaration'
import { DeclaredView } from '../resource-view/DeclaredView'
import { rowCountCaption } from '../shared'
import { INSTRUMENTS_SENT_AS_TYPED, instrumentsExpanded } from './history-text'
import { msg } from '@shared/text/messages'

/** When the order reached its final status: the time of its last execution, if it is final. */
export function completedTime(o: Order): string | undefined {
  if (!o.finalStatus) return undefined
  const last = o.executions?.[o.executions.length - 1]
  return last?.transactionTime
}

function rejectReason(o: Order): string | undefined {
  const rejected = o.executions?.find((e) => e.rejectReason)
  return rejected ? `${rejected.rejectReason} (${rejected.rejectCode ?? '?'})` : undefined
}

/** Net cash the order moved, per currency ("USD −1.20"). */
function cashImpact(o: Order): string {
  const sums = new Map<string, Big>()
  for (const c of o.cashTransactions ?? []) sums.set(c.currency, (sums.get(c.currency) ?? new Big(0)).plus(c.value))
  return [...sums.entries()].map(([ccy, v]) => `${ccy} ${formatMoney(v.toFixed())}`).join(' · ')
}

const HISTORY_COLUMNS: ColumnSpec<Order>[] = [
  ...orderColumns({ history: true }),
  timeCol('completedTime', msg('columns.history.completedtime'), completedTime),
  numberCol('executions', msg('columns.history.executions'), (o) => String(o.executions?.length ?? 0), {
    mode: 'integer',
    size: 56,
  }),
  textCol('cash', msg('columns.history.cash'), cashImpact, { size: 140, defaultHidden: true }),
  textCol('rejectReason', msg('columns.history.rejectreason'), rejectReason, { size: 160 }),
]

/**
 * The endpoint matches symbols exactly; the panel accepts `*` and any letter case, so typed items are turned
 * into the instrument list's symbols first (the list of the first account: instruments are platform-wide).
 */
function useInstrumentFilter(view: ResourceView<typeof historyParams>) {
  const typed = view.params['for-instrument']
  const account = view.scope.accounts[0] ?? ''
  const items = useMemo(() => (Array.isArray(typed) ? typed.map(String) : []), [typed])
  const list = useQuery({
    ...instrumentsQuery({ profileId: view.scope.profileId, account }, { limit: 1000 }),
    enabled: items.length > 0 && account !== '',
    staleTime: 30 * 60_000,
  })
  const known = list.data?.data
  const listFailed = list.isError
  // One value per answer of the list, so the tables are not rebuilt on every render.
  return useMemo(() => {
    const expansion = known
      ? expandSymbols(
          items,
          known.map((i) => i.symbol),
        )
      : undefined
    /** A request's params with the typed items replaced by the symbols they name. */
    const expand = <P extends ParamsOf<'orders.history'>>(params: P): P =>
      items.length === 0 || !expansion
        ? params
        : { ...params, 'for-instrument': [...expansion.symbols, ...expansion.unmatched] }
    // Without the list (it failed) the typed items are sent as they are, and the note says so.
    const ready = items.length === 0 || expansion !== undefined || listFailed
    return { items, expansion, listFailed, expand, ready }
  }, [items, known, listFailed])
}

type InstrumentFilter = ReturnType<typeof useInstrumentFilter>

function InstrumentFilterNote({
  items,
  expansion,
  listFailed,
}: {
  items: string[]
  expansion: SymbolExpansion | undefined
  listFailed: boolean
}) {
  if (items.length === 0) return null
  if (listFailed) {
    return (
      <p className="resource__note" role="status">
        {INSTRUMENTS_SENT_AS_TYPED}
      </p>
    )
  }
  if (!expansion || !expansion.changed) return null
  const { symbols, unmatched } = expansion
  return (
    <p className="resource__note" role="status">
      {instrumentsExpanded({ items, symbols, unmatched })}
    </p>
  )
}

/**
 * Once a page is on screen, the page "Next page" would show is read in the background — and, when that page
 * turns out to be past the server's cut, its continuation — so the click paints from the cache instead of
 * waiting for the server (on a million-order account the click is the slow path). The read starts once the
 * page on screen has been painted: asked from the render that shows it, its answer (IPC and parse) reached the
 * renderer's main thread while that page's first frame was still due, and the page appeared after it (seen in
 * a trace of bench item 8).
 */
function useNextPageReadAhead(
  view: ResourceView<typeof historyParams>,
  answer: ReadResult<HistoricOrderList> | undefined,
  instruments: InstrumentFilter,
) {
  const queryClient = useQueryClient()
  const list = answer?.data
  const next = list ? nextHistoryPage(view.history, list.orders.length, list.nextPageTransactionTime) : undefined
  const readOf = (page: HistoryPage) => {
    const cursor = page.cursors.at(-1)
    const params = { ...view.requestParams, page: page.page, 'page-size': page.pageSize }
    return historyQuery(view.scope, instruments.expand(cursor ? { ...params, 'transaction-to': cursor } : params))
  }
  const nextRead = next && instruments.ready && view.scope.accounts.length > 0 ? readOf(next) : undefined
  const nextKey = nextRead ? JSON.stringify(nextRead.queryKey) : undefined
  const readAhead = useEffectEvent(() => {
    if (!nextRead || !next) return
    queryClient
      .fetchQuery(nextRead)
      .then((read) => {
        const beyond = pastTheCut(
          next,
          read.data.orders.length,
          read.data.nextPageTransactionTime,
          list?.nextPageTransactionTime,
        )
        if (beyond) return queryClient.prefetchQuery(readOf(beyond))
      })
      // A read ahead that fails is simply not in the cache: the click reads again and shows its error.
      .catch(() => undefined)
  })
  useEffect(() => (nextKey === undefined ? undefined : afterNextPaint(readAhead)), [nextKey])
}

/** The instrument filter, and the group links of the working orders on the page (from the open orders). */
function useHistoryModel(
  view: ResourceView<typeof historyParams>,
  answer: ReadResult<HistoricOrderList> | undefined,
  instruments: InstrumentFilter,
) {
  const links = useOpenOrderLinks(view.scope, anyWorking(answer?.data.orders))
  return useMemo(() => ({ ...instruments, links }), [instruments, links])
}

export const HISTORY_VIEW = declareView({
  viewId: 'history',
  title: msg('labels.history.orderHistory'),
  noun: msg('labels.history.orderHistoryNoun'),
  schema: historyParams,
  useRequest: useInstrumentFilter,
  read: (scope, params, instruments) => ({
    ...historyQuery(scope, instruments.expand(params)),
    enabled: scope.accounts.length > 0 && instruments.ready,
  }),
  paging: {
    kind: 'history',
    returned: (list) => list.orders.length,
    next: (list) => list.nextPageTransactionTime,
    // Newest first: the last order of a page is its oldest.
    oldest: (list) => list.orders.at(-1)?.transactionTime,
  },
  useModel: useHistoryModel,
  useSideEffects: useNextPageReadAhead,
  lead: (_view, instruments) => (
    <InstrumentFilterNote
      items={instruments.items}
      expansion={instruments.expansion}
      listFailed={instruments.listFailed}
    />
  ),
  tables: (table) => [
    table({
      id: 'history',
      label: msg('labels.history.orderHistory'),
      rows: (list, m) => (m.links.size === 0 ? list.orders : list.orders.map((o) => withOpenLinks(o, m.links))),
      rowId: (o) => `${o.account}|${o.orderCode}`,
      account: (o) => o.account,
      columns: HISTORY_COLUMNS,
      reveal: { view: 'history', key: (o) => String(o.orderId) },
      details: (order, close) => <OrderDetails order={order} onClose={close} />,
      activateLabel: msg('labels.history.showTheOrderSExecutions'),
      caption: (orders) => rowCountCaption(orders.length, 'order', msg('tables.captions.history')),
      empty: {
        filtered: msg('columns.history.noOrdersMatchTheseFilters'),
        none: msg('columns.history.noOrdersInTheHistory'),
      },
    }),
  ],
})

export function HistoryView() {
  return <DeclaredView declaration={HISTORY_VIEW} />
}
