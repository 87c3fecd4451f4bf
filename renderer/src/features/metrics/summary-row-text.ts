// What each cell of a summary row says, as text, one entry a column. The bar measures them to find, per column, the
// account whose cell is widest, and lays out that account's row (collapsed) beside the rows in view, so that the
// columns fit every account's figures while only the rows in view are in the page.
import { marginLevelPercent, marginState } from '@shared/domain/risk'
import { formatDecimal, formatMoney } from '../../lib/format'
import { accountStatusWords } from '../../lib/order-change-text'
import { MARGIN_STATE_LABEL } from '../risk/risk-text'
import { msg } from '@shared/text/messages'
import { figureText, SUMMARY_FIELDS } from './summary-fields'
import { liveFailure, liveState } from './SummaryCells'
import type { SummaryRowProps } from './SummaryRow'

export function summaryRowTexts(p: SummaryRowProps): string[] {
  const m = p.metrics
  const account = [m.account, p.currency, p.restricted && accountStatusWords(p.restricted), p.client]
  const figures = SUMMARY_FIELDS.map((f) => {
    const shown = figureText(f, m) ?? '—'
    // The estimate is a line of its own under equity, in a smaller font: the longer of the two lines counts.
    const estimate = f.key === 'equity' && p.estimate ? `≈ ${formatMoney(p.estimate.equity)}` : ''
    return estimate.length > shown.length ? estimate : shown
  })
  const level = marginLevelPercent({ equity: m.equity, margin: m.maintenanceMargin })
  const state = marginState(level, {
    marginCallPercent: p.levels.marginCallPercent,
    stopOutPercent: p.levels.stopOutPercent,
    warnAtPercent: p.levels.warnMarginPercent,
  })
  const gauge =
    level === undefined ? MARGIN_STATE_LABEL['no-margin'] : `${formatDecimal(level)}% ✓ ${MARGIN_STATE_LABEL[state]}`
  return [
    account.filter(Boolean).join(' '),
    ...figures,
    gauge,
    p.exposure ? formatMoney(p.exposure.gross) : '0.00',
    `${m.openPositionsCount} ⚠ / ${m.openOrdersCount}`,
    liveText(p),
  ]
}

/** The Live cell's words (LiveCell), without the parts only its tooltip has: the last of `summaryRowTexts`. */
export function liveText({ live: status, via }: SummaryRowProps): string {
  const state = liveState(status, via)
  if (!status || state === 'unknown') return '—'
  if (state === 'paused') return msg('labels.metrics.paused')
  if (state === 'starting') return msg('labels.metrics.starting')
  if (status.error && (state === 'failing' || state === 'partly')) {
    return `⚠ ${liveFailure(status.error, status.account).title}`
  }
  return `● ${via.text}${via.via === undefined ? '' : ` · ${via.via}`}`
}
