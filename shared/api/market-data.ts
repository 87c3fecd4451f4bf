// Market data (POST /marketdata): the request a client sends, the Quote and Candle records that come back.
// Request enums are closed (the server validates them); a response event of a type we do not know is kept
// out of the parsed list rather than failing the whole answer, so a newer server's extra events cost nothing.
import { z } from 'zod'
import { accountCode, decimal, integer, timestamp } from './primitives'

export const CANDLE_TYPES = ['m', '5m', '15m', '30m', 'h', '2h', '4h', 'd', 'w', 'mo'] as const
export type CandleType = (typeof CANDLE_TYPES)[number]
export const candleType = z.enum(CANDLE_TYPES, { message: `Expected a candle type: ${CANDLE_TYPES.join(', ')}` })

/** Most candles one request returns (and what an absent `count` means). */
export const MAX_CANDLES = 1000
/** Most symbols one request may name. */
export const MAX_MARKET_DATA_SYMBOLS = 200

export const QuoteEventTypeSchema = z.object({
  type: z.literal('Quote'),
  format: z.literal('COMPACT').optional(),
})

const COUNT_MESSAGE = `count must be between 1 and ${MAX_CANDLES}`

export const CandleEventTypeSchema = z
  .object({
    type: z.literal('Candle'),
    format: z.literal('COMPACT').optional(),
    candleType,
    fromTime: timestamp,
    toTime: timestamp,
    count: integer.pipe(z.number().min(1, COUNT_MESSAGE).max(MAX_CANDLES, COUNT_MESSAGE)).optional(),
  })
  .refine((e) => Date.parse(e.fromTime) <= Date.parse(e.toTime), {
    message: 'fromTime must not be after toTime',
    path: ['fromTime'],
    params: { rule: 'range_after_end', other: 'toTime' },
  })

export const MarketDataEventTypeSchema = z.discriminatedUnion('type', [QuoteEventTypeSchema, CandleEventTypeSchema], {
  error: 'type must be Quote or Candle',
})

export const MarketDataRequestSchema = z.object({
  /** The account whose price stream is meant; optional, but when present the caller must see it. */
  account: accountCode.optional(),
  symbols: z
    .array(z.string().min(1, 'a symbol must not be empty'))
    .min(1, 'symbols: name at least one symbol')
    .max(MAX_MARKET_DATA_SYMBOLS, `symbols: at most ${MAX_MARKET_DATA_SYMBOLS} in one request`),
  eventTypes: z.array(MarketDataEventTypeSchema).min(1, 'eventTypes: name Quote and/or Candle'),
})

export const QuoteSchema = z.object({
  type: z.literal('Quote'),
  symbol: z.string(),
  bid: decimal,
  ask: decimal,
  time: timestamp,
})

export const CandleSchema = z.object({
  type: z.literal('Candle'),
  symbol: z.string(),
  /** Some servers echo it; ours does. */
  candleType: candleType.optional(),
  open: decimal,
  high: decimal,
  low: decimal,
  close: decimal,
  volume: decimal,
  /** Start of the candle's interval. */
  time: timestamp,
})

const KnownEventSchema = z.discriminatedUnion('type', [QuoteSchema, CandleSchema])
type KnownEvent = z.output<typeof KnownEventSchema>

export const MarketDataListSchema = z.object({
  events: z.array(z.unknown()).transform((items, ctx): KnownEvent[] => {
    const out: KnownEvent[] = []
    items.forEach((item, index) => {
      const type = typeof item === 'object' && item !== null ? (item as { type?: unknown }).type : undefined
      if (type !== 'Quote' && type !== 'Candle') return
      const r = KnownEventSchema.safeParse(item)
      if (r.success) out.push(r.data)
      else for (const issue of r.error.issues) ctx.addIssue({ ...issue, path: [index, ...issue.path] })
    })
    return out
  }),
})

export type MarketDataRequest = z.output<typeof MarketDataRequestSchema>
export type MarketDataRequestWire = z.input<typeof MarketDataRequestSchema>
export type MarketDataEventType = z.output<typeof MarketDataEventTypeSchema>
export type CandleEventType = z.output<typeof CandleEventTypeSchema>
export type Quote = z.output<typeof QuoteSchema>
export type QuoteWire = z.input<typeof QuoteSchema>
export type Candle = z.output<typeof CandleSchema>
export type CandleWire = z.input<typeof CandleSchema>
export type MarketDataList = z.output<typeof MarketDataListSchema>
export type MarketDataListWire = { events: (QuoteWire | CandleWire)[] }
