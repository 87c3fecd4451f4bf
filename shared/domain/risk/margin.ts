// Margin level and the distance to a broker's margin-call and stop-out levels, exact in decimals. Margin level is
// equity ÷ maintenance margin × 100 % (docs/risk.md): 100 % means equity only just covers the margin in use.
// The levels themselves are the broker's, not the API's: they come from the connection profile.
import Big from 'big.js'
import type { Decimal } from '../../api/primitives'
import { toBig } from '../decimal'

/** The levels a profile sets, in percent of margin level. `warnAt` is the user's own early warning. */
export interface MarginLevels {
  marginCallPercent: number
  stopOutPercent: number
  warnAtPercent?: number | undefined
}

/** Worst first: a level at or below the stop-out level is `stop-out`, even though it is also below margin call. */
export const MARGIN_STATES = ['no-margin', 'ok', 'warning', 'margin-call', 'stop-out'] as const
export type MarginState = (typeof MARGIN_STATES)[number]

export interface MarginFigures {
  equity: Decimal
  /** Maintenance margin in use (the account metrics' `maintenanceMargin`). */
  margin: Decimal
}

function canon(b: Big): Decimal {
  const text = b.toFixed()
  return text === '-0' ? '0' : text
}

/**
 * Margin level in percent, rounded half-up to 2 decimals; undefined when no margin is in use (no level exists:
 * the account cannot be called) or a figure is unreadable.
 */
export function marginLevelPercent(m: MarginFigures): Decimal | undefined {
  const equity = toBig(m.equity)
  const margin = toBig(m.margin)
  if (!equity || !margin || margin.lte(0)) return undefined
  return canon(equity.times(100).div(margin).round(2, Big.roundHalfUp))
}

/** The same margin level as a fraction (1 = 100 %), for a figure the page writes as a percent itself. */
export function marginLevelFraction(m: MarginFigures): Decimal | undefined {
  const percent = marginLevelPercent(m)
  return percent === undefined ? undefined : canon(new Big(percent).div(100))
}

/** Where a margin level stands against the profile's levels. At a level counts as reached (≤). */
export function marginState(levelPercent: Decimal | undefined, levels: MarginLevels): MarginState {
  if (levelPercent === undefined) return 'no-margin'
  const level = new Big(levelPercent)
  if (level.lte(levels.stopOutPercent)) return 'stop-out'
  if (level.lte(levels.marginCallPercent)) return 'margin-call'
  if (levels.warnAtPercent !== undefined && level.lte(levels.warnAtPercent)) return 'warning'
  return 'ok'
}

/**
 * How much equity may be lost before the margin level reaches `levelPercent`, in the account currency, with the
 * margin held at its current figure: equity − margin × level ÷ 100, to the cent (rounded towards zero, so the
 * cushion is never overstated). Negative when the level is already passed. Undefined without margin in use.
 */
export function equityToLevel(m: MarginFigures, levelPercent: number): Decimal | undefined {
  const equity = toBig(m.equity)
  const margin = toBig(m.margin)
  if (!equity || !margin || margin.lte(0)) return undefined
  return canon(equity.minus(margin.times(levelPercent).div(100)).round(2, Big.roundDown))
}

/** A position as the metrics give it, with what the price-move arithmetic needs from its instrument. */
export interface PositionExposureInput {
  symbol: string
  /** Signed: negative = short. */
  quantity: Decimal
  /** Instrument currency → account currency, from the same metrics read. */
  convRate: Decimal
  /** Current price in the instrument currency. */
  price: Decimal
  /** Contract multiplier of the instrument (1 when unknown). */
  multiplier?: Decimal | undefined
}

/** Value in the account currency of one price unit's move: |quantity| × multiplier × convRate. */
function valuePerPriceUnit(p: PositionExposureInput): Big | null {
  const q = toBig(p.quantity)
  const conv = toBig(p.convRate)
  const mult = toBig(p.multiplier ?? '1')
  if (!q || !conv || !mult) return null
  return q.abs().times(mult).times(conv)
}

/** The largest position by notional in the account currency (|quantity| × price × multiplier × convRate). */
export function largestPosition<T extends PositionExposureInput>(positions: readonly T[]): T | undefined {
  let best: { p: T; size: Big } | undefined
  for (const p of positions) {
    const perUnit = valuePerPriceUnit(p)
    const price = toBig(p.price)
    if (!perUnit || !price) continue
    const size = perUnit.times(price.abs())
    if (!best || size.gt(best.size)) best = { p, size }
  }
  return best?.p
}

export interface PriceMove {
  symbol: string
  /** Signed move of the instrument's price (against the position: down for a long, up for a short). */
  move: Decimal
  /** The price it would take, in the instrument currency. */
  price: Decimal
}

/**
 * The price move of one position alone that would lose `equityDistance` (account currency): the distance ÷
 * (|quantity| × multiplier × convRate), against the position, to `decimals` places (rounded towards zero, so the
 * room is never overstated). Other positions and the margin are held where they are.
 */
export function priceMoveToLevel(
  position: PositionExposureInput,
  equityDistance: Decimal,
  decimals = 5,
): PriceMove | undefined {
  const perUnit = valuePerPriceUnit(position)
  const distance = toBig(equityDistance)
  const price = toBig(position.price)
  const q = toBig(position.quantity)
  if (!perUnit || !distance || !price || !q || perUnit.eq(0) || q.eq(0)) return undefined
  const size = distance.div(perUnit).round(decimals, Big.roundDown)
  const move = q.gt(0) ? size.neg() : size
  return { symbol: position.symbol, move: canon(move), price: canon(price.plus(move)) }
}
