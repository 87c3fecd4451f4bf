// Exposure in the grids and in the reporting currency, and price alerts.
export const risk = {
  ratesUsed: 'Converted to {{to}} at the server’s rates: {{rates}}, read {{readAt}}.',
  ratesShort: '{{rates}} · read {{readAt}}',
  ratesNone: 'In {{to}}; no conversion was needed (rates read {{readAt}}).',
  leftOutNoRate:
    'No {{currencies}}→{{to}} rate from the server: those accounts are left out of the {{to}} figures, not converted.',
  noRate: 'no rate',
  inCurrency: 'In {{to}}, across the accounts on screen',
  byAccountEach: 'By account, largest first (each in its currency)',
  exposureColumn:
    'Gross exposure: the sizes of every open position at the current price, in the account currency (net in the tooltip). Accounts are ordered largest first.',
  netExposureColumn: 'Longs minus shorts at the current price',
  reportedExposureColumn: 'Gross exposure converted to {{to}} at the server’s rate',
  exposureCell: 'Gross {{gross}} {{currency}} · net {{net}} {{currency}}',
  accountsInCurrency: 'Accounts in {{currency}}',
  allIn: 'All in {{to}}',
  allInAccounts: '{{accounts}}, converted and added up',
  alerts: {
    explained:
      'A price alert adds an entry to Activity (and an OS notification if chosen under “System notifications for” in the profile) when the bid or ask reaches its level; it fires again only after the price has gone back past the level. While connected, DX Desk follows the prices as the server pushes them, or reads them every 2 seconds where it does not. Alerts are kept in the profile (the Demo profiles keep them until the app closes).',
    none: 'No price alerts.',
    limit: 'At most {{max}} price alerts per profile.',
    nearOrderLegend: 'Near a working order',
    nearOrderHint: 'Fires when the side the order fills on comes within the distance of its price.',
    noWorkingOrders: 'No working orders with a price on the accounts on screen.',
    orderOption: '{{account}} · {{orderCode}} · {{side}} {{symbol}} at {{price}}',
    noQuote: 'No price for {{symbol}} from the server now: the alert was not set.',
    levelHint: 'A price such as 1.0950',
    setOn: 'Set a price alert on {{symbol}}',
    remove: 'Remove alert {{label}}',
    labelAbove: '{{symbol}} {{side}} at or above {{level}}',
    labelBelow: '{{symbol}} {{side}} at or below {{level}}',
    roseTo: '{{symbol}} {{side}} rose to {{level}}',
    fellTo: '{{symbol}} {{side}} fell to {{level}}',
    detail: 'Price {{price}}.{{near}} The alert fires again once the price has gone back past the level.',
    near: ' Within {{distance}} of order {{orderCode}} at {{price}}.',
    levelName: {
      warning: 'your warning level',
      'margin-call': 'the margin-call level',
      'stop-out': 'the stop-out level',
    },
    marginFell: 'Margin level fell to {{level}}',
    marginBelowAfterGap: 'Margin level below {{level}} (found after a gap in watching)',
    marginDetail: 'Margin level {{levelPercent}} % (level {{thresholdPercent}} %).{{gap}}',
    notWatched: ' Not watched for {{duration}} before this read.',
    lossLimitTitle: 'Daily loss limit reached',
    /** Said where the currency goes when the user record names none. */
    accountCurrency: 'in the account currency',
    lossLimitDetail:
      'Down {{loss}} {{currency}} since the first read today (limit {{limit}} {{currency}}). Nothing was done to the account.',
  },
  noConversionRate: 'No {{from}}→{{to}} rate from the server: shown in {{from}}, not converted.',
  exposureExplained:
    'Exposure = position size × current price × contract multiplier, in the account currency; net adds longs and shorts, gross adds their sizes. An FX pair counts long its base currency and short its quote currency. Accounts in different currencies are listed apart. Largest first.',
  margin: {
    state: {
      'no-margin': 'No margin in use',
      ok: 'OK',
      warning: 'Below your warning level',
      'margin-call': 'Margin call',
      'stop-out': 'Stop-out',
    },
    short: {
      'no-margin': 'No margin',
      ok: 'OK',
      warning: 'Warning',
      'margin-call': 'Call',
      'stop-out': 'Stop-out',
    },
    levelName: { 'margin-call': 'Margin call', 'stop-out': 'Stop-out', warning: 'Your warning' },
    explained:
      'Margin level = equity ÷ maintenance margin × 100 %. At the margin-call level the broker asks for funds or closes positions; at the stop-out level it closes positions on its own. The levels are the broker’s, set in the connection profile.',
    passed: '{{level}} ({{percent}} %): already passed by {{equity}} {{currency}}',
    away: '{{level}} ({{percent}} %): {{equity}} {{currency}} of equity away{{move}}',
    move: ', or {{symbol}} moving {{move}} to {{price}}',
    profileHelp:
      'The API does not say where your broker calls margin or stops you out: copy the levels from the broker’s terms (often 100 % and 50 %). Margin level = equity ÷ maintenance margin × 100 %. A warning level above margin call raises an alert first; a daily loss limit only raises an alert, it never acts on the account.',
  },
  labels: {
    addAlert: 'Add a price alert',
  },
} as const
