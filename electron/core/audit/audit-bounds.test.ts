// What main appends is always a line its own reader accepts: texts longer than the entry's bounds are cut
// (never skipped), so nothing vanishes from the viewer or the export, and no false tamper finding appears. The
// CSV export carries every field, and each row's `line` lets an export's chain be checked on its own.
import { createHash } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parse } from 'csv-parse/sync'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { AuditLog, toCsv, type AuditEntryInput } from './audit-log'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'audit-bounds-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

const attempt = (over: Partial<AuditEntryInput> = {}): AuditEntryInput => ({
  action: 'modify-order',
  profileId: 'demo-support',
  user: 'support@default',
  account: 'default:1001',
  order: 'web-1',
  result: 'attempt',
  ...over,
})

describe('audit entries within their bounds', () => {
  it('a 158-character account code (the contract allows 256) is written and read back, with no finding', async () => {
    const log = new AuditLog(dir)
    const account = `default:${'x'.repeat(150)}`
    await log.append(attempt({ account, accounts: [account] }))
    expect((await log.entries()).map((e) => e.account)).toEqual([account])
    expect(await log.integrity()).toMatchObject({ ok: true, findings: [] })
  })

  it('a 40-character server code and an over-long description are cut, not skipped', async () => {
    const log = new AuditLog(dir)
    await log.append(attempt({ result: 'conflict', code: 'C'.repeat(40), description: 'd'.repeat(5000) }))
    await log.append(attempt({ result: 'conflict', code: 'E'.repeat(300) }))
    const entries = await log.entries()
    expect(entries).toHaveLength(2)
    expect(entries[0]?.code).toBe('C'.repeat(40))
    expect(entries[0]?.description?.length).toBe(2000)
    expect(entries[1]?.code?.length).toBe(64)
    expect(await log.integrity()).toMatchObject({ ok: true, findings: [] })
  })
})

describe('audit CSV export', () => {
  it('exports every field, and each row’s line re-verifies its hash and the chain', async () => {
    const log = new AuditLog(dir)
    const unlock = await log.append({
      action: 'unlock-editing',
      profileId: 'demo-support',
      user: 'support@default',
      account: 'default:1001',
      accounts: ['default:1001'],
      result: 'unlocked',
      description: 'Ticket 1',
    })
    const first = await log.append(
      attempt({ orderIds: '100208', warnings: ['Price is 9% from the market'], warningsBy: 'page' }),
    )
    await log.append(attempt({ phase: 'outcome', attemptSeq: first.seq, result: 'applied' }))
    const rows = parse(toCsv(await log.entries()), { columns: true, bom: true }) as Array<Record<string, string>>
    expect(rows[0]).toMatchObject({ accounts: 'default:1001', description: 'Ticket 1' })
    expect(rows[1]).toMatchObject({
      orderIds: '100208',
      warnings: 'Price is 9% from the market',
      warningsBy: 'page',
    })
    expect(rows[2]).toMatchObject({ attemptSeq: String(first.seq), prev: rows[1]?.hash })
    expect(rows[1]?.prev).toBe(unlock.hash)
    for (const row of rows) {
      const { hash, ...body } = JSON.parse(row.line ?? '') as Record<string, unknown>
      expect(createHash('sha256').update(JSON.stringify(body)).digest('hex')).toBe(hash)
      expect(hash).toBe(row.hash)
    }
  })
})
