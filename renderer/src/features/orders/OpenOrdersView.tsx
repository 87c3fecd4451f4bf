import { useCallback, useMemo, useState } from 'react'
import { openOrdersParams } from '@shared/api/params/open-orders'
import { isFinalOrder } from '@shared/api/enums'
import type { Order } from '@shared/api/records'
import { countOf } from '@shared/text/plural'
import { openOrdersQuery } from '../../api/queries'
import { msg } from '@shared/text/messages'
import type { ColumnSpec } from '../../components/DataTable/types'
import { Notice } from '../../components/Notice'
import type { ReadResult } from '../../components/ResourceFrame/ResourceFrame'
import { declareView, noRequest } from '../resource-view/declaration'
import { DeclaredView } from '../resource-view/DeclaredView'
import { rowCountCaption } from '../shared'
import { ocoRepeats, orderClusters, orderColumns } from './columns'
import {
  distanceColumns,
  marketPriceColumn,
  ordersWithMarket,
  quoteColumns,
  type OrderWithMarket,
} from '../market/market-columns'
import { marketCaption, useInstrumentReference, useQuotes } from '../market/quotes'
import { OrderDetails } from './OrderDetails'
import { CancelOrderDialog } from './CancelOrderDialog'
import { CancelOrderButton, EditOrderButton, useOrderRowActions } from './order-row-actions'
import { marketStatusColumn } from '../market/market-status'

const rowId = (o: Order) => `${o.account}|${o.orderCode}`
const instrumentOf = (o: OrderWithMarket) => o.instrument

/** Market columns sit right after the order's own price, where a trader compares them. */
function withMarketColumns(columns: ColumnSpec<Order>[]): ColumnSpec<OrderWithMarket>[] {
  const at = columns.findIndex((c) => c.id === 'price') + 1
  return [
    ...columns.slice(0, at),
    marketPriceColumn<OrderWithMarket>(instrumentOf, msg('columns.orders.theLivePriceTheOrder')),
    ...distanceColumns(),
    ...quoteColumns<OrderWithMarket>(instrumentOf).map((c) => ({ ...c, defaultHidden: true })),
    marketStatusColumn<OrderWithMarket>(),
    ...columns.slice(at),
  ]
}

/** The orders' live quotes, instrument reference and groups. */
function useOrdersMarket(orders: readonly Order[] | undefined) {
  const quotes = useQuotes(useMemo(() => (orders ?? []).map((o) => o.instrument), [orders]))
  const reference = useInstrumentReference()
  const clusters = useMemo(() => orderClusters(orders ?? []), [orders])
  const clusterOf = useCallback((o: Order) => clusters.get(rowId(o)), [clusters])
  return useMemo(() => ({ quotes, reference, clusters, clusterOf }), [quotes, reference, clusters, clusterOf])
}

/** Besides the orders: their row actions, the notice and cancel dialog those open, the order groups and quotes. */
function useOpenOrdersModel(_view: unknown, answer: ReadResult<Order[]> | undefined) {
  const [notice, setNotice] = useState<string | null>(null)
  const [cancelling, setCancelling] = useState<Order | null>(null)
  const rowActions = useOrderRowActions(answer?.etag, setNotice, setCancelling)
  const market = useOrdersMarket(answer?.data)
  return useMemo(
    () => ({ ...rowActions, ...market, notice, setNotice, cancelling, setCancelling }),
    [rowActions, market, notice, cancelling],
  )
}

type OpenOrdersModel = ReturnType<typeof useOpenOrdersModel>

const DETAIL_COLUMNS = withMarketColumns(orderColumns())

let lastColumns: { repeats: string; columns: ColumnSpec<OrderWithMarket>[] } | undefined

/**
 * The same columns while the same orders are left out of the subtotals: new column specs would draw every row
 * again, and each answer (a fill, a quote) asks for the columns anew.
 */
function openOrderColumns(orders: readonly Order[]): ColumnSpec<OrderWithMarket>[] {
  const leftOut = ocoRepeats(orders)
  const repeats = [...leftOut].sort().join('\n')
  if (lastColumns?.repeats !== repeats)
    lastColumns = { repeats, columns: withMarketColumns(orderColumns({ leftOutOfSubtotal: leftOut })) }
  return lastColumns.columns
}

function OpenOrderDetails({ order, onClose, m }: { order: Order; onClose: () => void; m: OpenOrdersModel }) {
  return (
    <OrderDetails<OrderWithMarket>
      order={order}
      columns={DETAIL_COLUMNS}
      onClose={onClose}
      action={
        <span className="row-actions">
          <EditOrderButton
            order={order}
            readOnly={m.readOnly}
            blocked={m.blockOf(order)}
            status={m.statusOf(order)}
            onEdit={m.edit}
          />
          <CancelOrderButton
            order={order}
            readOnly={m.readOnly}
            onCancel={(o) => {
              onClose()
              m.cancel(o)
            }}
          />
        </span>
      }
    />
  )
}

export const OPEN_ORDERS_VIEW = declareView({
  viewId: 'orders',
  title: msg('labels.orders.openOrders'),
  noun: msg('labels.orders.openOrdersNoun'),
  schema: openOrdersParams,
  useRequest: noRequest,
  read: (scope, params) => openOrdersQuery(scope, params),
  paging: { kind: 'none' },
  useModel: useOpenOrdersModel,
  above: (_orders, m) => m.notice && <Notice onDismiss={() => m.setNotice(null)}>{m.notice}</Notice>,
  tables: (table) => [
    table({
      id: 'orders',
      label: msg('labels.orders.openOrders'),
      rows: (orders, m) =>
        ordersWithMarket(orders, m.quotes.bySymbol, m.reference).map((o) => ({
          ...o,
          tradingHours: m.reference.get(o.instrument)?.tradingHours,
        })),
      rowId,
      account: (o) => o.account,
      leading: (m) => m.actions,
      columns: (_m, orders) => openOrderColumns(orders),
      clusterOf: (m) => m.clusterOf,
      reveal: { view: 'orders', key: (o) => String(o.orderId) },
      activate: (o, m, showDetails) => (m.editable && !isFinalOrder(o) && !m.blockOf(o) ? m.edit(o) : showDetails(o)),
      activateLabel: (m) => (m.editable ? msg('tables.activate.editOrder') : msg('tables.activate.orderDetails')),
      rowActions: (o, m, showDetails) => m.menu(o, showDetails),
      details: (order, close, m) => <OpenOrderDetails order={order} onClose={close} m={m} />,
      caption: (rows, _orders, m, view) =>
        rowCountCaption(
          rows.length,
          'openOrder',
          [
            m.clusters.size ? countOf(new Set(m.clusters.values()).size, 'group') : '',
            marketCaption(m.quotes, view.zone),
          ]
            .join('')
            .replace(/^ · /, '') || undefined,
        ),
      empty: msg('columns.orders.noWorkingOrdersOnThese'),
    }),
  ],
  below: (m) =>
    m.cancelling && (
      <CancelOrderDialog
        order={m.cancelling}
        onClose={(message) => {
          m.setCancelling(null)
          if (message) m.setNotice(message)
        }}
      />
    ),
})

export function OpenOrdersView() {
  return <DeclaredView declaration={OPEN_ORDERS_VIEW} />
}
