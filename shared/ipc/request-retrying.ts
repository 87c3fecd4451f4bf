// A read the API client is repeating after a transient failure: which attempt comes next, of how many, why the
// last one failed (as a code; the window words it), and when the next one starts (epoch ms).
import { z } from 'zod'

export const RETRY_CAUSES = ['timeout', 'server-error', 'rate-limited', 'network'] as const
export type RetryCause = (typeof RETRY_CAUSES)[number]

export const RetryNoticeSchema = z.object({
  /** The attempt about to start (2 = the first repeat). */
  attempt: z.number().int().min(2).max(100),
  /** Attempts the request is allowed in all. */
  attempts: z.number().int().min(2).max(100),
  cause: z.enum(RETRY_CAUSES),
  /** The server's status, for `server-error` and `rate-limited`. */
  status: z.number().int().min(100).max(599).optional(),
  nextAttemptAt: z.number(),
})
export type RetryNotice = z.infer<typeof RetryNoticeSchema>

/** The main→window event: the notice, for the window's own request. */
export const RequestRetryingSchema = RetryNoticeSchema.extend({ requestId: z.string().regex(/^[A-Za-z0-9-]{8,64}$/) })
export type RequestRetrying = z.infer<typeof RequestRetryingSchema>
