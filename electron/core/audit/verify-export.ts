// Checks an audit file on its own, without the log it came from: an export (CSV, every field plus `line`, the
// entry as written) or the log file itself (JSON lines). It answers three questions — is the chain whole,
// which rows break it, and is this the complete log or a filtered part of it — for `npm run audit:verify`
// and for the viewer's "Check a file…". Each entry's hash covers its own text; `prev` ties it to the entry
// before it in the log, so in a complete file a removed, changed or reordered row shows where it happened.
// A filtered export has gaps by design: there each row is checked on its own and for its order, and the
// verdict says that removals between its rows cannot be ruled out.
import { parse } from 'csv-parse/sync'
import { spreadsheetSafe } from '@shared/text/csv-field'
import { AuditEntrySchema, type AuditFileVerdict, type AuditFinding } from '@shared/ipc/audit'
import { AUDIT_CSV_COLUMNS, csvRecordOf, GENESIS, hashOf, type AuditEntry, type ExportScope } from './audit-log'

const MAX_FINDINGS = 100

interface Row {
  /** Where a person finds it: the spreadsheet row (header is row 1) or the log file's line. */
  at: number
  cells?: Record<string, string>
  lineText: string
}

function entryOf(
  lineText: string,
): { entry: AuditEntry; body: Omit<AuditEntry, 'hash'> } | 'row-not-readable' | 'row-not-valid' {
  let value: unknown
  try {
    value = JSON.parse(lineText)
  } catch {
    return 'row-not-readable'
  }
  const parsed = AuditEntrySchema.safeParse(value)
  if (!parsed.success) return 'row-not-valid'
  // Hashed in the order it was written, as the log does.
  const { hash: _hash, ...body } = value as AuditEntry
  return { entry: value as AuditEntry, body }
}

function cellText(value: string | number | undefined): string {
  if (value === undefined) return ''
  return typeof value === 'string' ? spreadsheetSafe(value) : String(value)
}

function readCsv(text: string): { rows: Row[]; scope: ExportScope | null } | 'not-csv' | 'no-line-column' {
  let records: Array<Record<string, string>>
  try {
    records = parse(text, { columns: true, bom: true, skip_empty_lines: true, relax_column_count: true })
  } catch {
    return 'not-csv'
  }
  const first = records[0]
  if (first && !('line' in first)) return 'no-line-column'
  let scope: ExportScope | null = null
  if (first?.scope === 'complete' || first?.scope === 'filtered') {
    const logEntries = Number(first.logEntries)
    scope = { scope: first.scope, logEntries: Number.isInteger(logEntries) ? logEntries : 0 }
  }
  return { rows: records.map((cells, i) => ({ at: i + 2, cells, lineText: cells.line ?? '' })), scope }
}

function readJsonLines(text: string): Row[] {
  const rows: Row[] = []
  text.split('\n').forEach((lineText, i) => {
    if (lineText.trim() !== '') rows.push({ at: i + 1, lineText })
  })
  return rows
}

export function verifyAuditFile(text: string): AuditFileVerdict {
  const isLog = text.trimStart().startsWith('{')
  let rows: Row[]
  let scope: ExportScope | null
  if (isLog) {
    rows = readJsonLines(text)
    scope = null
  } else {
    const read = readCsv(text)
    if (typeof read === 'string') {
      return { ok: false, format: 'csv', scope: 'unknown', entries: 0, findings: [{ line: 0, code: read }] }
    }
    rows = read.rows
    scope = read.scope
  }
  const complete = isLog || scope?.scope === 'complete'
  const findings: AuditFinding[] = []
  const entries: Array<{ at: number; entry: AuditEntry }> = []

  for (const row of rows) {
    const read = entryOf(row.lineText)
    if (typeof read === 'string') {
      findings.push({ line: row.at, code: read })
      continue
    }
    const { entry, body } = read
    if (hashOf(body) !== entry.hash) {
      findings.push({ line: row.at, code: 'changed', seq: entry.seq })
    } else if (row.cells && scope) {
      const expected = csvRecordOf(entry, scope)
      const edited = AUDIT_CSV_COLUMNS.filter((c) => (row.cells?.[c] ?? '') !== cellText(expected[c]))
      if (edited.length > 0) {
        findings.push({ line: row.at, code: 'cells-differ', seq: entry.seq, columns: [...edited] })
      }
    }
    entries.push({ at: row.at, entry })
  }

  const seqs = new Set(entries.map((e) => e.entry.seq))
  let previous: { at: number; entry: AuditEntry } | undefined
  for (const current of entries) {
    const { at, entry } = current
    if (!previous) {
      if (complete && (entry.seq !== 1 || entry.prev !== GENESIS)) {
        findings.push({ line: at, code: 'before-removed', seq: entry.seq })
      }
    } else if (entry.seq <= previous.entry.seq) {
      // Out of place: reported here, and the chain goes on from the furthest entry so far.
      findings.push({ line: at, code: 'reordered', seq: entry.seq, after: previous.entry.seq })
      continue
    } else if (entry.seq === previous.entry.seq + 1) {
      if (entry.prev !== previous.entry.hash) {
        findings.push({ line: at, code: 'does-not-follow', seq: entry.seq, after: previous.entry.seq })
      }
    } else if (complete) {
      const missing: number[] = []
      for (let s = previous.entry.seq + 1; s < entry.seq; s++) missing.push(s)
      const later = missing.every((s) => seqs.has(s))
      findings.push({
        line: at,
        code: later ? 'gap-later' : 'gap-removed',
        from: missing[0] ?? previous.entry.seq + 1,
        to: missing.at(-1) ?? entry.seq - 1,
      })
    }
    previous = current
  }
  const last = previous?.entry.seq ?? 0
  if (complete && scope && last < scope.logEntries) {
    findings.push({ line: (rows.at(-1)?.at ?? 1) + 1, code: 'end-removed', had: scope.logEntries })
  }
  if (rows.length === 0) findings.push({ line: 0, code: 'no-entries' })
  const sorted = findings.sort((a, b) => a.line - b.line).slice(0, MAX_FINDINGS)
  return {
    ok: sorted.length === 0,
    format: isLog ? 'log' : 'csv',
    scope: isLog ? 'complete' : (scope?.scope ?? 'unknown'),
    entries: rows.length,
    ...(scope ? { logEntries: scope.logEntries } : {}),
    findings: sorted,
  }
}
