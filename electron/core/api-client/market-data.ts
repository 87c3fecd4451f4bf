// POST /marketdata: quote snapshots and candles. A read that travels as POST (the request is a body), so it
// is throttled and retried like any other read. DX gives market data no ETag, so it is never conditional.
import type { Clock } from '@shared/domain/clock'
import {
  ENDPOINTS,
  MarketDataListSchema,
  MarketDataRequestSchema,
  type Candle,
  type CandleType,
  type MarketDataRequestWire,
  type Quote,
} from '@shared/api'
import type { CallOptions } from './client'
import type { ReadResult } from './endpoints'
import { DxApiError, httpError, schemaRefusal } from './errors'
import { parseBody } from './endpoints'
import type { DxSession } from './session'

export interface CandleQuery {
  symbol: string
  candleType: CandleType
  /** RFC 3339 timestamps. */
  fromTime: string
  toTime: string
  count?: number
}

export function createMarketData(session: DxSession, clock: Clock) {
  async function post(request: MarketDataRequestWire, call: CallOptions) {
    const checked = MarketDataRequestSchema.safeParse(request)
    if (!checked.success) {
      throw new DxApiError(schemaRefusal(checked.error.issues[0]))
    }
    const res = await session.send({
      method: 'POST',
      path: ENDPOINTS.marketData.path,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request),
      category: 'data',
      retry: true,
      write: false,
      label: 'marketData',
      ...(call.signal ? { signal: call.signal } : {}),
      ...(call.onRetry ? { onRetry: call.onRetry } : {}),
    })
    if (res.status !== 200) throw new DxApiError(httpError(res.status, res.text, res.headers, { now: clock.now() }))
    return parseBody(MarketDataListSchema, ENDPOINTS.marketData.summary, res.status, res.text).events
  }

  return {
    /** The current bid/ask of every symbol, in one request; unknown symbols are simply absent. */
    async quotes(symbols: readonly string[], account?: string, call: CallOptions = {}): Promise<ReadResult<Quote[]>> {
      const events = await post(
        { ...(account ? { account } : {}), symbols: [...symbols], eventTypes: [{ type: 'Quote', format: 'COMPACT' }] },
        call,
      )
      const data = events.filter((e): e is Quote => e.type === 'Quote')
      return { data, notModified: false, fetchedAt: clock.now() }
    },
    /** Candles of one symbol for a range, oldest first. */
    async candles(query: CandleQuery, account?: string, call: CallOptions = {}): Promise<ReadResult<Candle[]>> {
      const { symbol, ...eventType } = query
      const events = await post(
        {
          ...(account ? { account } : {}),
          symbols: [symbol],
          eventTypes: [{ type: 'Candle', format: 'COMPACT', ...eventType }],
        },
        call,
      )
      const data = events
        .filter((e): e is Candle => e.type === 'Candle' && e.symbol === symbol)
        .sort((a, b) => Date.parse(a.time) - Date.parse(b.time))
      return { data, notModified: false, fetchedAt: clock.now() }
    },
  }
}
