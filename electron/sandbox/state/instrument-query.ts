// Instrument selection for the by-symbol, by-type and query endpoints. `symbols` items are case-insensitive
// substrings, or glob patterns when they contain `*` (`EUR*`, `*/JPY`); list items are ORed.
import type { InstrumentSpec } from './types'
import { compareText } from '../text'

export type SortCriterion = 'TYPE' | 'SYMBOL'

function globToRegExp(pattern: string): RegExp {
  const escaped = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\/]/g, '\\$&'))
    .join('.*')
  return new RegExp(`^${escaped}$`, 'i')
}

export function symbolMatcher(pattern: string): (symbol: string) => boolean {
  if (pattern.includes('*')) {
    const re = globToRegExp(pattern)
    return (symbol) => re.test(symbol)
  }
  const needle = pattern.toLowerCase()
  return (symbol) => symbol.toLowerCase().includes(needle)
}

/** The path form names one symbol exactly; a `*` in it is treated as a wildcard. */
export function bySymbol(instruments: readonly InstrumentSpec[], symbol: string): InstrumentSpec[] {
  if (symbol.includes('*')) return instruments.filter((i) => globToRegExp(symbol).test(i.symbol))
  return instruments.filter((i) => i.symbol === symbol)
}

export function byType(instruments: readonly InstrumentSpec[], type: string): InstrumentSpec[] {
  const wanted = type.toUpperCase()
  return instruments.filter((i) => i.type.toUpperCase() === wanted)
}

export interface InstrumentQuery {
  symbols?: readonly string[]
  types?: readonly string[]
  sortAsc?: readonly SortCriterion[]
  sortDesc?: readonly SortCriterion[]
}

export function queryInstruments(instruments: readonly InstrumentSpec[], query: InstrumentQuery): InstrumentSpec[] {
  let result = [...instruments]
  if (query.symbols && query.symbols.length > 0) {
    const matchers = query.symbols.map(symbolMatcher)
    result = result.filter((i) => matchers.some((m) => m(i.symbol)))
  }
  if (query.types && query.types.length > 0) {
    const types = new Set(query.types.map((t) => t.toUpperCase()))
    result = result.filter((i) => types.has(i.type.toUpperCase()))
  }
  const criteria = query.sortAsc ?? query.sortDesc
  if (criteria && criteria.length > 0) {
    const direction = query.sortDesc ? -1 : 1
    const key = (i: InstrumentSpec, c: SortCriterion) => (c === 'TYPE' ? i.type : i.symbol)
    result.sort((a, b) => {
      for (const c of criteria) {
        const diff = compareText(key(a, c), key(b, c))
        if (diff !== 0) return diff * direction
      }
      // Ties fall back to the default order: by symbol, ascending.
      return compareText(a.symbol, b.symbol)
    })
  }
  return result
}
