// ↑/↓ in a price or size field: the value moved by whole steps on the instrument's grid. A value between two
// grid points first snaps to the next one in the direction pressed, so the result is always on the grid.
import Big from 'big.js'
import { toBig } from '../../lib/decimal'

/** `value` moved by `steps` increments of `step` (negative: down), as canonical text; undefined if unreadable. */
export function stepped(value: string, step: string, steps: number): string | undefined {
  const size = toBig(step)
  const current = toBig(value.trim() === '' ? '0' : value.trim())
  if (!size || !current || size.lte(0) || steps === 0) return undefined
  const units = current.div(size)
  const whole = units.round(0, Big.roundDown)
  const onGrid = units.eq(whole)
  let n: Big
  if (onGrid) n = whole.plus(steps)
  else if (steps > 0) n = units.round(0, Big.roundUp).plus(steps - 1)
  else n = units.round(0, Big.roundDown).plus(steps + 1)
  const next = n.times(size)
  return next.lte(0) ? undefined : next.toString()
}

/** A dragged price on the nearest grid point, as canonical text; undefined when not a positive number. */
export function snapped(value: number, step: string): string | undefined {
  const size = toBig(step)
  if (!size || size.lte(0) || !Number.isFinite(value) || value <= 0) return undefined
  const next = new Big(value).div(size).round(0, Big.roundHalfUp).times(size)
  return next.lte(0) ? undefined : next.toString()
}
