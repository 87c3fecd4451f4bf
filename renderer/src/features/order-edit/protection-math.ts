// A take-profit or stop-loss price said three ways, as terminals let a trader set it: the price itself, its
// distance from the position's entry in pips, and the P/L it would lock in (in the instrument's currency, what
// the quote is in; the account currency would need a conversion rate the server states elsewhere). Positive
// distance and P/L are in the position's favour: up for a long, down for a short.
import Big from 'big.js'
import { toBig } from '../../lib/decimal'

export interface ProtectedPosition {
  /** The position's side: BUY is long. */
  side: string
  entry: string
  quantity: string
  multiplier: string
  pipSize: string
  tick: string
}

const sign = (p: ProtectedPosition) => (p.side === 'SELL' ? -1 : 1)

function onTick(value: Big, tick: string): string | undefined {
  const t = toBig(tick)
  if (!t || t.lte(0)) return undefined
  const snapped = value.div(t).round(0, Big.roundHalfUp).times(t)
  return snapped.gt(0) ? snapped.toString() : undefined
}

/** Pips from the entry to `price`, to one decimal (a fractional pip is a tick on five-digit quotes). */
export function pipsAt(p: ProtectedPosition, price: string): string | undefined {
  const [x, entry, pip] = [toBig(price), toBig(p.entry), toBig(p.pipSize)]
  if (!x || !entry || !pip || pip.lte(0)) return undefined
  return x.minus(entry).div(pip).times(sign(p)).round(1, Big.roundHalfUp).toString()
}

/** The P/L closing the whole position at `price` would book, in the instrument's currency, to the cent. */
export function plAt(p: ProtectedPosition, price: string): string | undefined {
  const [x, entry, qty, mult] = [toBig(price), toBig(p.entry), toBig(p.quantity), toBig(p.multiplier)]
  if (!x || !entry || !qty || !mult) return undefined
  return x.minus(entry).times(qty).times(mult).times(sign(p)).round(2, Big.roundHalfUp).toFixed(2)
}

/** The price `pips` from the entry, on the tick. */
export function priceForPips(p: ProtectedPosition, pips: string): string | undefined {
  const [n, entry, pip] = [toBig(pips), toBig(p.entry), toBig(p.pipSize)]
  if (!n || !entry || !pip) return undefined
  return onTick(entry.plus(n.times(pip).times(sign(p))), p.tick)
}

/** The price at which closing would book `pl`, on the tick. */
export function priceForPl(p: ProtectedPosition, pl: string): string | undefined {
  const [v, entry, qty, mult] = [toBig(pl), toBig(p.entry), toBig(p.quantity), toBig(p.multiplier)]
  if (!v || !entry || !qty || !mult || qty.eq(0) || mult.eq(0)) return undefined
  return onTick(entry.plus(v.div(qty.times(mult)).times(sign(p))), p.tick)
}
