import { useCallback, useMemo, useState } from 'react'
import { openOrdersParams } from '../../../../shared/api/params/open-orders'
import { isFinalOrder } from '../../../../shared/api/enums'
import type { Order } from '../../../../shared/api/records'
import { countOf, noun } from '../../../../shared/text/plural'
import { accountBlocksEdit } from '../../lib/error-messages'
import { openOrdersQuery } from '../../api/queries'
import { useOrderEdit } from '../../app/order-edit'
import { useSession } from '../../app/session'
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
import { marketStatusColumn } from '../market/market-status'

const rowId = (o: Order) => `${o.account}|${o.orderCode}`
const instrumentOf = (o: OrderWithMarket) => o.instrument

/** Market columns sit right after the order's own price, where a trader compares them. */
function withMarketColumns(columns: ColumnSpec<Order>[]): ColumnSpec<OrderWithMarket>[] {
  const at = columns.findIndex((c) => c.id === 'price') + 1
  return [
    ...columns.slice(0, at),
    marketPriceColumn<OrderWithMarket>(
      instrumentOf,
      'The live price the order is measured against: ask for buys, bid for sells',
    ),
    ...distanceColumns(),
    ...quoteColumns<OrderWithMarket>(instrumentOf).map((c) => ({ ...c, defaultHidden: true })),
    marketStatusColumn<OrderWithMarket>(),
    ...columns.slice(at),
  ]
}

const READ_ONLY_REASON = 'Read-only case mode: unlock editing in the banner above to edit orders.'
const READ_ONLY_CANCEL = 'Read-only case mode: unlock editing in the banner above to cancel orders.'
const NOT_AVAILABLE = 'The order-edit dialog is not part of this version yet.'

interface EditCellProps {
  order: Order
  readOnly: boolean
  /** A change to this order is in flight: a second edit waits for its answer. */
  submitting?: boolean
  /** The account's status forbids changing this order: why. */
  blocked?: string | undefined
  /** The account's status, shown on the row instead of Edit when it blocks the change. */
  status?: string | undefined
  onEdit: (order: Order) => void
}

function EditOrderButton({ order, readOnly, submitting, blocked, status, onEdit }: EditCellProps) {
  const disabled = readOnly || submitting || blocked !== undefined
  return (
    <button
      type="button"
      className={`row-action${submitting ? ' is-submitting' : ''}${blocked ? ' is-blocked' : ''}`}
      aria-disabled={disabled || undefined}
      title={
        readOnly
          ? READ_ONLY_REASON
          : submitting
            ? 'Change submitted: waiting for the server'
            : (blocked ?? `Edit order ${order.orderId}`)
      }
      aria-label={`Edit order ${order.orderId}${readOnly ? ' (disabled: read-only case mode)' : submitting ? ' (change submitted)' : blocked ? ` (disabled: account ${status ?? ''})` : ''}`}
      onClick={(e) => {
        e.stopPropagation()
        onEdit(order)
      }}
    >
      {submitting ? 'Submitted' : blocked ? (status ?? 'blocked').replace(/_/g, ' ').toLowerCase() : 'Edit'}
    </button>
  )
}

function CancelOrderButton({
  order,
  readOnly,
  onCancel,
}: {
  order: Order
  readOnly: boolean
  onCancel: (o: Order) => void
}) {
  return (
    <button
      type="button"
      className="row-action row-action--cancel"
      aria-disabled={readOnly || undefined}
      title={readOnly ? READ_ONLY_CANCEL : `Cancel order ${order.orderId}`}
      aria-label={`Cancel order ${order.orderId}${readOnly ? ' (disabled: read-only case mode)' : ''}`}
      onClick={(e) => {
        e.stopPropagation()
        onCancel(order)
      }}
    >
      Cancel
    </button>
  )
}

/**
 * Who may change which order (read-only case mode, the account's status, an edit in flight) and the row
 * actions, which edit, or say in the notice why not, or open the cancel dialog.
 */
function useOrderRowActions(
  etag: string | undefined,
  setNotice: (notice: string | null) => void,
  setCancelling: (order: Order) => void,
) {
  const { readOnly, accounts } = useSession()
  const statusOf = useCallback((o: Order) => accounts.find((a) => a.account === o.account)?.accountStatus, [accounts])
  const blockOf = useCallback((o: Order) => accountBlocksEdit(statusOf(o), o), [statusOf])
  const { onEditOrder, isSubmitting } = useOrderEdit()

  const cancel = useCallback(
    (order: Order) => {
      if (readOnly) setNotice(READ_ONLY_CANCEL)
      else {
        setNotice(null)
        setCancelling(order)
      }
    },
    [readOnly, setNotice, setCancelling],
  )

  const edit = useCallback(
    (order: Order) => {
      const blocked = blockOf(order)
      if (readOnly) setNotice(READ_ONLY_REASON)
      else if (blocked) setNotice(blocked)
      else if (!onEditOrder) setNotice(NOT_AVAILABLE)
      else {
        setNotice(null)
        onEditOrder(order, etag)
      }
    },
    [readOnly, onEditOrder, etag, blockOf, setNotice],
  )

  const actions = useMemo(
    (): ColumnSpec<Order> => ({
      id: 'edit',
      header: 'Actions',
      kind: 'action',
      value: () => undefined,
      render: (o) => (
        <span className="row-actions">
          <EditOrderButton
            order={o}
            readOnly={readOnly}
            submitting={isSubmitting?.(o)}
            blocked={blockOf(o)}
            status={statusOf(o)}
            onEdit={edit}
          />
          {!isSubmitting?.(o) && <CancelOrderButton order={o} readOnly={readOnly} onCancel={cancel} />}
        </span>
      ),
      size: 160,
      sortable: false,
      noExport: true,
    }),
    [readOnly, edit, cancel, isSubmitting, blockOf, statusOf],
  )

  // Enter and double-click edit a working order; read-only case mode and final orders show the details.
  const editable = !readOnly && onEditOrder !== undefined
  return useMemo(
    () => ({ readOnly, editable, statusOf, blockOf, edit, cancel, actions }),
    [readOnly, editable, statusOf, blockOf, edit, cancel, actions],
  )
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

function OpenOrderDetails({ order, onClose, m }: { order: Order; onClose: () => void; m: OpenOrdersModel }) {
  return (
    <OrderDetails
      order={order}
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
  title: 'Open orders',
  noun: 'open orders',
  schema: openOrdersParams,
  useRequest: noRequest,
  read: (scope, params) => openOrdersQuery(scope, params),
  paging: { kind: 'none' },
  useModel: useOpenOrdersModel,
  above: (_orders, m) => m.notice && <Notice onDismiss={() => m.setNotice(null)}>{m.notice}</Notice>,
  tables: (table) => [
    table({
      id: 'orders',
      label: 'Open orders',
      rows: (orders, m) =>
        ordersWithMarket(orders, m.quotes.bySymbol, m.reference).map((o) => ({
          ...o,
          tradingHours: m.reference.get(o.instrument)?.tradingHours,
        })),
      rowId,
      account: (o) => o.account,
      leading: (m) => m.actions,
      columns: (_m, orders) => withMarketColumns(orderColumns({ leftOutOfSubtotal: ocoRepeats(orders) })),
      clusterOf: (m) => m.clusterOf,
      reveal: { view: 'orders', key: (o) => String(o.orderId) },
      activate: (o, m, showDetails) => (m.editable && !isFinalOrder(o) && !m.blockOf(o) ? m.edit(o) : showDetails(o)),
      activateLabel: (m) => (m.editable ? 'edit the order' : 'show the order’s details'),
      details: (order, close, m) => <OpenOrderDetails order={order} onClose={close} m={m} />,
      caption: (rows, _orders, m, view) =>
        rowCountCaption(
          rows.length,
          noun('open order'),
          [
            m.clusters.size ? countOf(new Set(m.clusters.values()).size, noun('group')) : '',
            marketCaption(m.quotes, view.zone),
          ]
            .join('')
            .replace(/^ · /, '') || undefined,
        ),
      empty: 'No working orders on these accounts.',
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
