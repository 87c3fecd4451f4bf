// auditedWrite: the attempt is on disk before the write is sent, a log that cannot be written means nothing
// is sent, and the outcome (applied, refused with its code, unknown plus what a re-read showed) follows.
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { AppFailure } from '../ipc/app-failure'
import { silentLogger } from '../logging/app-logger'
import { AuditLog } from './audit-log'
import { auditedWrite, type AuditedWriteRecord } from './audited-write'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'audited-write-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const record: AuditedWriteRecord = {
  action: 'modify-order',
  profileId: 'p1',
  user: 'support@default',
  account: 'default:1001',
  order: 'web-1',
  etag: '"7"',
  changes: [{ field: 'limitPrice', from: '1.1', to: '1.2' }],
}

describe('auditedWrite', () => {
  it('writes the attempt before sending and the applied outcome after', async () => {
    const audit = new AuditLog(dir)
    let seenBeforeSend: unknown[] = []
    const value = await auditedWrite(
      audit,
      {
        record,
        send: async () => {
          seenBeforeSend = await audit.entries()
          return 'done'
        },
      },
      silentLogger,
    )
    expect(value).toBe('done')
    expect(seenBeforeSend).toEqual([
      expect.objectContaining({ phase: 'attempt', result: 'attempt', changes: record.changes }),
    ])
    expect(await audit.entries()).toEqual([
      expect.objectContaining({ seq: 1, phase: 'attempt' }),
      expect.objectContaining({ seq: 2, phase: 'outcome', attemptSeq: 1, result: 'applied', etag: '"7"' }),
    ])
  })

  it('sends nothing and says so when the attempt cannot be written', async () => {
    // The log's path is taken by a folder: appending fails for any user (root ignores file modes).
    await mkdir(join(dir, 'audit.log.jsonl'))
    let sent = false
    const attempt = auditedWrite(
      new AuditLog(dir),
      {
        record,
        send: async () => {
          sent = true
        },
      },
      silentLogger,
    )
    await expect(attempt).rejects.toMatchObject({ appError: { kind: 'internal', cause: 'audit-unavailable' } })
    expect(sent).toBe(false)
  })

  it('records a refusal with its kind and DX code, and rethrows it', async () => {
    const audit = new AuditLog(dir)
    const refusal = new AppFailure({ kind: 'conflict', message: 'no', dxCode: '28', description: 'Order is final' })
    await expect(auditedWrite(audit, { record, send: () => Promise.reject(refusal) }, silentLogger)).rejects.toBe(
      refusal,
    )
    expect((await audit.entries())[1]).toMatchObject({
      phase: 'outcome',
      attemptSeq: 1,
      result: 'conflict',
      code: '28',
      description: 'Order is final',
    })
  })

  it('records an unknown outcome with what the re-read showed', async () => {
    const audit = new AuditLog(dir)
    const lost = new AppFailure({ kind: 'network', message: 'reset', outcomeUnknown: true })
    await expect(
      auditedWrite(
        audit,
        {
          record,
          send: () => Promise.reject(lost),
          reread: async () => 'applied',
        },
        silentLogger,
      ),
    ).rejects.toBe(lost)
    expect((await audit.entries())[1]).toMatchObject({
      result: 'network (outcome unknown)',
      reread: 'applied',
    })
  })
})
