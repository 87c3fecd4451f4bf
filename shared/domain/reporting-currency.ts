// Amounts in one reporting currency: each converted with the server's rate (GET /conversionRates), rounded to the
// cent, and always with the rate and the time it was read beside it. A currency the server gave no rate for is
// never converted — not at 1, not at an old rate — and a total over several currencies exists only when every
// part could be converted. Rules: docs/api-notes.md, "Conversion rates and end-of-day figures".
import Big from 'big.js'
import type { Decimal } from '../api/primitives'
import type { ConversionRate } from '../api/books'

export interface RateTable {
  toCurrency: string
  /** fromCurrency → convRate */
  rates: ReadonlyMap<string, Decimal>
  /** Epoch ms the rates were read. */
  fetchedAt: number
}

export type Converted =
  | { kind: 'same'; value: Decimal; currency: string }
  | {
      kind: 'converted'
      value: Decimal
      currency: string
      from: string
      amount: Decimal
      rate: Decimal
      fetchedAt: number
    }
  | { kind: 'missing'; from: string; to: string; amount: Decimal }

const MONEY_DP = 2

export function rateTable(toCurrency: string, rates: readonly ConversionRate[], fetchedAt: number): RateTable {
  return {
    toCurrency,
    rates: new Map(rates.filter((r) => r.toCurrency === toCurrency).map((r) => [r.fromCurrency, r.convRate])),
    fetchedAt,
  }
}

export function convert(amount: Decimal, from: string, table: RateTable): Converted {
  if (from === table.toCurrency) return { kind: 'same', value: amount, currency: from }
  const rate = table.rates.get(from)
  if (rate === undefined) return { kind: 'missing', from, to: table.toCurrency, amount }
  return {
    kind: 'converted',
    value: new Big(amount).times(rate).round(MONEY_DP, Big.roundHalfEven).toFixed(),
    currency: table.toCurrency,
    from,
    amount,
    rate,
    fetchedAt: table.fetchedAt,
  }
}

export interface ReportedTotal {
  parts: Converted[]
  /** Σ of the parts in the reporting currency; absent when any part has no rate. */
  total?: Decimal | undefined
  /** The currencies without a rate. */
  missing: string[]
}

/** Amounts per currency, converted and added up — only if every one could be converted. */
export function reportTotal(
  amounts: ReadonlyArray<{ currency: string; value: Decimal }>,
  table: RateTable,
): ReportedTotal {
  const parts = amounts.map((a) => convert(a.value, a.currency, table))
  const missing = parts.flatMap((p) => (p.kind === 'missing' ? [p.from] : []))
  const total =
    missing.length > 0
      ? undefined
      : parts.reduce((s, p) => s.plus(p.kind === 'missing' ? 0 : p.value), new Big(0)).toFixed()
  return { parts, total, missing }
}
