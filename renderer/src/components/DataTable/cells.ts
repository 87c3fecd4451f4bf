// How a cell and a header read, on screen and in CSV: one place, so export and screen never disagree.
import { decimalForExport } from '../../lib/format'
import { zoneShortLabel } from '../../lib/time-zones'
import type { ColumnSpec, FormatContext } from './types'

export function headerText<R>(column: ColumnSpec<R>, ctx: FormatContext): string {
  return column.kind === 'time' ? `${column.header} (${zoneShortLabel(ctx.zone)})` : column.header
}

export function cellText<R>(column: ColumnSpec<R>, row: R, ctx: FormatContext): string {
  if (column.text) return column.text(row, ctx)
  const v = column.value(row)
  if (v === null || v === undefined) return ''
  return String(v)
}

/** CSV text: exact digits with an ASCII minus and no grouping, unless the column says otherwise. */
export function exportCellText<R>(column: ColumnSpec<R>, row: R, ctx: FormatContext): string {
  if (column.exportText) return column.exportText(row, ctx)
  if (column.kind === 'number') {
    const v = column.value(row)
    return v === null || v === undefined ? '' : decimalForExport(v as string)
  }
  return cellText(column, row, ctx)
}
