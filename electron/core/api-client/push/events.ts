// What the push client tells its owner (the account watch, across the worker boundary): whether push is live,
// which accounts' versions moved, and quotes. One schema, parsed where the worker's messages arrive.
import { z } from 'zod'
import type { AccountMetrics } from '@shared/api/records'

export const PUSH_STATES = ['off', 'connecting', 'live', 'reconnecting', 'unavailable'] as const
export type PushState = (typeof PUSH_STATES)[number]

/** Most accounts one `versions` event names: more are sent as further events. */
export const MAX_VERSIONS_PER_EVENT = 1000

/**
 * An account's figures as the worker parsed them from the server's push (AccountMetricsSchema, in the worker): main
 * takes the record as it is, as it takes a read's records (worker/protocol.ts), instead of checking every figure of
 * every position again on its own thread several times a second — here and when it sends them on to the window in
 * `metrics.changed` (services.ts).
 */
export const ParsedAccountMetrics = z.custom<AccountMetrics>(
  (value) =>
    typeof value === 'object' && value !== null && typeof (value as { account?: unknown }).account === 'string',
)

export const PushEventSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('status'),
    state: z.enum(PUSH_STATES),
    /** Epoch ms the state began. */
    since: z.number(),
    /** Why push is not live (a close code, an HTTP status, a Reject code, "flood"), for the log. */
    reason: z.string().max(200).optional(),
  }),
  z.object({
    kind: z.literal('versions'),
    /** The newest version each account was pushed with since the last event (coalesced). */
    versions: z
      .array(z.object({ account: z.string().max(128), version: z.number().int().nonnegative() }))
      .max(MAX_VERSIONS_PER_EVENT),
    /** A subscription's first message: the push picture starts here, so whatever came before is a gap. */
    snapshot: z.boolean(),
    at: z.number(),
  }),
  /** Whether quotes arrive by push (the market-data socket), apart from account data. */
  z.object({ kind: z.literal('market'), state: z.enum(PUSH_STATES), since: z.number() }),
  z.object({
    kind: z.literal('metrics'),
    /**
     * The newest figures of each account pushed since the last event (coalesced), positions included: only those that
     * differ from what was last passed on for the account.
     */
    metrics: z.array(ParsedAccountMetrics).max(MAX_VERSIONS_PER_EVENT),
    /** Accounts pushed again with the figures last passed on: still there, nothing new to show. */
    unchanged: z.array(z.string().max(128)).max(MAX_VERSIONS_PER_EVENT),
    at: z.number(),
  }),
  z.object({
    kind: z.literal('quotes'),
    quotes: z
      .array(
        z.object({
          symbol: z.string().max(64),
          bid: z.string().max(64),
          ask: z.string().max(64),
          time: z.string().max(64),
        }),
      )
      .max(1000),
  }),
])
export type PushEvent = z.infer<typeof PushEventSchema>

export interface PushPort {
  /** The accounts (and quote symbols) to keep subscribed; a change resubscribes. Empty accounts: push stops. */
  watch(accounts: readonly string[], symbols?: readonly string[]): void
  /** Listens to push events; returns the function that stops listening. */
  subscribe(listener: (event: PushEvent) => void): () => void
  stop(): void
}
