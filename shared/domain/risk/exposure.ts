// Net and gross exposure by instrument and by currency, in the account currency, exact in decimals. A position's
// exposure is its notional at the current price: quantity × price × multiplier × convRate (signed: short is
// negative). By currency, an FX pair is two legs — long the base currency, short the quote currency by the same
// value — and any other instrument is one leg in its own currency. Net adds the signs; gross adds the sizes, so a
// hedged pair nets to zero and still shows its gross.
import Big from 'big.js'
import type { Decimal } from '../../api/primitives'
import { toBig } from '../decimal'
import type { PositionExposureInput } from './margin'

export interface ExposurePosition extends PositionExposureInput {
  account: string
  /** The account's currency: what every figure here is in. */
  accountCurrency: string
  /** Currency the instrument is priced in (the quote currency of an FX pair). */
  instrumentCurrency: string
  /** Base currency of an FX pair (or of a crypto pair): a second currency leg. */
  firstCurrency?: string | undefined
}

export interface ExposureRow {
  /** Instrument symbol or currency code. */
  key: string
  /** The currency the figures are in (the account currency). */
  currency: string
  /** Accounts that contribute, in first-seen order. */
  accounts: string[]
  net: Decimal
  gross: Decimal
  /** Positions that contribute. */
  positions: number
}

function canon(b: Big): Decimal {
  const text = b.round(2, Big.roundHalfUp).toFixed(2)
  return text === '-0.00' ? '0.00' : text
}

/** Notional of one position in the account currency, signed; null when a figure is unreadable. */
export function positionNotional(p: PositionExposureInput): Big | null {
  const q = toBig(p.quantity)
  const price = toBig(p.price)
  const conv = toBig(p.convRate)
  const mult = toBig(p.multiplier ?? '1')
  if (!q || !price || !conv || !mult) return null
  return q.times(price).times(mult).times(conv)
}

interface Acc {
  key: string
  currency: string
  accounts: string[]
  net: Big
  gross: Big
  positions: number
}

function add(map: Map<string, Acc>, key: string, currency: string, account: string, value: Big): void {
  const id = `${currency}\u0000${key}`
  const row = map.get(id) ?? { key, currency, accounts: [], net: new Big(0), gross: new Big(0), positions: 0 }
  row.net = row.net.plus(value)
  row.gross = row.gross.plus(value.abs())
  row.positions += 1
  if (!row.accounts.includes(account)) row.accounts.push(account)
  map.set(id, row)
}

/** Largest gross first (what support looks at first), then largest |net|, then by key. */
function finish(map: Map<string, Acc>): ExposureRow[] {
  return [...map.values()]
    .sort((a, b) => b.gross.cmp(a.gross) || b.net.abs().cmp(a.net.abs()) || a.key.localeCompare(b.key))
    .map((r) => ({
      key: r.key,
      currency: r.currency,
      accounts: r.accounts,
      net: canon(r.net),
      gross: canon(r.gross),
      positions: r.positions,
    }))
}

/**
 * Exposure by instrument. Rows are kept apart per account currency: figures in different currencies are never
 * added up (a reporting currency, with its rates, is what would let them be).
 */
export function exposureByInstrument(positions: readonly ExposurePosition[]): ExposureRow[] {
  const map = new Map<string, Acc>()
  for (const p of positions) {
    const value = positionNotional(p)
    if (value) add(map, p.symbol, p.accountCurrency, p.account, value)
  }
  return finish(map)
}

/**
 * Exposure per account (key = account code): every position of the account, in its currency. What the
 * multi-account grids show beside each account; an account without positions has no row (its exposure is 0).
 */
export function exposureByAccount(positions: readonly ExposurePosition[]): ExposureRow[] {
  const map = new Map<string, Acc>()
  for (const p of positions) {
    const value = positionNotional(p)
    if (value) add(map, p.account, p.accountCurrency, p.account, value)
  }
  return finish(map)
}

/** Exposure by currency: an FX pair's base leg long and its quote leg short by the same value (see above). */
export function exposureByCurrency(positions: readonly ExposurePosition[]): ExposureRow[] {
  const map = new Map<string, Acc>()
  for (const p of positions) {
    const value = positionNotional(p)
    if (!value) continue
    if (p.firstCurrency !== undefined && p.firstCurrency !== p.instrumentCurrency) {
      add(map, p.firstCurrency, p.accountCurrency, p.account, value)
      add(map, p.instrumentCurrency, p.accountCurrency, p.account, value.neg())
    } else {
      add(map, p.instrumentCurrency, p.accountCurrency, p.account, value)
    }
  }
  return finish(map)
}
