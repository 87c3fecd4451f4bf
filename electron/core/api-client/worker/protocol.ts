// The message protocol between the main thread and the API client's worker thread (both in the main process).
// Every message is parsed with these schemas on arrival, in both directions. Records never appear here as
// objects to check again: a read's answer crosses as one JSON text the worker built from records it had
// already parsed with the shared schemas, and its envelope (ETag, freshness, left-out records) is checked
// against the IPC contract's read envelope before it is sent.
import { z } from 'zod'
import { AppErrorSchema } from '../../../../shared/ipc/result'

/** Client calls whose answer is a read: sent back as JSON text the main thread forwards unparsed. */
export const READ_METHODS = [
  'getUser',
  'listUsers',
  'instrumentsBySymbol',
  'instrumentsByType',
  'instrumentsQuery',
  'instrumentReference',
  'events',
  'portfolio',
  'positions',
  'openOrders',
  'history',
  'metrics',
  'transfers',
  'quotes',
  'candles',
] as const
export type ReadMethod = (typeof READ_METHODS)[number]

/** Client calls whose (small) answer crosses as a structured clone. */
export const VALUE_METHODS = [
  'login',
  'ping',
  'logout',
  'startKeepAlive',
  'stopKeepAlive',
  'modifyOrder',
  'cancelOrder',
  'cancelGroup',
  'probeAccount',
] as const
export type ValueMethod = (typeof VALUE_METHODS)[number]

/** Where each method takes its options object (the one that carries `signal`); -1: it takes none. */
export const OPTIONS_AT: Readonly<Record<ReadMethod | ValueMethod, number>> = {
  getUser: 1,
  listUsers: 1,
  instrumentsBySymbol: 3,
  instrumentsByType: 3,
  instrumentsQuery: 2,
  instrumentReference: 1,
  events: 2,
  portfolio: 2,
  positions: 2,
  openOrders: 2,
  history: 2,
  metrics: 2,
  transfers: 2,
  quotes: 2,
  candles: 2,
  login: 0,
  ping: 0,
  logout: -1,
  startKeepAlive: -1,
  stopKeepAlive: -1,
  modifyOrder: 2,
  cancelOrder: 2,
  cancelGroup: 2,
  probeAccount: 2,
}

const callId = z.number().int().nonnegative()
const clientId = z.number().int().nonnegative()

const bucket = z.object({ perSecond: z.number().positive(), burst: z.number().positive().optional() })

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
    retry: z
      .object({
        attempts: z.number().optional(),
        baseDelayMs: z.number().optional(),
        maxDelayMs: z.number().optional(),
        maxRetryAfterMs: z.number().optional(),
      })
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
    method: z.enum([...READ_METHODS, ...VALUE_METHODS]),
    // Checked by the client itself, as for a caller on its own thread: bad input is refused naming the field.
    args: z.array(z.unknown()).max(4),
  }),
  z.object({ type: z.literal('abort'), id: callId }),
  z.object({ type: z.literal('password'), id: callId, password: z.string().max(1024).nullable() }),
])
export type ToWorker = z.infer<typeof ToWorkerSchema>

/** A read's envelope beside its records: the IPC contract's read fields, with the same bounds. */
export const ReadEnvelopeSchema = z.object({
  etag: z.string().max(512).optional(),
  notModified: z.boolean(),
  fetchedAt: z.number(),
  unreadable: z
    .object({
      count: z.number().int().positive(),
      total: z.number().int().positive(),
      samples: z.array(z.string().max(400)).max(5),
    })
    .optional(),
})
export type ReadEnvelope = z.infer<typeof ReadEnvelopeSchema>

const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const

/** Worker → main thread. */
export const FromWorkerSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('read'),
    id: callId,
    envelope: ReadEnvelopeSchema,
    /** The whole read (`{ data, etag, notModified, fetchedAt, unreadable }`) as JSON text. */
    json: z.string(),
  }),
  // A small answer (a write's order responses, a watch probe, a login): parsed by the client already.
  z.object({ type: z.literal('value'), id: callId, value: z.unknown() }),
  z.object({ type: z.literal('error'), id: callId, error: AppErrorSchema }),
  z.object({ type: z.literal('password?'), id: callId, client: clientId }),
  z.object({ type: z.literal('session'), client: clientId, event: z.enum(['expired', 'renewed']) }),
  z.object({
    type: z.literal('log'),
    client: clientId,
    level: z.enum(LOG_LEVELS),
    fields: z.record(z.string(), z.unknown()),
    message: z.string().max(500),
  }),
])
export type FromWorker = z.infer<typeof FromWorkerSchema>
