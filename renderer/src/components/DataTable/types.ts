import type { ReactNode } from 'react'
import type { Words } from '@shared/text/messages'
import type { DecimalInput } from '../../lib/decimal'

/** What a cell formatter may need beyond the row: the display zone and instrument precision. */
export interface FormatContext {
  zone: string
  /** Decimals implied by the instrument's priceIncrement, when the instrument is known. */
  precisionOf: (symbol: string | undefined) => number | undefined
  /**
   * Decimals that align a number column within one unit (an instrument, a currency) on the rows shown,
   * used when the instrument's own precision is not known. Set by DataTable.
   */
  alignedScale?: (columnId: string, unit: string | undefined) => number | undefined
}

export type ColumnKind = 'text' | 'code' | 'enum' | 'number' | 'time' | 'action'

/** A per-group subtotal: exact decimal sum, split by unit (currency, symbol) when units differ. */
export interface SubtotalSpec<R> {
  value: (row: R) => DecimalInput
  /** Rows with different units are summed separately ("USD 10.00 · EUR −2.50"). */
  unit?: (row: R) => string | undefined
  format?: 'money' | 'quantity'
}

export interface ColumnSpec<R> {
  id: string
  /** From the catalogue, as every word on screen. */
  header: Words
  /** Time columns name the display zone in their header (screen and CSV). */
  kind: ColumnKind
  /** Raw value: sort key and default text. Decimal strings for numbers, timestamps for times. */
  value: (row: R) => string | number | boolean | null | undefined
  /** Display text (also the CSV text unless exportText is given). */
  text?: (row: R, ctx: FormatContext) => string
  /** CSV text when it must differ from the screen (exact digits, ASCII minus, no grouping). */
  exportText?: (row: R, ctx: FormatContext) => string
  /** Rich cell content (badges, buttons); text() still feeds CSV and accessibility. */
  render?: (row: R, ctx: FormatContext) => ReactNode
  /** Extra class on the cell, e.g. for P/L colour. */
  cellClass?: (row: R) => string | undefined
  size?: number
  defaultHidden?: boolean
  sortable?: boolean
  subtotal?: SubtotalSpec<R>
  /** Tooltip on the header: what the field means. */
  description?: Words
  /** Number columns: rows with the same unit (symbol, currency) are padded to the same decimals. */
  alignUnit?: (row: R) => string | undefined
  /** Excluded from CSV (buttons). */
  noExport?: boolean
}

export interface SortEntry {
  id: string
  desc: boolean
}

/** What the export needs, already as text: visible columns and rows in screen order. */
export interface TableSnapshot {
  headers: string[]
  rows: string[][]
  sortDescription: string
  /**
   * Other rows of this same table (every page, for the all-pages export) as text in the visible columns.
   * They come in the server's order: a sort on the screen orders one page only.
   */
  rowsText: (rows: readonly object[]) => string[][]
  /** How rows read page after page are ordered. */
  allPagesSort: string
  /** The visible columns (buttons left out) and this page's rows as the screen writes them: what a snapshot holds. */
  shown: { columns: Array<{ id: string; header: string; kind: ColumnKind }>; rows: string[][] }
}

export interface GroupSpec<R> {
  key: (row: R) => string
  label: (key: string, rows: readonly R[]) => string
}
