// What an account's status lets its orders do, said before anyone types: a CLOSE_ONLY account may still
// change orders that close a position; NO_TRADING, TERMINATED and EXPIRED accounts may change none. The facts
// only: the renderer words them from the message catalogue.
import type { Order } from '../api/records'

/** An account whose status forbids changing an order: which account, its status, and whether it is CLOSE_ONLY. */
export interface AccountBlock {
  account: string
  status: string
  closeOnly: boolean
}

/** Why this account's status forbids changing this order, or undefined when it may be changed. */
export function accountBlock(accountStatus: string | undefined, order: Order): AccountBlock | undefined {
  if (accountStatus === undefined || accountStatus === 'FULL_TRADING') return undefined
  const closes = order.legs.length > 0 && order.legs.every((l) => l.positionEffect === 'CLOSE')
  if (accountStatus === 'CLOSE_ONLY' && closes) return undefined
  return { account: order.account, status: accountStatus, closeOnly: accountStatus === 'CLOSE_ONLY' }
}
