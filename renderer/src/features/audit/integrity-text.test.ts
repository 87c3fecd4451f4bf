import { describe, expect, it } from 'vitest'
import { auditIntegrity } from './integrity-text'

describe('the audit log’s integrity', () => {
  it('says whether the audit log’s hash chain holds, and where it broke', () => {
    expect(auditIntegrity({ ok: true, entries: 1 })).toBe('Hash chain intact · 1 entry')
    expect(auditIntegrity({ ok: true, entries: 3 })).toBe('Hash chain intact · 3 entries')
    expect(auditIntegrity({ ok: false, entries: 3, at: 2, first: { line: 2, code: 'changed' } })).toBe(
      'Hash chain broken at line 2: this entry was changed',
    )
  })
})
