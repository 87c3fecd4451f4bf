// Sanity checks of an order against the market before it is sent: not the server's rules (those are in
// order-rules.ts) but mistakes a trader would want pointed out — a take-profit that locks in a loss, a limit
// that fills at once, a stop that triggers at once, a price far from the market, a size far above the usual.
// Warnings only: each names its rule and its numbers (shared/text/sanity-text.ts words them), and the trader may
// send anyway.
import Big from 'big.js'
import type { Decimal } from '../api/primitives'
import { sideThatMatters, type BidAsk, type QuoteSide, type TradeSide } from './market'
import { formatDecimal } from '../text/decimal-text'

export const SANITY_RULES = [
  'tp-wrong-side-entry',
  'sl-wrong-side-entry',
  'limit-fills-now',
  'stop-triggers-now',
  'far-from-market',
  'size-above-usual',
] as const
export type SanityRule = (typeof SANITY_RULES)[number]

/** Where a price stands against another. */
export type Relation = 'at' | 'above' | 'below'

/** Where the warnings start; chosen to catch typos (a digit too many or too few) without crying wolf. */
export const SANITY_LIMITS = {
  /** A price further than this from the market, in percent of the market price. */
  farFromMarketPercent: 5,
  /** A quantity more than this many times the account's usual (median) order size. */
  sizeTimesUsual: 5,
} as const
/** The thresholds a connection profile chooses (bounds and defaults: shared/ipc/profiles.ts). */
export type SanityLimits = { [K in keyof typeof SANITY_LIMITS]: number }

export interface SanityOrder {
  side: TradeSide
  /** LIMIT-like orders check `limitPrice`, STOP-like ones `stopPrice`; MARKET orders have neither. */
  type: string
  limitPrice?: Decimal | undefined
  stopPrice?: Decimal | undefined
  quantity?: Decimal | undefined
  /**
   * A closing order of a position or a THEN order of an IF-THEN group: its entry is the price the position
   * opened at (or the IF order's price), and `entrySide` the side of that entry.
   */
  entry?: { price: Decimal; side: TradeSide } | undefined
}

export interface SanityContext {
  quote?: BidAsk | undefined
  /** The account's usual order size for this instrument (median of recent orders). */
  usualQuantity?: Decimal | undefined
  limits?: Partial<SanityLimits> | undefined
}

/** A price against its entry: the order's side and price, and the entry's. */
interface EntryFacts {
  side: TradeSide
  price: Decimal
  relation: Relation
  entrySide: TradeSide
  entryPrice: Decimal
}

/** A price against the market: the order's side and price, and the side of the quote that matters. */
interface QuoteFacts {
  side: TradeSide
  price: Decimal
  relation: Relation
  quoteSide: QuoteSide
  quote: Decimal
}

/** Each warning with the numbers that show it, as typed (sizes formatted as the screen shows them). */
export type SanityWarning = { field: 'limitPrice' | 'stopPrice' | 'quantity' } & (
  | ({ rule: 'tp-wrong-side-entry' | 'sl-wrong-side-entry' } & EntryFacts)
  | ({ rule: 'limit-fills-now' | 'stop-triggers-now' } & QuoteFacts)
  | { rule: 'far-from-market'; price: Decimal; percent: string; quoteSide: QuoteSide; quote: Decimal; limit: number }
  | { rule: 'size-above-usual'; quantity: string; times: string; usual: string; limit: number }
)

function big(d: Decimal | undefined): Big | undefined {
  if (d === undefined) return undefined
  try {
    return new Big(d)
  } catch {
    return undefined
  }
}

const isLimit = (type: string) => type === 'LIMIT'
const isStop = (type: string) => type === 'STOP' || type === 'STOP_LIMIT' || type === 'TRAILING_STOP'

/** Every warning for one order, in a fixed order (entry side, market, distance, size). */
export function sanityWarnings(order: SanityOrder, ctx: SanityContext): SanityWarning[] {
  const limits: SanityLimits = { ...SANITY_LIMITS, ...ctx.limits }
  const warnings: SanityWarning[] = []
  const field = isLimit(order.type) ? 'limitPrice' : isStop(order.type) ? 'stopPrice' : undefined
  const priceText = field ? order[field] : undefined
  const price = big(priceText)

  const entry = order.entry ? big(order.entry.price) : undefined
  if (field && price && entry && order.entry && order.entry.side !== order.side) {
    // Closing a long (sell) profits above the entry; closing a short (buy) below it.
    const long = order.entry.side === 'BUY'
    const lossSide = long ? price.lte(entry) : price.gte(entry)
    const profitSide = long ? price.gte(entry) : price.lte(entry)
    const entryFacts = { entrySide: order.entry.side, entryPrice: order.entry.price, side: order.side }
    if (isLimit(order.type) && lossSide) {
      warnings.push({
        rule: 'tp-wrong-side-entry',
        field,
        ...entryFacts,
        price: priceText ?? '',
        relation: price.eq(entry) ? 'at' : long ? 'below' : 'above',
      })
    }
    if (isStop(order.type) && profitSide) {
      warnings.push({
        rule: 'sl-wrong-side-entry',
        field,
        ...entryFacts,
        price: priceText ?? '',
        relation: price.eq(entry) ? 'at' : long ? 'above' : 'below',
      })
    }
  }

  const quote = ctx.quote
  if (field && price && quote) {
    const sideName = sideThatMatters(order.side)
    const market = big(quote[sideName])
    if (market && market.gt(0)) {
      const buy = order.side === 'BUY'
      if (isLimit(order.type) && (buy ? price.gte(market) : price.lte(market))) {
        warnings.push({
          rule: 'limit-fills-now',
          field,
          side: order.side,
          price: priceText ?? '',
          relation: price.eq(market) ? 'at' : buy ? 'above' : 'below',
          quoteSide: sideName,
          quote: quote[sideName],
        })
      }
      if (isStop(order.type) && (buy ? price.lte(market) : price.gte(market))) {
        warnings.push({
          rule: 'stop-triggers-now',
          field,
          side: order.side,
          price: priceText ?? '',
          relation: price.eq(market) ? 'at' : buy ? 'below' : 'above',
          quoteSide: sideName,
          quote: quote[sideName],
        })
      }
      const percent = price.minus(market).abs().div(market).times(100)
      if (percent.gt(limits.farFromMarketPercent)) {
        warnings.push({
          rule: 'far-from-market',
          field,
          price: priceText ?? '',
          percent: percent.round(2).toFixed(),
          quoteSide: sideName,
          quote: quote[sideName],
          limit: limits.farFromMarketPercent,
        })
      }
    }
  }

  const quantity = big(order.quantity)
  const usual = big(ctx.usualQuantity)
  if (quantity && usual && usual.gt(0) && quantity.gt(usual.times(limits.sizeTimesUsual))) {
    warnings.push({
      rule: 'size-above-usual',
      field: 'quantity',
      quantity: formatDecimal(order.quantity),
      times: formatDecimal(quantity.div(usual).round(1).toFixed()),
      usual: formatDecimal(ctx.usualQuantity),
      limit: limits.sizeTimesUsual,
    })
  }
  return warnings
}

/** The usual order size: the median of recent quantities (robust against the odd huge or tiny order). */
export function usualQuantity(quantities: readonly Decimal[]): Decimal | undefined {
  const sorted = quantities
    .map((q) => big(q))
    .filter((q): q is Big => q !== undefined && q.gt(0))
    .sort((a, b) => a.cmp(b))
  if (sorted.length === 0) return undefined
  const mid = Math.floor(sorted.length / 2)
  const median = sorted.length % 2 === 1 ? sorted[mid] : sorted[mid - 1]?.plus(sorted[mid] ?? 0).div(2)
  return median?.toFixed()
}
