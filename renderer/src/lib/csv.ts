// CSV export of exactly the rows on screen, preceded by a provenance block that makes a support ticket
// reproducible: which profile, accounts, filters, sort and zone produced it, when it was fetched, by which app.
// Records are joined here rather than by csv-stringify (which writes main's audit-log CSV): its browser build
// carries a Buffer polyfill, 10 kB gzip of renderer for three lines; audit-log.test.ts pins that both write
// every cell alike.
import { escapeCsvField } from '@shared/text/csv-field'
import { fileStamp } from '@shared/text/file-stamp'
import { formatTimestamp } from './format'
import { zoneLabel, type ZoneSetting } from './time-zones'
import { msg } from '@shared/text/messages'

export interface CsvProvenance {
  view: string
  profile: string
  server?: string
  accounts: readonly string[]
  /** Human-readable active filters ("Status: Working, Completed"), or empty for none. */
  filters: readonly string[]
  /** "Symbol ascending (sorted on this page)" / "server order". */
  sort: string
  /** Page description ("rows 1–50, server returned 50"). */
  page?: string
  timeZone: string
  fetchedAt: string
  exportedAt: string
  appVersion: string
}

export interface CsvColumn<R> {
  header: string
  text: (row: R) => string
}

export const PROVENANCE_PREFIX = '# '

export function provenanceLines(p: CsvProvenance): string[] {
  return [
    msg('exports.provenance.view', { view: p.view }),
    p.server
      ? msg('exports.provenance.profileServer', { profile: p.profile, server: p.server })
      : msg('exports.provenance.profile', { profile: p.profile }),
    msg('exports.provenance.accounts', { accounts: p.accounts.join(', ') || msg('exports.provenance.none') }),
    msg('exports.provenance.filters', {
      filters: p.filters.length ? p.filters.join('; ') : msg('exports.provenance.none'),
    }),
    msg('exports.provenance.sort', { sort: p.sort }),
    ...(p.page ? [msg('exports.provenance.page', { page: p.page })] : []),
    msg('exports.provenance.timeZone', { zone: p.timeZone }),
    msg('exports.provenance.fetchedAt', { time: p.fetchedAt }),
    msg('exports.provenance.exportedAt', { time: p.exportedAt }),
    msg('exports.provenance.appVersion', { version: p.appVersion }),
  ]
}

/** A time in an export's provenance: as on screen, in the named zone, then the exact UTC instant. */
export function provenanceTime(ms: number | undefined, zone: ZoneSetting): string {
  return ms
    ? `${formatTimestamp(ms, zone)} ${zoneLabel(zone)} (${new Date(ms).toISOString()})`
    : msg('exports.provenance.notLoaded')
}

/**
 * `annotated`: the provenance lines first, as `#` comments; `plain`: the header row first, for spreadsheets that
 * would read the notes as data.
 */
export type CsvFlavour = 'annotated' | 'plain'

export function buildCsv<R>(
  provenance: CsvProvenance,
  columns: readonly CsvColumn<R>[],
  rows: readonly R[],
  flavour: CsvFlavour = 'annotated',
): string {
  const notes = flavour === 'annotated' ? provenanceLines(provenance) : []
  const lines = notes.map((l) => escapeCsvField(PROVENANCE_PREFIX + l))
  lines.push(columns.map((c) => escapeCsvField(c.header)).join(','))
  for (const row of rows) lines.push(columns.map((c) => escapeCsvField(c.text(row))).join(','))
  return lines.join('\r\n') + '\r\n'
}

/** A file name that sorts by time and says what is in it. */
export function csvFileName(view: string, accounts: readonly string[], when: Date): string {
  const stamp = fileStamp(when.getTime())
  const who = accounts.length === 1 ? (accounts[0] ?? '') : `${accounts.length}-accounts`
  return `dxdesk-${view}-${who}-${stamp}.csv`.replace(/[^A-Za-z0-9._-]+/g, '_')
}

/** Hands the text to the browser/Electron download machinery (no Node, no IPC needed). */
export function downloadText(fileName: string, text: string, mime = 'text/csv;charset=utf-8'): void {
  // A BOM lets spreadsheet apps detect UTF-8 (account names, "−" and "∞" survive).
  const blob = new Blob(['\ufeff', text], { type: mime })
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  a.rel = 'noopener'
  document.body.appendChild(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
