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
  noFigure: {
    unreadable:
      '{{figure}}: the server sent “{{sent}}”, which is not a number the app can read, so no figure is shown.',
    missing: '{{figure}}: the server sent no figure for it.',
    noTotal: '{{figure}} has no {{currency}} total: {{accounts}} sent none the app can read.',
    levelNoTotal: 'A margin level does not add up: each account’s is on its own row.',
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
  /** How the rows are ordered, as the caption, the sort line and an export's header say it. */
  sortedBy: {
    page: '{{sort}} (sorted on this page only)',
    server: '{{sort}} (sorted by the server across all pages)',
    unsorted: 'in the order the server returned',
  },
  /** What a screen reader hears about a table and its keys. */
  tableKeys: {
    moves: 'Arrow keys move between rows, Ctrl+C copies the row',
    enterTo: ', Enter to {{action}}',
    openTheRow: 'open the row',
    end: '.',
  },
  chooseColumns: 'Choose, order and reset the columns of {{table}}',
  /** Moving a column header with the keyboard, as a screen reader hears it. */
  moveColumn: {
    instructions:
      'To move this column, press Space, then the left and right arrow keys. Space drops it, Escape puts it back.',
    roleDescription: 'movable column header',
    place: 'position {{index}} of {{total}}',
    pickedUp: 'Picked up the {{column}} column, at {{place}}.',
    over: '{{column}} column: {{place}}.',
    dropped: '{{column}} column dropped at {{place}}.',
    notMoved: '{{column}} column not moved.',
    cancelled: 'Move cancelled: the {{column}} column stays at {{place}}.',
  },
  /** A filter value typed in the filter panel. */
  filterInput: {
    dateTime: 'Enter a date and time such as 2024-04-21 09:30:00',
    timeGap: 'This time does not exist in {{zone}} (clocks moved forward); {{used}} is used.',
    timeTwice: 'This time happens twice in {{zone}} (clocks moved back); the earlier one is used.',
    tooManyItems: 'At most {{limit}} items ({{entered}} entered)',
    invalid: 'Invalid value',
  },
  /** Where a limit/start-from pager stands. */
  offsetPage: {
    requesting: 'Requesting {{limit}} {{noun}} from #{{first}}',
    none: 'No {{noun}}',
    pastTheEnd: 'No {{noun}} after #{{after}}: past the end',
    range: '{{noun}} {{first}}–{{last}}',
    capped: '{{range}} · server returned {{returned}} of {{limit}} asked (its page-size cap; Next continues)',
    endOfList: '{{range}} · end of list',
    returned: '{{range}} · server returned {{returned}}',
  },
  /** Where an order history pager stands. */
  historyPage: {
    page: 'page {{page}}, {{size}} per page{{cursor}}{{returned}}',
    cursor: ', transaction-to {{cursor}}',
    returned: ', server returned {{returned}}',
  },
  /** The display zone set to the computer's own, as headers, filters and exports name it. */
  localZone: 'local time, {{zone}}',
  /** Caption tails saying how fresh the prices are. */
  prices: {
    notUpdated: ' · prices not updated: {{error}}',
    reading: ' · reading prices…',
    asOf: ' · prices as of {{time}}',
  },
  captions: {
    instruments: 'trading rules of {{account}}',
    instrumentsUnsorted: 'by symbol (the server’s default order)',
    positions: 'all open positions (not paged){{metrics}}{{prices}}{{estimate}}',
    positionsMetrics: ' · P/L from metrics as of {{time}}',
    positionsEstimate: ' · ≈ P/L now is an estimate until the next metrics read',
    history: 'sorted by the server by last change',
    portfolio: 'zero balances are left out by the server',
  },
  /** Why a position's protection order cannot be edited from its row. */
  protection: {
    takeProfit: 'take profit',
    stopLoss: 'stop loss',
    readOnly: 'Read-only case mode: unlock editing in the banner above to change orders.',
    noEditor: 'The order editor is not available here.',
  },
  /** What Enter does on a row, as a screen reader hears it ("Enter to …"). */
  activate: {
    editOrder: 'edit the order',
    orderDetails: 'show the order’s details',
    tradeRecords: 'show the records of the trade',
  },
  /** A transfer's code when the server gives none: it came from a trade. */
  fromTrade: '(from a trade)',
  /** An order leg's quantity when it has none of its own. */
  legQuantity: {
    ifFill: 'IF order’s fill',
    position: 'position {{code}}',
    afterIfFills: 'after IF fills',
  },
} as const
