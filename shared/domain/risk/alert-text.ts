// What a risk alert says in the activity list and an OS notification (worked out in main, which sees every
// metrics read; worded from the catalogue beside the other activity entries, shared/domain/activity/diff.ts).
import { formatDuration } from '../../text/duration'
import { msg } from '../../text/messages'

export type MarginLevelId = 'warning' | 'margin-call' | 'stop-out'

export function marginAlertTitle(level: MarginLevelId, afterGap: boolean): string {
  const name = msg(`risk.alerts.levelName.${level}`)
  return msg(afterGap ? 'risk.alerts.marginBelowAfterGap' : 'risk.alerts.marginFell', { level: name })
}

export function marginAlertDetail(f: { levelPercent: string; thresholdPercent: number; gapMinutes?: number }): string {
  const gap =
    f.gapMinutes !== undefined ? msg('risk.alerts.notWatched', { duration: formatDuration(f.gapMinutes * 60_000) }) : ''
  return msg('risk.alerts.marginDetail', { levelPercent: f.levelPercent, thresholdPercent: f.thresholdPercent, gap })
}

export function lossLimitTitle(): string {
  return msg('risk.alerts.lossLimitTitle')
}

export function lossLimitDetail(f: { loss: string; limit: number; currency: string }): string {
  return msg('risk.alerts.lossLimitDetail', f)
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
