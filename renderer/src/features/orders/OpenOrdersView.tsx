import { useCallback, useMemo, useState } from 'react'
import { openOrdersParams } from '@shared/api/params/open-orders'
import { isFinalOrder } from '@shared/api/enums'
import type { Order } from '@shared/api/records'
import { countOf, noun } from '@shared/text/plural'
import { openOrdersQuery } from '../../api/queries'
import { useAccountStatuses } from '../../app/account-status'
import { useOrderEdit, type PendingEdit } from '../../app/order-edit'
import { accountBlocksEdit, accountStatusWords, ORDER_EDIT, pendingChange } from '../../lib/order-change-text'
import { msg } from '@shared/text/messages'
import { useSession } from '../../app/session'
import { useRowTabIndex, type RowAction } from '../../components/DataTable/row-actions'
import type { ColumnSpec } from '../../components/DataTable/types'
import { useLiveActions } from '../../app/live'
import { Notice } from '../../components/Notice'
import type { ReadResult } from '../../components/ResourceFrame/ResourceFrame'
import { declareView, noRequest } from '../resource-view/declaration'
import { DeclaredView } from '../resource-view/DeclaredView'
import { actionCol } from '../columns'
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
    marketPriceColumn<OrderWithMarket>(instrumentOf, msg('columns.orders.theLivePriceTheOrder')),
    ...distanceColumns(),
    ...quoteColumns<OrderWithMarket>(instrumentOf).map((c) => ({ ...c, defaultHidden: true })),
    marketStatusColumn<OrderWithMarket>(),
    ...columns.slice(at),
  ]
}

const READ_ONLY_REASON = msg('orderEdit.labels.readOnlyEdit')
const READ_ONLY_CANCEL = msg('orderEdit.labels.readOnlyCancel')
const NOT_AVAILABLE = msg('orderEdit.labels.notAvailable')

interface EditCellProps {
  order: Order
  readOnly: boolean
  /** A change to this order is in flight (or its answer was lost): a second edit waits for its outcome. */
  pending?: PendingEdit | undefined
  /** The account's status forbids changing this order: why. */
  blocked?: string | undefined
  /** The account's status, shown on the row instead of Edit when it blocks the change. */
  status?: string | undefined
  onEdit: (order: Order) => void
}

function EditOrderButton({ order, readOnly, pending, blocked, status, onEdit }: EditCellProps) {
  const submitting = pending !== undefined
  const disabled = readOnly || submitting || blocked !== undefined
  const tabIndex = useRowTabIndex()
  const edit = (
    <button
      type="button"
      tabIndex={tabIndex}
      className={`row-action${submitting ? ' is-submitting' : ''}${blocked ? ' is-blocked' : ''}`}
      aria-disabled={disabled || undefined}
      title={
        readOnly
          ? READ_ONLY_REASON
          : pending
            ? pending.stage === 'unknown'
              ? ORDER_EDIT.unknownTitle
              : ORDER_EDIT.pendingTitle
            : (blocked ?? msg('orderEdit.labels.editOrder', { orderId: order.orderId }))
      }
      aria-label={
        pending
          ? msg(pending.stage === 'unknown' ? 'orderEdit.editLabelUnknown' : 'orderEdit.editLabelPending', {
              orderId: order.orderId,
            })
          : msg('orderEdit.labels.editOrder', { orderId: order.orderId }) +
            (readOnly
              ? msg('orderEdit.labels.disabledReadOnly')
              : blocked
                ? msg('orderEdit.labels.disabledAccount', { status: accountStatusWords(status ?? '') })
                : '')
      }
      onClick={(e) => {
        e.stopPropagation()
        onEdit(order)
      }}
    >
      {pending
        ? pending.stage === 'unknown'
          ? msg('orderEdit.unknownButton')
          : msg('orderEdit.pendingButton')
        : blocked
          ? accountStatusWords(status ?? msg('labels.orders.blocked'))
          : msg('labels.orders.edit')}
    </button>
  )
  if (!pending) return edit
  // The values on their way, beside the row's (the server's) values, until the answer says which holds.
  const text = pendingChange(pending.rows)
  return (
    <>
      {edit}
      <span className="row-pending" data-testid="row-pending" title={text}>
        {pending.rows.map((r) => `→ ${r.to}`).join(' ')}
      </span>
    </>
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
  const tabIndex = useRowTabIndex()
  return (
    <button
      type="button"
      tabIndex={tabIndex}
      className="row-action row-action--cancel"
      aria-disabled={readOnly || undefined}
      title={readOnly ? READ_ONLY_CANCEL : msg('orderEdit.labels.cancelOrder', { orderId: order.orderId })}
      aria-label={
        msg('orderEdit.labels.cancelOrder', { orderId: order.orderId }) +
        (readOnly ? msg('orderEdit.labels.disabledReadOnly') : '')
      }
      onClick={(e) => {
        e.stopPropagation()
        onCancel(order)
      }}
    >
      {msg('labels.orders.cancel')}
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
  const { readOnly } = useSession()
  const statuses = useAccountStatuses()
  const statusOf = useCallback((o: Order) => statuses.statusOf(o.account), [statuses])
  const blockOf = useCallback((o: Order) => accountBlocksEdit(statusOf(o), o), [statusOf])
  const { onEditOrder, pendingOf } = useOrderEdit()

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
    (): ColumnSpec<Order> =>
      actionCol<Order>(
        'edit',
        msg('columns.orders.actions'),
        (o) => (
          <span className="row-actions">
            <EditOrderButton
              order={o}
              readOnly={readOnly}
              pending={pendingOf?.(o)}
              blocked={blockOf(o)}
              status={statusOf(o)}
              onEdit={edit}
            />
            {!pendingOf?.(o) && <CancelOrderButton order={o} readOnly={readOnly} onCancel={cancel} />}
          </span>
        ),
        { size: 160 },
      ),
    [readOnly, edit, cancel, pendingOf, blockOf, statusOf],
  )

  // Enter and double-click edit a working order; read-only case mode and final orders show the details.
  const editable = !readOnly && onEditOrder !== undefined
  const openTarget = useLiveActions()?.openTarget

  /** The row's buttons and more, for its context menu and hotkeys. */
  const menu = useCallback(
    <O extends Order>(o: O, showDetails: (o: O) => void): RowAction[] => {
      const submitting = pendingOf?.(o) ? ORDER_EDIT.pendingTitle : undefined
      const blocked = readOnly
        ? READ_ONLY_REASON
        : (submitting ?? blockOf(o) ?? (onEditOrder ? undefined : NOT_AVAILABLE))
      return [
        { id: 'edit', label: msg('labels.orders.editOrder'), keys: 'Enter', disabled: blocked, run: () => edit(o) },
        {
          id: 'cancel',
          label: msg('labels.orders.cancelOrder'),
          keys: 'Delete',
          disabled: readOnly ? READ_ONLY_CANCEL : submitting,
          run: () => cancel(o),
        },
        { id: 'details', label: msg('labels.orders.orderDetails'), keys: 'Alt+Enter', run: () => showDetails(o) },
        {
          id: 'copy',
          label: msg('labels.orders.copyOrderIdOrderid', { orderId: o.orderId }),
          keys: 'Ctrl+Shift+C',
          run: () => void navigator.clipboard?.writeText(String(o.orderId)).catch(() => undefined),
        },
        {
          id: 'history',
          label: msg('labels.orders.showInOrderHistory'),
          keys: 'Ctrl+Shift+H',
          run: () => openTarget?.({ view: 'history', account: o.account, rowKey: String(o.orderId) }),
        },
      ]
    },
    [readOnly, pendingOf, blockOf, onEditOrder, edit, cancel, openTarget],
  )
  return useMemo(
    () => ({ readOnly, editable, statusOf, blockOf, edit, cancel, actions, menu }),
    [readOnly, editable, statusOf, blockOf, edit, cancel, actions, menu],
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
          noun('openOrder'),
          [
            m.clusters.size ? countOf(new Set(m.clusters.values()).size, noun('group')) : '',
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
