// One row's records: the settlement, commissions and financing its figures add up from, each with its code, so
// a support agent can quote them to the broker's back office.
import type { TradeRow } from '@shared/domain/closed-trades'
import type { ColumnSpec } from '../../components/DataTable/types'
import { MiniTable } from '../../components/MiniTable'
import { humanizeEnum } from '../../lib/format'
import { codeCol, money, moneyCol, textCol, timeCol } from '../columns'
import { sideLabel, statusNote, statusOf } from './trade-columns'
import { msg } from '@shared/text/messages'
import { richMsg } from '../../lib/rich-message'

type CashRecord = TradeRow['records'][number]

function recordColumns(currency: string): ColumnSpec<CashRecord>[] {
  return [
    timeCol<CashRecord>('time', msg('columns.trades.time'), (r) => r.time),
    textCol<CashRecord>('reason', msg('columns.trades.reason'), (r) => r.type, { text: (r) => humanizeEnum(r.type) }),
    moneyCol<CashRecord>('amount', msg('columns.trades.amount'), (r) => r.value, {
      render: (r) => money(r.value, currency),
    }),
    codeCol<CashRecord>('transaction', msg('columns.trades.transaction'), (r) => r.transactionCode),
    codeCol<CashRecord>('order', msg('columns.trades.order'), (r) => r.orderCode),
    codeCol<CashRecord>('execution', msg('columns.trades.execution'), (r) => r.tradeCode),
    textCol<CashRecord>('note', msg('columns.trades.note'), (r) =>
      [r.shared ? msg('books.recordNote.shared') : '', r.unlisted ? msg('books.recordNote.unlisted') : '']
        .filter(Boolean)
        .join('; '),
    ),
  ]
}

export function TradeDetails({ row, onClose }: { row: TradeRow; onClose: () => void }) {
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
        columns={recordColumns(row.currency)}
        rows={row.records}
        rowKey={(r) => r.transactionCode}
      />
    </section>
  )
}
