// Account charts (Balance & P/L): the ledger, the reconciliation and the price charts.
export const ledger = {
  cutShort:
    'The server kept pointing to more records than this view reads at once: the oldest records are missing, so balances and the reconciliation below are incomplete.',
  transfersUnreadable_one:
    '1 cash transfer could not be read and is left out; the reconciliation shows the difference it makes.',
  transfersUnreadable_other:
    '{{count}} cash transfers could not be read and are left out; the reconciliation shows the difference they make.',
  ordersUnreadable_one:
    '1 history order could not be read and is left out; realised P/L and the reconciliation miss what it would add.',
  ordersUnreadable_other:
    '{{count}} history orders could not be read and are left out; realised P/L and the reconciliation miss what they would add.',
  noBalance: 'The server reported no balance for {{account}}, so its records cannot be checked against it.',
  balanced: {
    before: '✓ Balanced to the cent: the records account for the server’s balance of ',
    after: '.',
  },
  difference: {
    before: '⚠ The records and the server’s balance differ by ',
    after: '. ',
    noRecord: 'No record the server returned explains it.',
    missing_one: '{{transactions}} on orders is missing from the transfer list and explains ',
    missing_other: '{{transactions}} on orders are missing from the transfer list and explain ',
    end: '.',
    transactions_one: '{{shown}} cash transaction',
    transactions_other: '{{shown}} cash transactions',
    unexplainedBefore: '; ',
    unexplainedAfter: ' is explained by no record.',
  },
  noCandles: 'The server has no candles for {{symbol}} in this range.',
} as const
