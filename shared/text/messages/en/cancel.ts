// Cancelling an order or a group.
export const cancel = {
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
