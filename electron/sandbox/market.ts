// Optional `--market` mode: prices take a small seeded random walk every tick, and working LIMIT/STOP orders
// whose price is crossed fill (a buy limit when the ask falls to it, a buy stop when the ask rises to it, and
// the mirror for sells). Off by default so that tests and demos see a still market unless they ask.
import { Random } from './random'
import type { SandboxRuntime } from './runtime'
import { SandboxError } from './errors'
import { beginChange, fillOrder, orderPrice, remainingQuantity } from './state/engine'
import type { OrderState } from './state/types'
import type { Quote } from './state/prices'
import { marketStatus } from '@shared/domain/risk/market-status'

export interface MarketOptions {
  tickMs: number
  /** Standard deviation of one tick's relative move. */
  volatility: number
}

export const DEFAULT_MARKET: MarketOptions = { tickMs: 1000, volatility: 0.0004 }

function crossed(order: OrderState, quote: Quote): boolean {
  const price = orderPrice(order)
  if (order.type === 'LIMIT') return order.side === 'BUY' ? quote.ask <= price : quote.bid >= price
  if (order.type === 'STOP') return order.side === 'BUY' ? quote.ask >= price : quote.bid <= price
  return false
}

/** One tick: move every tradable price whose market is open, then fill what the move triggered. */
export function marketTick(runtime: SandboxRuntime, rng: Random, options: MarketOptions): number {
  const { world } = runtime
  const now = runtime.clock.now()
  const closed = new Set(
    runtime.options.tradingHours
      ? world.instruments.filter((i) => !marketStatus(i.tradingHours, now).open).map((i) => i.symbol)
      : [],
  )
  for (const instrument of world.instruments) {
    if (instrument.tradingStatus === 'NO' || closed.has(instrument.symbol)) continue
    // Sum of uniforms ≈ normal, without Math.random.
    const shock = (rng.next() + rng.next() + rng.next() - 1.5) * 2 * options.volatility
    world.prices.setMid(instrument.symbol, world.prices.mid(instrument.symbol) * (1 + shock), runtime.clock.now())
  }
  let fills = 0
  for (const account of world.accounts.values()) {
    for (const order of account.orders) {
      if (order.status !== 'WORKING' || closed.has(order.instrument)) continue
      const quote = world.prices.quote(order.instrument)
      if (!crossed(order, quote)) continue
      const price = order.type === 'LIMIT' ? orderPrice(order) : order.side === 'BUY' ? quote.ask : quote.bid
      try {
        fillOrder(beginChange(world, account, now), order, remainingQuantity(account, order), price)
        fills += 1
      } catch (error) {
        // A rule refused this fill (e.g. its position is gone); the order stays as it is.
        if (!(error instanceof SandboxError)) throw error
      }
    }
  }
  return fills
}

export function startMarket(runtime: SandboxRuntime, options: MarketOptions = DEFAULT_MARKET): () => void {
  const rng = new Random(runtime.options.seed).fork('market')
  const timer = setInterval(() => marketTick(runtime, rng, options), options.tickMs)
  timer.unref()
  return () => clearInterval(timer)
}
