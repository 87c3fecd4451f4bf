// How a price alert reads in a list. What a fired alert says in the activity list and an OS notification is
// worded with the other activity entries (shared/text/activity-text.ts).
import { msg } from '../../text/messages'

export type MarginLevelId = 'warning' | 'margin-call' | 'stop-out'

type PriceAlertWords = { symbol: string; side: 'bid' | 'ask'; when: 'at-or-above' | 'at-or-below'; level: string }

/** How an alert reads in a list: "EUR/USD bid at or above 1.0950". */
export function priceAlertLabel(f: PriceAlertWords): string {
  return msg(f.when === 'at-or-above' ? 'risk.alerts.labelAbove' : 'risk.alerts.labelBelow', f)
}
