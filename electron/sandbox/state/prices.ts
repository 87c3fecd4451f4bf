// Current market prices. Conversion rates between currencies are derived from the FX pairs of the seed, so
// moving EUR/USD through the scenario controls also moves every EUR account's metrics consistently.
import { roundToStep } from '../decimal'
import type { InstrumentSpec } from './types'

/** Per-currency value in USD used when no FX pair of the seed can price a currency. */
const FALLBACK_USD_VALUE: Record<string, number> = { USD: 1 }

/** Which seed pair prices each currency against USD, and whether USD is its base (USD/JPY) or quote (EUR/USD). */
const USD_PAIRS: Record<string, { symbol: string; usdIsBase: boolean }> = {
  EUR: { symbol: 'EUR/USD', usdIsBase: false },
  GBP: { symbol: 'GBP/USD', usdIsBase: false },
  AUD: { symbol: 'AUD/USD', usdIsBase: false },
  JPY: { symbol: 'USD/JPY', usdIsBase: true },
  CHF: { symbol: 'USD/CHF', usdIsBase: true },
  CAD: { symbol: 'USD/CAD', usdIsBase: true },
  BTC: { symbol: 'BTC/USD', usdIsBase: false },
  ETH: { symbol: 'ETH/USD', usdIsBase: false },
}

export interface Quote {
  bid: number
  ask: number
  mid: number
}

export class PriceBook {
  private readonly mids = new Map<string, number>()
  /** When each price was last set (epoch ms); absent = since the seed's start. */
  private readonly setAt = new Map<string, number>()
  private origin = 0
  /** Told of every price set after the seed (the push hub's quotes). */
  onMove: ((symbol: string) => void) | undefined

  constructor(private readonly instruments: ReadonlyMap<string, InstrumentSpec>) {
    for (const instrument of instruments.values()) this.mids.set(instrument.symbol, instrument.initialPrice)
  }

  has(symbol: string): boolean {
    return this.mids.has(symbol)
  }

  mid(symbol: string): number {
    const mid = this.mids.get(symbol)
    if (mid === undefined) throw new Error(`no price for ${symbol}`)
    return mid
  }

  setMid(symbol: string, price: number, at?: number): void {
    const instrument = this.instruments.get(symbol)
    if (!instrument) throw new Error(`unknown symbol ${symbol}`)
    this.mids.set(symbol, roundToStep(price, instrument.priceIncrement))
    if (at !== undefined) this.setAt.set(symbol, at)
    this.onMove?.(symbol)
  }

  /** The seeded prices hold from `time` (the seed's "now") until something moves them. */
  startAt(time: number): void {
    this.origin = time
  }

  /** Since when the current price has stood: candles after that are flat at it. */
  since(symbol: string): number {
    return this.setAt.get(symbol) ?? this.origin
  }

  quote(symbol: string): Quote {
    const instrument = this.instruments.get(symbol)
    if (!instrument) throw new Error(`unknown symbol ${symbol}`)
    const mid = this.mid(symbol)
    const spread = instrument.spreadTicks * instrument.priceIncrement
    const bid = roundToStep(mid - spread / 2, instrument.priceIncrement)
    const ask = roundToStep(bid + spread, instrument.priceIncrement)
    return { bid, ask, mid }
  }

  /** Whether the book can value `currency` (else usdValue falls back to 1, which is no rate at all). */
  canValue(currency: string): boolean {
    const pair = USD_PAIRS[currency]
    return currency in FALLBACK_USD_VALUE || (pair !== undefined && this.mids.has(pair.symbol))
  }

  /** Value of one unit of `currency` in USD. */
  usdValue(currency: string): number {
    const pair = USD_PAIRS[currency]
    if (pair && this.mids.has(pair.symbol)) {
      const mid = this.mid(pair.symbol)
      return pair.usdIsBase ? 1 / mid : mid
    }
    return FALLBACK_USD_VALUE[currency] ?? 1
  }

  /** Multiply an amount in `from` by this to get it in `to`. */
  convRate(from: string, to: string): number {
    if (from === to) return 1
    return this.usdValue(from) / this.usdValue(to)
  }

  snapshot(): Record<string, number> {
    return Object.fromEntries(this.mids)
  }
}
