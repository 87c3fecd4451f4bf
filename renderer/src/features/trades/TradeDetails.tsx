// One row's records: the settlement, commissions and financing its figures add up from, each with its code, so
// a support agent can quote them to the broker's back office.
import type { TradeRow } from '@shared/domain/closed-trades'
import type { ColumnSpec } from '../../components/DataTable/types'
import { MiniTable } from '../../components/MiniTable'
import { formatTimestamp, humanizeEnum } from '../../lib/format'
import { money } from '../columns'
import { sideLabel, statusNote, statusOf } from './trade-columns'
import { msg, type Words } from '@shared/text/messages'
import { richMsg } from '../../lib/rich-message'

type CashRecord = TradeRow['records'][number]

function recordColumns(currency: string, zone: string): ColumnSpec<CashRecord>[] {
  const text = (id: string, header: Words, get: (r: CashRecord) => string): ColumnSpec<CashRecord> => ({
    id,
    header,
    kind: 'text',
    value: get,
  })
  return [
    { ...text('time', msg('columns.trades.time'), (r) => formatTimestamp(r.time, zone)), kind: 'time' },
    text('reason', msg('columns.trades.reason'), (r) => humanizeEnum(r.type)),
    {
      id: 'amount',
      header: msg('columns.trades.amount'),
      kind: 'text',
      value: (r) => r.value,
      render: (r) => money(r.value, currency),
      cellClass: () => 'num',
    },
    text('transaction', msg('columns.trades.transaction'), (r) => r.transactionCode),
    text('order', msg('columns.trades.order'), (r) => r.orderCode ?? ''),
    text('execution', msg('columns.trades.execution'), (r) => r.tradeCode ?? ''),
    text('note', msg('columns.trades.note'), (r) =>
      [r.shared ? 'shared with the other closes by quantity' : '', r.unlisted ? 'not in the transfer list' : '']
        .filter(Boolean)
        .join('; '),
    ),
  ]
}

export function TradeDetails({ row, zone, onClose }: { row: TradeRow; zone: string; onClose: () => void }) {
  const note = statusNote(row)
  return (
    <section className="trade-details" aria-label={msg('books.labels.records')} data-testid="trade-details">
      <header className="trade-details__head">
        <strong>
          {statusOf(row)} · {row.instrument || msg('labels.trades.unknownInstrument')} {sideLabel(row.side)}{' '}
          {row.quantity ?? ''} · {row.account}
        </strong>
        <span className="toolbar-spacer" />
        <button type="button" onClick={onClose}>
          {msg('labels.trades.close')}
        </button>
      </header>
      {note && <p className="notice">{note}</p>}
      <p className="muted">
        {richMsg(
          'labels.trades.recordsSummary',
          {
            net: money(row.net, row.currency),
            realised: money(row.realised),
            commission: money(row.commission),
            financing: money(row.financing),
          },
          {
            openOrders: row.openOrderCodes.join(', ') || '—',
            closeOrder: row.closeOrderCode ?? '—',
            position: row.positionCode ?? '—',
          },
        )}
      </p>
      <MiniTable
        caption={msg('labels.trades.cashRecords')}
        columns={recordColumns(row.currency, zone)}
        rows={row.records}
        rowKey={(r) => r.transactionCode}
      />
    </section>
  )
}
