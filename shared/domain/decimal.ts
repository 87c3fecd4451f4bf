// Decimal values as big.js numbers, read by the one decimal parser (shared/api/primitives.ts), so the table, the
// summaries and the wire schema agree on what is a number: `+1.5`, `1E3`, `INF` and `-Infinity` alike.
import Big from 'big.js'
import { isFiniteDecimal, numberToDecimal, parseDecimalText } from '../api/primitives'

export type DecimalInput = string | number | null | undefined

/** The wire allows infinite values (margin tiers): they are kept as a sign, not as a number. */
export type ParsedDecimal =
  { kind: 'finite'; value: Big } | { kind: 'infinite'; negative: boolean } | { kind: 'invalid' }

export function parseDecimal(input: DecimalInput): ParsedDecimal {
  if (input === null || input === undefined) return { kind: 'invalid' }
  if (typeof input === 'number' && !Number.isFinite(input)) {
    return Number.isNaN(input) ? { kind: 'invalid' } : { kind: 'infinite', negative: input < 0 }
  }
  const text = typeof input === 'number' ? numberToDecimal(input) : parseDecimalText(input)
  if (typeof text !== 'string') return { kind: 'invalid' }
  if (!isFiniteDecimal(text)) return { kind: 'infinite', negative: text.startsWith('-') }
  return { kind: 'finite', value: new Big(text) }
}

export function toBig(input: DecimalInput): Big | null {
  const parsed = parseDecimal(input)
  return parsed.kind === 'finite' ? parsed.value : null
}

/** Number of digits after the decimal point that the value actually carries (trailing zeros ignored). */
export function scaleOf(value: Big): number {
  // big.js keeps a normalised coefficient `c` (no trailing zeros) and exponent `e`.
  return Math.max(0, value.c.length - value.e - 1)
}

/**
 * Decimals a step implies, the one answer for prices, sizes and chart axes: "0.00001" → 5, "0.25" → 2, 500 → 0;
 * undefined for no step (invalid, zero or negative).
 */
export function decimalsOfStep(step: DecimalInput): number | undefined {
  const big = toBig(step)
  return big && big.gt(0) ? scaleOf(big) : undefined
}
