// What the tables, filters and the account picker say about an answer that left something out, or about a
// state the screen is in.
export const tables = {
  filterZone:
    'Times are in {{zone}}; both ends of a range are included. They are sent to the server in UTC. Lists match any of their items.',
  columnChooserHint:
    'Drag headers to reorder (or focus one, press Space, then ← →), drag their edge to resize. Saved per profile.',
  summaryCaption: 'Account summary, read again whenever an account changes',
  instrument: {
    loading: 'Loading the instrument reference…',
    noReference:
      'The server does not publish a global reference for {{symbol}}; price increment and trading hours are not known, so prices are shown with the decimals the server sends.',
    tradingHours: 'Trading hours (weekly, UTC)',
    searchHint: '* matches any text; separate several symbols with commas. Instrument types are in Filters.',
  },
  positionsCount: {
    server: '{{count}} open per the server',
    ofThisAccount: ' of this account’s positions',
    forAllAccounts: ' (for all the accounts on screen)',
    unreadable:
      '{{server}}; the Positions table could read {{readable}}{{ofThis}}: {{count}} of {{total}} records in its answer{{scope}} could not be read.',
    olderRead:
      '{{server}} (metrics read at {{metricsAt}}); the Positions table, read at {{positionsAt}}, shows {{readable}}. One read is older than the other: refresh both to compare.',
  },
  unreadableRecords: {
    headline: '{{count}} of {{total}} records in {{noun}} could not be read',
    explanation:
      '— the server sent them in a shape the API does not allow. The table shows the other {{rest}}; totals and subtotals leave the unreadable ones out and are incomplete.',
    samplesLabel: 'Which records and fields',
  },
  moreNotListed: '…and {{more}} more.',
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
} as const
