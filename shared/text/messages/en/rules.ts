// Order rules: the sanity warnings the editor shows before a send (prices and sizes as the trader typed them).
export const rules = {
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
