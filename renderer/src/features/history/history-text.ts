// Order history's instrument filter: what its patterns became.
import { msg } from '@shared/text/messages'
import { counted } from '../../lib/counted'

/** History's instrument filter when the instrument list could not be read to expand it. */
export const INSTRUMENTS_SENT_AS_TYPED = msg('tables.instrumentsSentAsTyped')

/** History's instrument filter after its patterns were expanded into the symbols actually sent. */
export function instrumentsExpanded(f: {
  items: readonly string[]
  symbols: readonly string[]
  unmatched: readonly string[]
}): string {
  return msg('tables.instrumentsExpanded.sentence', {
    items: f.items.join(', '),
    symbols: counted('tables.instrumentsExpanded.symbols', f.symbols.length),
    list: f.symbols.length > 0 ? msg('tables.instrumentsExpanded.list', { symbols: f.symbols.join(', ') }) : '',
    none: f.unmatched.length > 0 ? msg('tables.instrumentsExpanded.none', { unmatched: f.unmatched.join(', ') }) : '',
  })
}
