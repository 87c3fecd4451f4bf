// What a cancel's re-read says: after a 412, or an answer that never came, the orders the trader confirmed are
// compared with the open orders now. Nothing is ever sent again from here: the dialog asks the trader.
import type { Order } from '../../api/records'
import { isFinalOrder } from '../../api/enums'

export type CancelReview =
  /** Every order is still working exactly as confirmed: only the account moved on. */
  | { kind: 'unchanged' }
  /** Still working, but someone changed (or part-filled) at least one: the trader must look again. */
  | { kind: 'changed'; orders: Order[] }
  /** None of them is working any more (cancelled, filled — by this cancel or by something else). */
  | { kind: 'gone' }
  /** Some are gone, some still work. */
  | { kind: 'partly-gone'; remaining: Order[] }

export function reviewCancel(confirmed: readonly Order[], openNow: readonly Order[]): CancelReview {
  const now = new Map(openNow.filter((o) => !isFinalOrder(o)).map((o) => [o.orderId, o]))
  const remaining = confirmed.map((o) => now.get(o.orderId)).filter((o): o is Order => o !== undefined)
  if (remaining.length === 0) return { kind: 'gone' }
  if (remaining.length < confirmed.length) return { kind: 'partly-gone', remaining }
  const changed = remaining.filter((o) => o.version !== confirmed.find((c) => c.orderId === o.orderId)?.version)
  return changed.length === 0 ? { kind: 'unchanged' } : { kind: 'changed', orders: remaining }
}
