// Where figures are not pushed (a server without push, push coming back), equity and margin are only as fresh as
// the last metrics read; the prices on screen move meanwhile. The estimate moves each position's P/L with its
// quote (the same rule as the Positions table's "P/L now") and adds the change to the equity read. It is shown
// marked as an estimate: the server's next figures are the authority.
import Big from 'big.js'
import type { Instrument, Quote } from '@shared/api'
import type { AccountMetrics } from '@shared/api/records'
import { closingSide, estimateFpl, priceAtRead } from '@shared/domain/market'
import { marginLevelFraction } from '@shared/domain/risk/margin'

export interface FiguresEstimate {
  equity: string
  /** The margin level at the estimated equity, as a fraction (1 = 100 %); undefined without margin. */
  level: string | undefined
}

/**
 * Equity (and margin level) at the prices on screen, or undefined when a position lacks what it needs (a quote,
 * its multiplier, the read's price) or nothing has moved since the read.
 */
export function estimateFigures(
  m: AccountMetrics,
  quotes: ReadonlyMap<string, Quote>,
  reference: ReadonlyMap<string, Instrument>,
): FiguresEstimate | undefined {
  if (!m.positions || m.positions.length === 0) return undefined
  let delta = new Big(0)
  for (const p of m.positions) {
    const quote = quotes.get(p.symbol)
    const multiplier = reference.get(p.symbol)?.multiplier
    const then = priceAtRead(p)
    if (!quote || multiplier === undefined || then === undefined) return undefined
    const now = quote[closingSide(new Big(p.quantity).lt(0) ? 'SELL' : 'BUY')]
    const plNow = estimateFpl({
      fpl: p.fpl,
      signedQuantity: p.quantity,
      multiplier,
      convRate: p.convRate,
      priceAtRead: then,
      priceNow: now,
    })
    if (plNow === undefined) return undefined
    // A price at the read that differs from the quote only by the division it was derived with is no move.
    if (new Big(now).minus(then).abs().gt(new Big(then).abs().times(1e-9))) delta = delta.plus(plNow).minus(p.fpl)
  }
  const equity = new Big(m.equity).plus(delta)
  // Nothing moved that the screen would show: no estimate beside the same figure.
  if (equity.round(2).eq(new Big(m.equity).round(2))) return undefined
  return {
    equity: equity.toFixed(2),
    level: marginLevelFraction({ equity: equity.toFixed(), margin: m.maintenanceMargin }),
  }
}
