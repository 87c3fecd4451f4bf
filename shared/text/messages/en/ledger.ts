// Account charts (Balance & P/L): the ledger, the reconciliation and the price charts.
export const ledger = {
  balanceCaption: 'Balance after each cash movement ({{currency}})',
  plByInstrument: 'Realised P/L by instrument',
  plByDay: 'Realised P/L by day',
  reading: 'Reading every cash transfer and order of {{account}}…',
  balanceDescription:
    'Rebuilt from {{movements}}, starting from zero. Balance now {{balance}}, equity now {{equity}} (account metrics); deposits ▲ and withdrawals ▼ are marked.',
  noMovements: 'No cash movements in this period.',
  /** A chart's label of one deposit or withdrawal, or of several too close together to be told apart. */
  marker: {
    deposit_one: 'Deposit',
    deposit_other: '{{count}} deposits',
    withdrawal_one: 'Withdrawal',
    withdrawal_other: '{{count}} withdrawals',
    detail: '{{amount}} at {{time}}',
  },
  plDescription:
    'Realised {{realised}}, commissions on orders {{commission}}, net {{net}} — from settlement and commission records, by the instrument of their order (fees on no order are in the reconciliation).',
  noPl: 'No realised P/L in this period.',
  breakout: {
    orderCommissions: 'Commissions on orders',
    otherFees: 'Fees on no order',
    otherFeesWhy: 'Commission records that name no order (a market-data fee): not part of realised P/L',
    deposits: 'Deposits and withdrawals',
  },
  reconciliationCaption:
    'Opening balance + movements by reason = closing balance ({{currency}}), checked against the server’s balance',
  closingFromRecords: 'Closing balance from the records',
  serverBalanceAtEnd: 'Server’s balance at the period’s end',
  explainingRecords: 'Records that explain the difference',
  /** Whether an explaining record's time falls inside the period shown. */
  inPeriod: { yes: 'Yes', no: 'No' },
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
  /** What a chart's CSV says it holds, in its provenance lines. */
  csv: {
    reconciliationOf: 'Reconciliation of {{account}}',
    period: 'Period: {{period}}',
  },
  /** The charts' series, in their legends. */
  series: {
    balance: 'Balance ({{currency}})',
    netPl: 'Net P/L ({{currency}})',
  },
  labels: {
    plBars: 'Net realised P/L by instrument ({{currency}})',
  },
  /** A custom period's two dates: what is wrong with them, and the period in words. */
  period: {
    fromNotDate: 'From: “{{text}}” is not a date.',
    toNotDate: 'To: “{{text}}” is not a date.',
    toBeforeFrom: 'To ({{to}}) is before From ({{from}}).',
    between: 'From {{from}} to {{to}}',
    firstRecord: 'the first record',
    now: 'now',
  },
  /** What the charts read, as a failed read names it. */
  readResource: 'cash transfers and order history',
} as const
