// One row's records: the settlement, commissions and financing its figures add up from, each with its code, so
// a support agent can quote them to the broker's back office.
import type { TradeRow } from '../../../../shared/domain/closed-trades'
import { formatTimestamp, humanizeEnum } from '../../lib/format'
import { money } from '../account-charts/money'
import { sideLabel, statusNote, statusOf } from './trade-columns'

export function TradeDetails({ row, zone, onClose }: { row: TradeRow; zone: string; onClose: () => void }) {
  const note = statusNote(row)
  return (
    <section className="trade-details" aria-label="Records of the trade" data-testid="trade-details">
      <header className="trade-details__head">
        <strong>
          {statusOf(row)} · {row.instrument || 'unknown instrument'} {sideLabel(row.side)} {row.quantity ?? ''} ·{' '}
          {row.account}
        </strong>
        <span className="toolbar-spacer" />
        <button type="button" onClick={onClose}>
          Close
        </button>
      </header>
      {note && <p className="notice">{note}</p>}
      <p className="muted">
        Opening orders {row.openOrderCodes.join(', ') || '—'}; closing order {row.closeOrderCode ?? '—'}; position{' '}
        {row.positionCode ?? '—'}. Net {money(row.net, row.currency)} = realised {money(row.realised)} + commission{' '}
        {money(row.commission)} + financing {money(row.financing)}.
      </p>
      <table className="mini-table">
        <caption>Cash records</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Reason</th>
            <th scope="col">Amount</th>
            <th scope="col">Transaction</th>
            <th scope="col">Order</th>
            <th scope="col">Execution</th>
            <th scope="col">Note</th>
          </tr>
        </thead>
        <tbody>
          {row.records.map((r) => (
            <tr key={r.transactionCode}>
              <td>{formatTimestamp(r.time, zone)}</td>
              <td>{humanizeEnum(r.type)}</td>
              <td className="num">{money(r.value, row.currency)}</td>
              <td>{r.transactionCode}</td>
              <td>{r.orderCode ?? ''}</td>
              <td>{r.tradeCode ?? ''}</td>
              <td>
                {[
                  r.shared ? 'shared with the other closes by quantity' : '',
                  r.unlisted ? 'not in the transfer list' : '',
                ]
                  .filter(Boolean)
                  .join('; ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
