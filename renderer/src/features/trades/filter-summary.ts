// The Trades table's filters as an export or a shared view states them: one line per filter in use.
import type { TradeSide } from '@shared/domain/closed-trades'
import { msg } from '@shared/text/messages'
import { periodLabel, type PeriodChoice } from '../account-charts/period'
import { sideLabel } from './trade-columns'

export interface TradesFilters {
  period: PeriodChoice
  /** '' when every instrument is shown. */
  instrument: string
  side: TradeSide | ''
  includeOpen: boolean
}

export function tradesFilterLines(f: TradesFilters): string[] {
  return [
    msg('labels.trades.filterSummary.period', { period: periodLabel(f.period) }),
    ...(f.instrument ? [msg('labels.trades.filterSummary.instrument', { instrument: f.instrument })] : []),
    ...(f.side ? [msg('labels.trades.filterSummary.side', { side: sideLabel(f.side) })] : []),
    ...(f.includeOpen ? [msg('labels.trades.filterSummary.openShown')] : []),
  ]
}
