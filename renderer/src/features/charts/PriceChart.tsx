// Candles of one instrument with the prices that matter drawn across them (the order's current and proposed
// price, the position's entry), in the shared ChartPanel: the canvas loads on first show, and the same numbers
// are one click away as a table (for screen readers and checking) and as CSV.
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { systemClock } from '@shared/domain/clock'
import type { Candle, CandleType, Decimal } from '@shared/api'
import { cancellable, dx, toAppError } from '../../api/bridge'
import { queryKeys } from '../../api/query-keys'
import type { ColumnSpec } from '../../components/DataTable/types'
import { MiniTable } from '../../components/MiniTable'
import { textCol, timeCol } from '../columns'
import { buildCsv, csvFileName, downloadText, provenanceTime } from '../../lib/csv'
import { formatDecimal } from '../../lib/format'
import { errorText } from '../../lib/error-explanation'
import { noCandles } from './chart-text'
import { resolveZone, zoneLabel } from '../../lib/time-zones'
import { seconds, type ChartSpec, type LevelLine } from './chart-spec'
import { Chart, ChartPanel } from './ChartPanel'
import { msg } from '@shared/text/messages'

export interface PriceLine {
  price: Decimal
  label: string
  kind: 'current' | 'proposed' | 'entry' | 'group' | 'bid' | 'ask'
}

/** A price the chart lets the user set by dragging its line (or with the arrow keys on its handle). */
export interface PriceHandle {
  /** The price the handle sits at now. */
  price: Decimal
  label: string
  /** A price dragged to (not yet on the tick: the owner snaps it). */
  onDrag: (price: number) => void
  /** Arrow keys on the handle: whole ticks up (positive) or down. */
  onStep: (ticks: number) => void
}

const RANGES: Record<string, { candleType: CandleType; spanMs: number; label: string }> = {
  '1d': { candleType: '15m', spanMs: 86_400_000, label: msg('labels.charts.n1Day15Min') },
  '5d': { candleType: 'h', spanMs: 5 * 86_400_000, label: msg('labels.charts.n5Days1Hour') },
  '30d': { candleType: '4h', spanMs: 30 * 86_400_000, label: msg('labels.charts.n30Days4Hours') },
}

/** The candles as the table under "Show as table" writes them: the time in the display zone, prices as sent. */
const CANDLE_COLUMNS: ColumnSpec<Candle>[] = [
  timeCol<Candle>('time', msg('columns.charts.time'), (c) => c.time),
  ...(['open', 'high', 'low', 'close'] as const).map((id) =>
    textCol<Candle>(id, msg(`columns.charts.${id}`), (c) => c[id]),
  ),
  textCol<Candle>('volume', msg('columns.charts.volume'), (c) => c.volume),
]

export function PriceChart({
  profileId,
  symbol,
  zone,
  lines = [],
  account,
  height = 260,
  handle,
}: {
  profileId: string
  symbol: string
  zone: string
  lines?: readonly PriceLine[]
  account?: string | undefined
  /** Canvas height in px (the order editor asks for less in a short window). */
  height?: number | undefined
  handle?: PriceHandle | undefined
}) {
  const [range, setRange] = useState<keyof typeof RANGES>('5d')
  const spec = RANGES[range] ?? { candleType: 'h' as const, spanMs: 5 * 86_400_000, label: '' }
  const query = useQuery({
    queryKey: queryKeys.candles(profileId, account, symbol, range),
    queryFn: ({ signal }) => {
      const to = systemClock.now()
      return cancellable(signal, (requestId) =>
        dx().marketData.candles({
          ...(account ? { account } : {}),
          symbol,
          candleType: spec.candleType,
          fromTime: new Date(to - spec.spanMs).toISOString(),
          toTime: new Date(to).toISOString(),
          requestId,
        }),
      )
    },
    staleTime: 30_000,
    retry: false,
  })
  const candles: readonly Candle[] = useMemo(() => query.data?.data ?? [], [query.data])
  // Callers rebuild their lines on every render; the chart is redrawn only when a price or label changes.
  const linesKey = JSON.stringify(lines)
  const chart = useMemo((): ChartSpec => {
    const levels = JSON.parse(linesKey) as PriceLine[]
    return {
      kind: 'candles',
      t: candles.map((c) => seconds(Date.parse(c.time))),
      open: candles.map((c) => Number(c.open)),
      high: candles.map((c) => Number(c.high)),
      low: candles.map((c) => Number(c.low)),
      close: candles.map((c) => Number(c.close)),
      lines: levels.map((l): LevelLine => ({
        value: Number(l.price),
        label: l.label,
        tone: l.kind,
        dashed: l.kind === 'proposed',
        thin: l.kind === 'bid' || l.kind === 'ask',
      })),
    }
  }, [candles, linesKey])
  const title = msg('labels.charts.symbolPrice', { symbol, range: spec.label })

  const exportCsv = () => {
    const now = new Date(systemClock.now())
    const csv = buildCsv(
      {
        view: msg('labels.charts.symbolCandles', { symbol }),
        profile: profileId,
        accounts: account ? [account] : [],
        filters: [spec.label],
        sort: msg('exports.provenance.timeAscending'),
        timeZone: zoneLabel(zone),
        fetchedAt: provenanceTime(query.data?.fetchedAt, zone),
        exportedAt: provenanceTime(now.getTime(), zone),
        appVersion: msg('labels.app.dxDesk'),
      },
      [
        { header: msg('columns.charts.timeUtc'), text: (c: Candle) => c.time },
        { header: msg('columns.charts.open'), text: (c: Candle) => c.open },
        { header: msg('columns.charts.high'), text: (c: Candle) => c.high },
        { header: msg('columns.charts.low'), text: (c: Candle) => c.low },
        { header: msg('columns.charts.close'), text: (c: Candle) => c.close },
        { header: msg('columns.charts.volume'), text: (c: Candle) => c.volume },
      ],
      candles,
    )
    downloadText(csvFileName(`${symbol.replace(/[^A-Za-z0-9]+/g, '-')}-candles`, account ? [account] : [], now), csv)
  }

  return (
    <ChartPanel
      title={title}
      testId="price-chart"
      controls={
        <label>
          {msg('labels.charts.range')}{' '}
          <select value={range} onChange={(e) => setRange(e.target.value)}>
            {Object.entries(RANGES).map(([key, r]) => (
              <option key={key} value={key}>
                {r.label}
              </option>
            ))}
          </select>
        </label>
      }
      description={
        lines.length > 0 && (
          <ul className="price-chart__legend" aria-label={msg('labels.charts.priceLines')}>
            {lines.map((l) => (
              <li key={`${l.kind}-${l.label}`} className={`price-line price-line--${l.kind}`}>
                {l.label} {formatDecimal(l.price)}
              </li>
            ))}
          </ul>
        )
      }
      exports={[{ label: msg('labels.charts.exportCsv'), run: exportCsv }]}
      placeholder={
        query.isPending ? (
          <p className="muted">{msg('labels.charts.loadingCandles')}</p>
        ) : query.error ? (
          <p role="alert">
            {errorText(toAppError(query.error), { action: 'read', resource: msg('labels.charts.candles') })}
          </p>
        ) : candles.length === 0 ? (
          <p className="muted">{noCandles(symbol)}</p>
        ) : undefined
      }
      table={
        <div className="price-chart__table">
          <MiniTable
            testId="candle-table"
            caption={title}
            columns={CANDLE_COLUMNS}
            rows={candles}
            rowKey={(c) => c.time}
          />
        </div>
      }
      chart={
        <Chart
          spec={chart}
          zone={resolveZone(zone)}
          height={height}
          label={msg('labels.charts.chartLabel', { title })}
          testId="candle-canvas"
          handle={
            handle && {
              value: Number(handle.price),
              text: formatDecimal(handle.price),
              label: handle.label,
              onDrag: handle.onDrag,
              onStep: handle.onStep,
            }
          }
        />
      }
    />
  )
}
