// Order sizes shown in the unit a profile chooses. The API speaks units everywhere except an instrument's
// maximum order size, which may be in lots (or a notional amount); the instrument's lot size (units per lot,
// from the global reference) converts between the two. A size that cannot be converted keeps its own unit
// and says it, so no number is ever shown without its unit.
import { toBig, type DecimalInput } from './decimal'

export const SIZE_UNITS = ['units', 'lots'] as const
export type SizeUnit = (typeof SIZE_UNITS)[number]

export interface Size {
  /** Exact decimal text, or "Infinity" for an open-ended margin tier. */
  value: string
  unit: SizeUnit | 'notional'
}

/** `value` (in `from`) in the wanted unit when the lot size allows; otherwise as it is. */
export function sizeIn(value: DecimalInput, from: SizeUnit, to: SizeUnit, lotSize: DecimalInput): Size | undefined {
  const text = value === null || value === undefined ? undefined : String(value)
  if (text === undefined) return undefined
  if (from === to || /^[+-]?Infinity$/.test(text)) return { value: text, unit: to }
  const amount = toBig(text)
  const lot = toBig(lotSize)
  if (!amount || !lot || lot.lte(0)) return { value: text, unit: from }
  return { value: (to === 'lots' ? amount.div(lot) : amount.times(lot)).toFixed(), unit: to }
}

/** An instrument's maximum order size: in lots or a notional amount on the wire. */
export function maxSizeIn(limit: { value: string; limitType: string }, to: SizeUnit, lotSize: DecimalInput): Size {
  if (limit.limitType !== 'LOTS') return { value: limit.value, unit: 'notional' }
  return sizeIn(limit.value, 'lots', to, lotSize) ?? { value: limit.value, unit: 'lots' }
}
