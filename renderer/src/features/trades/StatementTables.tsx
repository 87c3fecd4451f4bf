// The statement's record tables: trades closed in the period, and positions and orders still open at its end.
// Plain tables on the grids' column specs (MiniTable), every row printed.
import type { Order } from '@shared/api/records'
import type { TradeRow } from '@shared/domain/closed-trades'
import type { Statement } from '@shared/domain/statement'
import { msg, type Words } from '@shared/text/messages'
import type { ColumnSpec } from '../../components/DataTable/types'
import { MiniTable, type MiniTableProps } from '../../components/MiniTable'
import { formatTimestamp, humanizeEnum } from '../../lib/format'
import { codeCol, money, moneyCol, numberCol, textCol, timeCol } from '../columns'
import { formatHolding, sideLabel } from './trade-columns'

/** Statement times to the second. */
export const NO_MS = { millis: false }

interface TableProps {
  statement: Statement
}

const STATEMENT_TABLE = 'statement__table'

/** A time as the statement writes it: in the display zone, to the second. */
function secondsCol<R>(id: string, header: Words, get: (r: R) => string | undefined): ColumnSpec<R> {
  return timeCol<R>(id, header, get, { text: (r, ctx) => formatTimestamp(get(r), ctx.zone, NO_MS) })
}

const quantity = numberCol<TradeRow>('quantity', msg('columns.trades.qty'), (t) => t.quantity, {
  mode: 'quantity',
  unit: (t) => t.instrument,
})
const price = (id: string, header: Words, get: (t: TradeRow) => string | undefined) =>
  numberCol<TradeRow>(id, header, (t) => get(t) ?? '—', { mode: 'price', unit: (t) => t.instrument })
const instrument = textCol<TradeRow>('instrument', msg('columns.trades.instrument'), (t) => t.instrument)
const side = textCol<TradeRow>('side', msg('columns.trades.side'), (t) => sideLabel(t.side))

const CLOSED_COLUMNS: ColumnSpec<TradeRow>[] = [
  secondsCol<TradeRow>('closed', msg('columns.trades.closetime'), (t) => t.closeTime),
  instrument,
  side,
  quantity,
  price('open', msg('columns.trades.open'), (t) => t.openPrice),
  price('close', msg('columns.trades.close'), (t) => t.closePrice),
  textCol<TradeRow>('held', msg('columns.trades.holding'), (t) => formatHolding(t.holdingMs)),
  moneyCol<TradeRow>('realised', msg('columns.trades.realised'), (t) => t.realised),
  moneyCol<TradeRow>('commission', msg('columns.trades.commission'), (t) => t.commission),
  moneyCol<TradeRow>('financing', msg('columns.trades.financing'), (t) => t.financing),
  moneyCol<TradeRow>('net', msg('columns.trades.net'), (t) => t.net),
]

const OPEN_COLUMNS: ColumnSpec<TradeRow>[] = [
  secondsCol<TradeRow>('opened', msg('columns.trades.opentime'), (p) => p.openTime),
  instrument,
  side,
  quantity,
  price('openPrice', msg('columns.trades.openprice'), (p) => p.openPrice),
  codeCol<TradeRow>('position', msg('columns.trades.positioncode'), (p) => p.positionCode),
]

const WORKING_COLUMNS: ColumnSpec<Order>[] = [
  secondsCol<Order>('placed', msg('columns.trades.placed'), (o) => o.issueTime),
  codeCol<Order>('order', msg('columns.trades.order'), (o) => o.orderCode),
  textCol<Order>('instrument', msg('columns.trades.instrument'), (o) => o.instrument),
  textCol<Order>('side', msg('columns.trades.side'), (o) => humanizeEnum(o.side)),
  textCol<Order>('type', msg('columns.trades.type'), (o) => humanizeEnum(o.type)),
  numberCol<Order>('quantity', msg('columns.trades.qty'), (o) => o.legs[0]?.quantity, {
    mode: 'quantity',
    unit: (o) => o.instrument,
  }),
]

/** One of the statement's record lists: its heading, then its rows, or a line saying there are none. */
function StatementRecords<R>({
  heading,
  none,
  className,
  ...table
}: { heading: string; none: string } & MiniTableProps<R>) {
  return (
    <section>
      <h3>{heading}</h3>
      {table.rows.length === 0 ? (
        <p>{none}</p>
      ) : (
        <MiniTable {...table} className={className ? `${STATEMENT_TABLE} ${className}` : STATEMENT_TABLE} />
      )}
    </section>
  )
}

/** The money columns the closed trades' totals row sums, last in the table. */
const TOTALLED = 4

export function ClosedTradesTable({ statement: s }: TableProps) {
  const c = s.currency
  return (
    <StatementRecords
      heading={msg('labels.trades.closedTradesLength', { length: s.trades.length })}
      none={msg('books.noTradeClosed')}
      className="statement__trades"
      columns={CLOSED_COLUMNS}
      rows={s.trades}
      rowKey={(t) => t.id}
      foot={
        s.totals && (
          <tr className="statement__total">
            <th scope="row" colSpan={CLOSED_COLUMNS.length - TOTALLED}>
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
  )
}

export function OpenAtEndTable({ statement: s }: TableProps) {
  return (
    <StatementRecords
      heading={msg('books.positionsAtEnd', { count: s.openAtEnd.length })}
      none={msg('labels.trades.none')}
      columns={OPEN_COLUMNS}
      rows={s.openAtEnd}
      rowKey={(p) => p.id}
    />
  )
}

export function WorkingAtEndTable({ statement: s }: TableProps) {
  return (
    <StatementRecords
      heading={msg('books.workingAtEnd', { count: s.workingAtEnd.length })}
      none={msg('labels.trades.none')}
      columns={WORKING_COLUMNS}
      rows={s.workingAtEnd}
      rowKey={(o) => o.orderCode}
    />
  )
}
