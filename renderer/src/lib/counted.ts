// A count with the noun the catalogue chooses for it, shared by the features that say how many records.
import { msg } from '@shared/text/messages'

/** A count as the grid shows it ("1,000"), with the catalogue's noun for it chosen by the count. */
export function counted(
  key: 'tables.instrumentsExpanded.symbols' | 'ledger.difference.transactions' | 'audit.entries',
  count: number,
): string {
  return msg(key, { count, shown: count.toLocaleString('en-US') })
}
