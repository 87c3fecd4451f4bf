// "Share what I see": a file holding one view's rows as the screen shows them, with a client's personal data
// masked, signed by the DX Desk that wrote it. These are the one schema of that file and of what crosses IPC
// around it: the view as the renderer hands it to main, the signed file on disk, and the verified parse that a
// read-only viewer shows. Main validates a file with them before anything of it reaches a window.
import { z } from 'zod'
import type { SnapshotMaskingSchema } from '../ipc/profiles'
import { SNAPSHOT_LIMITS } from './snapshot-limits'

export { SNAPSHOT_LIMITS, snapshotFits } from './snapshot-limits'

export const SNAPSHOT_FORMAT = 'dx-desk-snapshot'
export const SNAPSHOT_VERSION = 1
/** A snapshot file bigger than this is refused before it is read. */
export const SNAPSHOT_MAX_BYTES = 16 * 1024 * 1024
const cell = z.string().max(SNAPSHOT_LIMITS.cell)
const line = z.string().max(SNAPSHOT_LIMITS.line)
const COLUMN_KINDS = ['text', 'code', 'enum', 'number', 'time', 'action'] as const

export const SnapshotColumnSchema = z
  .object({ id: z.string().min(1).max(128), header: z.string().max(200), kind: z.enum(COLUMN_KINDS) })
  .strict()
export type SnapshotColumn = z.infer<typeof SnapshotColumnSchema>

/** What a profile masks in a snapshot (its `snapshotMasking`); absent in a profile = everything masked. */
export type SnapshotMasking = z.infer<typeof SnapshotMaskingSchema>
export const MASK_EVERYTHING: SnapshotMasking = { names: true, emails: true, comments: true }

/** The view as the screen shows it, as the renderer hands it to main to mask, sign and save. */
export const SnapshotViewSchema = z
  .object({
    view: z.object({ id: z.string().min(1).max(64), title: z.string().min(1).max(120) }).strict(),
    columns: z.array(SnapshotColumnSchema).min(1).max(SNAPSHOT_LIMITS.columns),
    rows: z.array(z.array(cell).max(SNAPSHOT_LIMITS.columns)).max(SNAPSHOT_LIMITS.rows),
    filters: z.array(line).max(SNAPSHOT_LIMITS.lines),
    sort: line,
    page: line.optional(),
    timeZone: z.string().max(80),
    /** Epoch ms when the rows were read from the server. */
    asOf: z.number().int().nonnegative(),
    accounts: z.array(z.string().min(1).max(128)).min(1).max(500),
  })
  .strict()
  .refine((v) => v.rows.every((r) => r.length === v.columns.length), 'Every row has one cell per column')
export type SnapshotView = z.infer<typeof SnapshotViewSchema>

/** What is signed: the view after masking, with where and when it was taken. */
export const SnapshotContentSchema = z
  .object({
    format: z.literal(SNAPSHOT_FORMAT),
    version: z.literal(SNAPSHOT_VERSION),
    takenAt: z.string().max(40),
    takenBy: z.object({ name: z.string().max(200), login: z.string().max(200) }).strict(),
    app: z.object({ name: z.string().max(80), version: z.string().max(40) }).strict(),
    server: z.string().max(2048),
    case: z
      .object({ reference: z.string().max(64) })
      .strict()
      .optional(),
    view: z.object({ id: z.string().max(64), title: z.string().max(120) }).strict(),
    columns: z.array(SnapshotColumnSchema).max(SNAPSHOT_LIMITS.columns),
    rows: z.array(z.array(cell).max(SNAPSHOT_LIMITS.columns)).max(SNAPSHOT_LIMITS.rows),
    filters: z.array(line).max(SNAPSHOT_LIMITS.lines),
    sort: line,
    page: line.optional(),
    timeZone: z.string().max(80),
    asOf: z.string().max(40),
    /** Each account on screen (its pseudonym unless kept) and the version the app last saw of it. */
    accounts: z
      .array(z.object({ account: z.string().max(128), version: z.string().max(64).optional() }).strict())
      .max(500),
    /** What was masked, as the file says it: the profile's rules and whether account codes were kept. */
    masking: z
      .object({
        names: z.boolean(),
        emails: z.boolean(),
        comments: z.boolean(),
        accountCodes: z.enum(['pseudonyms', 'kept']),
      })
      .strict(),
  })
  .strict()
export type SnapshotContent = z.infer<typeof SnapshotContentSchema>

/**
 * The file: the content as the exact text that was signed, and a detached Ed25519 signature over that text's
 * UTF-8 bytes with the signer's public key (SPKI, base64) beside it.
 */
export const SnapshotFileSchema = z
  .object({
    format: z.literal(SNAPSHOT_FORMAT),
    version: z.number().int(),
    content: z.string().max(SNAPSHOT_MAX_BYTES),
    signature: z
      .object({
        algorithm: z.literal('Ed25519'),
        publicKey: z.string().max(200),
        value: z.string().max(200),
      })
      .strict(),
  })
  .strict()
export type SnapshotFile = z.infer<typeof SnapshotFileSchema>

export const SIGNATURE_VERDICTS = ['valid', 'unknown-signer', 'altered'] as const
export type SignatureVerdict = (typeof SIGNATURE_VERDICTS)[number]

/** Why a file could not be shown at all (the renderer words it). */
export const SNAPSHOT_PROBLEMS = ['too-large', 'malformed', 'wrong-format', 'wrong-version', 'unreadable'] as const

/** A file as main read it: its verified content with the signature's verdict, or why it cannot be shown. */
export const OpenedSnapshotSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    fileName: z.string().max(300),
    verdict: z.enum(SIGNATURE_VERDICTS),
    /** The signer's key fingerprint (SHA-256 of the public key, hex, first 16 characters). */
    signer: z.string().max(64),
    content: SnapshotContentSchema,
  }),
  z.object({
    ok: z.literal(false),
    fileName: z.string().max(300),
    problem: z.enum(SNAPSHOT_PROBLEMS),
    /** The schema's words for a malformed file (a field path and what was wrong). */
    detail: z.string().max(500).optional(),
  }),
])
export type OpenedSnapshot = z.infer<typeof OpenedSnapshotSchema>

/** Columns whose cells name a person, and free-text columns, by column id across the views. */
export const NAME_COLUMNS: ReadonlySet<string> = new Set(['owner', 'ownerName', 'fullName', 'name', 'username'])
export const COMMENT_COLUMNS: ReadonlySet<string> = new Set(['comment', 'comments', 'note', 'text'])
