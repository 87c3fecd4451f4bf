// Order rules: the request and trading rules the server applies (the sandbox answers with these words, the
// editor shows them), and the sanity warnings the editor shows before a send (prices and sizes as the trader typed them).
export const rules = {
  /** A broken request or trading rule, naming the fields as the API does. */
  problem: {
    'not-finite': '{{name}} must be a finite number',
    'type-required': 'type is required for a new order (MARKET, LIMIT, STOP…)',
    'needs-limit': 'A {{type}} order needs limitPrice',
    'limit-not-for-type': 'limitPrice is only for LIMIT orders; this is a {{type}} order',
    'needs-stop': 'A {{type}} order needs stopPrice',
    'stop-not-for-type': 'stopPrice is only for STOP orders; this is a {{type}} order',
    'tif-not-for-market': 'tif {{tif}} is only for LIMIT and STOP orders; a MARKET order is GTC',
    'gtd-needs-expiry': 'A GTD order needs expireDate',
    'expiry-only-gtd': 'expireDate is only for GTD orders; tif is {{tif}}',
    expiryOnlyGtdNoTif: 'expireDate is only for GTD orders; tif is not set',
    'offset-needs-link': 'priceOffset needs priceLink (TRIGGERED_STOP or TRIGGERED_LIMIT)',
    'close-needs-position': 'A CLOSE order needs positionCode, the position it closes',
    'quantity-negative': 'quantity must not be negative (side gives the direction)',
    'quantity-required': 'quantity is required and must be more than 0',
    'closing-takes-position': "A closing {{type}} order takes the position's quantity: leave quantity out or 0",
    'group-too-small': 'An {{contingency}} group needs at least two orders',
    'order-code-twice': 'orderCode {{orderCode}} is used twice in this group',
    'group-instrument': 'Every order of a group must be for the same instrument ({{instrument}})',
    'group-account': 'Every order of a group must be for the same account ({{account}})',
    'oco-open': 'Every order of an OCO group must be OPEN',
    'oco-quantity': 'Every order of an OCO group needs the same quantity ({{quantity}})',
    'if-open': 'The IF order of an IF-THEN group must be OPEN',
    'then-close': 'THEN orders of an IF-THEN group must be CLOSE',
    'then-side': 'THEN orders must be on the side opposite to the IF order ({{side}})',
    'then-gtc': 'THEN orders must be GTC, not {{tif}}',
    'then-quantity': 'THEN orders take the quantity the IF order fills: leave quantity out or 0',
    'rules-for-other': 'These trading rules are for {{symbol}}, not {{instrument}}',
    'not-tradable': '{{symbol}} cannot be traded on this account (trading status NO)',
    'close-only': '{{symbol}} is close-only on this account (trading status CLOSE_ONLY): only closing orders',
    'price-off-step': '{{name}} {{price}} is not a multiple of the price increment {{step}}',
    'below-min-size': 'quantity {{quantity}} is below the minimum order size {{min}}',
    'off-size-step': 'quantity {{quantity}} is not a multiple of the size increment {{step}}',
    'above-max-lots': 'quantity {{quantity}} is above the maximum order size {{max}} ({{lots}} of {{lotSize}})',
    'above-max-notional':
      'quantity {{quantity}} at {{price}} is a notional of {{notional}} {{currency}}, above the maximum order size {{max}} {{currency}}',
    'bad-client-order-id': 'A client order id is 1 to 64 letters, digits, dots, underscores, colons or dashes',
  },
  sanity: {
    /** Each warning's rule in a few words, before its sentence and in the Save line. */
    names: {
      'tp-wrong-side-entry': 'Take-profit below/above entry',
      'sl-wrong-side-entry': 'Stop-loss beyond entry',
      'limit-fills-now': 'Limit fills at once',
      'stop-triggers-now': 'Stop triggers at once',
      'far-from-market': 'Far from market',
      'size-above-usual': 'Size far above usual',
    },
    at: 'at',
    above: 'above',
    below: 'below',
    entry: '{{side}} entry at {{price}}',
    takeProfitWrongSide: 'A take-profit {{side}} at {{price}} is {{relation}} its {{entry}}: it cannot take a profit.',
    stopLossWrongSide:
      'A stop-loss {{side}} at {{price}} is {{relation}} its {{entry}}: it stops nothing out at a loss, it would close in profit.',
    limitFillsNow:
      'A {{side}} limit at {{price}} is {{relation}} the {{quoteSide}} {{quote}}: it would fill at once, like a market order.',
    stopTriggersNow:
      'A {{side}} stop at {{price}} is {{relation}} the {{quoteSide}} {{quote}}: it would trigger at once.',
    farFromMarket: '{{price}} is {{percent}}% from the {{quoteSide}} {{quote}} (warning above {{limit}}%).',
    sizeAboveUsual: "{{quantity}} is {{times}}× this account's usual size of {{usual}} (warning above {{limit}}×).",
  },
} as const
