import type uPlot from 'uplot'
import { describe, expect, it } from 'vitest'
import type { ChartSpec } from './chart-spec'
import { halfStep, number, yRange } from './chart-scale'

const plot = {} as uPlot
const range = (spec: ChartSpec, min: number, max: number) => yRange(spec)(plot, min, max, 'y')

describe('halfStep', () => {
  it('is half the usual gap between hourly candles, whatever one odd gap says', () => {
    expect(halfStep([0, 3600, 7200, 10_800, 100_000])).toBe(1800)
  })

  it('falls back to half an hour for a single point', () => {
    expect(halfStep([1_700_000_000])).toBe(1800)
  })
})

describe('yRange', () => {
  it('keeps every level line inside the plot, with air beyond the farthest', () => {
    const spec: ChartSpec = {
      kind: 'candles',
      t: [0],
      open: [1.08],
      high: [1.09],
      low: [1.07],
      close: [1.08],
      lines: [{ value: 1.2, label: 'Proposed', tone: 'proposed' }],
    }
    const [lo, hi] = range(spec, 1.07, 1.09)
    expect(lo).toBeLessThan(1.07)
    expect(hi).toBeGreaterThan(1.2)
  })

  it('starts daily bars at zero when every day is a gain', () => {
    const spec: ChartSpec = { kind: 'bars', name: 'P/L', t: [0, 86_400], values: [5, 12] }
    const [lo, hi] = range(spec, 5, 12)
    expect(lo).toBe(0)
    expect(hi).toBeGreaterThan(12)
  })

  it('gives a flat line some height', () => {
    const spec: ChartSpec = { kind: 'steps', name: 'Equity', t: [0], values: [100], markers: [], lines: [] }
    const [lo, hi] = range(spec, 100, 100)
    expect(lo).toBeLessThan(100)
    expect(hi).toBeGreaterThan(100)
  })
})

describe('number', () => {
  it('writes a tick to the digits asked for, with grouped thousands', () => {
    expect(number(12345.5, 2)).toBe('12,345.50')
  })
})
