// The reconciliation's verdict as one sentence, its amounts shown as money: the account charts' panel and the
// statement say it in the same words.
import { Fragment, type ReactNode } from 'react'
import type { Reconciliation } from '@shared/domain/account-ledger'
import { reconciliationBalanced, reconciliationDifference } from './reconciliation-text'
import { money } from '../columns'

/** `balance` is the server's balance the sentence names when the records account for it. */
export function ReconciliationVerdict({
  reconciliation: r,
  balance,
}: {
  reconciliation: Reconciliation
  balance: string | undefined
}) {
  const c = r.currency
  const parts = r.balanced
    ? reconciliationBalanced(money(balance, c))
    : reconciliationDifference<ReactNode>({
        difference: <strong>{money(r.difference, c)}</strong>,
        unlisted: r.unlisted.length,
        explained: money(r.explained, c),
        unexplained: r.unexplained === '0' ? undefined : money(r.unexplained, c),
      })
  return parts.map((part, i) => <Fragment key={i}>{part}</Fragment>)
}
