// What both the Open orders rows and the order editor say about changing an order: the editor's fixed sentences
// (a row shows its pending and unknown states), a pending change, an account status that forbids a change.
import type { Order } from '@shared/api/records'
import { accountBlock } from '@shared/domain/account-trading'
import { type Words, msg } from '@shared/text/messages'

const ORDER_EDIT_KEYS = [
  'endedHeading',
  'changedWhileEditing',
  'watchingExplained',
  'conflictHeadingWatch',
  'conflictHeadingServer',
  'conflictWatch',
  'conflictServer',
  'resendHeading',
  'notAppliedHeading',
  'discarded',
  'rereadUnchanged',
  'rebasedNeedsFixing',
  'versionUnknown',
  'notAppliedReadAgain',
  'nothingToApply',
  'endedNothingSent',
  'notVisibleNothingSent',
  'chooseAbove',
  'statusSeeAbove',
  'statusChangedHeading',
  'refusedFixAbove',
  'pendingTitle',
  'unknownTitle',
] as const

/** Fixed sentences of the order editor: headings of its panels, its notices and its footer's state. */
export const ORDER_EDIT = Object.fromEntries(ORDER_EDIT_KEYS.map((key) => [key, msg(`orderEdit.${key}`)])) as {
  readonly [K in (typeof ORDER_EDIT_KEYS)[number]]: Words
}

const ACCOUNT_STATUSES = ['FULL_TRADING', 'CLOSE_ONLY', 'NO_TRADING', 'TERMINATED', 'EXPIRED'] as const

/** An account's status in words ("close only"); a status the catalogue does not know, lower-cased words. */
export function accountStatusWords(status: string): string {
  return (ACCOUNT_STATUSES as readonly string[]).includes(status)
    ? msg(`tables.accountStatus.${status as (typeof ACCOUNT_STATUSES)[number]}`)
    : status.replace(/_/g, ' ').toLowerCase()
}

/** Why this account's status forbids changing this order, or undefined when it may be changed. */
export function accountBlocksEdit(accountStatus: string | undefined, order: Order): string | undefined {
  const block = accountBlock(accountStatus, order)
  if (!block) return undefined
  return block.closeOnly
    ? msg('orderEdit.accountCloseOnly', { account: block.account })
    : msg('orderEdit.accountBlocked', { account: block.account, status: accountStatusWords(block.status) })
}

/** The Open orders row while a change is pending: which values are on their way, and from what. */
export function pendingChange(rows: readonly { label: string; from: string; to: string }[]): string {
  return rows.map((r) => msg('orderEdit.pendingChange', { label: r.label, from: r.from, to: r.to })).join(', ')
}
