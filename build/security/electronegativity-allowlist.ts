// Matching Electronegativity findings against build/electronegativity-allowlist.json one for one: an entry
// names the check, the file and the exact (trimmed) source line the finding points at, and accepts that one
// finding only. A second finding of an allowed check in the same file, or the same line copied elsewhere, is
// a new finding; an entry whose line changed or went away is stale. Line numbers are not used: they move.

export interface Finding {
  id: string
  file: string
  location: { line: number; column: number }
  description?: string
}

export interface AllowEntry {
  id: string
  file: string
  /** The finding's source line, trimmed; "" for findings about the file as a whole (line 0). */
  snippet: string
  reason: string
  verifiedBy: string
}

/** The trimmed text of a finding's line, read by `readLines(file)`. */
export function snippetOf(finding: Finding, readLines: (file: string) => readonly string[]): string {
  if (finding.location.line < 1) return ''
  return (readLines(finding.file)[finding.location.line - 1] ?? '').trim()
}

const keyOf = (id: string, file: string, snippet: string) => `${id} ${file} ${snippet}`

export function matchAllowlist(
  findings: readonly Finding[],
  entries: readonly AllowEntry[],
  readLines: (file: string) => readonly string[],
): { unaccepted: string[]; stale: string[] } {
  const open = new Map<string, number>()
  for (const e of entries) open.set(keyOf(e.id, e.file, e.snippet), (open.get(keyOf(e.id, e.file, e.snippet)) ?? 0) + 1)
  const unaccepted: string[] = []
  for (const f of findings) {
    const key = keyOf(f.id, f.file, snippetOf(f, readLines))
    const left = open.get(key) ?? 0
    if (left > 0) open.set(key, left - 1)
    else unaccepted.push(`${f.id} ${f.file}:${f.location.line} ${f.description ?? ''}`.trim())
  }
  const stale = [...open].flatMap(([key, left]) => Array<string>(left).fill(key))
  return { unaccepted, stale }
}
