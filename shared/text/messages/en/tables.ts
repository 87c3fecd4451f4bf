// What the tables, filters and the account picker say about an answer that left something out, or about a
// state the screen is in.
export const tables = {
  filterZone:
    'Times are in {{zone}}; both ends of a range are included. They are sent to the server in UTC. Lists match any of their items.',
  columnChooserHint:
    'Drag headers to reorder (or focus one, press Space, then ← →), drag their edge to resize. Saved per profile.',
  summaryCaption: 'Account summary, read again whenever an account changes',
  pageCap: 'This server returns at most {{count}} per page',
  /** An account's status (users/{me}) in words. */
  accountStatus: {
    FULL_TRADING: 'full trading',
    CLOSE_ONLY: 'close only',
    NO_TRADING: 'no trading',
    TERMINATED: 'terminated',
    EXPIRED: 'expired',
  },
  /** `period` filter choices in words. */
  period: {
    today: 'Today',
    'previous-day': 'Previous day',
    week: 'This week',
    'previous-week': 'Previous week',
  },
  instrument: {
    loading: 'Loading the instrument reference…',
    noReference:
      'The server does not publish a global reference for {{symbol}}; price increment and trading hours are not known, so prices are shown with the decimals the server sends.',
    tradingHours: 'Trading hours (weekly, UTC)',
    searchHint: '* matches any text; separate several symbols with commas. Instrument types are in Filters.',
  },
  positionsCount: {
    snapshot:
      '{{count}} open per the server, but the same figures (as of {{at}}) list {{listed}} positions. The server contradicts itself: check the Positions table and ask the broker if it persists.',
  },
  figuresEstimate:
    "Estimate at the prices on screen: each position's P/L moved with its quote since the server's figures as of {{at}}. The server's next figures replace it.",
  unreadableRecords: {
    headline: '{{count}} of {{total}} records in {{noun}} could not be read',
    ofAccount_one: '{{account}}: {{records}} record could not be read',
    ofAccount_other: '{{account}}: {{records}} records could not be read',
    others_one: '{{count}} record naming no account could not be read',
    others_other: '{{count}} records naming no account could not be read',
    explanation:
      'The server sent them in a shape the API does not allow. The table shows the other {{rest}}; totals and subtotals leave the unreadable ones out and are incomplete.',
    samplesLabel: 'Which records and fields',
  },
  moreNotListed: '…and {{more}} more.',
  oldest: {
    button: 'Oldest ▶▶|',
    searching: 'Finding the oldest… (Cancel)',
    failed: 'The oldest orders could not be found: a read failed. Try again.',
    title:
      'Show the oldest orders: order history comes newest first and gives no count, so the app searches for where its oldest page starts (about 40 small reads).',
  },
  slowRead: {
    still: 'Still reading {{noun}} for {{accounts}}: {{seconds}} s so far.',
    retrying:
      'Still reading {{noun}} for {{accounts}}: {{seconds}} s so far · {{cause}}, trying again (attempt {{attempt}} of {{attempts}}) at {{at}}.',
    /** Why the last attempt failed, as the retry sentence says it. */
    cause: {
      timeout: 'the server did not answer in time',
      'server-error': 'the server answered with an error ({{status}})',
      'rate-limited': 'the server asked for fewer requests',
      network: 'the server could not be reached',
    },
    cancel: 'Cancel',
    cancelledRows: 'Read cancelled after {{seconds}} s: the rows below are as of {{at}}.',
    cancelledNothing: 'Read cancelled after {{seconds}} s: nothing was read.',
    tryAgain: 'Try again',
  },
  subtotal: {
    readableOnly: 'Sum of the readable rows only ({{count}} of {{total}} records could not be read): {{text}}',
    exact: 'Exact sum of the rows above: {{text}}',
  },
  metricsIncomplete: {
    badge: 'Incomplete: {{count}} of {{total}} accounts could not be read',
    title: 'The server sent {{count}} account metrics in a shape the API does not allow: {{samples}}',
  },
  filterRefused: {
    before: 'The server refused the filter ',
    after: '; change it in the filter panel.',
  },
  invalidFilters: {
    which_one: 'One filter is',
    which_other: '{{count}} filters are',
    summary: '{{which}} not valid; nothing was sent: {{labels}}.',
  },
  freshness: {
    fetched: 'Fetched {{ago}}',
    fetchedNotModified: 'Fetched {{ago}}; the server confirmed nothing changed (304)',
    notLoaded: 'not loaded yet',
    stale: 'Stale: refresh failed — {{title}}',
    refreshNow: 'Refresh now',
  },
  market: {
    openNoHours: 'Open (no trading hours given)',
    openAlways: 'Open (never closes)',
    open: 'Open',
    closed: 'Closed',
    openCloses: 'Open · closes {{next}}',
    closedOpens: 'Closed · opens {{next}}',
    until: ' until {{opens}}',
    closedModify:
      'The {{symbol}} market is closed{{until}}: the server refuses a change to this order while it is closed.',
    closedCancel:
      'The {{symbol}} market is closed{{until}}. A cancel is usually accepted while it is closed; the order cannot fill before it opens.',
  },
  noFilters: 'This endpoint has no filters besides the accounts, which come from the account picker.',
  instrumentsSentAsTyped:
    'The instrument list could not be read, so the instruments are sent exactly as typed (letter case matters and * is not expanded).',
  instrumentsExpanded: {
    sentence: 'Instruments {{items}} became {{symbols}}{{list}}.{{none}}',
    list: ': {{symbols}}',
    none: ' No instrument matches {{unmatched}}.',
    symbols_one: '{{shown}} symbol',
    symbols_other: '{{shown}} symbols',
  },
  noAttachedOrders: 'No working take-profit or stop-loss order is attached to this position.',
  noProtection:
    'Adding a take-profit or stop-loss places a new order, which DX Desk does not do: place it in your trading platform, then edit it here.',
  rowKeys: ', Shift+F10 lists its actions and their keys, Tab reaches its buttons.',
  labels: {
    columnsOf: 'Columns of {{table}}',
    moveLeft: 'Move {{header}} left',
    moveRight: 'Move {{header}} right',
    removeFilter: 'Remove filter {{label}}',
    closeDetails: 'Close details',
    historyPages: 'Order history pages',
    readAt: 'Read at {{time}} {{zone}}',
    refreshSummary: 'Refresh account summary',
    sortServer: 'Sort by {{header}} on the server (all pages); Shift+click adds a second key',
    sortPage: 'Sort the rows on this page by {{header}}; Shift+click adds a second key',
    serverCut: ' · server cut the result: older orders available',
    continueOlder: 'Continue with orders last changed before the first one the server left out (transaction-to)',
    instrumentSort: 'sort-by-asc or sort-by-desc with TYPE and/or SYMBOL; the server sorts across all pages',
    noPrice: 'No price for {{symbol}}: {{error}}',
    readingPrice: 'Reading the price of {{symbol}}…',
    posOrd: 'Open positions / working orders',
    liveColumn: 'Every account on screen is checked for changes every few seconds',
    currencyTotal: 'Sum of the accounts in this currency; currencies are never added together',
  },
} as const
