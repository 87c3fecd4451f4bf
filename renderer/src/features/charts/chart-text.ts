// The price chart's notices.
import { msg } from '@shared/text/messages'

/** A price chart whose range holds no candles. */
export function noCandles(symbol: string): string {
  return msg('ledger.noCandles', { symbol })
}
