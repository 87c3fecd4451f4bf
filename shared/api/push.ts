// The Push API: two WebSockets per session (account data at `/dxsca-web/?format=JSON`, market data at
// `/dxsca-web/md?format=JSON`), one JSON object per text frame, each in the envelope
// `{type, requestId, inReplyTo, refRequestId, session, timestamp, payload}`. The sandbox writes these messages
// and the client reads them with the same schemas. Decisions on what the protocol leaves open are in
// docs/live-data.md.
import { z } from 'zod'
import {
  AccountEventSchema,
  AccountMetricsSchema,
  AccountPortfolioSchema,
  CashTransferSchema,
  type AccountEventWire,
  type AccountMetricsWire,
  type AccountPortfolioWire,
  type CashTransferWire,
} from './records'
import { MarketDataListSchema, QuoteEventTypeSchema, type QuoteWire } from './market-data'
import { accountCode } from './primitives'

/** Path of each channel below the server's origin; the business channel's slash before `?` is part of it. */
export const PUSH_PATHS = { account: '/dxsca-web/', marketData: '/dxsca-web/md' } as const
export type PushChannel = keyof typeof PUSH_PATHS

/** The subscriptions, by the `{Name}` their message types are built from. */
export const ACCOUNT_FEEDS = ['AccountPortfolios', 'AccountMetrics', 'AccountEvents', 'CashTransfers'] as const
export type AccountFeed = (typeof ACCOUNT_FEEDS)[number]
export const PUSH_FEEDS = [...ACCOUNT_FEEDS, 'MarketData'] as const
export type PushFeed = (typeof PUSH_FEEDS)[number]

export const PUSH_REJECT = {
  AUTHORIZATION_REQUIRED: '1',
  NOT_FOUND: '2',
  BAD_PARAMETER: '32',
  NO_MARKET_DATA_PERMISSION: '34',
  TOO_MANY_REQUESTS: '429',
} as const
export type PushRejectCode = (typeof PUSH_REJECT)[keyof typeof PUSH_REJECT]

/** Close code of a socket the server drops because its consumer cannot keep up. */
export const PUSH_CLOSE_BACK_PRESSURE = 1013
/** The longest `requestId` a server accepts. */
export const MAX_REQUEST_ID_LENGTH = 64

// ---------------------------------------------------------------------------------------------------
// Envelope

/** A request timestamp: ISO-8601 (0–9 fraction digits, `Z` or an offset) or epoch milliseconds. */
export function pushTimestampToEpochMs(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string') return null
  if (/^\d{1,15}$/.test(value)) return Number(value)
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:?\d{2})$/.test(value)) return null
  // Date.parse reads at most millisecond precision; longer fractions are cut to three digits first.
  const ms = Date.parse(value.replace(/(\.\d{3})\d+/, '$1'))
  return Number.isNaN(ms) ? null : ms
}

const messageId = z.string().min(1)

/**
 * Any message, either way. Unknown top-level fields are dropped; `payload` stays raw until its type is known,
 * so a message of a type this version does not know costs nothing.
 */
export const PushEnvelopeSchema = z.object({
  type: z.string().min(1),
  requestId: messageId.optional(),
  inReplyTo: messageId.optional(),
  refRequestId: messageId.optional(),
  session: z.string().optional(),
  timestamp: z.union([z.string(), z.number()]).optional(),
  payload: z.unknown().optional(),
})
export type PushEnvelope = z.output<typeof PushEnvelopeSchema>

// ---------------------------------------------------------------------------------------------------
// Client → server

/** `"true"`/`"false"` strings are sent by some clients for the boolean flags. */
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((s) => s === 'true')])

export const AccountSubscriptionPayloadSchema = z.object({
  requestType: z.enum(['LIST', 'ALL'], { message: 'requestType must be LIST or ALL' }),
  accounts: z.array(accountCode).optional(),
  includeOffset: flag.optional(),
  includePositions: flag.optional(),
})
export type AccountSubscriptionPayload = z.input<typeof AccountSubscriptionPayloadSchema>

export const MarketDataSubscriptionPayloadSchema = z.object({
  account: accountCode.optional(),
  symbols: z.array(z.string().min(1)).min(1),
  eventTypes: z.array(QuoteEventTypeSchema).min(1),
})
export type MarketDataSubscriptionPayload = z.input<typeof MarketDataSubscriptionPayloadSchema>

// ---------------------------------------------------------------------------------------------------
// Server → client

export const AccountPortfoliosPayloadSchema = z.object({ portfolios: z.array(AccountPortfolioSchema) })
export const AccountMetricsPayloadSchema = z.object({ metrics: z.array(AccountMetricsSchema) })
export const AccountEventsPayloadSchema = z.object({ accountEvents: z.array(AccountEventSchema) })
export const CashTransfersPayloadSchema = z.object({ cashTransfers: z.array(CashTransferSchema) })
export const MarketDataPayloadSchema = MarketDataListSchema
export const RejectPayloadSchema = z.object({
  /** A string on the wire; a number is read as its text. */
  errorCode: z.union([z.string(), z.number().transform(String)]),
  description: z.string().optional(),
})

/** The payload schema of every data message type a client reads. */
export const PUSH_DATA_PAYLOADS = {
  AccountPortfolios: AccountPortfoliosPayloadSchema,
  AccountMetrics: AccountMetricsPayloadSchema,
  AccountEvents: AccountEventsPayloadSchema,
  CashTransfers: CashTransfersPayloadSchema,
  MarketData: MarketDataPayloadSchema,
} as const satisfies Record<PushFeed, z.ZodType>

/** What the sandbox may put in each data message's payload. */
export interface PushPayloadWire {
  AccountPortfolios: { portfolios: AccountPortfolioWire[] }
  AccountMetrics: { metrics: AccountMetricsWire[] }
  AccountEvents: { accountEvents: AccountEventWire[] }
  CashTransfers: { cashTransfers: CashTransferWire[] }
  MarketData: { events: QuoteWire[] }
}

export type PushData = {
  [F in PushFeed]: { type: F; inReplyTo?: string; payload: z.output<(typeof PUSH_DATA_PAYLOADS)[F]> }
}[PushFeed]

export const isPushFeed = (type: string): type is PushFeed => (PUSH_FEEDS as readonly string[]).includes(type)

/** `AccountPortfoliosSubscriptionRequest` → `AccountPortfolios`, and the same for closes. */
export function feedOfRequest(type: string): { feed: PushFeed; close: boolean } | null {
  const match = /^(\w+?)(Close)?SubscriptionRequest$/.exec(type)
  const feed = match?.[1]
  if (feed === undefined || !isPushFeed(feed)) return null
  return { feed, close: match?.[2] !== undefined }
}

export const subscriptionRequestType = (feed: PushFeed) => `${feed}SubscriptionRequest`
export const closeRequestType = (feed: PushFeed) => `${feed}CloseSubscriptionRequest`
export const subscriptionClosedType = (feed: PushFeed) => `${feed}SubscriptionClosed`

/** The business channel's URL for a REST base URL (`http://h/dxsca-web` → `ws://h/dxsca-web/?format=JSON`). */
export function pushUrl(restBaseUrl: string, channel: PushChannel): string {
  const url = new URL(restBaseUrl)
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  const base = url.pathname.replace(/\/+$/, '')
  url.pathname = channel === 'account' ? `${base}/` : `${base}/md`
  url.search = '?format=JSON'
  return url.toString()
}
