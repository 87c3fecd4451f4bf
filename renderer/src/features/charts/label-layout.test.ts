import { describe, expect, it } from 'vitest'
import { groupByReach, placeLabels, spreadLabels, type LabelBox } from './label-layout'

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

describe('groupByReach', () => {
  it('joins marks within reach of the previous one, keeps the rest apart', () => {
    expect(groupByReach([10, 300, 14, 70, 40], 30)).toEqual([[0, 2, 4, 3], [1]])
  })
})

describe('placeLabels', () => {
  const overlap = (a: LabelBox, b: LabelBox) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h

  it('leaves labels that do not touch where they want to be', () => {
    const boxes = placeLabels(
      [
        { x: 10, y: 50, w: 60, h: 14, away: -1 },
        { x: 200, y: 50, w: 60, h: 14, away: -1 },
      ],
      { width: 400, height: 200 },
    )
    expect(boxes.map((b) => [b.x, b.y])).toEqual([
      [10, 50],
      [200, 50],
    ])
  })

  it('moves a label that would cover another one a row away, then the other way at the plot’s edge', () => {
    const wanted = [0, 1, 2].map(() => ({ x: 100, y: 14, w: 60, h: 14, away: -1 as const }))
    const boxes = placeLabels(wanted, { width: 400, height: 200 })
    for (const [i, a] of boxes.entries()) for (const b of boxes.slice(i + 1)) expect(overlap(a, b)).toBe(false)
    for (const b of boxes) expect(b.y).toBeGreaterThanOrEqual(0)
  })
})
