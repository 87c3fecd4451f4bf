// One order in full: its fields, leg, group links, every execution and the cash it moved.
import type { ReactNode } from 'react'
import type { Order } from '@shared/api/records'
import type { ColumnSpec } from '../../components/DataTable/types'
import { useSession } from '../../app/session'
import { Drawer, RecordFields } from '../../components/Drawer'
import { formatDecimal, formatMoney, formatTimestamp } from '../../lib/format'
import { zoneShortLabel } from '../../lib/time-zones'
import { useFieldFormatter } from '../shared'
import { legColumns, orderColumns } from './columns'
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
          <table className="mini-table">
            <thead>
              <tr>
                <th scope="col">{msg('labels.orders.timeZ', { z })}</th>
                <th scope="col">{msg('labels.orders.status')}</th>
                <th scope="col" className="num">
                  {msg('labels.orders.lastQty')}
                </th>
                <th scope="col" className="num">
                  {msg('labels.orders.lastPrice')}
                </th>
                <th scope="col" className="num">
                  {msg('labels.orders.filled')}
                </th>
                <th scope="col" className="num">
                  {msg('labels.orders.remaining')}
                </th>
                <th scope="col">{msg('labels.orders.rejectReason')}</th>
              </tr>
            </thead>
            <tbody>
              {executions.map((e) => (
                <tr key={e.executionCode}>
                  <td>{formatTimestamp(e.transactionTime, zone)}</td>
                  <td>{e.status}</td>
                  <td className="num">{formatDecimal(e.lastQuantity)}</td>
                  <td className="num">{e.lastPrice ? formatDecimal(e.lastPrice) : ''}</td>
                  <td className="num">{formatDecimal(e.filledQuantity)}</td>
                  <td className="num">{formatDecimal(e.remainingQuantity)}</td>
                  <td>{e.rejectReason ? `${e.rejectReason} (${e.rejectCode ?? '?'})` : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section>
        <h3>{msg('labels.orders.cashTransactionsLength', { length: cash.length })}</h3>
        {cash.length > 0 && (
          <table className="mini-table">
            <thead>
              <tr>
                <th scope="col">{msg('labels.orders.timeZ', { z })}</th>
                <th scope="col">{msg('labels.orders.type')}</th>
                <th scope="col" className="num">
                  {msg('labels.orders.amount')}
                </th>
                <th scope="col">{msg('labels.orders.currency')}</th>
                <th scope="col">{msg('labels.orders.code')}</th>
              </tr>
            </thead>
            <tbody>
              {cash.map((c) => (
                <tr key={c.transactionCode}>
                  <td>{formatTimestamp(c.transactionTime, zone)}</td>
                  <td>{c.type}</td>
                  <td className="num">{formatMoney(c.value)}</td>
                  <td>{c.currency}</td>
                  <td>{c.transactionCode}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </Drawer>
  )
}
