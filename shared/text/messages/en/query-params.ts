// The query parameters of every endpoint, as the filter panels and the Demo server's API description name them:
// each parameter's label and one-sentence help, and a range's name on its first end (`range`). A parameter's
// spec (shared/api/params) names its entry here. Times are typed in the display zone on screen, which the panel
// says once; the help speaks of the range's ends only.
export const queryParams = {
  accounts: {
    label: 'Accounts',
    help: 'Accounts to include, such as default:1001; leave empty for every account you may see.',
  },
  includeOffset: {
    label: 'Include offset accounts',
    help: 'Dealers only: also include offset accounts when no accounts are chosen.',
  },
  history: {
    inStatus: { label: 'Status', help: 'Order statuses; an order with any of them matches.' },
    ofType: { label: 'Order types', help: 'Order types such as MARKET, LIMIT or STOP; any of them matches.' },
    side: { label: 'Side', help: 'Only buy orders or only sell orders.' },
    forInstrument: {
      label: 'Instruments',
      help: 'Instrument symbols such as EUR/USD or EUR/*, in any letter case; any of them matches.',
    },
    withClientId: { label: 'Client order ids', help: 'Up to 50 client order ids; any of them matches.' },
    withOrderId: { label: 'Order ids', help: 'Up to 50 order ids (numbers such as 100234); any of them matches.' },
    issuedFrom: {
      label: 'Issued from',
      help: 'Orders issued at or after this time (inclusive); alone, until now.',
      range: 'Issued',
    },
    issuedTo: {
      label: 'Issued to',
      help: 'Orders issued at or before this time (inclusive); alone, since the first order.',
    },
    period: {
      label: 'Period',
      help: 'Orders issued today, the previous day, this week or the previous week (UTC days; weeks start Monday).',
    },
    transactionFrom: {
      label: 'Last change from',
      help: 'Orders last changed at or after this time (inclusive).',
      range: 'Last change',
    },
    transactionTo: { label: 'Last change to', help: 'Orders last changed at or before this time (inclusive).' },
    completedFrom: {
      label: 'Completed from',
      help: 'Orders completed at or after this time (inclusive).',
      range: 'Completed',
    },
    completedTo: { label: 'Completed to', help: 'Orders completed at or before this time (inclusive).' },
    atLeastVersion: {
      label: 'Version from',
      help: 'Orders whose last update has this account version or a later one.',
      range: 'Version',
    },
    atMostVersion: {
      label: 'Version to',
      help: 'Orders whose last update has this account version or an earlier one.',
    },
    page: { label: 'Page', help: 'Page number; the first page is 1.' },
    pageSize: { label: 'Page size', help: 'Orders per page (at least 1).' },
    limit: { label: 'Limit', help: 'Return at most this many orders; the server may return fewer.' },
  },
  events: {
    ofType: { label: 'Event types', help: 'Margin calls and/or liquidations; any of them matches.' },
    fromTime: { label: 'From', help: 'Events at or after this time (inclusive).', range: 'Time' },
    toTime: { label: 'To', help: 'Events at or before this time (inclusive).' },
    period: {
      label: 'Period',
      help: 'Events of today, the previous day, this week or the previous week (UTC days; weeks start Monday).',
    },
    limit: { label: 'Limit', help: 'Return at most this many events; the server may return fewer.' },
    startFrom: { label: 'Skip', help: 'Skip this many events first (0, the default, starts at the first).' },
    timeFrom: { label: 'From', help: 'Same as from-time.' },
    timeTo: { label: 'To', help: 'Same as to-time.' },
  },
  instruments: {
    symbols: {
      label: 'Symbols',
      help: 'Instrument symbols such as EUR/USD; * matches any text (EUR/*); any of them matches.',
    },
    types: { label: 'Instrument types', help: 'Instrument types such as FOREX or CFD; any of them matches.' },
    limit: { label: 'Limit', help: 'Return at most this many instruments; the server may return fewer.' },
    startFrom: { label: 'Skip', help: 'Skip this many instruments first (0, the default, starts at the first).' },
    sortByAsc: {
      label: 'Sort ascending by',
      help: 'Sort A to Z by these fields in order (TYPE, SYMBOL); cannot be combined with sort-by-desc.',
    },
    sortByDesc: {
      label: 'Sort descending by',
      help: 'Sort Z to A by these fields in order (TYPE, SYMBOL); cannot be combined with sort-by-asc.',
    },
  },
  metrics: {
    includePositions: {
      label: 'Per-position metrics',
      help: 'Also return margin and profit/loss for each open position.',
    },
  },
  portfolio: {
    lastUpdatedFrom: {
      label: 'Updated from',
      help: 'Positions and orders updated at or after this time (inclusive).',
      range: 'Updated',
    },
    lastUpdatedTo: {
      label: 'Updated to',
      help: 'Positions and orders updated at or before this time (inclusive); default now.',
    },
    limit: { label: 'Limit', help: 'Return at most this many portfolios; the server may return fewer.' },
    startFrom: { label: 'Skip', help: 'Skip this many portfolios first (0, the default, starts at the first).' },
  },
  transfers: {
    ofType: {
      label: 'Transfer types',
      help: 'Deposits, withdrawals, commissions and other kinds; any of them matches.',
    },
    timeFrom: { label: 'From', help: 'Transfers at or after this time (inclusive); alone, until now.', range: 'Time' },
    timeTo: { label: 'To', help: 'Transfers at or before this time (inclusive); alone, since the first transfer.' },
    period: {
      label: 'Period',
      help: 'Transfers of today, the previous day, this week or the previous week (UTC days; weeks start Monday).',
    },
    limit: { label: 'Limit', help: 'Return at most this many transfers; the server may return fewer.' },
    startFrom: { label: 'Skip', help: 'Skip this many transfers first (0, the default, starts at the first).' },
  },
  users: {
    lastUpdatedFrom: {
      label: 'Updated from',
      help: 'Users updated at or after this time (inclusive).',
      range: 'Updated',
    },
    lastUpdatedTo: { label: 'Updated to', help: 'Users updated at or before this time (inclusive); default now.' },
    limit: { label: 'Limit', help: 'Return at most this many users; the server may return fewer.' },
    startFrom: { label: 'Skip', help: 'Skip this many users first (0, the default, starts at the first).' },
  },
  cancelGroup: {
    orderCodes: { label: 'Order codes', help: 'The group’s order codes, parent first.' },
    contingencyType: { label: 'Contingency type', help: 'OCO or IF-THEN.' },
  },
} as const
