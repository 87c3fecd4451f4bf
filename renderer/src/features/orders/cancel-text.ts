// The cancel dialog's words: what a group's rules allow, and what a fresh read found after the account changed.
import type { CancelReview } from '@shared/domain/order-edit'
import { msg } from '@shared/text/messages'

/**
 * After the account changed under a cancel (or its answer was lost), what the fresh read of the open orders
 * says about the order or group (`what`: "this order", "the OCO group"), and whether to confirm again.
 */
export function cancelReviewSentence(kind: CancelReview['kind'], what: string): { message: string; again: boolean } {
  const What = `${what[0]?.toUpperCase() ?? ''}${what.slice(1)}`
  return { message: msg(`cancel.review.${kind}`, { what, What }), again: kind !== 'gone' }
}

/** Why the cancel dialog read the open orders again before asking once more. */
export const CANCEL_REREAD_BECAUSE = {
  accountChanged: msg('cancel.rereadBecause.accountChanged'),
  answerLost: msg('cancel.rereadBecause.answerLost'),
} as const

/** The cancel dialog when the order it was opened for is not among the open orders any more. */
export function orderNoLongerWorking(orderId: number | string): string {
  return msg('cancel.noLongerWorking', { orderId })
}

/** The cancel dialog when the open orders came without the version a safe cancel needs. */
export const CANCEL_WITHOUT_ETAG = msg('cancel.withoutEtag')

/** What a trader calls an order of a group: the entry (IF), a take-profit or a stop-loss (THEN), or an order. */
export function groupLegName(type: string, role: 'if' | 'then' | 'oco' | 'single'): string {
  if (role === 'if') return msg('cancel.leg.entry')
  if (role !== 'then') return msg('cancel.leg.order')
  return type === 'LIMIT' ? msg('cancel.leg.takeProfit') : msg('cancel.leg.stopLoss')
}

/** The cancel button for the whole group. */
export function cancelAllLabel(count: number): string {
  return count === 2 ? msg('cancel.cancelBoth') : msg('cancel.cancelAll', { count })
}

/** The cancel button for the order the dialog was opened on, alone. */
export function cancelAloneLabel(leg: string): string {
  return msg('cancel.cancelAlone', { leg })
}

/** Above the list of a group's orders: which choice the group's rules leave, and why. */
export function cancelGroupSentence(
  choice: { role: 'if' | 'then' | 'oco' | 'single' },
  leg: string,
  others: readonly string[],
  count: number,
): string {
  const names = others.join(` ${msg('cancel.and')} `)
  if (choice.role === 'then') {
    const stay = others.length === 0 ? msg('cancel.entryStays') : msg('cancel.entryAndOthersStay', { others: names })
    return msg('cancel.thenAlone', { leg, stay, count })
  }
  if (choice.role === 'if') return msg('cancel.ifCarriesThen', { others: names, count })
  return msg('cancel.ocoEndsBoth')
}
