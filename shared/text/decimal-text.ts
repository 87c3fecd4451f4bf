// Decimal values as display text, from their exact decimal text (never via float): grouped thousands, a true
// minus sign, every digit the value has unless a caller pads or rounds. One formatter for the renderer's tables
// and for what main words itself (activity entries, OS notifications), so the two never write a figure apart.
import Big from 'big.js'
import { parseDecimal, scaleOf, type DecimalInput } from '../domain/decimal'

export const MINUS = '\u2212'
export const EMPTY = ''

export interface DecimalFormat {
  /** Pad to at least this many decimals (e.g. an instrument's precision, or 2 for money). */
  minDecimals?: number
  /** Round half-up to at most this many decimals. Leave unset to keep every digit the value has. */
  maxDecimals?: number
  /** Thousands separators (default true). */
  grouping?: boolean
  /** Show "+" on positive values (P/L). */
  showPlus?: boolean
  /** Minus character: U+2212 on screen (aligns with digits), ASCII "-" in exports. */
  minus?: string
}

function groupThousands(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

export function formatDecimal(input: DecimalInput, options: DecimalFormat = {}): string {
  const parsed = parseDecimal(input)
  const minus = options.minus ?? MINUS
  if (parsed.kind === 'invalid') return input === null || input === undefined ? EMPTY : String(input)
  if (parsed.kind === 'infinite') return parsed.negative ? `${minus}∞` : options.showPlus ? '+∞' : '∞'
  let value: Big = parsed.value
  const { minDecimals = 0, maxDecimals } = options
  if (maxDecimals !== undefined && scaleOf(value) > maxDecimals) value = value.round(maxDecimals, Big.roundHalfUp)
  const decimals = Math.max(minDecimals, scaleOf(value))
  const fixed = value.abs().toFixed(decimals)
  const [integer = '0', fraction] = fixed.split('.')
  const body = (options.grouping === false ? integer : groupThousands(integer)) + (fraction ? `.${fraction}` : '')
  const isZero = value.eq(0)
  if (value.lt(0) && !isZero) return `${minus}${body}`
  if (options.showPlus && !isZero) return `+${body}`
  return body
}
