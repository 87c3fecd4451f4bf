// The Performance panel's figures and tables: the headline figures with each account's drawdown, a breakdown by
// instrument, side, weekday or hour, and the numbers behind its two curves.
import type { TradeRow } from '@shared/domain/closed-trades'
import { cumulativeNet, type Breakdown, type PerformanceFigures } from '@shared/domain/trade-performance'
import { msg } from '@shared/text/messages'
import { formatPercent, formatTimestamp } from '../../lib/format'
import { money } from '../columns'
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

export function BreakdownTable({
  title,
  rows,
  label,
}: {
  title: string
  rows: readonly Breakdown[]
  label?: (k: string) => string
}) {
  return (
    <table className="mini-table perf__table" data-testid={`perf-by-${title.toLowerCase()}`}>
      <caption>{msg('labels.trades.byLowercase', { lowerCase: title.toLowerCase() })}</caption>
      <thead>
        <tr>
          <th scope="col">{title}</th>
          <th scope="col">{msg('labels.trades.trades')}</th>
          <th scope="col">{msg('labels.trades.winRate')}</th>
          <th scope="col">{msg('labels.trades.profitFactor')}</th>
          <th scope="col">{msg('labels.trades.net')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((b) => (
          <tr key={b.key}>
            <th scope="row">{label ? label(b.key) : b.key}</th>
            <td className="num">{b.figures.trades}</td>
            <td className="num">{pct(b.figures.winRate)}</td>
            <td className="num">{b.figures.profitFactor ?? '—'}</td>
            <td className="num">{money(b.figures.net)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export function CurveTable({ rows, currency, zone }: { rows: readonly TradeRow[]; currency: string; zone: string }) {
  return (
    <div className="ledger-table-wrap">
      <table className="mini-table">
        <caption>{msg('books.cumulativeCaption', { currency })}</caption>
        <thead>
          <tr>
            <th scope="col">{msg('labels.trades.closed')}</th>
            <th scope="col">{msg('labels.trades.cumulativeNet')}</th>
          </tr>
        </thead>
        <tbody>
          {cumulativeNet(rows, currency).map((p, i) => (
            <tr key={i}>
              <td>{formatTimestamp(p.time, zone)}</td>
              <td className="num">{money(p.cumulative)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export function EodTable({ points, currency }: { points: readonly EodPoint[]; currency: string }) {
  return (
    <div className="ledger-table-wrap">
      <table className="mini-table" data-testid="perf-eod-table">
        <caption>{msg('books.endOfDayCaption', { currency })}</caption>
        <thead>
          <tr>
            <th scope="col">{msg('labels.trades.day')}</th>
            <th scope="col">{msg('labels.trades.balance')}</th>
            <th scope="col">{msg('labels.trades.equity')}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.day}>
              <th scope="row">{p.day}</th>
              <td className="num">{money(p.balance)}</td>
              <td className="num">{money(p.equity)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
