// The message protocol between the main thread and the API client's worker thread (both in the main process).
// Every message is parsed with these schemas on arrival, in both directions. Records never appear here as
// objects to check again: a read's answer crosses as one JSON text the worker built from records it had
// already parsed with the shared schemas, and its envelope (ETag, freshness, left-out records) is checked
// against the IPC contract's read envelope before it is sent.
import { z } from 'zod'
import { contract, UnreadableRecordsSchema } from '@shared/ipc/contract'
import { AppErrorSchema } from '@shared/ipc/result'
import { RetryNoticeSchema } from '@shared/ipc/request-retrying'
import type { ReadResult } from '../endpoints'
import type { DxClientPort } from '../port'
import { PushEventSchema } from '../push/events'

/**
 * How a call's answer crosses back: `read` and `ledger`, JSON text main forwards unparsed beside a checked
 * envelope; `value`, a (small) structured clone.
 */
export type AnswerKind = 'read' | 'ledger' | 'value'

interface MethodSpec {
  answer: AnswerKind
  /** Where the method takes its options object (the one that carries `signal`); -1: it takes none. */
  optionsAt: number
  /**
   * Where a read's or a ledger's record lists sit in its answer (keys from the top): each is split beside the
   * JSON text when long (shared/ipc/wire.ts). Declared here, never guessed from the answer's shape.
   */
  lists: readonly (readonly string[])[]
}

/** A read whose `data` is the list itself. */
const DATA = [['data']] as const
const NONE = [] as const

/**
 * Every call the worker serves — the one list the proxy, the dispatcher and the message schema are built from.
 * `quotes` and `candles` are the port's `marketData` functions. The checks below the list make it fail to
 * compile when a function is added to (or removed from) DxClientPort without its entry here.
 */
export const WORKER_METHODS = {
  getUser: { answer: 'read', optionsAt: 1, lists: DATA },
  listUsers: { answer: 'read', optionsAt: 1, lists: DATA },
  instrumentsBySymbol: { answer: 'read', optionsAt: 3, lists: DATA },
  instrumentsByType: { answer: 'read', optionsAt: 3, lists: DATA },
  instrumentsQuery: { answer: 'read', optionsAt: 2, lists: DATA },
  instrumentReference: { answer: 'read', optionsAt: 1, lists: DATA },
  events: { answer: 'read', optionsAt: 2, lists: DATA },
  portfolio: { answer: 'read', optionsAt: 2, lists: DATA },
  positions: { answer: 'read', optionsAt: 2, lists: DATA },
  openOrders: { answer: 'read', optionsAt: 2, lists: DATA },
  history: { answer: 'read', optionsAt: 2, lists: [['data', 'orders']] },
  metrics: { answer: 'read', optionsAt: 2, lists: DATA },
  transfers: { answer: 'read', optionsAt: 2, lists: DATA },
  quotes: { answer: 'read', optionsAt: 2, lists: DATA },
  candles: { answer: 'read', optionsAt: 2, lists: DATA },
  conversionRates: { answer: 'read', optionsAt: 2, lists: DATA },
  eodMetrics: { answer: 'read', optionsAt: 2, lists: DATA },
  login: { answer: 'value', optionsAt: 0, lists: NONE },
  ping: { answer: 'value', optionsAt: 0, lists: NONE },
  logout: { answer: 'value', optionsAt: -1, lists: NONE },
  startKeepAlive: { answer: 'value', optionsAt: -1, lists: NONE },
  stopKeepAlive: { answer: 'value', optionsAt: -1, lists: NONE },
  modifyOrder: { answer: 'value', optionsAt: 2, lists: NONE },
  cancelOrder: { answer: 'value', optionsAt: 2, lists: NONE },
  cancelGroup: { answer: 'value', optionsAt: 2, lists: NONE },
  probeAccount: { answer: 'value', optionsAt: 2, lists: NONE },
  pushedPortfolio: { answer: 'value', optionsAt: 1, lists: NONE },
  pushedLook: { answer: 'value', optionsAt: 2, lists: NONE },
  lastReadOrders: { answer: 'value', optionsAt: -1, lists: NONE },
  rereadOrders: { answer: 'value', optionsAt: 2, lists: NONE },
  ledger: { answer: 'ledger', optionsAt: 1, lists: [['transfers'], ['orders']] },
} as const satisfies Record<string, MethodSpec>

export type WorkerMethod = keyof typeof WORKER_METHODS
export type ReadMethod = {
  [M in WorkerMethod]: (typeof WORKER_METHODS)[M]['answer'] extends 'read' ? M : never
}[WorkerMethod]
export type ValueMethod = Exclude<WorkerMethod, ReadMethod>

// Compile-time checks that the list and the port cannot drift apart.
type PortCalls =
  Exclude<keyof DxClientPort, 'baseUrl' | 'session' | 'marketData' | 'push'> | keyof DxClientPort['marketData']
type PortFunction<M extends PortCalls> = M extends keyof DxClientPort['marketData']
  ? DxClientPort['marketData'][M]
  : M extends keyof DxClientPort
    ? DxClientPort[M]
    : never
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
/** Some member of the parameter's type has a `signal` (the login also takes a bare AbortSignal there). */
type TakesSignal<P> = [P extends unknown ? ('signal' extends keyof P ? true : never) : never] extends [never]
  ? false
  : true
type OptionsFit<M extends WorkerMethod> = (typeof WORKER_METHODS)[M]['optionsAt'] extends infer N extends number
  ? N extends -1
    ? true
    : TakesSignal<NonNullable<Parameters<PortFunction<M>>[N]>>
  : false
type AnswersRead<M extends WorkerMethod> =
  Awaited<ReturnType<PortFunction<M>>> extends ReadResult<unknown> ? true : false
type KindsFit = { [M in WorkerMethod]: AnswersRead<M> extends (M extends ReadMethod ? true : false) ? true : false }
/** Every port function has an entry, and every entry is a port function. */
export const EVERY_PORT_CALL_LISTED: Same<WorkerMethod, PortCalls> = true
/** Each entry's `optionsAt` is the parameter that takes `{ signal }`. */
export const OPTIONS_WHERE_LISTED: Same<{ [M in WorkerMethod]: OptionsFit<M> }[WorkerMethod], true> = true
/** Exactly the functions that answer a ReadResult are `read` entries (its envelope crosses beside the text). */
export const READS_ARE_READS: Same<KindsFit[WorkerMethod], true> = true

export const isReadMethod = (method: WorkerMethod): method is ReadMethod => WORKER_METHODS[method].answer === 'read'

const callId = z.number().int().nonnegative()
const clientId = z.number().int().nonnegative()

const bucket = z.object({ perSecond: z.number().positive(), burst: z.number().positive().optional() })

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const

/** The transport settings that may cross: plain numbers, never functions, never credentials. */
export const ClientSettingsSchema = z
  .object({
    baseUrl: z.string().min(1).max(2048),
    auth: z.object({
      scheme: z.enum(['session', 'basic']),
      username: z.string().max(256),
      domain: z.string().max(256),
    }),
    timeoutMs: z.number().positive().optional(),
    maxBodyBytes: z.number().int().positive().optional(),
    maxCachedReads: z.number().int().positive().optional(),
    /** The levels main's logger records; the worker posts no line of another level (one less message a read). */
    logLevels: z.array(z.enum(LOG_LEVELS)).max(LOG_LEVELS.length).optional(),
    retry: z
      .object({
        attempts: z.number().optional(),
        baseDelayMs: z.number().optional(),
        maxDelayMs: z.number().optional(),
        maxRetryAfterMs: z.number().optional(),
      })
      .optional(),
    pushLimits: z
      .object({
        maxMessageBytes: z.number().int().positive().optional(),
        maxMessagesPerSecond: z.number().positive().optional(),
        maxMalformedPerMinute: z.number().int().nonnegative().optional(),
        baseDelayMs: z.number().nonnegative().optional(),
        maxDelayMs: z.number().nonnegative().optional(),
        ackTimeoutMs: z.number().positive().optional(),
      })
      .strict()
      .optional(),
    throttle: z
      .union([
        z.literal(false),
        z.object({ login: bucket.optional(), data: bucket.optional(), trading: bucket.optional() }),
      ])
      .optional(),
  })
  .strict()
export type ClientSettings = z.infer<typeof ClientSettingsSchema>

/** Main thread → worker. */
export const ToWorkerSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('create'), client: clientId, settings: ClientSettingsSchema }),
  z.object({ type: z.literal('dispose'), client: clientId }),
  z.object({
    type: z.literal('call'),
    id: callId,
    client: clientId,
    method: z.enum(Object.keys(WORKER_METHODS) as [WorkerMethod, ...WorkerMethod[]]),
    // Checked by the client itself, as for a caller on its own thread: bad input is refused naming the field.
    args: z.array(z.unknown()).max(4),
  }),
  z.object({ type: z.literal('abort'), id: callId }),
  z.object({
    type: z.literal('push.watch'),
    client: clientId,
    accounts: z.array(z.string().max(128)).max(10_000),
    symbols: z.array(z.string().max(64)).max(1000),
  }),
  z.object({ type: z.literal('push.stop'), client: clientId }),
  z.object({ type: z.literal('password'), id: callId, password: z.string().max(1024).nullable() }),
])
export type ToWorker = z.infer<typeof ToWorkerSchema>

/** A read's envelope beside its records: the IPC contract's read fields, with the same bounds. */
export const ReadEnvelopeSchema = z.object({
  etag: z.string().max(512).optional(),
  notModified: z.boolean(),
  fetchedAt: z.number(),
  unreadable: UnreadableRecordsSchema.optional(),
})
export type ReadEnvelope = z.infer<typeof ReadEnvelopeSchema>

/** A ledger's fields beside its records (counts, completeness, time): the contract's own, with its bounds. */
export const LedgerEnvelopeSchema = contract['ledger.read'].output.omit({ transfers: true, orders: true })
export type LedgerEnvelope = z.infer<typeof LedgerEnvelopeSchema>

/** Long lists beside the JSON text, in pieces (shared/ipc/wire.ts): where each goes, and its UTF-8 JSON arrays. */
const ListsSchema = z
  .array(z.object({ at: z.array(z.string()).min(1).max(4), pieces: z.array(z.instanceof(ArrayBuffer)) }))
  .max(2)

/** Worker → main thread. */
export const FromWorkerSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('read'),
    id: callId,
    envelope: ReadEnvelopeSchema,
    /** The whole read (`{ data, etag, notModified, fetchedAt, unreadable }`) as JSON text. */
    json: z.string(),
    lists: ListsSchema.optional(),
  }),
  z.object({
    type: z.literal('ledger'),
    id: callId,
    envelope: LedgerEnvelopeSchema,
    /** The whole ledger (`{ transfers, orders, fetchedAt, complete, … }`) as JSON text. */
    json: z.string(),
    lists: ListsSchema.optional(),
  }),
  // A small answer (a write's order responses, a watch probe, a login): parsed by the client already.
  z.object({ type: z.literal('value'), id: callId, value: z.unknown() }),
  z.object({ type: z.literal('error'), id: callId, error: AppErrorSchema }),
  /** The call's request failed transiently and is about to be repeated (the call is still running). */
  z.object({ type: z.literal('retrying'), id: callId, notice: RetryNoticeSchema }),
  z.object({ type: z.literal('password?'), id: callId, client: clientId }),
  z.object({ type: z.literal('session'), client: clientId, event: z.enum(['expired', 'renewed']) }),
  z.object({ type: z.literal('push'), client: clientId, event: PushEventSchema }),
  z.object({
    type: z.literal('log'),
    client: clientId,
    level: z.enum(LOG_LEVELS),
    fields: z.record(z.string(), z.unknown()),
    message: z.string().max(500),
  }),
])
export type FromWorker = z.infer<typeof FromWorkerSchema>
