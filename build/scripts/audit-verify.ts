// `npm run audit:verify FILE`: checks a DX Desk audit export (CSV) or audit log file (JSON lines) on its own,
// with the same check the audit viewer runs on an imported file. Exit code 0: the chain is whole; 1: it is
// broken (each breaking row is listed); 2: the file could not be read.
import { readFile } from 'node:fs/promises'
import { verifyAuditFile } from '../../electron/core/audit/verify-export'
import { auditFindingText } from '@shared/text/audit-text'

const file = process.argv[2]
if (!file) {
  process.stderr.write('Usage: npm run audit:verify FILE   (an audit export .csv or the audit.log.jsonl file)\n')
  process.exit(2)
}
let text: string
try {
  text = await readFile(file, 'utf8')
} catch (error) {
  process.stderr.write(`Cannot read ${file}: ${(error as Error).message}\n`)
  process.exit(2)
}
const v = verifyAuditFile(text)
const where = v.format === 'csv' ? 'row' : 'line'
const scope =
  v.scope === 'complete'
    ? 'the complete log'
    : v.scope === 'filtered'
      ? `a filtered part of the log (${v.entries} of ${v.logEntries ?? '?'} entries; removals between its rows cannot be ruled out)`
      : 'an audit file that does not say whether it is complete'
process.stdout.write(`${file}: ${v.entries} entries, ${scope}.\n`)
if (v.ok) {
  process.stdout.write('Chain whole: every entry is unchanged and in order.\n')
  process.exit(0)
}
process.stdout.write(`Chain broken in ${v.findings.length} place(s):\n`)
for (const f of v.findings)
  process.stdout.write(`  ${f.line > 0 ? `${where} ${f.line}: ` : ''}${auditFindingText(f)}\n`)
process.exit(1)
