// The chart's scales: how numbers are written on it and how far the axes reach. Pure, so it is tested alone.
import type uPlot from 'uplot'
import { formatDecimal } from '../../lib/format'
import type { ChartSpec } from './chart-spec'

/** A number as the rest of the app writes it (grouped thousands, U+2212 minus); axis ticks to the step's digits. */
export const number = (value: number, decimals?: number) =>
  formatDecimal(String(value), decimals === undefined ? {} : { minDecimals: decimals, maxDecimals: decimals })

/** Half the usual gap between points, so the first and last candle or bar are not cut in half by the edge. */
export function halfStep(t: readonly number[]): number {
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
export function yRange(spec: ChartSpec): uPlot.Range.Function {
  const levels = levelValues(spec)
  return (_u, min, max) => {
    const lo = Math.min(min, ...levels)
    const hi = Math.max(max, ...levels)
    const pad = (hi - lo) * (spec.kind === 'steps' ? 0.14 : 0.08) || Math.abs(hi) * 0.01 || 1
    return [spec.kind === 'bars' && lo === 0 ? 0 : lo - pad, spec.kind === 'bars' && hi === 0 ? 0 : hi + pad]
  }
}
