// The Push API, machine-readable: an AsyncAPI 3.0 document (the WebSocket counterpart of openapi.json) of both
// channels and every message either side sends, its payloads built from the same shared zod schemas the
// sandbox sends with and the client parses with.
import type { z } from 'zod'
import * as api from '@shared/api'
import { ACCOUNT_FEEDS, closeRequestType, subscriptionClosedType, subscriptionRequestType } from '@shared/api'
import { SchemaBook, type JsonObject } from '../openapi/document'

interface MessageSpec {
  name: string
  summary: string
  /** Envelope fields beside `type`, `session` and `timestamp`. */
  fields: ('requestId' | 'inReplyTo' | 'refRequestId')[]
  required?: ('requestId' | 'inReplyTo' | 'refRequestId' | 'session')[]
  payload?: [z.ZodType, string]
}

const ID = { type: 'string', minLength: 1, maxLength: api.MAX_REQUEST_ID_LENGTH }

function envelope(spec: MessageSpec, book: SchemaBook, side: 'request' | 'response'): JsonObject {
  const properties: JsonObject = {
    type: { const: spec.name },
    session: { type: 'string', description: 'The REST session token (POST /dxsca-web/login).' },
    timestamp: {
      description: 'ISO-8601 (the server writes milliseconds and Z) or epoch milliseconds.',
      anyOf: [{ type: 'string' }, { type: 'number' }],
    },
  }
  for (const field of spec.fields) properties[field] = ID
  if (spec.payload) properties.payload = book.ref(spec.payload[0], spec.payload[1], side)
  return {
    type: 'object',
    properties,
    required: ['type', ...(spec.required ?? []), ...(spec.payload ? ['payload'] : [])],
  }
}

const subscribe = (feed: api.PushFeed, payload: z.ZodType, payloadName: string): MessageSpec => ({
  name: subscriptionRequestType(feed),
  summary: `Subscribe to ${feed}; the first ${feed} message (inReplyTo = requestId) is the snapshot and the acknowledgement`,
  fields: ['requestId'],
  required: ['requestId', 'session'],
  payload: [payload, payloadName],
})
const close = (feed: api.PushFeed): MessageSpec => ({
  name: closeRequestType(feed),
  summary: `End a ${feed} subscription (refRequestId = its requestId)`,
  fields: ['requestId', 'refRequestId'],
  required: ['requestId', 'refRequestId', 'session'],
})
const closed = (feed: api.PushFeed): MessageSpec => ({
  name: subscriptionClosedType(feed),
  summary: 'The subscription is closed (inReplyTo = the close request’s requestId)',
  fields: ['inReplyTo'],
  required: ['inReplyTo'],
})
const data = (feed: api.PushFeed, summary: string): MessageSpec => ({
  name: feed,
  summary,
  fields: ['inReplyTo'],
  required: ['inReplyTo'],
  payload: [api.PUSH_DATA_PAYLOADS[feed], `${feed}Payload`],
})

const COMMON_IN: MessageSpec[] = [
  {
    name: 'PingRequest',
    summary: 'Keep-alive: answer with Ping; unanswered twice, the session ends (SessionClosed)',
    fields: ['requestId'],
    required: ['requestId', 'session'],
  },
  {
    name: 'Reject',
    summary: 'A request refused: errorCode "1" (no session), "2", "32" (names the field), "34", "429"',
    fields: ['inReplyTo'],
    payload: [api.RejectPayloadSchema, 'RejectPayload'],
  },
  { name: 'SessionClosed', summary: 'The session ended; its subscriptions are gone, the socket stays', fields: [] },
]
const PING: MessageSpec = {
  name: 'Ping',
  summary: 'Answer to PingRequest (inReplyTo its requestId); keeps the REST session alive too',
  fields: ['inReplyTo', 'requestId'],
  required: ['session'],
}

const ACCOUNT_SENT: MessageSpec[] = [
  ...ACCOUNT_FEEDS.flatMap((feed) => [
    subscribe(feed, api.AccountSubscriptionPayloadSchema, 'AccountSubscriptionPayload'),
    close(feed),
  ]),
  PING,
]
const ACCOUNT_RECEIVED: MessageSpec[] = [
  data('AccountPortfolios', 'Whole portfolios with the account version: the snapshot, then one per change'),
  data('AccountMetrics', 'Metrics: the snapshot, then on every change and on the server’s interval'),
  data('AccountEvents', 'Margin calls and liquidations as they happen'),
  data('CashTransfers', 'Cash transfers as they are booked'),
  ...ACCOUNT_FEEDS.map(closed),
  ...COMMON_IN,
]
const MD_SENT: MessageSpec[] = [
  subscribe('MarketData', api.MarketDataSubscriptionPayloadSchema, 'MarketDataSubscriptionPayload'),
  close('MarketData'),
  PING,
]
const MD_RECEIVED: MessageSpec[] = [
  data('MarketData', 'Quotes: the snapshot, then the symbols that moved'),
  closed('MarketData'),
  ...COMMON_IN,
]

export function buildAsyncApi(version: string): JsonObject {
  const book = new SchemaBook()
  const messages: JsonObject = {}
  // What a client sends is held to the lenient request schemas, what the server sends to the strict answers.
  const add = (specs: MessageSpec[], side: 'request' | 'response') => {
    for (const spec of specs) {
      messages[spec.name] ??= { name: spec.name, summary: spec.summary, payload: envelope(spec, book, side) }
    }
  }
  add(ACCOUNT_SENT, 'request')
  add(MD_SENT, 'request')
  add(ACCOUNT_RECEIVED, 'response')
  add(MD_RECEIVED, 'response')
  const refs = (specs: MessageSpec[], channel: string) =>
    specs.map((s) => ({ $ref: `#/channels/${channel}/messages/${s.name}` }))
  const channelMessages = (specs: MessageSpec[]) =>
    Object.fromEntries(specs.map((s) => [s.name, { $ref: `#/components/messages/${s.name}` }]))
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'DX Push API (DX Desk sandbox)',
      version,
      description:
        'The two WebSockets of a session, on the REST server’s port: account data at /dxsca-web/?format=JSON and ' +
        'market data at /dxsca-web/md?format=JSON. One JSON object per text frame; the session token in every ' +
        'message. Decisions where the protocol is silent are in docs/live-data.md.',
    },
    servers: { sandbox: { host: '127.0.0.1', protocol: 'ws', pathname: '/dxsca-web' } },
    channels: {
      account: {
        address: '/?format=JSON',
        messages: channelMessages([...ACCOUNT_SENT, ...ACCOUNT_RECEIVED]),
      },
      marketData: { address: '/md?format=JSON', messages: channelMessages([...MD_SENT, ...MD_RECEIVED]) },
    },
    operations: {
      sendAccount: { action: 'send', channel: { $ref: '#/channels/account' }, messages: refs(ACCOUNT_SENT, 'account') },
      receiveAccount: {
        action: 'receive',
        channel: { $ref: '#/channels/account' },
        messages: refs(ACCOUNT_RECEIVED, 'account'),
      },
      sendMarketData: {
        action: 'send',
        channel: { $ref: '#/channels/marketData' },
        messages: refs(MD_SENT, 'marketData'),
      },
      receiveMarketData: {
        action: 'receive',
        channel: { $ref: '#/channels/marketData' },
        messages: refs(MD_RECEIVED, 'marketData'),
      },
    },
    components: { messages, schemas: book.components() },
  }
}
