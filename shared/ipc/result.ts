// Errors cross IPC as data: ipcMain.handle rejections keep only `message`, so everything a user or the
// order-edit dialog needs (kind, HTTP status, DX code, offending parameter, current ETag) travels here.
import { z } from 'zod'

export const ERROR_KINDS = [
  'validation', // input refused before any request (names the field or parameter)
  'auth', // 401: not logged in, session expired, wrong credentials
  'not-found', // 404 (DX code "2": not visible to you, or does not exist)
  'bad-request', // 400 "31" / "32" / "33" from the server
  'conflict', // 409: the server understood and refused (business rules, final order, immutable field)
  'precondition-failed', // 412: stale ETag, someone changed the account since we read it
  'conditional-required', // 403 "99": If-Match missing (a client bug; nothing was changed)
  'rate-limited', // 429
  'network', // connection refused/reset, DNS, TLS, timeout: the outcome of a write is unknown
  'server', // 5xx, or a response that is not what the API promises (malformed JSON, schema mismatch)
  'cancelled', // the caller aborted (a filter change replaced the request)
  'internal', // a bug on our side
] as const
export type ErrorKind = (typeof ERROR_KINDS)[number]

export const AppErrorSchema = z.object({
  kind: z.enum(ERROR_KINDS),
  /** One plain sentence for people; names the field or parameter where there is one. */
  message: z.string(),
  httpStatus: z.number().int().optional(),
  /** DX error code from the response body (`"2"`, `"32"`, `"33"`, `"99"`…). */
  dxCode: z.string().optional(),
  /** The server's own description text, verbatim. */
  description: z.string().optional(),
  /** Offending query parameter or body field, when known (`limit`, `limitPrice`, `orders[1].quantity`). */
  parameter: z.string().optional(),
  /** Milliseconds the server asked us to wait (429 Retry-After). */
  retryAfterMs: z.number().int().nonnegative().optional(),
  /** For network failures on writes: the request may or may not have been applied. */
  outcomeUnknown: z.boolean().optional(),
})
export type AppError = z.infer<typeof AppErrorSchema>

export type Result<T> = { ok: true; value: T } | { ok: false; error: AppError }

export function resultSchema<T extends z.ZodType>(value: T) {
  return z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), value }),
    z.object({ ok: z.literal(false), error: AppErrorSchema }),
  ])
}

export const ok = <T>(value: T): Result<T> => ({ ok: true, value })
export const fail = (error: AppError): Result<never> => ({ ok: false, error })
