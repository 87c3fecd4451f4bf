// The order editor's own sentences: headings of its panels, its notices and its footer's state.
export const orderEdit = {
  onServerNow: 'On the server now',
  accountCloseOnly:
    'Account {{account}} is CLOSE_ONLY: only orders that close a position can be changed, so the server refuses a change to this one.',
  accountBlocked: 'Account {{account}} is {{status}}: the server refuses changes to its orders.',
  endedHeading: 'This order can no longer be changed',
  changedWhileEditing: 'Changed on the server while you edit.',
  watchingExplained: 'Open orders are re-read every 2 seconds while this dialog is open',
  conflictHeadingWatch: 'The order changed while you were editing',
  conflictHeadingServer: 'The order changed on the server',
  conflictWatch: 'Nothing has been sent yet. Compare your edit with the order as it is now, then choose.',
  conflictServer:
    'Someone else changed this order after you opened it; nothing of yours was applied. Compare, then choose.',
  resendHeading: 'The account changed, your order did not',
  notAppliedHeading: 'Your change did not arrive',
  discarded: 'Your changes were discarded; the dialog shows the order as it is now.',
  rereadUnchanged: 'Read again: the order is as you saw it.',
  rebasedNeedsFixing: 'Your changes were moved onto the current order, but it needs fixing before it can be sent.',
  versionUnknown: 'The order’s current version is not known yet: reading it again.',
  notAppliedReadAgain: 'Nothing was applied. Read the order again before another attempt.',
  nothingToApply: 'Applying would change nothing: the server already has your values.',
  endedNothingSent: 'Nothing can be sent: the order has ended.',
  notVisibleNothingSent: 'Nothing can be sent.',
  chooseAbove: 'Choose how to continue above.',
  rereadFailed: 'The order could not be re-read. {{reason}}',
  updatedTo: 'Updated to the server’s current order. {{headline}}',
  changeRefused: 'Nothing was changed. {{reason}}',
  staleRereadFailed: 'The account changed, and reading it again failed. {{reason}}',
  outcomeAndRereadUnknown:
    '{{send}} Reading the order again failed too ({{read}}): its state is unknown. Read it again before any further attempt.',
  readFailed: 'Reading the order failed. {{reason}}',
  supportStrip:
    'You are changing an order of {{owner}} on client account {{account}}. Every attempt is recorded in the audit log with your name.',
  unchecked: 'Not checked before sending: {{rules}}.',
  loading: 'Reading the order and its group…',
  sentWithIfMatch:
    'Sent as the whole order with If-Match {{etag}}: applied only if the account is still at the version you read at {{readAt}}.',
  applyMine: 'Apply my changes to the current order',
  rereadButton: 'Read the order again',
} as const
