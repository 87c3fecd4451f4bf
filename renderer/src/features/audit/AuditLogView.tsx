// The local audit log: every order-write attempt and every support unlock on this computer, newest first,
// with filters, the hash chain's verdict, and CSV export of exactly the filtered entries.
import { useQuery } from '@tanstack/react-query'
import { useId, useMemo, useState } from 'react'
import { AUDIT_SUCCESS_RESULTS, type AuditAction, type AuditEntryView, type AuditFilter } from '@shared/ipc/audit'
import { countOf, noun } from '@shared/text/plural'
import { toAppError } from '../../api/bridge'
import { ErrorPanel } from '../../components/ErrorPanel'
import { downloadText } from '../../lib/csv'
import { AUDIT_FINDINGS_EXPLAINED, auditIntegrity, errorText } from '../../lib/error-messages'
import { formatTimestamp } from '../../lib/format'
import { AuditFileCheck } from '../support/AuditFileCheck'
import { OpenSnapshotButton } from '../support/OpenSnapshot'
import { auditQuery, exportAudit } from './api'
import { Modal } from '../../components/Modal'
import { IsoDateInput } from '../../components/IsoDateInput'
import { fieldLabel } from '../../components/Drawer'
import { auditFindingText } from '@shared/text/audit-text'
import { msg } from '@shared/text/messages'

interface FilterForm {
  from: string
  to: string
  action: '' | AuditAction
  case: string
  result: string
  account: string
  order: string
  text: string
}

const ENTRY = noun('entry', 'entries')
const EMPTY: FilterForm = { from: '', to: '', action: '', case: '', result: '', account: '', order: '', text: '' }

/** Dates are whole local days: "to" includes the day it names. */
function toFilter(f: FilterForm): AuditFilter {
  const day = (d: string, end: boolean) => {
    const t = new Date(`${d}T00:00:00`).getTime()
    return end ? t + 86_400_000 - 1 : t
  }
  return {
    ...(f.from ? { from: day(f.from, false) } : {}),
    ...(f.to ? { to: day(f.to, true) } : {}),
    ...(f.action ? { action: f.action } : {}),
    ...(f.result ? { result: f.result } : {}),
    ...(f.case.trim() ? { case: f.case.trim() } : {}),
    ...(f.account.trim() ? { account: f.account.trim() } : {}),
    ...(f.order.trim() ? { order: f.order.trim() } : {}),
    ...(f.text.trim() ? { text: f.text.trim() } : {}),
  }
}

const RESULTS = [
  ['', 'any result'],
  ['applied', 'applied'],
  ['failed', 'not applied / failed'],
  ['precondition-failed', '412 stale version'],
  ['conflict', '409 refused'],
  ['bad-request', '400 bad request'],
  ['network (outcome unknown)', 'outcome unknown'],
  ['unlocked', 'unlocked'],
] as const

function actionText(e: AuditEntryView): string {
  if (e.action === 'unlock-editing') return 'support unlock'
  if (e.action === 'change-profile-kind') return 'profile “Used by” changed'
  if (e.action === 'case-open') return 'support case opened'
  if (e.action === 'case-end') return `support case ended (${e.result})`
  if (e.action === 'share-snapshot') return 'snapshot shared'
  if (e.action !== 'modify-order' && e.action !== 'cancel-order') return e.action
  const step = `${e.action === 'cancel-order' ? 'order cancel' : 'order change'}${e.attempt ? ` (${e.attempt})` : ''}`
  return e.phase === 'outcome' && e.attemptSeq !== undefined ? `${step} · outcome of #${e.attemptSeq}` : step
}

/** The request's field names as the order editor labels them; any other reads as words ("stopPrice" → "Stop price"). */
const FIELD_WORDS: Readonly<Record<string, string>> = { tif: 'TIF', expireDate: 'Expires', orderCode: 'Order code' }
const fieldWords = (field: string) => {
  const name = field.replace(/^.*\./, '')
  return FIELD_WORDS[name] ?? fieldLabel(name)
}

function changesText(e: AuditEntryView): string {
  return (e.changes ?? [])
    .map(
      (c) =>
        `${c.order && (e.order ?? '').includes(',') ? `${c.order} ` : ''}${fieldWords(c.field)} ${c.from ?? '—'} → ${c.to ?? '—'}`,
    )
    .join('; ')
}

const RESULT_LABELS: Readonly<Record<string, string>> = {
  applied: 'applied',
  unlocked: 'unlocked',
  'precondition-failed': '412 · account changed, not applied',
  conflict: '409 · refused',
  'bad-request': '400 · refused',
  'not-found': '404 · not visible',
  'conditional-required': '403 · no If-Match, not applied',
  validation: 'not sent',
  attempt: 'attempt · recorded before sending',
}

function resultLabel(result: string): string {
  return (
    RESULT_LABELS[result] ?? (result.includes('outcome unknown') ? `outcome unknown (${result.split(' ')[0]})` : result)
  )
}

function resultClass(result: string): string {
  if (result === 'attempt') return 'oe-result'
  if ((AUDIT_SUCCESS_RESULTS as readonly string[]).includes(result)) return 'oe-result oe-result--ok'
  if (result.includes('unknown')) return 'oe-result oe-result--warn'
  return 'oe-result oe-result--bad'
}

/** "Order 100208 · client mob-1001-0223": the id the grid and notices use, then the stable client id. */
export function orderText(e: AuditEntryView): string {
  if (e.orderIds && e.order) return `Order ${e.orderIds} · client ${e.order}`
  if (e.orderIds) return `Order ${e.orderIds}`
  return e.order ? `client ${e.order}` : ''
}

export function AuditLogView({ zone, onClose }: { zone: string; onClose: () => void }) {
  const id = useId()
  const [form, setForm] = useState<FilterForm>(EMPTY)
  const filter = useMemo(() => toFilter(form), [form])
  const query = useQuery(auditQuery(filter))
  const [exporting, setExporting] = useState<string | null>(null)
  const set = (patch: Partial<FilterForm>) => setForm((f) => ({ ...f, ...patch }))
  const data = query.data

  const doExport = async () => {
    setExporting('Exporting…')
    try {
      const r = await exportAudit(filter)
      downloadText(r.filename, r.csv)
      setExporting(`Exported ${countOf(r.count, ENTRY)} to ${r.filename}`)
    } catch (e) {
      setExporting(`Export failed. ${errorText(toAppError(e), { action: 'export' })}`)
    }
  }

  return (
    <Modal labelledBy={`${id}-title`} onEscape={onClose} className="oe-audit" testId="audit-log">
      <header className="oe-header">
        <div className="oe-header__title">
          <h2 id={`${id}-title`}>Audit log</h2>
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
      <form className="oe-audit__filters" aria-label={msg('audit.labels.filters')} onSubmit={(e) => e.preventDefault()}>
        <label>
          From
          <IsoDateInput value={form.from} onChange={(from) => set({ from })} />
        </label>
        <label>
          To
          <IsoDateInput value={form.to} onChange={(to) => set({ to })} />
        </label>
        <label>
          Action
          <select value={form.action} onChange={(e) => set({ action: e.target.value as FilterForm['action'] })}>
            <option value="">all</option>
            <option value="modify-order">order change</option>
            <option value="cancel-order">order cancel</option>
            <option value="unlock-editing">support unlock</option>
            <option value="change-profile-kind">{msg('audit.kindChangeOption')}</option>
            <option value="case-open">support case opened</option>
            <option value="case-end">support case ended</option>
          </select>
        </label>
        <label>
          Case
          <input value={form.case} placeholder="CASE-4711" onChange={(e) => set({ case: e.target.value })} />
        </label>
        <label>
          Result
          <select value={form.result} onChange={(e) => set({ result: e.target.value })}>
            {RESULTS.map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </select>
        </label>
        <label>
          Account
          <input value={form.account} placeholder="default:1001" onChange={(e) => set({ account: e.target.value })} />
        </label>
        <label>
          Order
          <input
            value={form.order}
            placeholder={msg('audit.labels.orderPlaceholder')}
            onChange={(e) => set({ order: e.target.value })}
          />
        </label>
        <label className="oe-audit__search">
          Search
          <input
            value={form.text}
            placeholder={msg('audit.labels.textPlaceholder')}
            onChange={(e) => set({ text: e.target.value })}
          />
        </label>
        <span className="oe-audit__tools">
          <button type="button" onClick={() => setForm(EMPTY)} disabled={form === EMPTY}>
            Clear
          </button>
          <button type="button" onClick={() => void doExport()} disabled={!data || data.total === 0}>
            Export CSV
          </button>
          <AuditFileCheck />
          <OpenSnapshotButton />
        </span>
      </form>
      {exporting && (
        <p className="oe-audit__status muted" role="status">
          {exporting}
        </p>
      )}
      {/* It scrolls when the entries outgrow the window: focusable, so the keyboard can scroll it too. */}
      <div className="oe-audit__body" tabIndex={0} role="region" aria-label={msg('audit.labels.scrollable')}>
        {query.isError && <ErrorPanel error={toAppError(query.error)} context={{ action: 'read' }} compact />}
        {data && data.integrity.findings.length > 0 && (
          <section className="oe-audit__findings" aria-labelledby={`${id}-findings`}>
            <h3 id={`${id}-findings`}>Integrity findings</h3>
            <p className="muted">{AUDIT_FINDINGS_EXPLAINED}</p>
            <ul>
              {data.integrity.findings.map((f) => (
                <li key={`${f.line}-${f.code}`}>
                  {f.line > 0 ? `Line ${f.line}: ` : ''}
                  {auditFindingText(f)}
                </li>
              ))}
            </ul>
          </section>
        )}
        {data && (
          <table className="oe-table oe-audit__table" aria-label={msg('audit.labels.entries')}>
            <caption className="muted">
              {data.total === data.entries.length
                ? countOf(data.total, ENTRY)
                : msg('audit.labels.partShown', { shown: data.entries.length, total: data.total })}
            </caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Time</th>
                <th scope="col">Action</th>
                <th scope="col">User · profile</th>
                <th scope="col">Account</th>
                <th scope="col">Order</th>
                <th scope="col">Fields old → new</th>
                <th scope="col">ETag sent</th>
                <th scope="col">Result</th>
                <th scope="col">Server said / reason</th>
              </tr>
            </thead>
            <tbody>
              {data.entries.length === 0 && (
                <tr>
                  <td colSpan={10} className="muted">
                    {msg('audit.noEntries')}
                  </td>
                </tr>
              )}
              {data.entries.map((e) => (
                <tr key={e.seq} title={`hash ${e.hash}`}>
                  <td className="num">{e.seq}</td>
                  <td className="nowrap">{formatTimestamp(e.time, zone, { millis: false })}</td>
                  <td>{actionText(e)}</td>
                  <td>
                    {e.user}
                    <span className="muted"> · {e.profileName ?? e.profileId}</span>
                    {e.case && <span className="muted"> · case {e.case} via support</span>}
                  </td>
                  <td className="nowrap">{e.account ?? e.accounts?.join(', ') ?? ''}</td>
                  <td>{orderText(e)}</td>
                  <td>{changesText(e)}</td>
                  <td className="code">{e.etag ?? ''}</td>
                  <td>
                    <span className={resultClass(e.result)} title={e.result}>
                      {resultLabel(e.result)}
                      {e.code ? ` · code ${e.code}` : ''}
                    </span>
                  </td>
                  <td className="oe-audit__desc">{[e.description, e.reread].filter(Boolean).join(' · ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </Modal>
  )
}
