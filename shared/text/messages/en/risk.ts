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
  },
} as const
