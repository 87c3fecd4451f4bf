// The statement's record tables: trades closed in the period, and positions and orders still open at its end.
// Plain tables on the grids' column specs (MiniTable), every row printed.
import type { Order } from '@shared/api/records'
import type { TradeRow } from '@shared/domain/closed-trades'
import type { Statement } from '@shared/domain/statement'
import { msg, type Words } from '@shared/text/messages'
import type { ColumnSpec } from '../../components/DataTable/types'
import { MiniTable } from '../../components/MiniTable'
import { formatTimestamp, humanizeEnum } from '../../lib/format'
import { money } from '../account-charts/money'
import { formatHolding, sideLabel } from './trade-columns'

/** Statement times to the second. */
export const NO_MS = { millis: false }

interface TableProps {
  statement: Statement
  zone: string
}

const STATEMENT_TABLE = 'statement__table'

function text<R>(id: string, header: Words, get: (r: R) => string): ColumnSpec<R> {
  return { id, header, kind: 'text', value: get }
}
function figure<R>(id: string, header: Words, get: (r: R) => string | undefined): ColumnSpec<R> {
  return { id, header, kind: 'number', value: get }
}
function amount<R>(id: string, header: Words, get: (r: R) => string | undefined): ColumnSpec<R> {
  return { ...figure(id, header, get), render: (r) => money(get(r)) }
}

function closedColumns(zone: string): ColumnSpec<TradeRow>[] {
  return [
    text('closed', msg('columns.trades.closetime'), (t) => formatTimestamp(t.closeTime, zone, NO_MS)),
    text('instrument', msg('columns.trades.instrument'), (t) => t.instrument),
    text('side', msg('columns.trades.side'), (t) => sideLabel(t.side)),
    figure('quantity', msg('columns.trades.qty'), (t) => t.quantity),
    figure('open', msg('columns.trades.open'), (t) => t.openPrice ?? '—'),
    figure('close', msg('columns.trades.close'), (t) => t.closePrice ?? '—'),
    text('held', msg('columns.trades.holding'), (t) => formatHolding(t.holdingMs)),
    amount('realised', msg('columns.trades.realised'), (t) => t.realised),
    amount('commission', msg('columns.trades.commission'), (t) => t.commission),
    amount('financing', msg('columns.trades.financing'), (t) => t.financing),
    amount('net', msg('columns.trades.net'), (t) => t.net),
  ]
}

function openColumns(zone: string): ColumnSpec<TradeRow>[] {
  return [
    text('opened', msg('columns.trades.opentime'), (p) => formatTimestamp(p.openTime, zone, NO_MS)),
    text('instrument', msg('columns.trades.instrument'), (p) => p.instrument),
    text('side', msg('columns.trades.side'), (p) => sideLabel(p.side)),
    figure('quantity', msg('columns.trades.qty'), (p) => p.quantity),
    figure('openPrice', msg('columns.trades.openprice'), (p) => p.openPrice),
    text('position', msg('columns.trades.positioncode'), (p) => p.positionCode ?? ''),
  ]
}

function workingColumns(zone: string): ColumnSpec<Order>[] {
  return [
    text('placed', msg('columns.trades.placed'), (o) => formatTimestamp(o.issueTime, zone, NO_MS)),
    text('order', msg('columns.trades.order'), (o) => o.orderCode),
    text('instrument', msg('columns.trades.instrument'), (o) => o.instrument),
    text('side', msg('columns.trades.side'), (o) => humanizeEnum(o.side)),
    text('type', msg('columns.trades.type'), (o) => humanizeEnum(o.type)),
    figure('quantity', msg('columns.trades.qty'), (o) => o.legs[0]?.quantity ?? ''),
  ]
}

export function ClosedTradesTable({ statement: s, zone }: TableProps) {
  const c = s.currency
  return (
    <section>
      <h3>{msg('labels.trades.closedTradesLength', { length: s.trades.length })}</h3>
      {s.trades.length === 0 ? (
        <p>{msg('books.noTradeClosed')}</p>
      ) : (
        <MiniTable
          className={`${STATEMENT_TABLE} statement__trades`}
          columns={closedColumns(zone)}
          rows={s.trades}
          rowKey={(t) => t.id}
          foot={
            s.totals && (
              <tr className="statement__total">
                <th scope="row" colSpan={7}>
                  {msg('labels.trades.total')}
                </th>
                <td className="num">{money(s.totals.realised)}</td>
                <td className="num">{money(s.totals.commission)}</td>
                <td className="num">{money(s.totals.financing)}</td>
                <td className="num">{money(s.totals.net, c)}</td>
              </tr>
            )
          }
        />
      )}
    </section>
  )
}

export function OpenAtEndTable({ statement: s, zone }: TableProps) {
  return (
    <section>
      <h3>{msg('books.positionsAtEnd', { count: s.openAtEnd.length })}</h3>
      {s.openAtEnd.length === 0 ? (
        <p>{msg('labels.trades.none')}</p>
      ) : (
        <MiniTable className={STATEMENT_TABLE} columns={openColumns(zone)} rows={s.openAtEnd} rowKey={(p) => p.id} />
      )}
    </section>
  )
}

export function WorkingAtEndTable({ statement: s, zone }: TableProps) {
  return (
    <section>
      <h3>{msg('books.workingAtEnd', { count: s.workingAtEnd.length })}</h3>
      {s.workingAtEnd.length === 0 ? (
        <p>{msg('labels.trades.none')}</p>
      ) : (
        <MiniTable
          className={STATEMENT_TABLE}
          columns={workingColumns(zone)}
          rows={s.workingAtEnd}
          rowKey={(o) => o.orderCode}
        />
      )}
    </section>
  )
}
