// POST /marketdata: quote snapshots from the sandbox's price book and candles from its price history
// (state/price-history.ts), for the symbols named. A symbol the sandbox does not list gives no events, like
// an unknown symbol in the instrument reads; a malformed body is 400 "33" naming the field; an `account` the
// caller may not see is 404 "2". Answers carry no ETag: prices change every tick, a validator would never hit.
import { firstIssueText } from '@shared/text/issue-path'
import {
  ENDPOINTS,
  formatWireTimestamp,
  MAX_CANDLES,
  MarketDataRequestSchema,
  type CandleWire,
  type MarketDataListWire,
  type QuoteWire,
} from '@shared/api'
import { badRequestBody } from '../errors'
import { authed } from '../http/handler'
import { noParams } from '../http/params'
import type { RouteDef } from '../http/routing'
import { requireAccount } from '../permissions'
import type { SandboxRuntime } from '../runtime'
import { anchorsOf, PricePath } from '../state/price-history'

export function marketDataRoutes(runtime: SandboxRuntime): RouteDef[] {
  return [
    {
      method: 'POST',
      url: ENDPOINTS.marketData.path,
      handler: authed(runtime, (ctx) => {
        const { world, now } = ctx
        noParams(ctx.request.query)
        const raw: unknown = ctx.request.body
        if (raw === undefined) throw badRequestBody('body: a Market Data Request is required')
        const parsed = MarketDataRequestSchema.safeParse(raw)
        if (!parsed.success) throw badRequestBody(firstIssueText(parsed.error))
        const request = parsed.data
        if (request.account !== undefined) requireAccount(world, ctx.caller.user, request.account)
        const symbols = [...new Set(request.symbols)].filter((s) => world.prices.has(s))
        const events: (QuoteWire | CandleWire)[] = []
        for (const eventType of request.eventTypes) {
          if (eventType.type === 'Quote') {
            for (const symbol of symbols) {
              const quote = world.prices.quote(symbol)
              events.push({ type: 'Quote', symbol, bid: quote.bid, ask: quote.ask, time: formatWireTimestamp(now) })
            }
            continue
          }
          const from = Date.parse(eventType.fromTime)
          const to = Date.parse(eventType.toTime)
          for (const symbol of symbols) {
            const instrument = world.instrument(symbol)
            if (!instrument) continue
            const path = new PricePath(runtime.options.seed, instrument, anchorsOf(world, symbol, now))
            for (const c of path.candles(eventType.candleType, from, to, eventType.count ?? MAX_CANDLES)) {
              events.push({
                type: 'Candle',
                symbol,
                candleType: eventType.candleType,
                open: c.open,
                high: c.high,
                low: c.low,
                close: c.close,
                volume: c.volume,
                time: formatWireTimestamp(c.time),
              })
            }
          }
        }
        const body: MarketDataListWire = { events }
        return body
      }),
    },
  ]
}
