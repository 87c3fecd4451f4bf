// How a count meets its noun in every sentence, label and caption the app prints: "1 unit", "0.01 lots",
// "1,000 rows", "1 entry". English plural rules come from Intl.PluralRules, which also knows that a count shown
// with decimals ("1.0 lots") takes the plural even when its value is one.
import { formatDecimal } from './decimal-text'

/** A noun's singular and plural; `noun('row')` for the regular ones, both forms for the rest. */
export interface Noun {
  one: string
  other: string
}

export function noun(one: string, other = `${one}s`): Noun {
  return { one, other }
}

const rulesByDecimals = new Map<number, Intl.PluralRules>()

function rulesFor(decimals: number): Intl.PluralRules {
  let rules = rulesByDecimals.get(decimals)
  if (!rules) {
    rules = new Intl.PluralRules('en-US', { minimumFractionDigits: decimals })
    rulesByDecimals.set(decimals, rules)
  }
  return rules
}

/**
 * The form of `n` that goes with `count`: a number, or a count as shown ("1,000", "0.01", "∞"), whose decimals
 * decide as much as its value does.
 */
export function nounFor(count: number | string, n: Noun): string {
  if (typeof count === 'number') return rulesFor(0).select(count) === 'one' ? n.one : n.other
  const plain = count.replace(/,/g, '')
  const decimals = /\.(\d+)$/.exec(plain)?.[1]?.length ?? 0
  const value = Number(plain)
  return Number.isFinite(value) && rulesFor(decimals).select(value) === 'one' ? n.one : n.other
}

/** "1 row", "12,500 rows": a number is written by formatDecimal, as the grid writes it; a string as given. */
export function countOf(count: number | string, n: Noun): string {
  const shown = typeof count === 'number' ? formatDecimal(count) : count
  return `${shown} ${nounFor(count, n)}`
}
