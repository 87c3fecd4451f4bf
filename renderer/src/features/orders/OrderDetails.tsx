// One order in full: its fields, leg, group links, every execution and the cash it moved.
import type { ReactNode } from 'react'
import type { Order } from '@shared/api/records'
import type { ColumnSpec } from '../../components/DataTable/types'
import { useSession } from '../../app/session'
import { Drawer, RecordFields } from '../../components/Drawer'
import { zoneShortLabel } from '../../lib/time-zones'
import { useFieldFormatter } from '../shared'
import { MiniTable } from '../../components/MiniTable'
import { executionColumns, legColumns, orderCashColumns, orderColumns } from './columns'
import { msg } from '@shared/text/messages'

/** What a live row adds to the order (its quote, distance and market hours): shown by columns, never as data. */
const LIVE_FIELDS = ['market', 'distance', 'tradingHours'] as const

export function OrderDetails<O extends Order>({
  order,
  onClose,
  action,
  columns,
}: {
  order: O
  onClose: () => void
  action?: ReactNode
  /** The grid's own columns when it shows more than the order (the live market); else the order's. */
  columns?: readonly ColumnSpec<O>[]
}) {
  const { zone } = useSession()
  const format = useFieldFormatter()
  const executions = order.executions ?? []
  const cash = order.cashTransactions ?? []
  const z = zoneShortLabel(zone)
  return (
    <Drawer
      title={msg('labels.orders.orderOrderidInstrumentSideType', {
        orderId: order.orderId,
        instrument: order.instrument,
        side: order.side,
        type: order.type,
      })}
      onClose={onClose}
      wide
    >
      {action && <div className="drawer__actions">{action}</div>}
      <RecordFields
        record={order as Order & Record<(typeof LIVE_FIELDS)[number], unknown>}
        columns={
          (columns ?? orderColumns()) as readonly ColumnSpec<Order & Record<(typeof LIVE_FIELDS)[number], unknown>>[]
        }
        hide={LIVE_FIELDS}
        format={format}
      />
      {/* The order's own rows already show a single leg, as the grid does. */}
      {order.legs.length > 1 &&
        order.legs.map((leg, i) => (
          <section key={i}>
            <h3>{msg('labels.orders.legValue', { value: i + 1 })}</h3>
            <RecordFields record={leg} columns={legColumns()} format={format} />
          </section>
        ))}
      {(order.links ?? []).length > 0 && (
        <section>
          <h3>{msg('labels.orders.groupLinks')}</h3>
          <ul>
            {(order.links ?? []).map((l) => (
              <li key={`${l.linkType}-${l.linkedOrder}`}>
                {l.linkType === 'PARENT'
                  ? msg('labels.orders.parentIfOf')
                  : l.linkType === 'CHILD'
                    ? msg('labels.orders.childThenOf')
                    : msg('labels.orders.ocoWith')}{' '}
                {msg('labels.orders.orderLinkedorderClientIdLinkedclientorderid', {
                  linkedOrder: l.linkedOrder,
                  linkedClientOrderId: l.linkedClientOrderId,
                })}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section>
        <h3>{msg('labels.orders.executionsLength', { length: executions.length })}</h3>
        {executions.length > 0 && (
          <MiniTable columns={executionColumns(z)} rows={executions} rowKey={(e) => e.executionCode} />
        )}
      </section>
      <section>
        <h3>{msg('labels.orders.cashTransactionsLength', { length: cash.length })}</h3>
        {cash.length > 0 && <MiniTable columns={orderCashColumns(z)} rows={cash} rowKey={(c) => c.transactionCode} />}
      </section>
    </Drawer>
  )
}
