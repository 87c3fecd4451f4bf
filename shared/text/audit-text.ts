// The words of the audit check's findings (shared/ipc/audit.ts, AUDIT_FINDING_CODES): the viewer, the file check
// and `npm run audit:verify` all say a finding this one way.
import type { AuditFinding } from '../ipc/audit'
import { msg } from './messages'

export function auditFindingText(f: AuditFinding): string {
  const seq = f.seq ?? 0
  switch (f.code) {
    case 'not-valid':
      return f.where ? msg('auditLog.finding.notValidAt', { where: f.where }) : msg('auditLog.finding.not-valid')
    case 'changed':
      return f.seq === undefined ? msg('auditLog.finding.changed') : msg('auditLog.finding.changedSeq', { seq })
    case 'cells-differ':
      return msg('auditLog.finding.cellsDiffer', {
        seq,
        columns: (f.columns ?? []).join(', '),
        count: f.columns?.length ?? 0,
      })
    case 'end-removed':
      return msg('auditLog.finding.end-removed', { had: f.had ?? 0 })
    case 'before-removed':
      return msg('auditLog.finding.before-removed', { seq })
    case 'reordered':
    case 'does-not-follow':
      return msg(`auditLog.finding.${f.code}`, { seq, after: f.after ?? 0 })
    case 'gap-later':
    case 'gap-removed':
      return msg(`auditLog.finding.${f.code}`, { from: f.from ?? 0, to: f.to ?? 0 })
    default:
      return msg(`auditLog.finding.${f.code}`)
  }
}
