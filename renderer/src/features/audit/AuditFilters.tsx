// The audit log's filters, and its tools: clear, export the filtered entries, check a file, open a snapshot.
import { msg } from '@shared/text/messages'
import { IsoDateInput } from '../../components/IsoDateInput'
import { AuditFileCheck } from '../support/AuditFileCheck'
import { OpenSnapshotButton } from '../support/OpenSnapshot'
import { EMPTY, RESULTS, type FilterForm } from './audit-filter'

interface AuditFiltersProps {
  form: FilterForm
  set: (patch: Partial<FilterForm>) => void
  onClear: () => void
  /** Undefined while there is nothing to export. */
  onExport: (() => void) | undefined
}

export function AuditFilters({ form, set, onClear, onExport }: AuditFiltersProps) {
  return (
    <form className="oe-audit__filters" aria-label={msg('audit.labels.filters')} onSubmit={(e) => e.preventDefault()}>
      <label>
        {msg('labels.audit.from')}
        <IsoDateInput value={form.from} onChange={(from) => set({ from })} />
      </label>
      <label>
        {msg('labels.audit.to')}
        <IsoDateInput value={form.to} onChange={(to) => set({ to })} />
      </label>
      <label>
        {msg('labels.audit.action')}
        <select value={form.action} onChange={(e) => set({ action: e.target.value as FilterForm['action'] })}>
          <option value="">{msg('labels.audit.all')}</option>
          <option value="modify-order">{msg('labels.audit.orderChange')}</option>
          <option value="cancel-order">{msg('labels.audit.orderCancel')}</option>
          <option value="unlock-editing">{msg('labels.audit.supportUnlock')}</option>
          <option value="change-profile-kind">{msg('audit.kindChangeOption')}</option>
          <option value="case-open">{msg('labels.audit.supportCaseOpened')}</option>
          <option value="case-end">{msg('labels.audit.supportCaseEnded')}</option>
        </select>
      </label>
      <label>
        {msg('labels.audit.case')}
        <input
          value={form.case}
          placeholder={msg('labels.audit.casePlaceholder')}
          onChange={(e) => set({ case: e.target.value })}
        />
      </label>
      <label>
        {msg('labels.audit.result')}
        <select value={form.result} onChange={(e) => set({ result: e.target.value })}>
          {RESULTS.map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </select>
      </label>
      <label>
        {msg('labels.audit.account')}
        <input
          value={form.account}
          placeholder={msg('labels.audit.accountPlaceholder')}
          onChange={(e) => set({ account: e.target.value })}
        />
      </label>
      <label>
        {msg('labels.audit.order')}
        <input
          value={form.order}
          placeholder={msg('audit.labels.orderPlaceholder')}
          onChange={(e) => set({ order: e.target.value })}
        />
      </label>
      <label className="oe-audit__search">
        {msg('labels.audit.search')}
        <input
          value={form.text}
          placeholder={msg('audit.labels.textPlaceholder')}
          onChange={(e) => set({ text: e.target.value })}
        />
      </label>
      <span className="oe-audit__tools">
        <button type="button" onClick={onClear} disabled={form === EMPTY}>
          {msg('labels.audit.clear')}
        </button>
        <button type="button" onClick={onExport} disabled={!onExport}>
          {msg('labels.audit.exportCsv')}
        </button>
        <AuditFileCheck />
        <OpenSnapshotButton />
      </span>
    </form>
  )
}
