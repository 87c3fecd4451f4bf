// The statement's record tables: trades closed in the period, and positions and orders still open at its end.
import type { Statement } from '@shared/domain/statement'
import { msg } from '@shared/text/messages'
import { formatTimestamp, humanizeEnum } from '../../lib/format'
import { money } from '../account-charts/money'
import { formatHolding, sideLabel } from './trade-columns'

/** Statement times to the second. */
export const NO_MS = { millis: false }

interface TableProps {
  statement: Statement
  zone: string
}

export function ClosedTradesTable({ statement: s, zone }: TableProps) {
  const c = s.currency
  return (
    <section>
      <h3>Closed trades ({s.trades.length})</h3>
      {s.trades.length === 0 ? (
        <p>{msg('books.noTradeClosed')}</p>
      ) : (
        <table className="statement__table statement__trades">
          <thead>
            <tr>
              <th scope="col">Closed</th>
              <th scope="col">Instrument</th>
              <th scope="col">Side</th>
              <th scope="col">Qty</th>
              <th scope="col">Open</th>
              <th scope="col">Close</th>
              <th scope="col">Held</th>
              <th scope="col">Realised</th>
              <th scope="col">Commission</th>
              <th scope="col">Financing</th>
              <th scope="col">Net</th>
            </tr>
          </thead>
          <tbody>
            {s.trades.map((t) => (
              <tr key={t.id}>
                <td>{formatTimestamp(t.closeTime, zone, NO_MS)}</td>
                <td>{t.instrument}</td>
                <td>{sideLabel(t.side)}</td>
                <td className="num">{t.quantity}</td>
                <td className="num">{t.openPrice ?? '—'}</td>
                <td className="num">{t.closePrice ?? '—'}</td>
                <td>{formatHolding(t.holdingMs)}</td>
                <td className="num">{money(t.realised)}</td>
                <td className="num">{money(t.commission)}</td>
                <td className="num">{money(t.financing)}</td>
                <td className="num">{money(t.net)}</td>
              </tr>
            ))}
          </tbody>
          {s.totals && (
            <tbody>
              <tr className="statement__total">
                <th scope="row" colSpan={7}>
                  Total
                </th>
                <td className="num">{money(s.totals.realised)}</td>
                <td className="num">{money(s.totals.commission)}</td>
                <td className="num">{money(s.totals.financing)}</td>
                <td className="num">{money(s.totals.net, c)}</td>
              </tr>
            </tbody>
          )}
        </table>
      )}
    </section>
  )
}

export function OpenAtEndTable({ statement: s, zone }: TableProps) {
  return (
    <section>
      <h3>{msg('books.positionsAtEnd', { count: s.openAtEnd.length })}</h3>
      {s.openAtEnd.length === 0 ? (
        <p>None.</p>
      ) : (
        <table className="statement__table">
          <thead>
            <tr>
              <th scope="col">Opened</th>
              <th scope="col">Instrument</th>
              <th scope="col">Side</th>
              <th scope="col">Qty</th>
              <th scope="col">Open price</th>
              <th scope="col">Position</th>
            </tr>
          </thead>
          <tbody>
            {s.openAtEnd.map((p) => (
              <tr key={p.id}>
                <td>{formatTimestamp(p.openTime, zone, NO_MS)}</td>
                <td>{p.instrument}</td>
                <td>{sideLabel(p.side)}</td>
                <td className="num">{p.quantity}</td>
                <td className="num">{p.openPrice}</td>
                <td>{p.positionCode}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

export function WorkingAtEndTable({ statement: s, zone }: TableProps) {
  return (
    <section>
      <h3>{msg('books.workingAtEnd', { count: s.workingAtEnd.length })}</h3>
      {s.workingAtEnd.length === 0 ? (
        <p>None.</p>
      ) : (
        <table className="statement__table">
          <thead>
            <tr>
              <th scope="col">Placed</th>
              <th scope="col">Order</th>
              <th scope="col">Instrument</th>
              <th scope="col">Side</th>
              <th scope="col">Type</th>
              <th scope="col">Qty</th>
            </tr>
          </thead>
          <tbody>
            {s.workingAtEnd.map((o) => (
              <tr key={o.orderCode}>
                <td>{formatTimestamp(o.issueTime, zone, NO_MS)}</td>
                <td>{o.orderCode}</td>
                <td>{o.instrument}</td>
                <td>{humanizeEnum(o.side)}</td>
                <td>{humanizeEnum(o.type)}</td>
                <td className="num">{o.legs[0]?.quantity ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
