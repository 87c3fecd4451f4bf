// How the screen writes a number the sandbox sent, stated here on its own so that browser specs check what is
// shown against the sandbox's data rather than against the renderer's formatter: the exact value (no float, no
// rounding), thousands grouped with commas, a true minus sign (U+2212), and at least `decimals` decimals (2 for
// money, an instrument's precision for its prices).
import Big from 'big.js'

export function shownNumber(value: Big.BigSource | null | undefined, decimals = 0): string {
  if (value === null || value === undefined || value === '') return ''
  const exact = new Big(value)
  const [integer = '0', fraction = ''] = exact.abs().toFixed().split('.')
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const digits = fraction.padEnd(decimals, '0')
  const body = digits ? `${grouped}.${digits}` : grouped
  return exact.lt(0) ? `\u2212${body}` : body
}

/** Money as the tables show it: at least two decimals. */
export const shownMoney = (value: Big.BigSource | null | undefined): string => shownNumber(value, 2)

/** A number as the CSV exports write it: the exact value, ASCII minus, no grouping. */
export const exportedNumber = (value: Big.BigSource): string => new Big(value).toFixed()
