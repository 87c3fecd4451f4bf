// The app's one canvas chart, on uPlot (small, maintained, made for time series: time axis in any zone, step
// lines, bars, a crosshair whose values show in the legend, drag to zoom and double-click to reset). Candles,
// level lines and funding markers are drawn here on the same canvas in uPlot's draw hook. This module is only
// reached through a dynamic import, so the library never weighs on the first screen's bundle.
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react'
import { decimalsOfStep } from '@shared/domain/decimal'
import { msg } from '@shared/text/messages'
import { formatDecimal } from '../../lib/format'
import type { ChartSpec, FundingMarker, LevelHandle, LevelLine } from './chart-spec'
import { CHART_PALETTE, textOn, useChartTheme, type ChartColours } from './chart-theme'
import { groupByReach, placeLabels, spreadLabels, type LabelBox } from './label-layout'

const FONT_PX = 11
const FONT = `${FONT_PX}px system-ui, sans-serif`
const canvasFont = (weight = '') => `${weight} ${Math.round(FONT_PX * uPlot.pxRatio)}px system-ui, sans-serif`

/** Bars and the per-point value colour facet of uPlot (its `Color` unit, a const enum the types cannot export). */
const FACET_COLOUR = 3 as uPlot.Series.BarsPathBuilderFacetUnit

/** A number as the rest of the app writes it (grouped thousands, U+2212 minus); axis ticks to the step's digits. */
const number = (value: number, decimals?: number) =>
  formatDecimal(String(value), decimals === undefined ? {} : { minDecimals: decimals, maxDecimals: decimals })

const DAY = 86_400
/**
 * Time-axis labels as the rest of the desk writes dates (day before month, 24-hour clock), one line each. uPlot's
 * table: the smallest step a row serves, its usual label, then the label used instead when the year, month, day,
 * hour, minute or second changed since the previous tick (the first tick counts as a change of year), then 0:
 * those labels replace the usual one rather than being appended to it.
 */
const TIME_TICKS: uPlot.Axis.TimeValuesConfig = [
  [365 * DAY, '{YYYY}', null, null, null, null, null, null, 0],
  [28 * DAY, '{MMM}', '{MMM} {YYYY}', null, null, null, null, null, 0],
  [DAY, '{D}', '{D} {MMM}', '{MMM}', null, null, null, null, 0],
  [3600, '{HH}:{mm}', '{D} {MMM}', null, '{D} {MMM}', null, null, null, 0],
  [60, '{HH}:{mm}', '{D} {MMM} {HH}:{mm}', null, '{D} {MMM} {HH}:{mm}', null, null, null, 0],
  [1, '{HH}:{mm}:{ss}', '{D} {MMM} {HH}:{mm}:{ss}', null, '{D} {MMM} {HH}:{mm}:{ss}', null, null, null, 0],
]

/** Half the usual gap between points, so the first and last candle or bar are not cut in half by the edge. */
function halfStep(t: readonly number[]): number {
  const gaps = t
    .slice(1)
    .map((v, i) => v - (t[i] ?? v))
    .sort((a, b) => a - b)
  return (gaps[Math.floor(gaps.length / 2)] ?? 3600) / 2
}

function levelValues(spec: ChartSpec): number[] {
  return spec.kind === 'bars' ? [0] : spec.lines.map((l) => l.value)
}

/** Everything drawn (data and level lines) fits, with air above and below for labels. */
function yRange(spec: ChartSpec): uPlot.Range.Function {
  const levels = levelValues(spec)
  return (_u, min, max) => {
    const lo = Math.min(min, ...levels)
    const hi = Math.max(max, ...levels)
    const pad = (hi - lo) * (spec.kind === 'steps' ? 0.14 : 0.08) || Math.abs(hi) * 0.01 || 1
    return [spec.kind === 'bars' && lo === 0 ? 0 : lo - pad, spec.kind === 'bars' && hi === 0 ? 0 : hi + pad]
  }
}

const BOX_PX = FONT_PX + 7

/** The page layer over the plot named `name` (created on first use): labels live there, not on the canvas. */
function overlay(u: uPlot, name: string): HTMLDivElement {
  let layer = u.over.querySelector<HTMLDivElement>(`:scope > .${name}`)
  if (!layer) {
    layer = document.createElement('div')
    layer.className = name
    u.over.append(layer)
  }
  return layer
}

/** Level lines across the plot, each drawn before any label so a line never strikes through another's name. */
function drawLevels(u: uPlot, lines: readonly LevelLine[], colours: ChartColours) {
  const { ctx } = u
  const pr = uPlot.pxRatio
  const { left, width } = u.bbox
  ctx.save()
  for (const line of lines) {
    const y = Math.round(u.valToPos(line.value, 'y', true))
    ctx.strokeStyle = colours[line.tone]
    ctx.lineWidth = (line.thin ? 1 : 2) * pr
    ctx.setLineDash(line.dashed ? [6 * pr, 4 * pr] : [])
    ctx.beginPath()
    ctx.moveTo(left, y)
    ctx.lineTo(left + width, y)
    ctx.stroke()
  }
  ctx.restore()
}

/**
 * Each level line's name and value in one box at the plot's right edge, as near its line as the others allow,
 * none over another and all inside the plot: the price axis beside it keeps every tick readable. The boxes are
 * page elements (the legend above the chart says the same to a screen reader); their places, in CSS px over the
 * plot, are returned for the funding marks' labels to keep off.
 */
function labelLevels(u: uPlot, lines: readonly LevelLine[], colours: ChartColours): LabelBox[] {
  const layer = overlay(u, 'chart-levels')
  layer.setAttribute('aria-hidden', 'true')
  const labels = lines.map((line) => {
    const colour = colours[line.tone]
    const label = document.createElement('span')
    label.className = `chart-level chart-level--${line.tone}`
    label.style.background = colour
    label.style.color = textOn(colour)
    const name = document.createElement('span')
    name.className = 'chart-level__name'
    name.textContent = line.label
    const value = document.createElement('span')
    value.className = 'chart-level__value'
    value.textContent = number(line.value)
    label.append(name, value)
    return label
  })
  layer.replaceChildren(...labels)
  const centres = spreadLabels(
    lines.map((line) => u.valToPos(line.value, 'y')),
    BOX_PX,
    0,
    u.over.clientHeight,
  )
  return labels.map((label, i) => {
    const top = (centres[i] ?? 0) - BOX_PX / 2
    label.style.top = `${top}px`
    return { x: label.offsetLeft, y: top, w: label.offsetWidth, h: BOX_PX }
  })
}

/** Open-high-low-close candles: a wick from low to high, a body from open to close, coloured by direction. */
function drawCandles(u: uPlot, colours: ChartColours) {
  const [t, open, high, low, close] = u.data as unknown as number[][]
  if (!t || !open || !high || !low || !close) return
  const { ctx } = u
  const pr = uPlot.pxRatio
  const { left, top, width, height } = u.bbox
  const [from, to] = u.series[0]?.idxs ?? [0, t.length - 1]
  const slot = width / Math.max(1, (u.scales.x?.max ?? 1) - (u.scales.x?.min ?? 0))
  const body = Math.max(pr, Math.min(14 * pr, Math.floor(halfStep(t) * 2 * slot * 0.7)))
  ctx.save()
  ctx.beginPath()
  ctx.rect(left, top, width, height)
  ctx.clip()
  for (let i = from; i <= to; i++) {
    const [o, h, l, c, time] = [open[i], high[i], low[i], close[i], t[i]]
    if (o === undefined || h === undefined || l === undefined || c === undefined || time === undefined) continue
    const x = Math.round(u.valToPos(time, 'x', true))
    const [yO, yH, yL, yC] = [o, h, l, c].map((v) => Math.round(u.valToPos(v, 'y', true))) as [
      number,
      number,
      number,
      number,
    ]
    ctx.fillStyle = c >= o ? colours.up : colours.down
    ctx.fillRect(x - Math.floor(pr / 2), yH, pr, Math.max(pr, yL - yH))
    ctx.fillRect(x - Math.floor(body / 2), Math.min(yO, yC), body, Math.max(pr, Math.abs(yC - yO)))
  }
  ctx.restore()
}

/** ▲ under the line at a deposit, ▼ over it at a withdrawal. Their names are `labelMarkers`'s, in the page. */
function drawMarkers(u: uPlot, markers: readonly FundingMarker[], colours: ChartColours) {
  const { ctx } = u
  const pr = uPlot.pxRatio
  const { left, width } = u.bbox
  ctx.save()
  for (const m of markers) {
    const x = u.valToPos(m.t, 'x', true)
    if (x < left - 1 || x > left + width + 1) continue
    const away = m.kind === 'deposit' ? 1 : -1
    const tip = u.valToPos(m.value, 'y', true) + away * 3 * pr
    const base = tip + away * 8 * pr
    ctx.fillStyle = colours[m.kind]
    ctx.beginPath()
    ctx.moveTo(x, tip)
    ctx.lineTo(x - 5 * pr, base)
    ctx.lineTo(x + 5 * pr, base)
    ctx.closePath()
    ctx.fill()
  }
  ctx.restore()
}

/** From a mark's point to its label: the triangle's tip and height and a little air (CSS px). */
const MARK_PX = 13
/** Marks closer than this (CSS px) share one label: a label's width, so no two of one kind would touch. */
const MARK_REACH_PX = 72

/**
 * The names of the funding marks as page elements over the plot: one label per mark, or one for marks too close
 * to tell apart ("2 withdrawals"), each kept inside the plot and off the others. A label takes the keyboard and
 * shows each amount and time on hover or focus.
 */
function labelMarkers(
  u: uPlot,
  markers: readonly FundingMarker[],
  colours: ChartColours,
  when: (t: number) => string,
  taken: readonly LabelBox[],
) {
  const layer = overlay(u, 'chart-markers')
  const width = u.over.clientWidth
  const height = u.over.clientHeight
  const shown = markers.filter((m) => {
    const x = u.valToPos(m.t, 'x')
    return x >= -1 && x <= width + 1
  })
  const groups = (['withdrawal', 'deposit'] as const).flatMap((kind) => {
    const ofKind = shown.filter((m) => m.kind === kind)
    return groupByReach(
      ofKind.map((m) => u.valToPos(m.t, 'x')),
      MARK_REACH_PX,
    ).map((g) => g.map((i) => ofKind[i] as FundingMarker))
  })
  const labels = groups.map((group) => {
    const kind = group[0]?.kind ?? 'deposit'
    const label = document.createElement('span')
    label.className = `chart-marker chart-marker--${kind}`
    label.tabIndex = 0
    label.setAttribute('role', 'note')
    label.style.color = colours[kind]
    label.textContent = msg(`ledger.marker.${kind}`, { count: group.length })
    const details = document.createElement('span')
    details.className = 'chart-marker__details'
    for (const m of group) {
      const line = document.createElement('span')
      line.textContent = msg('ledger.marker.detail', { amount: formatDecimal(m.amount), time: when(m.t) })
      details.append(line)
    }
    label.append(details)
    return label
  })
  layer.replaceChildren(...labels)
  const wanted = groups.map((group, i) => {
    const away = group[0]?.kind === 'deposit' ? 1 : -1
    const xs = group.map((m) => u.valToPos(m.t, 'x'))
    const ys = group.map((m) => u.valToPos(m.value, 'y'))
    const w = labels[i]?.offsetWidth ?? 0
    const h = labels[i]?.offsetHeight ?? 0
    const x = (Math.min(...xs) + Math.max(...xs)) / 2 - w / 2
    const y = away === 1 ? Math.max(...ys) + MARK_PX : Math.min(...ys) - MARK_PX - h
    return { x, y, w, h, away: away as 1 | -1 }
  })
  placeLabels(wanted, { width, height }, taken).forEach((box, i) => {
    const label = labels[i]
    if (!label) return
    label.style.left = `${box.x}px`
    label.style.top = `${box.y}px`
  })
}

function seriesOf(spec: ChartSpec, colours: ChartColours, date: (ts: number) => Date): uPlot.Series[] {
  const value = (_u: uPlot, v: number | null) => (v === null ? '—' : number(v))
  const time = (template: string) => {
    const format = uPlot.fmtDate(template)
    return (_u: uPlot, v: number | null) => (v === null ? '—' : format(date(v)))
  }
  switch (spec.kind) {
    case 'candles': {
      const hidden = { paths: () => null, points: { show: false }, value }
      return [
        { label: 'Time', value: time('{YYYY}-{MM}-{DD} {HH}:{mm}') },
        { ...hidden, label: 'Open', stroke: colours.text },
        { ...hidden, label: 'High', stroke: colours.up },
        { ...hidden, label: 'Low', stroke: colours.down },
        { ...hidden, label: 'Close', stroke: colours.text },
      ]
    }
    case 'steps':
      return [
        { label: 'Time', value: time('{YYYY}-{MM}-{DD} {HH}:{mm}:{ss}') },
        {
          label: spec.name,
          stroke: colours.line,
          width: 2,
          paths: uPlot.paths.stepped?.({ align: 1 }),
          points: { show: false },
          value,
        },
      ]
    case 'bars': {
      const colour = { unit: FACET_COLOUR, values: () => spec.values.map((v) => (v < 0 ? colours.down : colours.up)) }
      return [
        { label: 'Day', value: time('{YYYY}-{MM}-{DD}') },
        {
          label: spec.name,
          stroke: colours.text,
          fill: colours.up,
          paths: uPlot.paths.bars?.({ size: [0.7, 48], disp: { fill: colour, stroke: colour } }),
          points: { show: false },
          value,
        },
      ]
    }
  }
}

function dataOf(spec: ChartSpec): uPlot.AlignedData {
  switch (spec.kind) {
    case 'candles':
      return [spec.t, spec.open, spec.high, spec.low, spec.close]
    case 'steps':
    case 'bars':
      return [spec.t, spec.values]
  }
}

function optionsOf(spec: ChartSpec, colours: ChartColours, zone: string, width: number, height: number) {
  const axis = {
    stroke: colours.text,
    font: FONT,
    grid: { stroke: colours.grid, width: 1 },
    ticks: { stroke: colours.grid, width: 1, size: 4 },
  }
  const half = spec.kind === 'steps' ? 0 : spec.kind === 'bars' ? 43_200 : halfStep(spec.t)
  // Calendar days are dates, not instants: their axis reads midnight UTC as that day wherever the user is.
  const axisZone = spec.kind === 'bars' ? 'UTC' : zone
  const date = (ts: number) => uPlot.tzDate(new Date(ts * 1000), axisZone)
  const stamp = uPlot.fmtDate('{YYYY}-{MM}-{DD} {HH}:{mm}')
  const markerTime = (ts: number) => stamp(date(ts))
  const options: uPlot.Options = {
    width,
    height,
    tzDate: date,
    scales: {
      x: { time: true, range: (_u, min, max) => [min - half, max + half] },
      y: { range: yRange(spec) },
    },
    axes: [
      { ...axis, space: 64, size: 28, values: TIME_TICKS },
      {
        ...axis,
        side: 1,
        space: 32,
        values: (_u, splits, _i, _space, step) =>
          splits.map((v) => number(v, decimalsOfStep(Number(step.toPrecision(6))))),
        // Wide enough for the longest tick value.
        size: (u, values) => {
          u.ctx.font = canvasFont()
          const widths = (values ?? []).map((t) => u.ctx.measureText(t).width)
          return Math.ceil(Math.max(0, ...widths) / uPlot.pxRatio) + 18
        },
      },
    ],
    series: seriesOf(spec, colours, date),
    cursor: { points: { show: spec.kind === 'steps' }, drag: { x: true, y: false } },
    legend: { markers: { show: spec.kind !== 'candles' } },
    hooks: {
      draw: [
        (u) => {
          if (spec.kind === 'candles') drawCandles(u, colours)
          if (spec.kind === 'steps') drawMarkers(u, spec.markers, colours)
          if (spec.kind === 'bars') return
          drawLevels(u, spec.lines, colours)
          const levels = labelLevels(u, spec.lines, colours)
          if (spec.kind === 'steps') labelMarkers(u, spec.markers, colours, markerTime, levels)
        },
      ],
    },
  }
  return options
}

/** Where a handle's line is, in CSS pixels from the top of `frame` (undefined while nothing is drawn). */
function handleTop(plot: uPlot | null, frame: HTMLElement | null, value: number): number | undefined {
  if (!plot || !frame) return undefined
  const over = plot.over.getBoundingClientRect()
  return over.top - frame.getBoundingClientRect().top + plot.valToPos(value, 'y')
}

const STEP_KEYS: Record<string, number> = {
  ArrowUp: 1,
  ArrowRight: 1,
  ArrowDown: -1,
  ArrowLeft: -1,
  PageUp: 10,
  PageDown: -10,
}

export default function ChartCanvas({
  spec,
  zone,
  height,
  label,
  testId,
  handle,
}: {
  spec: ChartSpec
  /** The display time zone of the time axis and the legend (an IANA name). */
  zone: string
  /** Plot and axes in CSS pixels; the legend adds a line below. */
  height: number
  label: string
  testId: string
  /** A level the user moves by dragging its line or grip, or with the arrow keys on the grip. */
  handle?: LevelHandle | undefined
}) {
  const frame = useRef<HTMLDivElement>(null)
  const host = useRef<HTMLDivElement>(null)
  const grip = useRef<HTMLDivElement>(null)
  const plotRef = useRef<uPlot | null>(null)
  const handleRef = useRef(handle)
  const dragging = useRef(false)
  const theme = useChartTheme()
  useEffect(() => {
    handleRef.current = handle
  })

  useEffect(() => {
    const el = host.current
    if (!el) return
    const options = optionsOf(spec, CHART_PALETTE[theme], zone, el.clientWidth, height)
    // The grip follows its line whenever the plot is drawn (a new price, a resize, a zoom).
    options.hooks?.draw?.push((u) => {
      const top = handleTop(u, frame.current, handleRef.current?.value ?? NaN)
      if (grip.current && top !== undefined && Number.isFinite(top)) {
        grip.current.style.top = `${top}px`
        grip.current.style.left = `${u.over.offsetLeft + 6}px`
      }
    })
    const plot = new uPlot(options, dataOf(spec), el)
    plotRef.current = plot
    const resize = new ResizeObserver(() => {
      if (el.clientWidth > 0 && el.clientWidth !== plot.width) plot.setSize({ width: el.clientWidth, height })
    })
    resize.observe(el)
    return () => {
      resize.disconnect()
      plot.destroy()
      if (plotRef.current === plot) plotRef.current = null
    }
  }, [spec, zone, height, theme])

  const dragTo = (clientY: number) => {
    const plot = plotRef.current
    if (!plot) return
    const value = plot.posToVal(clientY - plot.over.getBoundingClientRect().top, 'y')
    if (Number.isFinite(value)) handleRef.current?.onDrag(value)
  }
  // A press on the line itself (within 5 px) or on its grip starts a drag, instead of the chart's zoom.
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    const h = handleRef.current
    if (!h || e.button !== 0) return
    const top = handleTop(plotRef.current, frame.current, h.value)
    const y = e.clientY - (frame.current?.getBoundingClientRect().top ?? 0)
    if (e.target !== grip.current && (top === undefined || Math.abs(y - top) > 5)) return
    e.preventDefault()
    e.stopPropagation()
    dragging.current = true
    frame.current?.setPointerCapture(e.pointerId)
    grip.current?.focus()
  }
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const steps = STEP_KEYS[e.key]
    if (steps === undefined) return
    e.preventDefault()
    handleRef.current?.onStep(steps)
  }

  // A named group: the legend under the canvas is live text (the values under the crosshair). The numbers
  // themselves are one click away in the table view beside it.
  return (
    <div
      ref={frame}
      className="chart-canvas"
      onPointerDownCapture={onPointerDown}
      onPointerMove={(e) => dragging.current && dragTo(e.clientY)}
      onPointerUp={() => (dragging.current = false)}
      onPointerCancel={() => (dragging.current = false)}
    >
      <div ref={host} role="group" aria-label={label} data-testid={testId} />
      {handle && (
        <div
          ref={grip}
          className="chart-handle"
          role="slider"
          tabIndex={0}
          aria-label={msg('orderEdit.chartHandle', { label: handle.label })}
          aria-orientation="vertical"
          aria-valuenow={handle.value}
          aria-valuetext={handle.text}
          data-testid="price-handle"
          onKeyDown={onKeyDown}
        >
          ⇕ {handle.label}
        </div>
      )}
    </div>
  )
}
