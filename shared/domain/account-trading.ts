// What an account's status lets its orders do, said before anyone types: a CLOSE_ONLY account may still
// change orders that close a position; NO_TRADING, TERMINATED and EXPIRED accounts may change none.
import type { Order } from '../api/records'

/** Why this account's status forbids changing this order, or undefined when it may be changed. */
export function accountBlocksEdit(accountStatus: string | undefined, order: Order): string | undefined {
  if (accountStatus === undefined || accountStatus === 'FULL_TRADING') return undefined
  const closes = order.legs.length > 0 && order.legs.every((l) => l.positionEffect === 'CLOSE')
  if (accountStatus === 'CLOSE_ONLY') {
    return closes
      ? undefined
      : `Account ${order.account} is CLOSE_ONLY: only orders that close a position can be changed, so the server refuses a change to this one.`
  }
  return `Account ${order.account} is ${accountStatus}: the server refuses changes to its orders.`
}
