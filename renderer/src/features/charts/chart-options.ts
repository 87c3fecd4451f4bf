// The uPlot options of each kind of chart: its axes (dates as the desk writes them), series, legend and draw hook.
import uPlot from 'uplot'
import { decimalsOfStep } from '@shared/domain/decimal'
import type { ChartSpec } from './chart-spec'
import type { ChartColours } from './chart-theme'
import { drawCandles, drawLevels, drawMarkers, FONT_PX, labelLevels, labelMarkers } from './chart-draw'
import { halfStep, number, yRange } from './chart-scale'
import { msg } from '@shared/text/messages'

const FONT = `${FONT_PX}px system-ui, sans-serif`
const canvasFont = (weight = '') => `${weight} ${Math.round(FONT_PX * uPlot.pxRatio)}px system-ui, sans-serif`

/** Bars and the per-point value colour facet of uPlot (its `Color` unit, a const enum the types cannot export). */
const FACET_COLOUR = 3 as uPlot.Series.BarsPathBuilderFacetUnit

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
        { label: msg('labels.charts.time'), value: time('{YYYY}-{MM}-{DD} {HH}:{mm}') },
        { ...hidden, label: msg('labels.charts.open'), stroke: colours.text },
        { ...hidden, label: msg('labels.charts.high'), stroke: colours.up },
        { ...hidden, label: msg('labels.charts.low'), stroke: colours.down },
        { ...hidden, label: msg('labels.charts.close'), stroke: colours.text },
      ]
    }
    case 'steps':
      return [
        { label: msg('labels.charts.time'), value: time('{YYYY}-{MM}-{DD} {HH}:{mm}:{ss}') },
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
        { label: msg('labels.charts.day'), value: time('{YYYY}-{MM}-{DD}') },
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

export function dataOf(spec: ChartSpec): uPlot.AlignedData {
  switch (spec.kind) {
    case 'candles':
      return [spec.t, spec.open, spec.high, spec.low, spec.close]
    case 'steps':
    case 'bars':
      return [spec.t, spec.values]
  }
}

export function optionsOf(spec: ChartSpec, colours: ChartColours, zone: string, width: number, height: number) {
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
