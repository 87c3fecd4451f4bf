// How a count meets its noun in every sentence, label and caption the app prints: "1 unit", "0.01 lots",
// "1,000 rows", "1 entry". The words and their forms are the catalogue's (`counts`); the count is written here as
// the grid writes it, and its decimals decide the form as much as its value does.
import { countWords, type CountedThing } from './messages'
import { formatDecimal } from './decimal-text'

/**
 * "1 row", "12,500 rows": `countOf(3, 'row')`, the thing named by its entry in the catalogue's `counts`. A number is
 * written by formatDecimal, as the grid writes it; a string as given.
 */
export function countOf(count: number | string, n: CountedThing): string {
  if (typeof count === 'number') return countWords(n, count, formatDecimal(count), 0)
  const plain = count.replace(/,/g, '')
  const decimals = /\.(\d+)$/.exec(plain)?.[1]?.length ?? 0
  return countWords(n, Number(plain), count, decimals)
}
