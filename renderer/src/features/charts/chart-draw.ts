// What the chart draws itself in uPlot's draw hook: level lines, candles and funding marks on the canvas, and
// their labels as page elements over the plot, placed so none covers another.
import uPlot from 'uplot'
import { msg } from '@shared/text/messages'
import { formatDecimal } from '../../lib/format'
import type { FundingMarker, LevelLine } from './chart-spec'
import { textOn, type ChartColours } from './chart-theme'
import { groupByReach, placeLabels, spreadLabels, type LabelBox } from './label-layout'
import { halfStep, number } from './chart-scale'

export const FONT_PX = 11

/**
 * One layer drawn on the plot's canvas with the device pixel ratio and the plot box, between save and restore so
 * its strokes, dashes and clip never reach the next layer.
 */
function paint(u: uPlot, draw: (ctx: CanvasRenderingContext2D, pr: number, box: uPlot.BBox) => void) {
  u.ctx.save()
  try {
    draw(u.ctx, uPlot.pxRatio, u.bbox)
  } finally {
    u.ctx.restore()
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
export function drawLevels(u: uPlot, lines: readonly LevelLine[], colours: ChartColours) {
  paint(u, (ctx, pr, { left, width }) => {
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
  })
}

/**
 * Each level line's name and value in one box at the plot's right edge, as near its line as the others allow,
 * none over another and all inside the plot: the price axis beside it keeps every tick readable. The boxes are
 * page elements (the legend above the chart says the same to a screen reader); their places, in CSS px over the
 * plot, are returned for the funding marks' labels to keep off.
 */
export function labelLevels(u: uPlot, lines: readonly LevelLine[], colours: ChartColours): LabelBox[] {
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
    value.textContent = line.text ?? number(line.value)
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
export function drawCandles(u: uPlot, colours: ChartColours) {
  const [t, open, high, low, close] = u.data as unknown as number[][]
  if (!t || !open || !high || !low || !close) return
  const [from, to] = u.series[0]?.idxs ?? [0, t.length - 1]
  paint(u, (ctx, pr, { left, top, width, height }) => {
    const slot = width / Math.max(1, (u.scales.x?.max ?? 1) - (u.scales.x?.min ?? 0))
    const body = Math.max(pr, Math.min(14 * pr, Math.floor(halfStep(t) * 2 * slot * 0.7)))
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
  })
}

/** ▲ under the line at a deposit, ▼ over it at a withdrawal. Their names are `labelMarkers`'s, in the page. */
export function drawMarkers(u: uPlot, markers: readonly FundingMarker[], colours: ChartColours) {
  paint(u, (ctx, pr, { left, width }) => {
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
  })
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
export function labelMarkers(
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
