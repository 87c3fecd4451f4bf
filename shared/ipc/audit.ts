// The local audit log as it crosses IPC: entries (write attempts and support unlocks), the viewer's filters,
// and the integrity verdict of the hash chain. The log itself lives in electron/core/audit.
import { z } from 'zod'

export const AUDIT_ACTIONS = [
  'modify-order',
  'cancel-order',
  'unlock-editing',
  'change-profile-kind',
  'case-open',
  'case-end',
  'share-snapshot',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** Which step of the edit flow sent this write; a resend is always a separate, explicit attempt. */
/** `send-anyway`: sent although the dialog warned; the warnings travel with the entry. */
export const AUDIT_ATTEMPTS = ['send', 'resend', 'apply-mine', 'send-again', 'send-anyway'] as const

/**
 * Bounds of the texts an entry holds. They are at least what the IPC contract and the API client let through
 * (account codes up to 256, server error codes up to 64), and main cuts anything longer before it writes, so
 * a line main writes is always one its reader accepts.
 */
export const AUDIT_LIMITS = {
  action: 64,
  profileId: 128,
  profileName: 256,
  user: 512,
  account: 256,
  order: 4096,
  orderIds: 4096,
  etag: 512,
  attempt: 64,
  warning: 500,
  result: 128,
  code: 64,
  reread: 512,
  description: 2000,
  case: 64,
  changeOrder: 128,
  changeField: 64,
  changeValue: 256,
} as const

export const AuditChangeSchema = z.object({
  /** The order it concerns (client order id), when the entry covers several. */
  order: z.string().max(AUDIT_LIMITS.changeOrder).optional(),
  field: z.string().max(AUDIT_LIMITS.changeField),
  from: z.string().max(AUDIT_LIMITS.changeValue).nullable(),
  to: z.string().max(AUDIT_LIMITS.changeValue).nullable(),
})
export type AuditChange = z.infer<typeof AuditChangeSchema>

/**
 * What a read after an unknown outcome found, as an outcome line's `reread` keeps it: the code, then after `: `
 * the orders or fields it names (`differs: limitPrice, quantity`). The viewer words it; lines written before
 * hold English words, shown as they are.
 */
export const REREAD_FINDINGS = [
  'applied', // the orders now show the requested values
  'differs', // the orders do not show them: the fields that differ
  'not-open', // the orders named are no longer open
  'cancelled', // a cancel: none of the orders is open any more
  'still-open', // a cancel: the orders named are still open
  'unreadable', // the orders could not be read again
] as const
export type RereadFinding = (typeof REREAD_FINDINGS)[number]

/** The `reread` text of a finding and what it names. */
export function rereadLine(finding: RereadFinding, names: readonly string[] = []): string {
  return names.length === 0 ? finding : `${finding}: ${names.join(', ')}`
}

/** A `reread` text read back as its finding and names; undefined for a line's older English words. */
export function parseReread(text: string): { finding: RereadFinding; names: string } | undefined {
  const [, code = '', names = ''] = /^([a-z-]+)(?:: (.*))?$/s.exec(text) ?? []
  const finding = REREAD_FINDINGS.find((f) => f === code)
  return finding ? { finding, names } : undefined
}

/**
 * Every write is two lines: an `attempt`, appended by main before the request leaves (no line, no request),
 * and its `outcome` after, which names the attempt by `attemptSeq`. Unlocks are one `outcome`-less line.
 * Lines written before writes were recorded in two phases carry no phase.
 */
export const AUDIT_PHASES = ['attempt', 'outcome'] as const

/** One line of the log exactly as main writes it; a line read back that does not match is an integrity finding. */
export const AuditEntrySchema = z
  .object({
    seq: z.number().int().positive(),
    time: z.string().datetime(),
    action: z.string().min(1).max(AUDIT_LIMITS.action),
    phase: z.enum(AUDIT_PHASES).optional(),
    /** On an outcome: the seq of the attempt it closes. */
    attemptSeq: z.number().int().positive().optional(),
    profileId: z.string().max(AUDIT_LIMITS.profileId),
    profileName: z.string().max(AUDIT_LIMITS.profileName).optional(),
    user: z.string().max(AUDIT_LIMITS.user),
    account: z.string().max(AUDIT_LIMITS.account).optional(),
    order: z.string().max(AUDIT_LIMITS.order).optional(),
    /** The order id(s) the grid and notices show ("Order 100208"), comma-separated. */
    orderIds: z.string().max(AUDIT_LIMITS.orderIds).optional(),
    /** Support unlocks: the client accounts the unlock covers. */
    accounts: z.array(z.string().max(AUDIT_LIMITS.account)).max(500).optional(),
    /** Old → new, computed by main from the order as it last read it and the request it sends. */
    changes: z.array(AuditChangeSchema.strict()).max(500).optional(),
    etag: z.string().max(AUDIT_LIMITS.etag).optional(),
    attempt: z.string().max(AUDIT_LIMITS.attempt).optional(),
    /** The warnings the sender saw and sent past ("send anyway"): sanity checks of price and size. */
    warnings: z.array(z.string().max(AUDIT_LIMITS.warning)).max(20).optional(),
    /** Who supplied `warnings`: the page says what it showed; main did not compute them. */
    warningsBy: z.enum(['page']).optional(),
    /**
     * `attempt` on an attempt line; on an outcome `applied`, the error kind (`precondition-failed`,
     * `conflict`, `network (outcome unknown)`…); `unlocked` for an unlock; `changed` for a profile's kind change.
     */
    result: z.string().min(1).max(AUDIT_LIMITS.result),
    /** The server's DX error code of a refusal. */
    code: z.string().max(AUDIT_LIMITS.code).optional(),
    /** After an unknown outcome: what main found when it read the order again. */
    reread: z.string().max(AUDIT_LIMITS.reread).optional(),
    /** The server's own description (or the unlock or case reason). */
    description: z.string().max(AUDIT_LIMITS.description).optional(),
    /** The support case open when the line was written (not on lines about the user's own accounts). */
    case: z.string().max(AUDIT_LIMITS.case).optional(),
    /** Written under a support case: done on someone else's account, through support. */
    via: z.enum(['support']).optional(),
    prev: z.string().regex(/^[0-9a-f]{64}$/),
    hash: z.string().regex(/^[0-9a-f]{64}$/),
  })
  .strict()
export type AuditEntryView = z.infer<typeof AuditEntrySchema>

export const AuditFilterSchema = z
  .object({
    /** Epoch milliseconds, inclusive. */
    from: z.number().optional(),
    to: z.number().optional(),
    action: z.enum(AUDIT_ACTIONS).optional(),
    account: z.string().max(AUDIT_LIMITS.account).optional(),
    /** Substring of the order id(s) the grid shows or of the client order id(s). */
    order: z.string().max(128).optional(),
    /** `applied`, `failed` (anything but a success: applied, unlocked, changed, a case opened or ended) or an exact result. */
    result: z.string().max(64).optional(),
    user: z.string().max(256).optional(),
    /** Exactly this support case reference. */
    case: z.string().max(AUDIT_LIMITS.case).optional(),
    /** Free text over description, changes and ETag. */
    text: z.string().max(256).optional(),
  })
  .strict()
export type AuditFilter = z.infer<typeof AuditFilterSchema>

/** What is wrong at a line: the viewer and `npm run audit:verify` word it (shared/text/audit-text.ts). */
export const AUDIT_FINDING_CODES = [
  'log-unreadable', // the log file cannot be read
  'not-readable', // the log's line is not a readable entry (not JSON)
  'not-valid', // the log's line is not a valid entry; `where` names the field when known
  'row-not-readable', // a checked file's row is not a readable entry
  'row-not-valid', // a checked file's row is not a valid entry
  'changed', // the entry's hash does not match it; `seq` when known
  'cells-differ', // an export row's `columns` differ from the entry as written (`seq`)
  'earlier-changed', // an entry before this one was changed or removed
  'removed-or-reordered', // entries were removed or reordered
  'end-removed', // entries at the end were removed; the log had `had`
  'before-removed', // entries before entry `seq` were removed
  'reordered', // entry `seq` comes after entry `after`
  'does-not-follow', // entry `seq` does not follow entry `after`
  'gap-later', // entries `from`–`to` come later in the file
  'gap-removed', // entries `from`–`to` before this row were removed
  'not-csv', // the file is not a readable CSV file
  'no-line-column', // the CSV has no `line` column
  'no-entries', // the file holds no entries
] as const
export type AuditFindingCode = (typeof AUDIT_FINDING_CODES)[number]

/** A line that is not a valid entry, or where the hash chain breaks: shown in the viewer, never a failed view. */
export const AuditFindingSchema = z.object({
  /** 1-based line of the log file (the spreadsheet row of an export); 0 for the file as a whole. */
  line: z.number().int(),
  code: z.enum(AUDIT_FINDING_CODES),
  where: z.string().max(200).optional(),
  seq: z.number().int().optional(),
  after: z.number().int().optional(),
  from: z.number().int().optional(),
  to: z.number().int().optional(),
  had: z.number().int().optional(),
  columns: z.array(z.string().max(64)).max(64).optional(),
})
export type AuditFinding = z.infer<typeof AuditFindingSchema>

export const AuditIntegritySchema = z.object({
  ok: z.boolean(),
  /** 1-based line of the first finding. */
  at: z.number().int().optional(),
  /** The first finding, as `findings[0]`. */
  first: AuditFindingSchema.optional(),
  /** Lines in the file, readable or not. */
  entries: z.number().int(),
  /** Every finding (the first hundred), in file order. */
  findings: z.array(AuditFindingSchema).max(100).default([]),
})
export type AuditIntegrity = z.infer<typeof AuditIntegritySchema>

/** Results that are not failures: a write applied, an unlock, a profile kind change, a case opened or ended, a snapshot saved. */
export const AUDIT_SUCCESS_RESULTS = [
  'applied',
  'unlocked',
  'changed',
  'opened',
  'ended',
  'switched',
  'disconnected',
  'expired',
  'saved',
] as const

/** The check of an audit file on its own (an export or the log): `npm run audit:verify` and the viewer's import. */
export const AuditFileVerdictSchema = z.object({
  /** No finding: every row is unchanged and, in a complete file, the chain runs whole from the first entry. */
  ok: z.boolean(),
  format: z.enum(['csv', 'log']),
  /** `complete`: the whole log; `filtered`: a filter's choice, whose gaps are by design; `unknown`: no scope column. */
  scope: z.enum(['complete', 'filtered', 'unknown']),
  /** Rows (entries) in the file. */
  entries: z.number().int(),
  /** How many entries the log had when the export was written. */
  logEntries: z.number().int().optional(),
  /** Every row that breaks the chain (the first hundred); `line` is the spreadsheet row or the log line. */
  findings: z.array(AuditFindingSchema).max(100),
})
export type AuditFileVerdict = z.infer<typeof AuditFileVerdictSchema>
