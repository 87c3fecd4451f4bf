// The columns a CSV gets: the visible ones without buttons, and after every money column whose rows may be in
// different currencies (its subtotal is per currency) a "<header> currency" column, so a spreadsheet sum over
// several accounts can be split by currency instead of adding dollars to euros.
import type { ColumnSpec } from './types'
import { msg } from '@shared/text/messages'

export function exportColumns<R>(visible: readonly ColumnSpec<R>[]): ColumnSpec<R>[] {
  return visible
    .filter((c) => !c.noExport)
    .flatMap((c) => {
      const unit = c.subtotal?.format === 'money' ? c.subtotal.unit : undefined
      if (!unit) return [c]
      const currency: ColumnSpec<R> = {
        id: `${c.id}:currency`,
        header: msg('columns.dataTable.headerCurrency', { header: c.header }),
        kind: 'text',
        value: (row) => unit(row) ?? '',
      }
      return [c, currency]
    })
}
