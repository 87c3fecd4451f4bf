import { describe, expect, it } from 'vitest'
import { spreadLabels } from './label-layout'

const H = 17

describe('spreadLabels', () => {
  it('leaves boxes that do not touch where their lines are', () => {
    expect(spreadLabels([100, 40, 200], H, 0, 300)).toEqual([100, 40, 200])
  })

  it('moves a box that would cover another one below it, keeping their order', () => {
    // "Order now" at 1.07891 and "Proposed" at 1.07888: three pixels apart on a five-day chart.
    const [now, proposed] = spreadLabels([120, 123], H, 0, 300)
    expect(now).toBe(120)
    expect(proposed).toBe(120 + H)
  })

  it('orders by position, not by the order the lines were given', () => {
    const [lower, upper] = spreadLabels([123, 120], H, 0, 300)
    expect(upper).toBe(120)
    expect(lower).toBe(120 + H)
  })

  it('keeps every box inside the plot, moving a crowd at the bottom up', () => {
    const placed = spreadLabels([295, 296, 297], H, 0, 300)
    const sorted = [...placed].sort((a, b) => a - b)
    expect(sorted[2]).toBeLessThanOrEqual(300 - H / 2)
    expect((sorted[1] ?? 0) - (sorted[0] ?? 0)).toBeGreaterThanOrEqual(H)
    expect((sorted[2] ?? 0) - (sorted[1] ?? 0)).toBeGreaterThanOrEqual(H)
    expect(placed[0]).toBeLessThan(placed[1] ?? 0)
  })

  it('keeps a box at the very top inside the plot', () => {
    expect(spreadLabels([2], H, 0, 300)).toEqual([H / 2])
  })
})
