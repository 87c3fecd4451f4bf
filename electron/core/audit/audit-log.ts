// Append-only local audit log of write attempts and support unlocks. Each line carries the SHA-256 of the
// previous line, so an edited, deleted or reordered entry breaks the chain and verify() says where. A small
// head file records the last sequence number and hash: without it, cutting entries off the end would leave
// a valid (shorter) chain. Someone who can rewrite both files and recompute every hash is out of reach of
// any local scheme; this makes accidental and casual tampering evident.
import { createHash } from 'node:crypto'
import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { AuditChange, AuditFilter, AuditIntegrity } from '../../../shared/ipc/audit'

export interface AuditEntryInput {
  action: 'unlock-editing' | 'modify-order'
  profileId: string
  profileName?: string
  user: string
  account?: string
  order?: string
  changes?: AuditChange[]
  etag?: string
  /** Which step of the edit flow sent it: send, resend, apply-mine, send-again. */
  attempt?: string
  result: string
  description?: string
}

export interface AuditEntry extends AuditEntryInput {
  seq: number
  time: string
  prev: string
  hash: string
}

const GENESIS = '0'.repeat(64)

function hashOf(entry: Omit<AuditEntry, 'hash'>): string {
  return createHash('sha256').update(JSON.stringify(entry)).digest('hex')
}

interface Parsed {
  entries: AuditEntry[]
  /** 1-based line numbers that are not an entry at all. */
  unreadable: number[]
}

function parseLines(text: string): Parsed {
  const entries: AuditEntry[] = []
  const unreadable: number[] = []
  text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .forEach((line, i) => {
      try {
        const value: unknown = JSON.parse(line)
        if (typeof value === 'object' && value !== null && 'hash' in value && 'seq' in value) {
          entries.push(value as AuditEntry)
        } else unreadable.push(i + 1)
      } catch {
        unreadable.push(i + 1)
      }
    })
  return { entries, unreadable }
}

interface Head {
  seq: number
  hash: string
}

export class AuditLog {
  readonly file: string
  private readonly headFile: string
  private tail: Promise<unknown> = Promise.resolve()
  /** The last entry written by this process, so an append does not re-read the whole file. */
  private last: { seq: number; hash: string } | null = null

  constructor(
    userDataDir: string,
    private readonly now: () => number = Date.now,
  ) {
    this.file = join(userDataDir, 'audit.log.jsonl')
    this.headFile = join(userDataDir, 'audit.head.json')
  }

  private async read(): Promise<Parsed> {
    try {
      return parseLines(await readFile(this.file, 'utf8'))
    } catch {
      return { entries: [], unreadable: [] }
    }
  }

  async entries(): Promise<AuditEntry[]> {
    return (await this.read()).entries
  }

  /** Appends are serialised so two concurrent writers never read the same previous hash. */
  append(input: AuditEntryInput): Promise<AuditEntry> {
    const next = this.tail.then(async () => {
      const last = this.last ?? (await this.read()).entries.at(-1) ?? null
      const body = {
        ...input,
        seq: (last?.seq ?? 0) + 1,
        time: new Date(this.now()).toISOString(),
        prev: last?.hash ?? GENESIS,
      }
      const entry: AuditEntry = { ...body, hash: hashOf(body) }
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
      const value: unknown = JSON.parse(await readFile(this.headFile, 'utf8'))
      if (typeof value === 'object' && value !== null && 'seq' in value && 'hash' in value) return value as Head
      return null
    } catch {
      return null
    }
  }

  async verify(): Promise<{ ok: true } | { ok: false; at: number; reason: string }> {
    const r = await this.integrity()
    return r.ok ? { ok: true } : { ok: false, at: r.at ?? 0, reason: r.reason ?? 'the log was changed' }
  }

  /** The verdict shown in the viewer: whether the chain holds, and where it breaks. */
  async integrity(): Promise<AuditIntegrity> {
    const { entries, unreadable } = await this.read()
    const count = entries.length + unreadable.length
    const [firstBad] = unreadable
    if (firstBad !== undefined) {
      return { ok: false, at: firstBad, reason: 'this line is not a readable entry', entries: count }
    }
    let prev = GENESIS
    for (const [i, entry] of entries.entries()) {
      const { hash, ...body } = entry
      if (entry.prev !== prev) {
        return { ok: false, at: i + 1, reason: 'an entry before this one was changed or removed', entries: count }
      }
      if (hashOf(body) !== hash) return { ok: false, at: i + 1, reason: 'this entry was changed', entries: count }
      if (entry.seq !== i + 1)
        return { ok: false, at: i + 1, reason: 'entries were removed or reordered', entries: count }
      prev = hash
    }
    const head = await this.head()
    if (head && (head.seq > entries.length || entries[head.seq - 1]?.hash !== head.hash)) {
      return {
        ok: false,
        at: Math.min(head.seq, entries.length + 1),
        reason: `entries at the end were removed (the log had ${head.seq})`,
        entries: count,
      }
    }
    return { ok: true, entries: count }
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
  if (f.account && e.account !== f.account) return false
  if (f.order && !includes(e.order, f.order)) return false
  if (f.user && !includes(e.user, f.user)) return false
  if (f.result) {
    const failed = e.result !== 'applied' && e.result !== 'unlocked'
    if (f.result === 'failed' ? !failed : e.result !== f.result) return false
  }
  if (f.text) {
    const blob = [e.description, e.etag, e.order, ...(e.changes ?? []).map(changeText)].join(' ')
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
  'changes',
  'etag',
  'attempt',
  'result',
  'description',
  'hash',
] as const

function csvCell(value: string | number | undefined): string {
  const s = value === undefined ? '' : String(value)
  // A leading = + - @ would be run as a formula by spreadsheet programs.
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export function toCsv(entries: readonly AuditEntry[]): string {
  const rows = entries.map((e) =>
    [
      e.seq,
      e.time,
      e.action,
      e.profileName ? `${e.profileName} (${e.profileId})` : e.profileId,
      e.user,
      e.account,
      e.order,
      (e.changes ?? []).map(changeText).join('; '),
      e.etag,
      e.attempt,
      e.result,
      e.description,
      e.hash,
    ]
      .map(csvCell)
      .join(','),
  )
  return [CSV_COLUMNS.join(','), ...rows].join('\r\n') + '\r\n'
}
