// Cancelling an order or a group.
export const cancel = {
  theGroup: 'the group',
  orderLower: 'order {{orderId}}',
  groupOf: 'The group ({{orderIds}})',
  order: 'Order {{orderId}}',
  cancelled: '{{what}} cancelled.',
  titleGroup: 'Cancel the {{contingency}} group of order {{orderId}}?',
  title: 'Cancel order {{orderId}}?',
  account: 'Account {{account}}',
  closeLabel: 'Close without cancelling',
  reading: 'Reading the account’s open orders…',
  cancelling: 'Cancelling…',
  partOfGroup: 'This order is part of an {{contingency}} group; cancelling it cancels all {{count}} orders:',
  willCancel: 'This will cancel:',
  keep: 'Keep the order',
  close: 'Close',
  cancelAll: 'Cancel all {{count}} orders',
  cancelOne: 'Cancel order',
  cancelBoth: 'Cancel both orders',
  cancelAlone: 'Cancel this {{leg}} only',
  and: 'and',
  leg: { entry: 'entry', takeProfit: 'take-profit', stopLoss: 'stop-loss', order: 'order' },
  entryStays: 'the entry stays',
  entryAndOthersStay: 'the entry and the {{others}} stay',
  thenAlone:
    'This {{leg}} (THEN order) is part of an IF-THEN group. Cancel it alone — {{stay}} — or all {{count}} orders:',
  ifCarriesThen:
    'This is the entry (IF order) of an IF-THEN group: cancelled alone, the entry would leave its {{others}} behind without a size, so all {{count}} orders are cancelled together:',
  ocoEndsBoth:
    'This order is part of an OCO pair: when one order of an OCO pair ends, the server cancels the other, so both are cancelled:',
  review: {
    unchanged: 'The account changed, {{what}} did not. Nothing was cancelled; cancel it now?',
    changed: '{{What}} changed since you confirmed: check it below and confirm again.',
    'partly-gone': 'Part of {{what}} is no longer working; the rest is shown below.',
    gone: '{{What}} is no longer working.',
  },
  rereadBecause: {
    accountChanged: 'The server refused the cancel because the account changed since it was read.',
    answerLost: 'The answer to the cancel was lost, so the open orders were read again.',
  },
  noLongerWorking: 'Order {{orderId}} is no longer working.',
  withoutEtag: 'The server sent no ETag with the open orders, so a cancel cannot be made safely.',
} as const
