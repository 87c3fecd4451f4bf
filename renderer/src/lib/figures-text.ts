// Wording several figure views share (summary bar, Metrics, Trades, Exposure): conversion to the reporting
// currency and what the margin level means.
import { msg } from '@shared/text/messages'

/** A figure that cannot be converted to the reporting currency: shown in its own currency, never converted silently. */
export function noConversionRate(from: string, to: string): string {
  return msg('risk.noConversionRate', { from, to })
}

/** The rates beside converted figures: "Converted to USD at the server's rates: EUR→USD 1.0835, read 16:20:11." */
export function ratesUsedText(
  to: string,
  rates: ReadonlyArray<{ from: string; rate: string }>,
  readAt: string,
): string {
  if (rates.length === 0) return msg('risk.ratesNone', { to, readAt })
  return msg('risk.ratesUsed', { to, readAt, rates: rates.map((r) => `${r.from}→${to} ${r.rate}`).join(', ') })
}

export const MARGIN_LEVEL_EXPLAINED = msg('risk.margin.explained')
