// The local audit log as it crosses IPC: entries (write attempts and support unlocks), the viewer's filters,
// and the integrity verdict of the hash chain. The log itself lives in electron/core/audit.
import { z } from 'zod'

export const AUDIT_ACTIONS = ['modify-order', 'unlock-editing'] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** Which step of the edit flow sent this write; a resend is always a separate, explicit attempt. */
export const AUDIT_ATTEMPTS = ['send', 'resend', 'apply-mine', 'send-again'] as const

export const AuditChangeSchema = z.object({
  /** The order it concerns (client order id), when the entry covers several. */
  order: z.string().max(128).optional(),
  field: z.string().max(64),
  from: z.string().max(256).nullable(),
  to: z.string().max(256).nullable(),
})
export type AuditChange = z.infer<typeof AuditChangeSchema>

export const AuditEntrySchema = z.object({
  seq: z.number().int(),
  time: z.string(),
  action: z.string(),
  profileId: z.string(),
  profileName: z.string().optional(),
  user: z.string(),
  account: z.string().optional(),
  order: z.string().optional(),
  changes: z.array(AuditChangeSchema).optional(),
  etag: z.string().optional(),
  attempt: z.string().optional(),
  /** `applied`, or the error kind (`precondition-failed`, `conflict`, `network`…), or `unlocked`. */
  result: z.string(),
  /** The server's own description (or the unlock reason). */
  description: z.string().optional(),
  prev: z.string(),
  hash: z.string(),
})
export type AuditEntryView = z.infer<typeof AuditEntrySchema>

export const AuditFilterSchema = z
  .object({
    /** Epoch milliseconds, inclusive. */
    from: z.number().optional(),
    to: z.number().optional(),
    action: z.enum(AUDIT_ACTIONS).optional(),
    account: z.string().max(128).optional(),
    /** Substring of the order code(s). */
    order: z.string().max(128).optional(),
    /** `applied`, `failed` (anything but applied/unlocked) or an exact result. */
    result: z.string().max(64).optional(),
    user: z.string().max(256).optional(),
    /** Free text over description, changes and ETag. */
    text: z.string().max(256).optional(),
  })
  .strict()
export type AuditFilter = z.infer<typeof AuditFilterSchema>

export const AuditIntegritySchema = z.object({
  ok: z.boolean(),
  /** 1-based line where the chain breaks. */
  at: z.number().int().optional(),
  reason: z.string().optional(),
  entries: z.number().int(),
})
export type AuditIntegrity = z.infer<typeof AuditIntegritySchema>
