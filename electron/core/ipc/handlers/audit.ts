// The audit log viewer's channels: entries with filters (newest first) plus the chain's integrity verdict,
// and the same selection as CSV. Reading the log needs no connection: it is this computer's record.
import { fileStamp } from '@shared/text/file-stamp'
import { toCsv } from '../../audit/audit-log'
import { verifyAuditFile } from '../../audit/verify-export'
import type { Handlers } from '../router'
import type { HandlerDeps } from './deps'

export function auditHandlers(
  deps: Pick<HandlerDeps, 'audit' | 'clock'>,
): Pick<Handlers, 'audit.list' | 'audit.export' | 'audit.verifyFile'> {
  const { audit } = deps
  return {
    'audit.list': async ({ filter, limit }) => {
      const [{ entries, total }, integrity] = await Promise.all([audit.query(filter ?? {}, limit), audit.integrity()])
      return { entries, total, integrity }
    },
    'audit.export': async ({ filter }) => {
      const [{ entries }, all] = await Promise.all([
        audit.query(filter ?? {}, Number.MAX_SAFE_INTEGER),
        audit.entries(),
      ])
      const filtered = Object.values(filter ?? {}).some((v) => v !== undefined && v !== '')
      // The file reads oldest first, like the log itself.
      const chronological = [...entries].reverse()
      const csv = toCsv(chronological, { scope: filtered ? 'filtered' : 'complete', logEntries: all.length })
      return { csv, filename: `dx-desk-audit-${fileStamp(deps.clock.now())}.csv`, count: entries.length }
    },
    'audit.verifyFile': ({ text }) => Promise.resolve(verifyAuditFile(text)),
  }
}
