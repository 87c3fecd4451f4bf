// The audit log's entries, newest first, and what the hash chain's check found wrong, if anything.
import type { AuditEntryView, AuditIntegrity } from '@shared/ipc/audit'
import { auditFindingText } from '@shared/text/audit-text'
import { msg } from '@shared/text/messages'
import { countOf } from '@shared/text/plural'
import { AUDIT_FINDINGS_EXPLAINED } from './integrity-text'
import { formatTimestamp } from '../../lib/format'
import { actionText, changesText, orderText, rereadText, resultClass, resultLabel } from './audit-entry-text'

export const ENTRY = 'entry'

export function AuditFindings({ id, findings }: { id: string; findings: AuditIntegrity['findings'] }) {
  return (
    <section className="oe-audit__findings" aria-labelledby={`${id}-findings`}>
      <h3 id={`${id}-findings`}>{msg('labels.audit.integrityFindings')}</h3>
      <p className="muted">{AUDIT_FINDINGS_EXPLAINED}</p>
      <ul>
        {findings.map((f) => (
          <li key={`${f.line}-${f.code}`}>
            {f.line > 0 ? msg('labels.audit.lineLine', { line: f.line }) : ''}
            {auditFindingText(f)}
          </li>
        ))}
      </ul>
    </section>
  )
}

interface AuditEntriesProps {
  entries: readonly AuditEntryView[]
  total: number
  zone: string
}

export function AuditEntries({ entries, total, zone }: AuditEntriesProps) {
  return (
    <table className="oe-table oe-audit__table" aria-label={msg('audit.labels.entries')}>
      <caption className="muted">
        {total === entries.length
          ? countOf(total, ENTRY)
          : msg('audit.labels.partShown', { shown: entries.length, total: total })}
      </caption>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">{msg('labels.audit.time')}</th>
          <th scope="col">{msg('labels.audit.action')}</th>
          <th scope="col">{msg('labels.audit.userProfile')}</th>
          <th scope="col">{msg('labels.audit.account')}</th>
          <th scope="col">{msg('labels.audit.order')}</th>
          <th scope="col">{msg('labels.audit.fieldsOldNew')}</th>
          <th scope="col">{msg('labels.audit.etagSent')}</th>
          <th scope="col">{msg('labels.audit.result')}</th>
          <th scope="col">{msg('labels.audit.serverSaidReason')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.length === 0 && (
          <tr>
            <td colSpan={10} className="muted">
              {msg('audit.noEntries')}
            </td>
          </tr>
        )}
        {entries.map((e) => (
          <tr key={e.seq} title={msg('labels.audit.hashHash', { hash: e.hash })}>
            <td className="num">{e.seq}</td>
            <td className="nowrap">{formatTimestamp(e.time, zone, { millis: false })}</td>
            <td>{actionText(e)}</td>
            <td>
              {e.user}
              <span className="muted"> · {e.profileName ?? e.profileId}</span>
              {e.case && <span className="muted"> {msg('labels.audit.caseCaseViaSupport', { case: e.case })}</span>}
            </td>
            <td className="nowrap">{e.account ?? e.accounts?.join(', ') ?? ''}</td>
            <td>{orderText(e)}</td>
            <td>{changesText(e)}</td>
            <td className="code">{e.etag ?? ''}</td>
            <td>
              <span className={resultClass(e.result)} title={e.result}>
                {resultLabel(e.result)}
                {e.code ? msg('labels.audit.codeCode', { code: e.code }) : ''}
              </span>
            </td>
            <td className="oe-audit__desc">
              {[e.description, e.reread && rereadText(e.reread)].filter(Boolean).join(' · ')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
