// The candle chart itself, on TradingView's lightweight-charts (canvas, small, maintained, made for price
// charts: candles and horizontal price lines are built in). This module is only reached through a dynamic
// import, so the library never weighs on the first screen's bundle.
import { CandlestickSeries, createChart, LineStyle, type IChartApi, type UTCTimestamp } from 'lightweight-charts'
import { useEffect, useRef } from 'react'
import type { Candle } from '../../../../shared/api'
import { CHART_PALETTE, useChartTheme } from './chart-theme'
import type { PriceLine } from './PriceChart'

const LINE_COLOUR: Record<PriceLine['kind'], string> = { current: '#6b7280', proposed: '#2563eb', entry: '#b7791f' }

export default function CandleCanvas({
  candles,
  lines,
  label,
}: {
  candles: readonly Candle[]
  lines: readonly PriceLine[]
  label: string
}) {
  const host = useRef<HTMLDivElement>(null)
  const theme = useChartTheme()

  useEffect(() => {
    const el = host.current
    if (!el) return
    const colours = CHART_PALETTE[theme]
    const chart: IChartApi = createChart(el, {
      autoSize: true,
      layout: { background: { color: colours.background }, textColor: colours.text },
      grid: { vertLines: { color: colours.grid }, horzLines: { color: colours.grid } },
      timeScale: { timeVisible: true, secondsVisible: false },
    })
    const series = chart.addSeries(CandlestickSeries, {
      upColor: colours.up,
      downColor: colours.down,
      borderUpColor: colours.up,
      borderDownColor: colours.down,
      wickUpColor: colours.up,
      wickDownColor: colours.down,
    })
    series.setData(
      candles.map((c) => ({
        time: Math.floor(Date.parse(c.time) / 1000) as UTCTimestamp,
        open: Number(c.open),
        high: Number(c.high),
        low: Number(c.low),
        close: Number(c.close),
      })),
    )
    for (const line of lines) {
      series.createPriceLine({
        price: Number(line.price),
        color: LINE_COLOUR[line.kind],
        lineWidth: 2,
        lineStyle: line.kind === 'proposed' ? LineStyle.Dashed : LineStyle.Solid,
        axisLabelVisible: true,
        title: line.label,
      })
    }
    chart.timeScale().fitContent()
    return () => chart.remove()
  }, [candles, lines, theme])

  // A named group, not an image: the chart library puts its attribution link inside, and an image may not hold
  // anything focusable. The numbers themselves are in the table view beside it.
  return <div ref={host} className="candle-chart" role="group" aria-label={label} data-testid="candle-canvas" />
}
