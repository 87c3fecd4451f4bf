// The audit log view's integrity line.
import type { AuditFinding } from '@shared/ipc/audit'
import { auditFindingText } from '@shared/text/audit-text'
import { msg } from '@shared/text/messages'
import { counted } from '../../lib/counted'

/** The audit log's integrity line: the hash chain is whole, or where and why it broke. */
export function auditIntegrity(f: { ok: boolean; entries: number; at?: number; first?: AuditFinding }): string {
  return f.ok
    ? msg('audit.intact', { entries: counted('audit.entries', f.entries) })
    : msg('audit.broken', {
        at: f.at ?? msg('audit.unknownLine'),
        reason: f.first ? auditFindingText(f.first) : msg('audit.noReason'),
      })
}

/** Above the audit log's integrity findings. */
export const AUDIT_FINDINGS_EXPLAINED = msg('audit.findingsExplained')
