// Exact decimal arithmetic for money, prices and quantities. Values arrive from the wire as decimal strings
// (or, at worst, JSON numbers whose shortest text form is what the server sent); they are never pushed
// through binary floating point for display or sums, so 0.1 + 0.2 is 0.3 here.
import Big from 'big.js'
import { parseDecimal, scaleOf, toBig, type DecimalInput, type ParsedDecimal } from '@shared/domain/decimal'

export { parseDecimal, scaleOf, toBig, type DecimalInput, type ParsedDecimal } from '@shared/domain/decimal'

/**
 * scaleOf(toBig(input)) without building a Big for the common case: the wire's canonical decimal text
 * (`-123.4500`). A table aligns every row of every number column with this, so 100,000 rows must not mean
 * 400,000 Big objects. Anything else (exponents, `+`, spaces, numbers) takes the exact Big path.
 */
export function decimalScale(input: DecimalInput): number | undefined {
  if (typeof input === 'string') {
    let i = input.charCodeAt(0) === 45 ? 1 : 0
    const start = i
    let point = -1
    for (; i < input.length; i++) {
      const c = input.charCodeAt(i)
      if (c === 46 && point < 0 && i > start) point = i
      else if (c < 48 || c > 57) break
    }
    if (i === input.length && i > start && point !== input.length - 1) {
      if (point < 0) return 0
      let end = input.length
      while (end > point + 1 && input.charCodeAt(end - 1) === 48) end--
      return end - point - 1
    }
  }
  const big = toBig(input)
  return big ? scaleOf(big) : undefined
}

/** Exact sum of decimal inputs; invalid or infinite entries make the sum unknown (null). */
export function sumDecimals(values: Iterable<DecimalInput>): Big | null {
  let total = new Big(0)
  for (const v of values) {
    const big = toBig(v)
    if (!big) return null
    total = total.plus(big)
  }
  return total
}

export function compareDecimals(a: DecimalInput, b: DecimalInput): number {
  const pa = parseDecimal(a)
  const pb = parseDecimal(b)
  const rank = (p: ParsedDecimal) => (p.kind === 'invalid' ? -3 : p.kind === 'infinite' ? (p.negative ? -2 : 2) : 0)
  const ra = rank(pa)
  const rb = rank(pb)
  if (ra !== rb || pa.kind !== 'finite' || pb.kind !== 'finite') return ra - rb
  return pa.value.cmp(pb.value)
}
