// Where the boxes naming level lines go on the price axis. Two levels a tick apart ("Order now" and "Proposed")
// would draw their boxes over each other, and the later one hid the earlier one's name and price. Each box
// stays as near its line as it can, no two overlap, and all stay inside the plot.

/**
 * Box centres for lines at `centres` (canvas y, any order): the same order top to bottom, at least `height`
 * apart, within `top`…`bottom` when there is room for them all.
 */
export function spreadLabels(centres: readonly number[], height: number, top: number, bottom: number): number[] {
  const order = centres.map((_, i) => i).sort((a, b) => (centres[a] ?? 0) - (centres[b] ?? 0))
  const placed = new Array<number>(centres.length)
  let previous = -Infinity
  for (const i of order) {
    const at = Math.max(centres[i] ?? 0, previous + height, top + height / 2)
    placed[i] = at
    previous = at
  }
  // Pushed past the bottom: move back up, as far as the box above allows.
  let next = Infinity
  for (let k = order.length - 1; k >= 0; k--) {
    const i = order[k] as number
    const at = Math.min(placed[i] ?? 0, next - height, bottom - height / 2)
    placed[i] = at
    next = at
  }
  return placed
}

/** A label's box in CSS pixels: left, top, width, height. */
export interface LabelBox {
  x: number
  y: number
  w: number
  h: number
}

const intersects = (a: LabelBox, b: LabelBox) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h

/**
 * Groups of marks (indices, left to right) whose labels would run into each other: each mark within `reach` of
 * the previous one joins its group, so events close in time get one label ("2 withdrawals") instead of a stack.
 */
export function groupByReach(xs: readonly number[], reach: number): number[][] {
  const order = xs.map((_, i) => i).sort((a, b) => (xs[a] ?? 0) - (xs[b] ?? 0))
  const groups: number[][] = []
  let last = -Infinity
  for (const i of order) {
    const x = xs[i] ?? 0
    const group = groups[groups.length - 1]
    if (group && x - last <= reach) group.push(i)
    else groups.push([i])
    last = x
  }
  return groups
}

/**
 * Where each label goes: where it wants to be, else a row further from its mark (`away`: −1 up, 1 down), else a row
 * the other way, always inside `bounds`; never over a label placed before it, nor over a `taken` box (a level
 * line's name), while any such place is free.
 */
export function placeLabels(
  wanted: readonly (LabelBox & { away: 1 | -1 })[],
  bounds: { width: number; height: number },
  taken: readonly LabelBox[] = [],
): LabelBox[] {
  const placed: LabelBox[] = [...taken]
  const out: LabelBox[] = []
  const inside = (b: LabelBox): LabelBox => ({
    ...b,
    x: Math.min(Math.max(b.x, 0), Math.max(0, bounds.width - b.w)),
    y: Math.min(Math.max(b.y, 0), Math.max(0, bounds.height - b.h)),
  })
  for (const w of wanted) {
    const rows = Math.max(1, Math.ceil(bounds.height / w.h))
    const tries = [0, ...Array.from({ length: rows }, (_, k) => (k + 1) * w.away)]
    const back = Array.from({ length: rows }, (_, k) => -(k + 1) * w.away)
    const candidates = [...tries, ...back].map((row) => inside({ x: w.x, y: w.y + row * w.h, w: w.w, h: w.h }))
    const free = candidates.find((c) => !placed.some((p) => intersects(c, p)))
    const box = free ?? candidates[0] ?? inside(w)
    placed.push(box)
    out.push(box)
  }
  return out
}
