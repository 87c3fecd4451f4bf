// What a risk alert says in the activity list and an OS notification (worked out in main, which sees every
// metrics read; worded here beside the other activity entries, shared/domain/activity/diff.ts).
import { msg } from '../../text/messages'

export type MarginLevelId = 'warning' | 'margin-call' | 'stop-out'

const LEVEL_NAME: Record<MarginLevelId, string> = {
  warning: 'your warning level',
  'margin-call': 'the margin-call level',
  'stop-out': 'the stop-out level',
}

export function marginAlertTitle(level: MarginLevelId, afterGap: boolean): string {
  const name = LEVEL_NAME[level]
  return afterGap ? `Margin level below ${name} (found after a gap in watching)` : `Margin level fell to ${name}`
}

export function marginAlertDetail(f: { levelPercent: string; thresholdPercent: number; gapMinutes?: number }): string {
  const gap = f.gapMinutes !== undefined ? ` Not watched for ${f.gapMinutes} min before this read.` : ''
  return `Margin level ${f.levelPercent} % (level ${f.thresholdPercent} %).${gap}`
}

export function lossLimitTitle(): string {
  return 'Daily loss limit reached'
}

export function lossLimitDetail(f: { loss: string; limit: number; currency: string }): string {
  return `Down ${f.loss} ${f.currency} since the first read today (limit ${f.limit} ${f.currency}). Nothing was done to the account.`
}

type PriceAlertWords = { symbol: string; side: 'bid' | 'ask'; when: 'at-or-above' | 'at-or-below'; level: string }

/** A price alert's activity entry. */
export function priceAlertTitle(f: PriceAlertWords): string {
  return msg(f.when === 'at-or-above' ? 'risk.alerts.roseTo' : 'risk.alerts.fellTo', f)
}

export function priceAlertDetail(f: {
  price: string
  order?: { orderCode: string; price: string; distance: string } | undefined
}): string {
  const near = f.order ? msg('risk.alerts.near', f.order) : ''
  return msg('risk.alerts.detail', { price: f.price, near })
}

/** How an alert reads in a list: "EUR/USD bid at or above 1.0950". */
export function priceAlertLabel(f: PriceAlertWords): string {
  return msg(f.when === 'at-or-above' ? 'risk.alerts.labelAbove' : 'risk.alerts.labelBelow', f)
}
