import { useQuery } from '@tanstack/react-query'
import { useCallback, useMemo, useState } from 'react'
import { openOrdersParams } from '../../../../shared/api/params'
import { isFinalOrder } from '../../../../shared/api/enums'
import type { Order } from '../../../../shared/api/records'
import { accountBlocksEdit } from '../../../../shared/domain/account-trading'
import { openOrdersQuery } from '../../api/queries'
import { useOrderEdit } from '../../app/order-edit'
import { useSession } from '../../app/session'
import { DataTable } from '../../components/DataTable/DataTable'
import type { ColumnSpec } from '../../components/DataTable/types'
import { Notice } from '../../components/Notice'
import { ResourceFrame } from '../../components/ResourceFrame/ResourceFrame'
import { useResourceView } from '../../components/ResourceFrame/useResourceView'
import { rowCountCaption, useAccountGroup, withAccountColumn } from '../shared'
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
import { useReveal } from '../../app/live'

const CONFIG = { viewId: 'orders', title: 'Open orders', schema: openOrdersParams, paging: 'none' } as const
const rowId = (o: Order) => `${o.account}|${o.orderCode}`
const accountOf = (o: Order) => o.account
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
    ...columns.slice(at),
  ]
}

const READ_ONLY_REASON = 'Read-only case mode: unlock editing in the banner above to edit orders.'
const READ_ONLY_CANCEL = 'Read-only case mode: unlock editing in the banner above to cancel orders.'
const orderKey = (o: Order) => String(o.orderId)
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

export function OpenOrdersView() {
  const view = useResourceView(CONFIG)
  const { readOnly, accounts } = useSession()
  const statusOf = useCallback((o: Order) => accounts.find((a) => a.account === o.account)?.accountStatus, [accounts])
  const blockOf = useCallback((o: Order) => accountBlocksEdit(statusOf(o), o), [statusOf])
  const { onEditOrder, isSubmitting } = useOrderEdit()
  const query = useQuery(openOrdersQuery(view.scope, view.requestParams, { refetchInterval: view.interval || false }))
  const group = useAccountGroup(accountOf, view.multi && view.grouped)
  const [notice, setNotice] = useState<string | null>(null)
  const [detail, setDetail] = useState<Order | null>(null)
  const [cancelling, setCancelling] = useState<Order | null>(null)
  const reveal = useReveal<Order>('orders', orderKey)
  const etag = query.data?.etag

  const cancel = useCallback(
    (order: Order) => {
      if (readOnly) setNotice(READ_ONLY_CANCEL)
      else {
        setNotice(null)
        setCancelling(order)
      }
    },
    [readOnly],
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
    [readOnly, onEditOrder, etag, blockOf],
  )

  const openRows = query.data?.data
  const baseColumns = useMemo(
    () => withMarketColumns(orderColumns({ leftOutOfSubtotal: ocoRepeats(openRows ?? []) })),
    [openRows],
  )
  const columns = useMemo(() => {
    const action: ColumnSpec<Order> = {
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
    }
    return [action, ...withAccountColumn(baseColumns, view.multi)]
  }, [view.multi, readOnly, edit, cancel, isSubmitting, blockOf, statusOf, baseColumns])

  // Enter and double-click edit a working order; read-only case mode and final orders show the details.
  const editable = !readOnly && onEditOrder !== undefined
  const activate = useCallback(
    (o: Order) => (editable && !isFinalOrder(o) && !blockOf(o) ? edit(o) : setDetail(o)),
    [editable, edit, blockOf],
  )

  const rows = query.data?.data
  const quotes = useQuotes(useMemo(() => (rows ?? []).map((o) => o.instrument), [rows]))
  const reference = useInstrumentReference()
  const clusters = useMemo(() => orderClusters(rows ?? []), [rows])
  const clusterOf = useCallback((o: Order) => clusters.get(rowId(o)), [clusters])

  return (
    <ResourceFrame view={view} query={query} noun="open orders">
      {(orders, { dimmed }) => (
        <>
          {notice && <Notice onDismiss={() => setNotice(null)}>{notice}</Notice>}
          <DataTable
            tableId="orders"
            label="Open orders"
            columns={columns}
            rows={ordersWithMarket(orders, quotes.bySymbol, reference)}
            getRowId={rowId}
            group={group}
            clusterOf={clusterOf}
            dimmed={dimmed}
            snapshotRef={view.snapshotRef}
            onRowActivate={activate}
            reveal={reveal}
            activateLabel={editable ? 'edit the order' : 'show the order’s details'}
            caption={rowCountCaption(
              orders.length,
              'open orders',
              [clusters.size ? `${new Set(clusters.values()).size} groups` : '', marketCaption(quotes, view.zone)]
                .join('')
                .replace(/^ · /, '') || undefined,
            )}
            empty="No working orders on these accounts."
          />
          {detail && (
            <OrderDetails
              order={detail}
              onClose={() => setDetail(null)}
              action={
                <span className="row-actions">
                  <EditOrderButton
                    order={detail}
                    readOnly={readOnly}
                    blocked={blockOf(detail)}
                    status={statusOf(detail)}
                    onEdit={edit}
                  />
                  <CancelOrderButton
                    order={detail}
                    readOnly={readOnly}
                    onCancel={(o) => {
                      setDetail(null)
                      cancel(o)
                    }}
                  />
                </span>
              }
            />
          )}
          {cancelling && (
            <CancelOrderDialog
              order={cancelling}
              onClose={(message) => {
                setCancelling(null)
                if (message) setNotice(message)
              }}
            />
          )}
        </>
      )}
    </ResourceFrame>
  )
}
