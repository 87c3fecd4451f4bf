// The Performance panel's figures and tables: the headline figures with each account's drawdown, a breakdown by
// instrument, side, weekday or hour, and the numbers behind its two curves, each a MiniTable on column specs.
import type { TradeRow } from '@shared/domain/closed-trades'
import {
  cumulativeNet,
  type Breakdown,
  type CurvePoint,
  type PerformanceFigures,
} from '@shared/domain/trade-performance'
import { msg, type Words } from '@shared/text/messages'
import { MiniTable } from '../../components/MiniTable'
import type { ColumnSpec } from '../../components/DataTable/types'
import { formatPercent, formatTimestamp } from '../../lib/format'
import { money, moneyCol, numberCol, textCol } from '../columns'
import type { EodPoint } from './use-eod-curve'

const pct = (fraction: string | undefined) => (fraction === undefined ? '—' : formatPercent(fraction, 1))

export interface DrawdownLine {
  account: string
  amount: string
  fraction?: string | undefined
}

export function Figures({ f, drawdowns }: { f: PerformanceFigures; drawdowns: readonly DrawdownLine[] }) {
  const cells: Array<[string, React.ReactNode, string]> = [
    [
      msg('labels.trades.closedTrades'),
      msg('books.performance.trades', {
        trades: f.trades,
        wins: f.wins,
        losses: f.losses,
        flat: f.flat ? msg('books.performance.flat', { flat: f.flat }) : '',
      }),
      msg('labels.trades.rowsOfTheTradesView'),
    ],
    [msg('labels.trades.winRate'), pct(f.winRate), msg('labels.trades.tradesWithNetAboveZero')],
    [msg('labels.trades.profitFactor'), f.profitFactor ?? '—', msg('books.performance.profitFactor')],
    [msg('labels.trades.net'), money(f.net, f.currency), msg('books.performance.net')],
    [msg('labels.trades.averageWin'), money(f.averageWin), msg('books.performance.averageWin')],
    [msg('labels.trades.averageLoss'), money(f.averageLoss), msg('books.performance.averageLoss')],
    [msg('labels.trades.expectancy'), money(f.expectancy), msg('labels.trades.netTradesWhatATrade')],
    [msg('labels.trades.largestWin'), money(f.largestWin), ''],
    [msg('labels.trades.largestLoss'), money(f.largestLoss), ''],
  ]
  return (
    <dl className="perf__figures" data-testid={`perf-figures-${f.currency}`}>
      {cells.map(([label, value, title]) => (
        <div key={label} title={title || undefined}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      {drawdowns.map((d) => (
        <div key={d.account} title={msg('books.labels.drawdown')}>
          <dt>
            {msg('labels.trades.maxDrawdown')}
            {drawdowns.length > 1 ? ` ${d.account}` : ''}
          </dt>
          <dd>
            {money(d.amount === '0' ? '0' : `-${d.amount}`, f.currency)} {d.fraction ? `(${pct(d.fraction)})` : ''}
          </dd>
        </div>
      ))}
    </dl>
  )
}

function breakdownColumns(title: Words, label: (key: string) => string): ColumnSpec<Breakdown>[] {
  return [
    textCol<Breakdown>('key', title, (b) => label(b.key)),
    numberCol<Breakdown>('trades', msg('labels.trades.trades'), (b) => b.figures.trades, { mode: 'integer' }),
    numberCol<Breakdown>('winRate', msg('labels.trades.winRate'), (b) => b.figures.winRate, {
      render: (b) => pct(b.figures.winRate),
    }),
    numberCol<Breakdown>('profitFactor', msg('labels.trades.profitFactor'), (b) => b.figures.profitFactor, {
      render: (b) => b.figures.profitFactor ?? '—',
    }),
    moneyCol<Breakdown>('net', msg('labels.trades.net'), (b) => b.figures.net),
  ]
}

export function BreakdownTable({
  title,
  rows,
  label = (key) => key,
}: {
  title: Words
  rows: readonly Breakdown[]
  label?: (key: string) => string
}) {
  return (
    <MiniTable
      className="perf__table"
      testId={`perf-by-${title.toLowerCase()}`}
      caption={msg('labels.trades.byLowercase', { lowerCase: title.toLowerCase() })}
      columns={breakdownColumns(title, label)}
      rows={rows}
      rowKey={(b) => b.key}
      rowHeader="key"
    />
  )
}

type CurveRow = CurvePoint & { index: number }

export function CurveTable({ rows, currency, zone }: { rows: readonly TradeRow[]; currency: string; zone: string }) {
  const columns: ColumnSpec<CurveRow>[] = [
    textCol<CurveRow>('closed', msg('labels.trades.closed'), (p) => formatTimestamp(p.time, zone)),
    moneyCol<CurveRow>('cumulative', msg('labels.trades.cumulativeNet'), (p) => p.cumulative),
  ]
  return (
    <div className="ledger-table-wrap">
      <MiniTable
        caption={msg('books.cumulativeCaption', { currency })}
        columns={columns}
        rows={cumulativeNet(rows, currency).map((p, index) => ({ ...p, index }))}
        rowKey={(p) => String(p.index)}
      />
    </div>
  )
}

const EOD_COLUMNS: ColumnSpec<EodPoint>[] = [
  textCol<EodPoint>('day', msg('labels.trades.day'), (p) => p.day),
  moneyCol<EodPoint>('balance', msg('labels.trades.balance'), (p) => p.balance),
  moneyCol<EodPoint>('equity', msg('labels.trades.equity'), (p) => p.equity),
]

export function EodTable({ points, currency }: { points: readonly EodPoint[]; currency: string }) {
  return (
    <div className="ledger-table-wrap">
      <MiniTable
        testId="perf-eod-table"
        caption={msg('books.endOfDayCaption', { currency })}
        columns={EOD_COLUMNS}
        rows={points}
        rowKey={(p) => p.day}
        rowHeader="day"
      />
    </div>
  )
}
