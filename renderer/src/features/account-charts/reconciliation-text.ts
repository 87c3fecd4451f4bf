// The reconciliation's verdict: the records against the server's balance.
import { msg } from '@shared/text/messages'
import { counted } from '../../lib/counted'

/**
 * A sentence whose amounts the caller sets (money in its sign colour, a bold figure): the words come from the
 * catalogue, the amounts go in as given, in order. Render each part in a keyed fragment.
 */
export type Phrase<T> = ReadonlyArray<string | T>

/** The reconciliation when the records account for the server's balance. */
export function reconciliationBalanced<T>(balance: T): Phrase<T> {
  return [msg('ledger.balanced.before'), balance, msg('ledger.balanced.after')]
}

/**
 * The reconciliation when they do not: by how much, then what the cash transactions on orders missing from the
 * transfer list explain, and what no record explains (`unexplained` undefined when that is 0).
 */
export function reconciliationDifference<T>(f: {
  difference: T
  unlisted: number
  explained: T
  unexplained: T | undefined
}): Phrase<T> {
  const lead = [msg('ledger.difference.before'), f.difference, msg('ledger.difference.after')]
  if (f.unlisted === 0) return [...lead, msg('ledger.difference.noRecord')]
  const transactions = counted('ledger.difference.transactions', f.unlisted)
  const missing = msg('ledger.difference.missing', { count: f.unlisted, transactions })
  const rest =
    f.unexplained === undefined
      ? [msg('ledger.difference.end')]
      : [msg('ledger.difference.unexplainedBefore'), f.unexplained, msg('ledger.difference.unexplainedAfter')]
  return [...lead, missing, f.explained, ...rest]
}
