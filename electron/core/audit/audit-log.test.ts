import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { auditFindingText } from '@shared/text/audit-text'
import { escapeCsvField } from '@shared/text/csv-field'
import { AuditLog, toCsv, type AuditEntryInput } from './audit-log'

let dir: string
let clock: number
const log = () => new AuditLog(dir, { now: () => clock })

const modify = (over: Partial<AuditEntryInput> = {}): AuditEntryInput => ({
  action: 'modify-order',
  profileId: 'demo-trader',
  profileName: 'Demo trader',
  user: 'trader@default',
  account: 'default:1001',
  order: 'web-1',
  changes: [{ field: 'limitPrice', from: '1.0795', to: '1.078' }],
  etag: '"100"',
  attempt: 'send',
  result: 'applied',
  ...over,
})

async function lines(): Promise<string[]> {
  return (await readFile(join(dir, 'audit.log.jsonl'), 'utf8')).trim().split('\n')
}
async function writeLines(ls: string[]) {
  await writeFile(join(dir, 'audit.log.jsonl'), ls.join('\n') + '\n')
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'audit-'))
  clock = Date.UTC(2026, 10, 23, 9)
})
afterEach(() => rm(dir, { recursive: true, force: true }))

async function seed(n = 4) {
  const a = log()
  for (let i = 0; i < n; i++) {
    clock += 60_000
    await a.append(modify({ order: `web-${i}`, result: i % 2 ? 'precondition-failed' : 'applied' }))
  }
  return a
}

describe('audit log', () => {
  it('chains every entry to the previous one and verifies', async () => {
    const a = await seed()
    const all = await a.entries()
    expect(all.map((e) => e.seq)).toEqual([1, 2, 3, 4])
    expect(all[1]?.prev).toBe(all[0]?.hash)
    expect(await a.verify()).toEqual({ ok: true })
    expect(await a.integrity()).toEqual({ ok: true, entries: 4, findings: [] })
  })

  it('serialises concurrent appends (no two entries share a previous hash)', async () => {
    const a = log()
    await Promise.all(Array.from({ length: 20 }, (_, i) => a.append(modify({ order: `o${i}` }))))
    expect(await a.verify()).toEqual({ ok: true })
    // A second instance (app restart) continues the same chain.
    await log().append(modify())
    expect(await log().integrity()).toMatchObject({ ok: true, entries: 21 })
  })

  it('detects an edited entry', async () => {
    await seed()
    const ls = await lines()
    ls[1] = ls[1]!.replace('"applied"', '"conflict"').replace('precondition-failed', 'applied')
    await writeLines(ls)
    expect(await log().verify()).toEqual({ ok: false, at: 2, code: 'changed' })
  })

  it('detects a deleted entry, reordering and a cut-off end', async () => {
    await seed()
    const ls = await lines()
    await writeLines([ls[0]!, ls[2]!, ls[3]!])
    expect(await log().verify()).toMatchObject({ ok: false, at: 2 })
    await writeLines([ls[0]!, ls[2]!, ls[1]!, ls[3]!])
    expect(await log().verify()).toMatchObject({ ok: false, at: 2 })
    await writeLines([ls[0]!, ls[1]!])
    expect(await log().verify()).toMatchObject({
      ok: false,
      at: 3,
      code: 'end-removed',
    })
    await writeLines([ls[0]!, 'not json', ls[2]!])
    expect(await log().verify()).toMatchObject({ ok: false, at: 2, code: 'not-readable' })
  })

  it('lists every malformed or chain-breaking line as a finding and still serves the valid entries', async () => {
    await seed()
    const ls = await lines()
    const forged = JSON.stringify({ ...JSON.parse(ls[2]!), result: 'applied', injected: '<script>' })
    const tampered = ls[3]!.replace('"applied"', '"conflict"').replace('"precondition-failed"', '"applied"')
    await writeLines([ls[0]!, '{"seq":2,"hash":"x"}', forged, tampered])
    const integrity = await log().integrity()
    expect(integrity).toMatchObject({ ok: false, at: 2, entries: 4 })
    expect(integrity.findings.map((f) => [f.line, auditFindingText(f)])).toEqual([
      [2, expect.stringMatching(/^this line is not a valid entry/)],
      [3, expect.stringMatching(/^this line is not a valid entry/)],
      [4, 'this entry was changed'],
    ])
    // The valid lines (including the changed one, which still has an entry's shape) stay readable.
    expect((await log().query({})).entries.map((e) => e.seq)).toEqual([4, 1])
  })

  it('queries with filters, newest first', async () => {
    const a = await seed()
    await a.append({
      action: 'unlock-editing',
      profileId: 'demo-support',
      user: 'support@default',
      result: 'unlocked',
      description: 'ticket 42',
    })
    expect((await a.query({})).entries.map((e) => e.seq)).toEqual([5, 4, 3, 2, 1])
    expect((await a.query({ action: 'unlock-editing' })).entries).toHaveLength(1)
    expect((await a.query({ result: 'failed' })).entries.map((e) => e.order)).toEqual(['web-3', 'web-1'])
    expect((await a.query({ order: 'WEB-2' })).total).toBe(1)
    expect((await a.query({ text: 'ticket' })).entries[0]?.action).toBe('unlock-editing')
    expect((await a.query({ text: '1.078' })).total).toBe(4)
    const t0 = Date.UTC(2026, 10, 23, 9, 2)
    expect((await a.query({ from: t0, to: t0 + 60_000 })).entries.map((e) => e.seq)).toEqual([3, 2])
  })

  it('exports CSV with every column, quoted and formula-safe', async () => {
    const a = log()
    await a.append(modify({ description: 'price, "too" far' }))
    await a.append(modify({ order: '=HYPERLINK("x")', result: 'conflict' }))
    const csv = toCsv(await a.entries())
    const [header, first, second] = csv.split('\r\n')
    expect(header).toBe(
      'seq,time,action,profile,user,account,order,orderIds,accounts,changes,etag,attempt,warnings,warningsBy,phase,attemptSeq,result,code,reread,description,case,via,prev,hash,line,scope,logEntries',
    )
    expect(first).toContain(
      'Demo trader (demo-trader),trader@default,default:1001,web-1,,,limitPrice: 1.0795 → 1.078,"""100""",send,,,,,applied,,,"price, ""too"" far"',
    )
    expect(second).toContain(`"'=HYPERLINK(""x"")"`)
  })

  it('exports a negative number as a number, not as neutralised text', async () => {
    const a = log()
    await a.append(modify({ description: '-12.5' }))
    const [, first] = toCsv(await a.entries()).split('\r\n')
    const [entry] = await a.entries()
    expect(first).toContain(`,-12.5,,,${entry?.prev},`)
  })

  it('writes every cell as the table exports do (one cell rule for every CSV the app writes)', async () => {
    const cells = ['=1+2', '@SUM(A1)', '+1', '-1 EUR', '\tindented', ' padded ', 'two\r\nlines', 'a,"b"', '', '－1']
    const a = log()
    for (const description of cells) await a.append(modify({ description }))
    for (const [i, entry] of (await a.entries()).entries())
      expect(toCsv([entry]).includes(`,${escapeCsvField(cells[i])},,,${entry.prev},${entry.hash},`)).toBe(true)
  })
})
