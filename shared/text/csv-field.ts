// One CSV cell rule for every export (tables, the audit log): spreadsheet formula injection is neutralised
// for text, while a number stays a number — "-12.5" is a value a spreadsheet must be able to sum, not a formula.

/** Characters that make a spreadsheet treat a cell as a formula (Apple Numbers also reads their full-width forms). */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$|^[+-]?Infinity$/

/** The cell's text with a leading `'` where a spreadsheet would otherwise evaluate it. */
export function spreadsheetSafe(value: string): string {
  return FORMULA_START.test(value) && !NUMBER.test(value) ? `'${value}` : value
}

/** A CSV field: spreadsheet-safe, quoted when it holds a quote, comma, line break or edge white space. */
export function escapeCsvField(value: string | number | undefined): string {
  const safe = spreadsheetSafe(value === undefined ? '' : String(value))
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe
}
