// A support case as it crosses IPC: what opening one takes (a reference and a bounded reason) and what the
// session reports while it is open. Main decides when one is needed: a chosen account that is not among the
// user's own (`users/{me}`); the user's own accounts never fall under a case.
// zod/mini, as the profile schemas: the connect screen builds these as it loads, and a classic object schema
// built then would probe for string-to-code before the renderer has told zod not to (a CSP violation).
import { z } from 'zod/mini'

export const CASE_LIMITS = { reference: 64, reason: 500, minReason: 3 } as const

/** A ticket or case id as help desks write them: `CASE-4711`, `#4711`, `INC0012345`, `ZD/2026/17`. */
export const caseReference = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(CASE_LIMITS.reference), z.regex(/^[\p{L}\p{N}#][\p{L}\p{N}._:#/-]*$/u))

/** Free text, one paragraph: no control characters, which would let a reason fake a line in a log or export. */
export const caseReason = z.string().check(
  z.trim(),
  z.minLength(CASE_LIMITS.minReason),
  z.maxLength(CASE_LIMITS.reason),
  // eslint-disable-next-line no-control-regex -- the rule is about control characters
  z.regex(/^[^\u0000-\u001f\u007f]*$/),
)

export const SupportCaseSchema = z.object({
  reference: z.string().check(z.maxLength(CASE_LIMITS.reference)),
  reason: z.string().check(z.maxLength(CASE_LIMITS.reason)),
  /** Epoch ms the case was opened (the banner's timer counts from here). */
  openedAt: z.number(),
})
export type SupportCase = z.infer<typeof SupportCaseSchema>

/** How a case ended, as its `case-end` audit line records it. */
export const CASE_END_REASONS = ['ended', 'switched', 'disconnected', 'expired'] as const
export type CaseEndReason = (typeof CASE_END_REASONS)[number]
