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
        <button type="button" onClick={onClear} disabled={form === EMPTY}>
          Clear
        </button>
        <button type="button" onClick={onExport} disabled={!onExport}>
          Export CSV
        </button>
        <AuditFileCheck />
        <OpenSnapshotButton />
      </span>
    </form>
  )
}
