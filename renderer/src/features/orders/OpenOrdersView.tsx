import { useQuery } from '@tanstack/react-query'
import { useCallback, useMemo, useState } from 'react'
import { openOrdersParams } from '../../../../shared/api/params'
import { isFinalOrder } from '../../../../shared/api/enums'
import type { Order } from '../../../../shared/api/records'
import { openOrdersQuery } from '../../api/queries'
import { useOrderEdit } from '../../app/order-edit'
import { useSession } from '../../app/session'
import { DataTable } from '../../components/DataTable/DataTable'
import type { ColumnSpec } from '../../components/DataTable/types'
import { Notice } from '../../components/Notice'
import { ResourceFrame } from '../../components/ResourceFrame/ResourceFrame'
import { useResourceView } from '../../components/ResourceFrame/useResourceView'
import { rowCountCaption, useAccountGroup, withAccountColumn } from '../shared'
import { orderClusters, orderColumns } from './columns'
import {
  distanceColumns,
  marketPriceColumn,
  ordersWithMarket,
  quoteColumns,
  type OrderWithMarket,
} from '../market/market-columns'
import { marketCaption, useInstrumentReference, useQuotes } from '../market/quotes'
import { OrderDetails } from './OrderDetails'

const CONFIG = { viewId: 'orders', title: 'Open orders', schema: openOrdersParams, paging: 'none' } as const
const rowId = (o: Order) => `${o.account}|${o.orderCode}`
const accountOf = (o: Order) => o.account
const ORDER_COLUMNS = orderColumns()
const instrumentOf = (o: OrderWithMarket) => o.instrument
// Market columns sit right after the order's own price, where a trader compares them.
const PRICE_AT = ORDER_COLUMNS.findIndex((c) => c.id === 'price') + 1
const BASE_COLUMNS: ColumnSpec<OrderWithMarket>[] = [
  ...ORDER_COLUMNS.slice(0, PRICE_AT),
  marketPriceColumn<OrderWithMarket>(
    instrumentOf,
    'The live price the order is measured against: ask for buys, bid for sells',
  ),
  ...distanceColumns(),
  ...quoteColumns<OrderWithMarket>(instrumentOf).map((c) => ({ ...c, defaultHidden: true })),
  ...ORDER_COLUMNS.slice(PRICE_AT),
]

const READ_ONLY_REASON = 'Read-only case mode: unlock editing in the banner above to edit orders.'
const NOT_AVAILABLE = 'The order-edit dialog is not part of this version yet.'

interface EditCellProps {
  order: Order
  readOnly: boolean
  /** A change to this order is in flight: a second edit waits for its answer. */
  submitting?: boolean
  onEdit: (order: Order) => void
}

function EditOrderButton({ order, readOnly, submitting, onEdit }: EditCellProps) {
  return (
    <button
      type="button"
      className={`row-action${submitting ? ' is-submitting' : ''}`}
      aria-disabled={readOnly || submitting || undefined}
      title={
        readOnly
          ? READ_ONLY_REASON
          : submitting
            ? 'Change submitted: waiting for the server'
            : `Edit order ${order.orderId}`
      }
      aria-label={`Edit order ${order.orderId}${readOnly ? ' (disabled: read-only case mode)' : submitting ? ' (change submitted)' : ''}`}
      onClick={(e) => {
        e.stopPropagation()
        onEdit(order)
      }}
    >
      {submitting ? 'Submitted' : 'Edit'}
    </button>
  )
}

export function OpenOrdersView() {
  const view = useResourceView(CONFIG)
  const { readOnly } = useSession()
  const { onEditOrder, isSubmitting } = useOrderEdit()
  const query = useQuery(openOrdersQuery(view.scope, view.requestParams, { refetchInterval: view.interval || false }))
  const group = useAccountGroup(accountOf, view.multi && view.grouped)
  const [notice, setNotice] = useState<string | null>(null)
  const [detail, setDetail] = useState<Order | null>(null)
  const etag = query.data?.etag

  const edit = useCallback(
    (order: Order) => {
      if (readOnly) setNotice(READ_ONLY_REASON)
      else if (!onEditOrder) setNotice(NOT_AVAILABLE)
      else {
        setNotice(null)
        onEditOrder(order, etag)
      }
    },
    [readOnly, onEditOrder, etag],
  )

  const columns = useMemo(() => {
    const action: ColumnSpec<Order> = {
      id: 'edit',
      header: 'Edit',
      kind: 'action',
      value: () => undefined,
      render: (o) => <EditOrderButton order={o} readOnly={readOnly} submitting={isSubmitting?.(o)} onEdit={edit} />,
      size: 76,
      sortable: false,
      noExport: true,
    }
    return [action, ...withAccountColumn(BASE_COLUMNS, view.multi)]
  }, [view.multi, readOnly, edit, isSubmitting])

  // Enter and double-click edit a working order; read-only case mode and final orders show the details.
  const editable = !readOnly && onEditOrder !== undefined
  const activate = useCallback((o: Order) => (editable && !isFinalOrder(o) ? edit(o) : setDetail(o)), [editable, edit])

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
            tableId={view.multi ? 'orders-multi' : 'orders'}
            label="Open orders"
            columns={columns}
            rows={ordersWithMarket(orders, quotes.bySymbol, reference)}
            getRowId={rowId}
            group={group}
            clusterOf={clusterOf}
            dimmed={dimmed}
            snapshotRef={view.snapshotRef}
            onRowActivate={activate}
            activateLabel={editable ? 'edit the order' : 'show the order’s details'}
            caption={rowCountCaption(
              orders.length,
              'open orders',
              `${clusters.size ? `${new Set(clusters.values()).size} groups · ` : ''}ETag ${etag ?? 'none'}${marketCaption(quotes, view.zone)}`,
            )}
            empty="No working orders on these accounts."
          />
          {detail && (
            <OrderDetails
              order={detail}
              onClose={() => setDetail(null)}
              action={<EditOrderButton order={detail} readOnly={readOnly} onEdit={edit} />}
            />
          )}
        </>
      )}
    </ResourceFrame>
  )
}
