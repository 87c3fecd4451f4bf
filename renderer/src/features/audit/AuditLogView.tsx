// The local audit log: every order-write attempt and every support unlock on this computer, newest first,
// with filters, the hash chain's verdict, and CSV export of exactly the filtered entries.
import { useQuery } from '@tanstack/react-query'
import { useId, useMemo, useState } from 'react'
import { countOf } from '@shared/text/plural'
import { toAppError } from '../../api/bridge'
import { ErrorPanel } from '../../components/ErrorPanel'
import { downloadText } from '../../lib/csv'
import { auditIntegrity } from './integrity-text'
import { errorText } from '../../lib/error-explanation'
import { auditQuery, exportAudit } from './api'
import { Modal } from '../../components/Modal'
import { msg } from '@shared/text/messages'
import { EMPTY, toFilter, type FilterForm } from './audit-filter'
import { AuditEntries, AuditFindings, ENTRY } from './AuditEntries'
import { AuditFilters } from './AuditFilters'

export function AuditLogView({ zone, onClose }: { zone: string; onClose: () => void }) {
  const id = useId()
  const [form, setForm] = useState<FilterForm>(EMPTY)
  const filter = useMemo(() => toFilter(form), [form])
  const query = useQuery(auditQuery(filter))
  const [exporting, setExporting] = useState<string | null>(null)
  const set = (patch: Partial<FilterForm>) => setForm((f) => ({ ...f, ...patch }))
  const data = query.data

  const doExport = async () => {
    setExporting(msg('labels.audit.exporting'))
    try {
      const r = await exportAudit(filter)
      downloadText(r.filename, r.csv)
      setExporting(msg('audit.exported', { entries: countOf(r.count, ENTRY), file: r.filename }))
    } catch (e) {
      setExporting(msg('audit.exportFailed', { error: errorText(toAppError(e), { action: 'export' }) }))
    }
  }

  return (
    <Modal labelledBy={`${id}-title`} onEscape={onClose} className="oe-audit" testId="audit-log">
      <header className="oe-header">
        <div className="oe-header__title">
          <h2 id={`${id}-title`}>{msg('labels.audit.auditLog')}</h2>
          <p className="oe-header__meta">
            {msg('audit.viewerMeta', { zone: zone === 'local' ? msg('audit.localTime') : zone })}
          </p>
        </div>
        {data && (
          <span
            className={`oe-integrity ${data.integrity.ok ? 'is-ok' : 'is-broken'}`}
            role="status"
            data-testid="audit-integrity"
          >
            {auditIntegrity(data.integrity)}
          </span>
        )}
        <button
          type="button"
          className="oe-close"
          aria-label={msg('audit.labels.close')}
          data-autofocus
          onClick={onClose}
        >
          ✕
        </button>
      </header>
      <AuditFilters
        form={form}
        set={set}
        onClear={() => setForm(EMPTY)}
        onExport={data && data.total > 0 ? () => void doExport() : undefined}
      />
      {exporting && (
        <p className="oe-audit__status muted" role="status">
          {exporting}
        </p>
      )}
      {/* It scrolls when the entries outgrow the window: focusable, so the keyboard can scroll it too. */}
      <div className="oe-audit__body" tabIndex={0} role="region" aria-label={msg('audit.labels.scrollable')}>
        {query.isError && <ErrorPanel error={toAppError(query.error)} context={{ action: 'read' }} compact />}
        {data && data.integrity.findings.length > 0 && <AuditFindings id={id} findings={data.integrity.findings} />}
        {data && <AuditEntries entries={data.entries} total={data.total} zone={zone} />}
      </div>
    </Modal>
  )
}
