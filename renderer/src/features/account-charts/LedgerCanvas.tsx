// The account charts' canvases, on lightweight-charts like the candle chart: the balance as a step line
// with deposits and withdrawals marked and equity now as a labelled line, and realised P/L per day as
// bars above and below zero. Reached only through a dynamic import, so the library loads when a chart is
// first shown. Numbers leave as decimal text and become floats only here, for drawing.
import {
  createChart,
  createSeriesMarkers,
  HistogramSeries,
  LineSeries,
  LineStyle,
  LineType,
  type IChartApi,
  type SeriesMarker,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts'
import { useEffect, useRef } from 'react'
import type { BalancePoint, DayPl } from '../../../../shared/domain/account-ledger'
import { CHART_PALETTE, useChartTheme, type ChartTheme } from '../charts/chart-theme'

export type LedgerChart =
  | { kind: 'balance'; points: readonly BalancePoint[]; equityNow?: string | undefined }
  | { kind: 'pl-by-day'; days: readonly DayPl[] }

const seconds = (ms: number) => Math.floor(ms / 1000) as UTCTimestamp

function newChart(el: HTMLElement, theme: ChartTheme): IChartApi {
  const colours = CHART_PALETTE[theme]
  return createChart(el, {
    autoSize: true,
    layout: { background: { color: colours.background }, textColor: colours.text },
    grid: { vertLines: { color: colours.grid }, horzLines: { color: colours.grid } },
    timeScale: { timeVisible: true, secondsVisible: false },
  })
}

function drawBalance(chart: IChartApi, theme: ChartTheme, points: readonly BalancePoint[], equityNow?: string) {
  const colours = CHART_PALETTE[theme]
  const series = chart.addSeries(LineSeries, { color: colours.line, lineWidth: 2, lineType: LineType.WithSteps })
  // The chart needs one value per second: records of the same second show the balance after the last one.
  const bySecond = new Map<number, { value: number; funding: BalancePoint[] }>()
  for (const p of points) {
    const t = seconds(p.ms)
    const slot = bySecond.get(t) ?? { value: 0, funding: [] }
    slot.value = Number(p.balance)
    if (p.funding) slot.funding.push(p)
    bySecond.set(t, slot)
  }
  const times = [...bySecond.keys()].sort((a, b) => a - b)
  series.setData(times.map((t) => ({ time: t as UTCTimestamp, value: bySecond.get(t)?.value ?? 0 })))
  const markers: SeriesMarker<Time>[] = times.flatMap((t) =>
    (bySecond.get(t)?.funding ?? []).map((p) => ({
      time: t as UTCTimestamp,
      position: p.funding === 'deposit' ? ('belowBar' as const) : ('aboveBar' as const),
      shape: p.funding === 'deposit' ? ('arrowUp' as const) : ('arrowDown' as const),
      color: p.funding === 'deposit' ? colours.deposit : colours.withdrawal,
      text: p.funding === 'deposit' ? 'Deposit' : 'Withdrawal',
    })),
  )
  createSeriesMarkers(series, markers)
  if (equityNow !== undefined) {
    series.createPriceLine({
      price: Number(equityNow),
      color: colours.equity,
      lineWidth: 2,
      lineStyle: LineStyle.Dashed,
      axisLabelVisible: true,
      title: 'Equity now',
    })
  }
}

function drawPlByDay(chart: IChartApi, theme: ChartTheme, days: readonly DayPl[]) {
  const colours = CHART_PALETTE[theme]
  const series = chart.addSeries(HistogramSeries, { base: 0 })
  series.setData(
    days.map((d) => ({
      time: d.day as Time,
      value: Number(d.net),
      color: Number(d.net) < 0 ? colours.down : colours.up,
    })),
  )
}

export default function LedgerCanvas({ chart, label }: { chart: LedgerChart; label: string }) {
  const host = useRef<HTMLDivElement>(null)
  const theme = useChartTheme()

  useEffect(() => {
    const el = host.current
    if (!el) return
    const api = newChart(el, theme)
    if (chart.kind === 'balance') drawBalance(api, theme, chart.points, chart.equityNow)
    else drawPlByDay(api, theme, chart.days)
    api.timeScale().fitContent()
    return () => api.remove()
  }, [chart, theme])

  // A named group, not an image: the library's attribution link sits inside. The numbers are in the table view.
  return <div ref={host} className="ledger-chart" role="group" aria-label={label} data-testid="ledger-canvas" />
}
