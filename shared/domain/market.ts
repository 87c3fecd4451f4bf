// Prices against orders and positions: which side of the quote matters, how far a working order is from the
// market, and what a position's P/L has become since the last metrics read. Exact decimal arithmetic.
import Big from 'big.js'
import type { Decimal } from '../api/primitives'
import type { PositionMetrics } from '../api/records'

export type TradeSide = 'BUY' | 'SELL'
export type QuoteSide = 'bid' | 'ask'

export interface BidAsk {
  bid: Decimal
  ask: Decimal
}

/** A buy trades at the ask, a sell at the bid: the price an order of that side is measured against. */
export function sideThatMatters(side: TradeSide): QuoteSide {
  return side === 'BUY' ? 'ask' : 'bid'
}

/** A long position (BUY) closes by selling at the bid; a short one at the ask. */
export function closingSide(positionSide: TradeSide): QuoteSide {
  return positionSide === 'BUY' ? 'bid' : 'ask'
}

export interface Distance {
  /** Order price − market price: positive when the order sits above the market. */
  price: Decimal
  /** The same in price increments (ticks), when the increment is known. */
  ticks?: Decimal
  /** The same in pips, when the pip size is known. */
  pips?: Decimal
  /** Relative to the market price, in percent, 2 decimals. */
  percent: Decimal
}

function canon(b: Big): Decimal {
  const text = b.toFixed()
  return text === '-0' ? '0' : text
}

/** How far `orderPrice` is from `market` (the side that matters), in price, ticks, pips and percent. */
export function distanceToMarket(
  orderPrice: Decimal,
  market: Decimal,
  units: { tick?: Decimal | undefined; pip?: Decimal | undefined } = {},
): Distance | undefined {
  let order: Big
  let price: Big
  try {
    order = new Big(orderPrice)
    price = new Big(market)
  } catch {
    return undefined
  }
  if (price.lte(0)) return undefined
  const diff = order.minus(price)
  const per = (unit: Decimal | undefined) => {
    if (unit === undefined) return undefined
    try {
      const u = new Big(unit)
      return u.gt(0) ? canon(diff.div(u).round(1)) : undefined
    } catch {
      return undefined
    }
  }
  const ticks = per(units.tick)
  const pips = per(units.pip)
  return {
    price: canon(diff),
    ...(ticks !== undefined ? { ticks } : {}),
    ...(pips !== undefined ? { pips } : {}),
    percent: canon(diff.div(price).times(100).round(2)),
  }
}

export interface PlEstimateInput {
  /** Floating P/L in the account currency at the last metrics read. */
  fpl: Decimal
  /** Signed position size (negative = short), as metrics report it. */
  signedQuantity: Decimal
  /** Contract multiplier of the instrument. */
  multiplier: Decimal
  /** Instrument currency → account currency, from the same metrics read. */
  convRate: Decimal
  /** Closing price (instrument currency) at the metrics read. */
  priceAtRead: Decimal
  /** Closing price now, from the latest quote. */
  priceNow: Decimal
}

/**
 * P/L moved along with the quote since the metrics read: fpl + (now − then) × quantity × multiplier × rate,
 * rounded to cents. An estimate: the server's next metrics read is the authority (its rate may have moved).
 */
export function estimateFpl(input: PlEstimateInput): Decimal | undefined {
  try {
    const move = new Big(input.priceNow).minus(input.priceAtRead)
    const delta = move.times(input.signedQuantity).times(input.multiplier).times(input.convRate)
    return canon(new Big(input.fpl).plus(delta).round(2))
  } catch {
    return undefined
  }
}

/** The closing price a metrics read used for a position, in the instrument's currency. */
export function priceAtRead(
  p: Pick<PositionMetrics, 'currentPriceInstrumentCcy' | 'rate' | 'convRate'>,
): Decimal | undefined {
  if (p.currentPriceInstrumentCcy !== undefined) return p.currentPriceInstrumentCcy
  return Number(p.convRate) !== 0 ? new Big(p.rate).div(p.convRate).toFixed() : undefined
}
