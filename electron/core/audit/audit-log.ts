// Append-only local audit log of write attempts and support unlocks. Each line carries the SHA-256 of the
// previous line, so an edited, deleted or reordered entry breaks the chain and verify() says where. A small
// head file records the last sequence number and hash: without it, cutting entries off the end would leave
// a valid (shorter) chain. Someone who can rewrite both files and recompute every hash is out of reach of
// any local scheme; this makes accidental and casual tampering evident.
import { systemClock, type Clock } from '@shared/domain/clock'
import { spreadsheetSafe } from '@shared/text/csv-field'
import { issuePath } from '@shared/text/issue-path'
import { stringify } from 'csv-stringify/sync'
import { createHash } from 'node:crypto'
import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { z } from 'zod'
import {
  AUDIT_LIMITS,
  AUDIT_SUCCESS_RESULTS,
  AuditEntrySchema,
  type AuditChange,
  type AuditFilter,
  type AuditFinding,
  type AuditFindingCode,
  type AuditIntegrity,
} from '@shared/ipc/audit'

export type AuditEntry = z.infer<typeof AuditEntrySchema>
export type AuditEntryInput = Omit<AuditEntry, 'seq' | 'time' | 'prev' | 'hash'>

export const GENESIS = '0'.repeat(64)

/** Text cut to `max` characters, marked with an ellipsis where it was cut. */
function fit(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`
}

function fitOptional(text: string | undefined, max: number): string | undefined {
  return text === undefined ? undefined : fit(text, max)
}

/**
 * The entry as it will be written: every text within its bound (cut, never dropped), so that nothing main
 * appends can later vanish from the viewer or the export, or show as a false tamper finding.
 */
function normalised(input: AuditEntryInput): AuditEntryInput {
  const L = AUDIT_LIMITS
  const entry: AuditEntryInput = {
    ...input,
    action: fit(input.action, L.action),
    profileId: fit(input.profileId, L.profileId),
    user: fit(input.user, L.user),
    result: fit(input.result, L.result),
  }
  const optional = {
    profileName: fitOptional(input.profileName, L.profileName),
    account: fitOptional(input.account, L.account),
    order: fitOptional(input.order, L.order),
    orderIds: fitOptional(input.orderIds, L.orderIds),
    etag: fitOptional(input.etag, L.etag),
    attempt: fitOptional(input.attempt, L.attempt),
    code: fitOptional(input.code, L.code),
    reread: fitOptional(input.reread, L.reread),
    description: fitOptional(input.description, L.description),
    case: fitOptional(input.case, L.case),
    accounts: input.accounts?.slice(0, 500).map((a) => fit(a, L.account)),
    warnings: input.warnings?.slice(0, 20).map((w) => fit(w, L.warning)),
    changes: input.changes?.slice(0, 500).map((c) => ({
      ...(c.order === undefined ? {} : { order: fit(c.order, L.changeOrder) }),
      field: fit(c.field, L.changeField),
      from: c.from === null ? null : fit(c.from, L.changeValue),
      to: c.to === null ? null : fit(c.to, L.changeValue),
    })),
  }
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) Object.assign(entry, { [key]: value })
  }
  return entry
}
const MAX_FINDINGS = 100

export function hashOf(entry: Omit<AuditEntry, 'hash'>): string {
  return createHash('sha256').update(JSON.stringify(entry)).digest('hex')
}

interface Line {
  /** 1-based line of the file. */
  line: number
  entry: AuditEntry
  /** The line's own text, hashed as written (a re-serialised object could differ). */
  body: Omit<AuditEntry, 'hash'>
}

interface Parsed {
  lines: Line[]
  /** Lines that are not an entry at all (not JSON, or not an entry's shape). */
  unreadable: AuditFinding[]
  count: number
}

function parseLines(text: string): Parsed {
  const lines: Line[] = []
  const unreadable: AuditFinding[] = []
  let count = 0
  text.split('\n').forEach((raw, i) => {
    if (raw.trim() === '') return
    count++
    let value: unknown
    try {
      value = JSON.parse(raw)
    } catch {
      unreadable.push({ line: i + 1, code: 'not-readable' })
      return
    }
    const parsed = AuditEntrySchema.safeParse(value)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const where = issue?.path.length ? issuePath(issue.path).slice(0, 200) : undefined
      unreadable.push({ line: i + 1, code: 'not-valid', ...(where ? { where } : {}) })
      return
    }
    // Hash the fields in the order they were written, as append() did. The entry keeps that order too (the
    // schema is strict and transforms nothing), so an export's `line` column is the line as written.
    const { hash: _hash, ...body } = value as AuditEntry
    lines.push({ line: i + 1, entry: value as AuditEntry, body })
  })
  return { lines, unreadable, count }
}

/** What every line written while a support case is open carries; undefined for lines outside any case. */
export type AuditStamp = (input: AuditEntryInput) => Pick<AuditEntryInput, 'case' | 'via'> | undefined

const HeadSchema = z.object({ seq: z.number().int().nonnegative(), hash: z.string() })
type Head = z.infer<typeof HeadSchema>

export class AuditLog {
  readonly file: string
  private readonly headFile: string
  private tail: Promise<unknown> = Promise.resolve()
  /** The last entry written by this process, so an append does not re-read the whole file. */
  private last: { seq: number; hash: string } | null = null
  private stamp: AuditStamp = () => undefined

  constructor(
    userDataDir: string,
    private readonly clock: Clock = systemClock,
  ) {
    this.file = join(userDataDir, 'audit.log.jsonl')
    this.headFile = join(userDataDir, 'audit.head.json')
  }

  private async read(): Promise<Parsed> {
    let text: string
    try {
      text = await readFile(this.file, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { lines: [], unreadable: [], count: 0 }
      return { lines: [], unreadable: [{ line: 0, code: 'log-unreadable' }], count: 0 }
    }
    return parseLines(text)
  }

  /** The valid entries, in file order; lines that are not valid entries are left to integrity(). */
  async entries(): Promise<AuditEntry[]> {
    return (await this.read()).lines.map((l) => l.entry)
  }

  /**
   * Who adds the open support case to each line: the session, which alone knows whether a case is open and
   * whether the line is about the user's own account. Taken when append() is called, not when the line is
   * written, so a line started under a case keeps it.
   */
  stampWith(stamp: AuditStamp): void {
    this.stamp = stamp
  }

  /** Appends are serialised so two concurrent writers never read the same previous hash. */
  append(unstamped: AuditEntryInput): Promise<AuditEntry> {
    const input: AuditEntryInput = unstamped.case === undefined ? { ...unstamped, ...this.stamp(unstamped) } : unstamped
    const next = this.tail.then(async () => {
      const last = this.last ?? (await this.read()).lines.at(-1)?.entry ?? null
      const body = {
        ...normalised(input),
        seq: (last?.seq ?? 0) + 1,
        time: new Date(this.clock.now()).toISOString(),
        prev: last?.hash ?? GENESIS,
      }
      const entry: AuditEntry = { ...body, hash: hashOf(body) }
      // The reader's own check, before the line exists: a line it would refuse is never written.
      const check = AuditEntrySchema.safeParse(entry)
      if (!check.success) {
        const issue = check.error.issues[0]
        throw new Error(`audit entry refused before writing${issue ? ` (${issuePath(issue.path)})` : ''}`)
      }
      await mkdir(dirname(this.file), { recursive: true })
      await appendFile(this.file, JSON.stringify(entry) + '\n', { mode: 0o600 })
      this.last = { seq: entry.seq, hash: entry.hash }
      const head: Head = { seq: entry.seq, hash: entry.hash }
      await writeFile(this.headFile, JSON.stringify(head), { mode: 0o600 })
      return entry
    })
    this.tail = next.catch(() => {
      // A failed write leaves the file as it was; the next append re-reads it.
      this.last = null
    })
    return next
  }

  private async head(): Promise<Head | null> {
    try {
      const parsed = HeadSchema.safeParse(JSON.parse(await readFile(this.headFile, 'utf8')))
      return parsed.success ? parsed.data : null
    } catch {
      return null
    }
  }

  async verify(): Promise<{ ok: true } | { ok: false; at: number; code: AuditFindingCode }> {
    const r = await this.integrity()
    return r.ok ? { ok: true } : { ok: false, at: r.at ?? 0, code: r.first?.code ?? 'changed' }
  }

  /**
   * The verdict shown in the viewer: every line that is not a valid entry, and every place the chain breaks.
   * Checking goes on past a break (from the entry that broke it), so one bad line does not hide the rest.
   */
  async integrity(): Promise<AuditIntegrity> {
    const { lines, unreadable, count } = await this.read()
    const found: AuditFinding[] = [...unreadable]
    let prev = GENESIS
    let seq = 0
    for (const { line, entry, body } of lines) {
      if (hashOf(body) !== entry.hash) found.push({ line, code: 'changed' })
      else if (entry.prev !== prev) found.push({ line, code: 'earlier-changed' })
      else if (entry.seq !== seq + 1) found.push({ line, code: 'removed-or-reordered' })
      prev = entry.hash
      seq = entry.seq
    }
    const head = await this.head()
    const last = lines.at(-1)?.entry
    if (
      head &&
      head.seq > 0 &&
      (last === undefined || head.seq > last.seq || (head.seq === last.seq && head.hash !== last.hash))
    ) {
      found.push({ line: count + 1, code: 'end-removed', had: head.seq })
    }
    const findings = found.sort((x, y) => x.line - y.line).slice(0, MAX_FINDINGS)
    const [first] = findings
    return first
      ? { ok: false, at: first.line, first, entries: count, findings }
      : { ok: true, entries: count, findings: [] }
  }

  /** Entries matching the filter, newest first. */
  async query(filter: AuditFilter = {}, limit = 5000): Promise<{ entries: AuditEntry[]; total: number }> {
    const matched = (await this.entries()).filter((e) => matches(e, filter)).reverse()
    return { entries: matched.slice(0, limit), total: matched.length }
  }
}

const includes = (haystack: string | undefined, needle: string) =>
  haystack !== undefined && haystack.toLowerCase().includes(needle.toLowerCase())

export function matches(e: AuditEntry, f: AuditFilter): boolean {
  const t = Date.parse(e.time)
  if (f.from !== undefined && t < f.from) return false
  if (f.to !== undefined && t > f.to) return false
  if (f.action && e.action !== f.action) return false
  // A line about several accounts (a case opened for them) is about each of them.
  if (f.account && e.account !== f.account && !(e.accounts ?? []).includes(f.account)) return false
  // The id the grid shows ("100221") finds an order as well as its client order id does.
  if (
    f.order &&
    ![e.order, e.orderIds, ...(e.changes ?? []).map((c) => c.order)].some((o) => includes(o, f.order ?? ''))
  )
    return false
  if (f.user && !includes(e.user, f.user)) return false
  if (f.case !== undefined && e.case !== f.case) return false
  if (f.result) {
    const failed = e.phase !== 'attempt' && !(AUDIT_SUCCESS_RESULTS as readonly string[]).includes(e.result)
    if (f.result === 'failed' ? !failed : e.result !== f.result) return false
  }
  if (f.text) {
    const blob = [e.description, e.etag, e.order, e.code, e.reread, ...(e.changes ?? []).map(changeText)].join(' ')
    if (!includes(blob, f.text)) return false
  }
  return true
}

export function changeText(c: AuditChange): string {
  return `${c.order ? `${c.order} ` : ''}${c.field}: ${c.from ?? '—'} → ${c.to ?? '—'}`
}

const CSV_COLUMNS = [
  'seq',
  'time',
  'action',
  'profile',
  'user',
  'account',
  'order',
  'orderIds',
  'accounts',
  'changes',
  'etag',
  'attempt',
  'warnings',
  'warningsBy',
  'phase',
  'attemptSeq',
  'result',
  'code',
  'reread',
  'description',
  'case',
  'via',
  'prev',
  'hash',
  'line',
  'scope',
  'logEntries',
] as const
export type AuditCsvColumn = (typeof CSV_COLUMNS)[number]
export const AUDIT_CSV_COLUMNS: readonly AuditCsvColumn[] = CSV_COLUMNS

type CsvRecord = Record<AuditCsvColumn, string | number | undefined>

/** What an export holds: the whole log, or the entries a filter chose; and how many entries the log had. */
export interface ExportScope {
  scope: 'complete' | 'filtered'
  logEntries: number
}

/** One entry's CSV record; the verifier rebuilds it from `line` to find a cell edited beside it. */
export function csvRecordOf(e: AuditEntry, scope: ExportScope): CsvRecord {
  return {
    seq: e.seq,
    time: e.time,
    action: e.action,
    profile: e.profileName ? `${e.profileName} (${e.profileId})` : e.profileId,
    user: e.user,
    // A line about one account names it here even when it lists it under `accounts` only.
    account: e.account ?? (e.accounts?.length === 1 ? e.accounts[0] : undefined),
    order: e.order,
    orderIds: e.orderIds,
    accounts: e.accounts?.join(', '),
    changes: (e.changes ?? []).map(changeText).join('; '),
    etag: e.etag,
    attempt: e.attempt,
    warnings: e.warnings?.join(' | '),
    warningsBy: e.warningsBy,
    phase: e.phase,
    attemptSeq: e.attemptSeq,
    result: e.result,
    code: e.code,
    reread: e.reread,
    description: e.description,
    case: e.case,
    via: e.via,
    prev: e.prev,
    hash: e.hash,
    line: JSON.stringify(e),
    scope: scope.scope,
    logEntries: scope.logEntries,
  }
}

/**
 * The log as CSV, one entry a row, every field: csv-stringify quotes; the shared cell rule makes text
 * formula-safe. `line` is the entry exactly as written, so an export can be checked on its own: for each row,
 * SHA-256 of `line` without its `hash` field equals `hash`, and `prev` equals the hash of the entry before it.
 * `scope` says whether the file is the whole log or a filter's choice, `logEntries` how long the log was, so a
 * check can tell entries filtered out from entries removed (verify-export.ts).
 */
export function toCsv(
  entries: readonly AuditEntry[],
  scope: ExportScope = { scope: 'complete', logEntries: entries.length },
): string {
  const records = entries.map((e) => csvRecordOf(e, scope))
  return stringify(records, {
    columns: CSV_COLUMNS,
    header: true,
    record_delimiter: 'windows',
    // Not csv-stringify's own escape_formulas: it would turn the text "-12.5" into "'-12.5", which a
    // spreadsheet can no longer sum. Edge white space is quoted so that a reader does not trim it.
    cast: { string: spreadsheetSafe },
    quoted_match: /^\s|\s$/,
  })
}
