// `npm run audit:verify FILE` and the viewer's "Check a file…" on exports written by a real support session
// against the sandbox: a whole export passes, and a removed row, a changed row, an edited cell and a
// reordered pair are each found at their row; a filtered export says it is a filtered part.
import { execFile } from 'node:child_process'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuditFileVerdict, AuditFinding } from '@shared/ipc/audit'
import { auditFindingText } from '@shared/text/audit-text'
import type { Order } from '@shared/api/records'
import { createServicesHarness, type ServicesHarness } from '@test-support/services-harness'
import { openTestCase, TEST_CASE } from '@test-support/support-case'

const CLIENT = 'default:1001'
let h: ServicesHarness
let complete: string
let filtered: string

beforeAll(async () => {
  h = await createServicesHarness()
  await h.value('session.connect', { profileId: 'demo-support' })
  await openTestCase(h, [CLIENT])
  await h.value('session.unlockEditing', { reason: 'Client asked to cancel', account: CLIENT })
  const open = await h.value<{ data: Order[]; etag: string }>('orders.open', { accounts: [CLIENT] })
  const order = open.data.find((o) => o.type === 'LIMIT' && !o.links?.length)
  if (!order) throw new Error('the sandbox seeds a stand-alone LIMIT order on default:1001')
  await h.value('orders.cancel', { account: CLIENT, orderCode: order.clientOrderId, ifMatch: open.etag })
  await h.value('case.end', {})
  complete = (await h.value<{ csv: string }>('audit.export', {})).csv
  filtered = (await h.value<{ csv: string }>('audit.export', { filter: { action: 'cancel-order' } })).csv
})
afterAll(async () => {
  await h.close()
})

const rowsOf = (csv: string) => csv.split('\r\n')
/** The findings as the viewer and the CLI list them. */
const told = (findings: readonly AuditFinding[]) => findings.map((f) => ({ line: f.line, reason: auditFindingText(f) }))
const check = (text: string) => h.value<AuditFileVerdict>('audit.verifyFile', { text })

async function cli(text: string): Promise<{ code: number; out: string }> {
  const file = join(await mkdtemp(join(tmpdir(), 'dx-audit-')), 'audit.csv')
  await writeFile(file, text)
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [
      '--import',
      'tsx',
      'build/scripts/audit-verify.ts',
      file,
    ])
    return { code: 0, out: stdout }
  } catch (error) {
    const e = error as { code: number; stdout: string }
    return { code: e.code, out: e.stdout }
  }
}

describe('audit export that proves itself', () => {
  it('a whole export: chain whole, the complete log', async () => {
    // case-open, unlock, cancel attempt and outcome, case-end: header + 5 rows.
    expect(rowsOf(complete).filter(Boolean)).toHaveLength(6)
    expect(await check(complete)).toMatchObject({ ok: true, scope: 'complete', entries: 5, findings: [] })
    const run = await cli(complete)
    expect(run.code).toBe(0)
    expect(run.out).toContain('Chain whole')
    expect(run.out).toContain('the complete log')
  })

  it('a removed row is found where the chain breaks', async () => {
    const rows = rowsOf(complete)
    rows.splice(3, 1) // entry 3 (spreadsheet row 4)
    const verdict = await check(rows.join('\r\n'))
    expect(verdict.ok).toBe(false)
    expect(told(verdict.findings)).toEqual([{ line: 4, reason: 'entries 3–3 before this row were removed' }])
    const run = await cli(rows.join('\r\n'))
    expect(run.code).toBe(1)
    expect(run.out).toContain('row 4: entries 3–3 before this row were removed')
  })

  it('a changed row (its entry as written) and an edited cell beside it are each found', async () => {
    const rows = rowsOf(complete)
    rows[1] = rows[1]!.replaceAll(TEST_CASE.reason, 'Routine check')
    rows[2] = rows[2]!.replace(`,${CLIENT},`, ',default:9999,')
    const verdict = await check(rows.join('\r\n'))
    expect(told(verdict.findings)).toEqual([
      { line: 2, reason: 'entry 1 was changed' },
      { line: 3, reason: 'entry 2: account differs from the entry as written' },
    ])
    expect((await cli(rows.join('\r\n'))).out).toContain('row 2: entry 1 was changed')
  })

  it('a reordered pair is found', async () => {
    const rows = rowsOf(complete)
    ;[rows[2], rows[3]] = [rows[3]!, rows[2]!]
    const verdict = await check(rows.join('\r\n'))
    expect(verdict.ok).toBe(false)
    expect(told(verdict.findings)).toEqual([
      { line: 3, reason: 'entries 2–2 come later in the file: reordered' },
      { line: 4, reason: 'entry 2 comes after entry 3: reordered' },
    ])
    expect((await cli(rows.join('\r\n'))).code).toBe(1)
  })

  it('a filtered export is a filtered part, unchanged and in order; a change in it is still found', async () => {
    expect(await check(filtered)).toMatchObject({ ok: true, scope: 'filtered', entries: 2, logEntries: 5 })
    expect((await cli(filtered)).out).toContain('a filtered part of the log (2 of 5 entries')
    const rows = rowsOf(filtered)
    rows[2] = rows[2]!.replaceAll('applied', 'refused')
    expect(told((await check(rows.join('\r\n'))).findings)).toEqual([{ line: 3, reason: 'entry 4 was changed' }])
  })

  it('the last rows cut off a complete export are found', async () => {
    const rows = rowsOf(complete).filter(Boolean).slice(0, -1)
    expect(told((await check(rows.join('\r\n'))).findings)).toEqual([
      { line: 6, reason: 'entries at the end were removed (the log had 5)' },
    ])
  })
})
