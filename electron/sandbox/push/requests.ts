// What a client may send on a push socket, checked in the order a server would: readable JSON, an envelope,
// a readable timestamp, a known type on the right socket, a live session, then the request's own fields.
// Every refusal is a `Reject` with the codes of docs/live-data.md ("Rejects").
import type { z } from 'zod'
import {
  AccountSubscriptionPayloadSchema,
  feedOfRequest,
  MarketDataSubscriptionPayloadSchema,
  MAX_REQUEST_ID_LENGTH,
  PUSH_REJECT,
  PushEnvelopeSchema,
  pushTimestampToEpochMs,
  subscriptionClosedType,
  type PushEnvelope,
  type PushFeed,
  type PushRejectCode,
} from '@shared/api'
import type { UserState } from '../state/types'
import type { PushConnection, Subscription } from './connection'

const TIMESTAMP_HINT = '. Possible values: 2020-01-01T00:00:00.00Z, 1577836800000.'

export interface RequestContext {
  /** The user of a live session (and the session's idle timer restarted), or undefined. */
  sessionUser(token: string | undefined): UserState | undefined
  /** A Ping on the socket: keeps its session alive. */
  pinged(connection: PushConnection): void
  accountVisible(user: UserState, account: string): boolean | 'missing'
  /** An ALL subscription now: false when the session has had its allowance this minute. */
  allowAll(token: string): boolean
  marketDataAllowed(user: UserState): boolean
  strictSymbols: boolean
  knownSymbol(symbol: string): boolean
  /** The subscription is in place: send its first message. */
  subscribed(connection: PushConnection, sub: Subscription): void
}

class Refusal {
  constructor(
    readonly code: PushRejectCode,
    readonly description: string,
  ) {}
}

const badParameter = (field: string, hint = '') =>
  new Refusal(PUSH_REJECT.BAD_PARAMETER, `Incorrect request parameters: <${field}>${hint}`)

function fieldOf(error: z.ZodError): string {
  const first = error.issues[0]
  const head = first?.path[0]
  return typeof head === 'string' ? head : 'payload'
}

export function handleClientMessage(ctx: RequestContext, connection: PushConnection, text: string): void {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return reject(connection, undefined, undefined, badParameter('message'))
  }
  const parsed = PushEnvelopeSchema.safeParse(raw)
  if (!parsed.success) {
    const id = typeof raw === 'object' && raw !== null ? (raw as { requestId?: unknown }).requestId : undefined
    return reject(connection, typeof id === 'string' ? id : undefined, undefined, badParameter(fieldOf(parsed.error)))
  }
  const message = parsed.data
  try {
    handle(ctx, connection, message)
  } catch (error) {
    if (!(error instanceof Refusal)) throw error
    reject(connection, message.requestId, message.session, error)
  }
}

function reject(connection: PushConnection, inReplyTo: string | undefined, session: string | undefined, r: Refusal) {
  connection.send('Reject', {
    ...(inReplyTo !== undefined ? { inReplyTo } : {}),
    ...(session !== undefined ? { session } : {}),
    payload: { errorCode: r.code, description: r.description },
  })
}

function handle(ctx: RequestContext, connection: PushConnection, message: PushEnvelope): void {
  if (message.timestamp !== undefined && pushTimestampToEpochMs(message.timestamp) === null) {
    throw badParameter('timestamp', TIMESTAMP_HINT)
  }
  if (message.type === 'Ping') {
    const user = ctx.sessionUser(message.session)
    if (!user) throw new Refusal(PUSH_REJECT.AUTHORIZATION_REQUIRED, 'Authorization required')
    connection.session = message.session
    ctx.pinged(connection)
    return
  }
  const request = feedOfRequest(message.type)
  if (!request) throw badParameter('type')
  const onMarketData = request.feed === 'MarketData'
  if (onMarketData !== (connection.channel === 'marketData')) throw badParameter('type')
  const user = ctx.sessionUser(message.session)
  const token = message.session
  if (!user || token === undefined) throw new Refusal(PUSH_REJECT.AUTHORIZATION_REQUIRED, 'Authorization required')
  connection.session = token
  const requestId = message.requestId
  if (requestId === undefined || requestId.length > MAX_REQUEST_ID_LENGTH) throw badParameter('requestId')
  if (request.close) return close(connection, request.feed, requestId, message.refRequestId)
  if (connection.subscriptions.has(requestId)) throw badParameter('requestId')
  const sub = onMarketData
    ? marketDataSubscription(ctx, user, token, requestId, message.payload)
    : accountSubscription(ctx, user, token, requestId, request.feed, message.payload)
  connection.subscriptions.set(requestId, sub)
  ctx.subscribed(connection, sub)
}

function close(connection: PushConnection, feed: PushFeed, requestId: string, ref: string | undefined): void {
  const live = ref === undefined ? undefined : connection.subscriptions.get(ref)
  if (ref === undefined || !live || live.feed !== feed) throw badParameter('refRequestId')
  connection.subscriptions.delete(ref)
  connection.send(subscriptionClosedType(feed), { inReplyTo: requestId, session: live.token })
}

function base(user: UserState, token: string, requestId: string, feed: PushFeed): Subscription {
  return {
    requestId,
    feed,
    token,
    username: user.username,
    all: false,
    accounts: new Set(),
    includePositions: false,
    symbols: new Set(),
    openOrders: new Map(),
    positions: new Map(),
    eventsSeen: new Map(),
    transfersSeen: new Map(),
  }
}

function accountSubscription(
  ctx: RequestContext,
  user: UserState,
  token: string,
  requestId: string,
  feed: PushFeed,
  payload: unknown,
): Subscription {
  const parsed = AccountSubscriptionPayloadSchema.safeParse(payload ?? {})
  if (!parsed.success) throw badParameter(fieldOf(parsed.error))
  const body = parsed.data
  const sub = base(user, token, requestId, feed)
  sub.includePositions = body.includePositions ?? false
  if (body.requestType === 'ALL') {
    if (!ctx.allowAll(token)) throw new Refusal(PUSH_REJECT.TOO_MANY_REQUESTS, 'Too many requests')
    return { ...sub, all: true }
  }
  const accounts = [...new Set(body.accounts ?? [])]
  if (accounts.length === 0) throw badParameter('accounts')
  for (const account of accounts) {
    if (ctx.accountVisible(user, account) !== true) {
      throw new Refusal(PUSH_REJECT.NOT_FOUND, `Entity not found at server (account ${account})`)
    }
  }
  return { ...sub, accounts: new Set(accounts) }
}

function marketDataSubscription(
  ctx: RequestContext,
  user: UserState,
  token: string,
  requestId: string,
  payload: unknown,
): Subscription {
  const parsed = MarketDataSubscriptionPayloadSchema.safeParse(payload ?? {})
  if (!parsed.success) throw badParameter(fieldOf(parsed.error))
  if (!ctx.marketDataAllowed(user)) {
    throw new Refusal(PUSH_REJECT.NO_MARKET_DATA_PERMISSION, 'No permission for market data')
  }
  const body = parsed.data
  if (body.account !== undefined && ctx.accountVisible(user, body.account) !== true) {
    throw new Refusal(PUSH_REJECT.NOT_FOUND, `Entity not found at server (account ${body.account})`)
  }
  if (ctx.strictSymbols && body.symbols.some((s) => !ctx.knownSymbol(s))) throw badParameter('symbols')
  return { ...base(user, token, requestId, 'MarketData'), symbols: new Set(body.symbols.filter(ctx.knownSymbol)) }
}
