// Performance: win rate, profit factor, average and largest win and loss, expectancy and the balance's maximum
// drawdown, then the same by instrument, side, weekday and hour, and the curve of cumulative net — all from the
// rows the Trades view shows for the period and filters (shared/domain/trade-performance.ts), per currency.
import { useMemo, useState } from 'react'
import { systemClock } from '@shared/domain/clock'
import { balanceSeries, ledgerCurrencies, ledgerEntries, type Period } from '@shared/domain/account-ledger'
import { tradeTotals, type TradeRow, type TradeSide } from '@shared/domain/closed-trades'
import {
  breakdown,
  cumulativeNet,
  maxDrawdown,
  performanceFigures,
  WEEKDAYS,
  type Breakdown,
  type PerformanceFigures,
} from '@shared/domain/trade-performance'
import { formatPercent, formatTimestamp } from '../../lib/format'
import { toAppError } from '../../api/bridge'
import { ErrorPanel } from '../../components/ErrorPanel'
import { resolveZone, wallTimeAt } from '../../lib/time-zones'
import { seconds, type ChartSpec } from '../charts/chart-spec'
import { Chart, ChartPanel } from '../charts/ChartPanel'
import { money } from '../columns'
import { sideLabel } from './trade-columns'
import type { AccountBooks } from './use-books'
import { useEodCurve, EOD_DAYS, type EodPoint } from './use-eod-curve'
import { useSession } from '../../app/session'
import { daySeconds } from '../charts/chart-spec'
import { msg } from '@shared/text/messages'

const HOURS = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'))
const pct = (fraction: string | undefined) => (fraction === undefined ? '—' : formatPercent(fraction, 1))

function Figures({ f, drawdowns }: { f: PerformanceFigures; drawdowns: readonly DrawdownLine[] }) {
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

function BreakdownTable({
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

function CurveTable({ rows, currency, zone }: { rows: readonly TradeRow[]; currency: string; zone: string }) {
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

function eodSpec(points: readonly EodPoint[], currency: string): ChartSpec {
  return {
    kind: 'steps',
    name: msg('books.charts.endOfDayEquity', { currency }),
    t: points.map((p) => daySeconds(p.day)),
    values: points.map((p) => Number(p.equity)),
    markers: [],
    lines: [],
  }
}

function EodTable({ points, currency }: { points: readonly EodPoint[]; currency: string }) {
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

interface DrawdownLine {
  account: string
  amount: string
  fraction?: string | undefined
}

function curveSpec(rows: readonly TradeRow[], currency: string): ChartSpec {
  const points = cumulativeNet(rows, currency)
  const bySecond = new Map<number, number>()
  for (const p of points) bySecond.set(seconds(p.ms), Number(p.cumulative))
  const t = [...bySecond.keys()].sort((a, b) => a - b)
  return {
    kind: 'steps',
    name: msg('books.charts.cumulativeNet', { currency }),
    t,
    values: t.map((s) => bySecond.get(s) ?? 0),
    markers: [],
    lines: [],
  }
}

export function PerformancePanel({
  rows,
  books,
  period,
  zone,
}: {
  rows: readonly TradeRow[]
  books: readonly AccountBooks[]
  period: Period
  zone: string
  filters: { instrument?: string | undefined; side?: TradeSide | undefined }
}) {
  const zoneId = resolveZone(zone)
  const { session } = useSession()
  const [openedAt] = useState(() => systemClock.now())
  const eod = useEodCurve(
    session.profileId,
    books.map((b) => b.account),
    period,
    Math.min(...books.map((b) => b.ledger?.fetchedAt ?? openedAt)),
  )
  const currencies = useMemo(() => tradeTotals(rows).map((t) => t.currency), [rows])
  const drawdowns = useMemo(() => {
    const out = new Map<string, DrawdownLine[]>()
    for (const b of books) {
      if (!b.ledger) continue
      const entries = ledgerEntries(b.ledger.transfers)
      const currency = ledgerCurrencies(entries)[0]
      if (!currency) continue
      const points = balanceSeries(entries, currency).filter((p) => p.ms >= period.from && p.ms <= period.to)
      out.set(currency, [...(out.get(currency) ?? []), { account: b.account, ...maxDrawdown(points) }])
    }
    return out
  }, [books, period])
  const wall = (ms: number | undefined) => wallTimeAt(ms ?? 0, zoneId)
  const weekday = (r: TradeRow) => {
    const w = wall(r.closeMs)
    return WEEKDAYS[(new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay() + 6) % 7] ?? ''
  }
  if (currencies.length === 0) return <p className="muted">{msg('books.noClosedTrades')}</p>
  return (
    <div className="perf" data-testid="performance">
      {currencies.map((currency) => (
        <section key={currency} className="perf__currency" aria-label={msg('books.labels.performanceIn', { currency })}>
          <h3>{msg('books.closesByNet', { currency })}</h3>
          <Figures f={performanceFigures(rows, currency)} drawdowns={drawdowns.get(currency) ?? []} />
          <ChartPanel
            title={msg('labels.trades.cumulativeNetCurrency', { currency })}
            testId={`perf-curve-${currency}`}
            boxed
            description={msg('labels.trades.theNetOfEveryClosed')}
            exports={[]}
            table={<CurveTable rows={rows} currency={currency} zone={zone} />}
            chart={
              <Chart
                spec={curveSpec(rows, currency)}
                zone={zoneId}
                height={200}
                label={msg('books.labels.cumulativeChart', { currency })}
                testId="perf-canvas"
              />
            }
          />
          <ChartPanel
            title={msg('labels.trades.endOfDayEquityCurrency', { currency })}
            testId={`perf-eod-${currency}`}
            boxed
            description={msg(
              (drawdowns.get(currency)?.length ?? 0) > 1
                ? 'labels.trades.balanceAndOpenPlAddedUp'
                : 'labels.trades.balanceAndOpenPl',
              { days: EOD_DAYS },
            )}
            exports={[]}
            placeholder={
              eod.pending ? (
                <p className="muted">{msg('books.readingEndOfDay')}</p>
              ) : eod.error ? (
                <ErrorPanel
                  error={toAppError(eod.error)}
                  context={{
                    action: 'read',
                    resource: msg('books.charts.endOfDayFigures'),
                    accounts: books.map((b) => b.account),
                  }}
                />
              ) : (
                (eod.curves.get(currency)?.length ?? 0) === 0 && <p className="muted">{msg('books.noEndOfDay')}</p>
              )
            }
            table={<EodTable points={eod.curves.get(currency) ?? []} currency={currency} />}
            chart={
              <Chart
                spec={eodSpec(eod.curves.get(currency) ?? [], currency)}
                zone={zoneId}
                height={200}
                label={msg('books.labels.endOfDayChart', { currency })}
                testId="perf-eod-canvas"
              />
            }
          />
          <div className="perf__tables">
            <BreakdownTable
              title={msg('labels.trades.instrument')}
              rows={breakdown(rows, currency, (r) => r.instrument)}
            />
            <BreakdownTable
              title={msg('labels.trades.side')}
              rows={breakdown(rows, currency, (r) => r.side ?? '', ['BUY', 'SELL'])}
              label={sideLabel}
            />
            <BreakdownTable
              title={msg('labels.trades.weekday')}
              rows={breakdown(rows, currency, weekday, WEEKDAYS)}
              label={(day) => msg(`time.weekday.${day as (typeof WEEKDAYS)[number]}`)}
            />
            <BreakdownTable
              title={msg('labels.trades.hour')}
              rows={breakdown(rows, currency, (r) => String(wall(r.closeMs).hour).padStart(2, '0'), HOURS)}
              label={(h) => `${h}:00`}
            />
          </div>
        </section>
      ))}
    </div>
  )
}
