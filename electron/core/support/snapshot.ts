// "Share what I see", main's half: the view the renderer handed over is masked as the profile's rules say
// (names, e-mail addresses, free-text comments), its account codes become stable pseudonyms unless the agent
// keeps them, and the result is signed with this desk's key. Reading a file back is the mirror: size cap,
// JSON, the one schema, then the signature — valid (this desk signed it), unknown signer (it verifies, but
// under a key this desk does not know) or altered (it does not verify).
import { open, stat } from 'node:fs/promises'
import { basename } from 'node:path'
import type { SessionInfo } from '@shared/ipc/contract'
import {
  COMMENT_COLUMNS,
  MASK_EVERYTHING,
  NAME_COLUMNS,
  SNAPSHOT_FORMAT,
  SNAPSHOT_MAX_BYTES,
  SNAPSHOT_VERSION,
  SnapshotContentSchema,
  SnapshotFileSchema,
  type OpenedSnapshot,
  type SnapshotContent,
  type SnapshotFile,
  type SnapshotMasking,
  type SnapshotView,
} from '@shared/support/snapshot'
import { firstIssueText } from '@shared/text/issue-path'
import { fingerprintOf, verifySignature, type SigningKey } from './signing-key'

export const MASKED = { name: '[name]', email: '[e-mail]', comment: '[comment masked]' } as const

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g

export interface SnapshotFacts {
  view: SnapshotView
  keepAccountCodes: boolean
  session: SessionInfo
  masking: SnapshotMasking | undefined
  /** The version the app last saw of each account (the watch's). */
  versionOf(account: string): string | undefined
  app: { name: string; version: string }
  key: SigningKey
  now: number
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** One function over every text of the file, so a value masked in one cell is masked wherever it appears. */
function masker(facts: SnapshotFacts, rules: SnapshotMasking): (text: string) => string {
  const { view, session } = facts
  const names = new Set<string>()
  if (rules.names) {
    // A value shown in a name column is a name wherever else it appears; so are the accounts' owners main knows.
    view.columns.forEach((column, i) => {
      if (!NAME_COLUMNS.has(column.id)) return
      for (const row of view.rows) if ((row[i] ?? '').trim().length >= 2) names.add((row[i] ?? '').trim())
    })
    for (const account of session.user.accounts) if (account.owner.length >= 3) names.add(account.owner)
  }
  const namePattern = names.size
    ? new RegExp(
        [...names]
          .sort((a, b) => b.length - a.length)
          .map(escapeRegExp)
          .join('|'),
        'g',
      )
    : null
  // Only the codes known to be accounts: a transaction code has the same `clearing:number` shape
  // (`default:50012`) and is no one's personal data. A code is replaced only as a whole token.
  const codes = [...new Set([...view.accounts, ...session.user.accounts.map((a) => a.account)])]
  const codePattern = codes.length
    ? new RegExp(
        `(?<![\\w.:-])(?:${codes
          .sort((a, b) => b.length - a.length)
          .map(escapeRegExp)
          .join('|')})(?![\\w:-]|\\.\\w)`,
        'g',
      )
    : null
  return (text) => {
    let out = text
    if (rules.emails) out = out.replace(EMAIL, MASKED.email)
    if (namePattern) out = out.replace(namePattern, MASKED.name)
    if (codePattern && !facts.keepAccountCodes) out = out.replace(codePattern, (code) => facts.key.pseudonym(code))
    return out
  }
}

export function snapshotContent(facts: SnapshotFacts): SnapshotContent {
  const { view, session } = facts
  const rules = facts.masking ?? MASK_EVERYTHING
  const mask = masker(facts, rules)
  const columnRule = view.columns.map((c) =>
    rules.comments && COMMENT_COLUMNS.has(c.id)
      ? MASKED.comment
      : rules.names && NAME_COLUMNS.has(c.id)
        ? MASKED.name
        : null,
  )
  const rows = view.rows.map((row) =>
    row.map((cell, i) => {
      const whole = columnRule[i]
      return whole && cell !== '' ? whole : mask(cell)
    }),
  )
  return {
    format: SNAPSHOT_FORMAT,
    version: SNAPSHOT_VERSION,
    takenAt: new Date(facts.now).toISOString(),
    takenBy: { name: session.user.fullName, login: session.username },
    app: facts.app,
    server: new URL(session.baseUrl).origin,
    ...(session.case ? { case: { reference: session.case.reference } } : {}),
    view: view.view,
    columns: view.columns.map((c) => ({ ...c, header: mask(c.header) })),
    rows,
    filters: view.filters.map(mask),
    sort: mask(view.sort),
    ...(view.page !== undefined ? { page: mask(view.page) } : {}),
    timeZone: view.timeZone,
    asOf: new Date(view.asOf).toISOString(),
    accounts: view.accounts.map((account) => {
      // The watch keeps the ETag as sent (`"506"`); the file says the version.
      const version = facts.versionOf(account)?.replace(/^W\//, '').replaceAll('"', '')
      return { account: mask(account), ...(version !== undefined ? { version } : {}) }
    }),
    masking: { ...rules, accountCodes: facts.keepAccountCodes ? 'kept' : 'pseudonyms' },
  }
}

/** The file's text: the content as the exact bytes signed, the detached signature and the signer's key. */
export function signedSnapshot(content: SnapshotContent, key: SigningKey): string {
  const text = JSON.stringify(content, null, 2)
  const file: SnapshotFile = {
    format: SNAPSHOT_FORMAT,
    version: SNAPSHOT_VERSION,
    content: text,
    signature: { algorithm: 'Ed25519', publicKey: key.publicKey, value: key.sign(Buffer.from(text, 'utf8')) },
  }
  return `${JSON.stringify(file, null, 2)}\n`
}

export function snapshotFileName(content: SnapshotContent): string {
  const stamp = content.takenAt.slice(0, 19).replace(/[-:]/g, '').replace('T', '-')
  return `dx-desk-${content.view.id.replace(/[^a-z0-9-]/gi, '-')}-${stamp}.dxsnap`
}

const firstIssue = (error: Parameters<typeof firstIssueText>[0]) => firstIssueText(error, 'file').slice(0, 480)

/** Checks a snapshot's text: shape, version, then signature; `ownKey` is the only signer this desk knows. */
export function verifySnapshotText(text: string, fileName: string, ownKey: SigningKey): OpenedSnapshot {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return { ok: false, fileName, problem: 'malformed', detail: 'not JSON' }
  }
  if (typeof raw !== 'object' || raw === null || (raw as { format?: unknown }).format !== SNAPSHOT_FORMAT) {
    return { ok: false, fileName, problem: 'wrong-format' }
  }
  const version = (raw as { version?: unknown }).version
  if (version !== SNAPSHOT_VERSION) {
    return { ok: false, fileName, problem: 'wrong-version', detail: String(version).slice(0, 40) }
  }
  const file = SnapshotFileSchema.safeParse(raw)
  if (!file.success) return { ok: false, fileName, problem: 'malformed', detail: firstIssue(file.error) }
  const { content, signature } = file.data
  const verifies = verifySignature(signature.publicKey, Buffer.from(content, 'utf8'), signature.value)
  let parsed: unknown
  try {
    parsed = JSON.parse(content)
  } catch {
    return { ok: false, fileName, problem: 'malformed', detail: 'content: not JSON' }
  }
  const checked = SnapshotContentSchema.safeParse(parsed)
  if (!checked.success) {
    return { ok: false, fileName, problem: 'malformed', detail: `content.${firstIssue(checked.error)}` }
  }
  const verdict = !verifies ? 'altered' : signature.publicKey === ownKey.publicKey ? 'valid' : 'unknown-signer'
  return { ok: true, fileName, verdict, signer: fingerprintOf(signature.publicKey), content: checked.data }
}

/** Reads a snapshot file the person chose: refused unread above the size cap. */
export async function readSnapshotFile(path: string, ownKey: SigningKey): Promise<OpenedSnapshot> {
  const fileName = basename(path).slice(0, 300)
  try {
    if ((await stat(path)).size > SNAPSHOT_MAX_BYTES) return { ok: false, fileName, problem: 'too-large' }
    // Read through one handle, at most the cap plus one byte: a file that grows after stat is still refused.
    const handle = await open(path, 'r')
    try {
      const buffer = Buffer.alloc(SNAPSHOT_MAX_BYTES + 1)
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0)
      if (bytesRead > SNAPSHOT_MAX_BYTES) return { ok: false, fileName, problem: 'too-large' }
      return verifySnapshotText(buffer.subarray(0, bytesRead).toString('utf8'), fileName, ownKey)
    } finally {
      await handle.close()
    }
  } catch {
    return { ok: false, fileName, problem: 'unreadable' }
  }
}
