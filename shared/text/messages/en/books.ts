// The trader's books: closed trades, performance and the statement.
export const books = {
  noClosedTrades: 'No closed trades in this period.',
  cumulativeCaption: 'Cumulative net after each close ({{currency}})',
  endOfDayCaption: 'End of each UTC day ({{currency}})',
  closesByNet: '{{currency}} · closes in the period, by net (realised + commission + financing)',
  readingEndOfDay: 'Reading the end-of-day figures…',
  noEndOfDay: 'No end-of-day figures for this period.',
  readingBalance: 'Reading the balance of {{account}}…',
  serverBalanceAtEnd: 'Server’s balance at the period’s end',
  noTradeClosed: 'No trade closed in this period.',
  positionsAtEnd: 'Positions at the period’s end ({{count}})',
  workingAtEnd: 'Working orders at the period’s end ({{count}})',
  statementFoot:
    'Figures are the server’s records: cash transfers (movements, fees, financing, realised P/L as booked) and order history (fills, prices). The closing balance is checked against the balance the server reports.',
  issue: {
    'settlement-without-close':
      'A realised P/L record whose closing fill is not in order history: it counts in the totals, but no trade could be paired with it.',
    'close-without-open':
      'A closing fill whose opening fills are not in order history: its realised P/L is the server’s, its open price and time are unknown.',
    'commission-without-fill': 'A trading commission on an order whose fills are not in order history.',
  },
  noSettlement: 'The server booked no realised P/L record for this close: zero.',
  readingLedger: 'Reading every cash transfer and order of {{accounts}}…',
  /** What a ledger read reads, in "Still reading … for default:1001". */
  ledgerNoun: 'cash transfers and order history',
  /** The statement's header lines that are not figures. */
  statementHeader: {
    owner: '{{name}} ({{login}})',
    ownerUnknown: 'not known',
    fromStart: 'the first record',
    toNow: 'now ({{time}})',
    producedBy: '{{username}} ({{profile}})',
    producedBySupport: '{{username}} ({{profile}}, support, case mode)',
  },
  /** Why a cash record of a trade reads as it does, in its records' Note column. */
  recordNote: {
    shared: 'shared with the other closes by quantity',
    unlisted: 'not in the transfer list',
  },
  labels: {
    statementOf: 'Statement of {{account}}',
    performanceIn: 'Performance in {{currency}}',
    cumulativeChart: 'Cumulative net of closed trades in {{currency}}; use “Show as table” for the numbers',
    endOfDayChart: 'End-of-day equity in {{currency}}; use “Show as table” for the numbers',
    drawdown: 'Largest fall of the balance from a peak in the period; deposits and withdrawals are not falls',
    totals: 'Totals of the rows shown, per currency',
    records: 'Records of the trade',
  },
  /** The performance figures' trade count and how each figure is computed. */
  performance: {
    trades: '{{trades}} ({{wins}} won, {{losses}} lost{{flat}})',
    flat: ', {{flat}} flat',
    profitFactor: 'Σ net of wins ÷ |Σ net of losses|',
    net: 'Σ net: realised + commission + financing',
    averageWin: 'Σ net of wins ÷ wins',
    averageLoss: 'Σ net of losses ÷ losses',
  },
  /** The performance charts' series, and what a failed read of their figures names. */
  charts: {
    endOfDayEquity: 'End-of-day equity ({{currency}})',
    cumulativeNet: 'Cumulative net ({{currency}})',
    endOfDayFigures: 'end-of-day figures',
  },
} as const
