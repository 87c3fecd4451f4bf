// Performance: win rate, profit factor, average and largest win and loss, expectancy and the balance's maximum
// drawdown, then the same by instrument, side, weekday and hour, and the curve of cumulative net — all from the
// rows the Trades view shows for the period and filters (shared/domain/trade-performance.ts), per currency.
import { useMemo, useState } from 'react'
import { systemClock } from '@shared/domain/clock'
import { balanceSeries, ledgerCurrencies, ledgerEntries, type Period } from '@shared/domain/account-ledger'
import { tradeTotals, type TradeRow, type TradeSide } from '@shared/domain/closed-trades'
import { breakdown, cumulativeNet, maxDrawdown, performanceFigures, WEEKDAYS } from '@shared/domain/trade-performance'
import { toAppError } from '../../api/bridge'
import { ErrorPanel } from '../../components/ErrorPanel'
import { resolveZone, wallTimeAt } from '../../lib/time-zones'
import { seconds, type ChartSpec } from '../charts/chart-spec'
import { Chart, ChartPanel } from '../charts/ChartPanel'
import { sideLabel } from './trade-columns'
import { BreakdownTable, CurveTable, EodTable, Figures, type DrawdownLine } from './performance-tables'
import type { AccountBooks } from './use-books'
import { useEodCurve, EOD_DAYS, type EodPoint } from './use-eod-curve'
import { useSession } from '../../app/session'
import { daySeconds } from '../charts/chart-spec'
import { msg } from '@shared/text/messages'

const HOURS = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0'))

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
