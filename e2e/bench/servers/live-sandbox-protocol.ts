// What bench item 9 asks of its sandbox process (servers/live-sandbox.ts) over the IPC channel, and its answers.
import { z } from 'zod'

/** The line the process prints once it serves; its group is the base URL. */
export const LIVE_SANDBOX_READY = /live sandbox listening on (http:\/\/\S+\/dxsca-web)/

/** What the item asks of the process. */
export const LiveSandboxAskSchema = z.discriminatedUnion('op', [
  /** REST requests received so far (below /dxsca-web). */
  z.object({ op: z.literal('rest-requests') }),
  /** Fill this working order completely; answers the account's new version. */
  z.object({ op: z.literal('fill'), account: z.string(), order: z.string() }),
  /** One account change (a transfer) on each account named. */
  z.object({ op: z.literal('touch'), accounts: z.array(z.string()) }),
  /** Push every account's figures this often (0: only on changes). */
  z.object({ op: z.literal('metrics-every'), ms: z.number().int().min(0) }),
])
export type LiveSandboxAsk = z.infer<typeof LiveSandboxAskSchema>
/** Each answer carries its request's `id`. */
export const LiveSandboxRequestSchema = z.object({ id: z.number(), ask: LiveSandboxAskSchema })
export const LiveSandboxAnswerSchema = z.object({ id: z.number(), value: z.number(), error: z.string().optional() })
