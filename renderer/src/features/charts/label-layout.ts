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
