// A filter over a fixed list of values: one checkbox each, and a field for values the list does not name.
import type { AnyParamSpec } from '@shared/api/params/spec'
import { draftText as text, otherKey, type DraftValue, type FilterDraft } from './filter-model'
import { msg } from '@shared/text/messages'
import { paramHelp, paramLabel } from '@shared/text/param-text'

export interface MultiSelectProps {
  spec: AnyParamSpec
  fieldId: string
  draft: FilterDraft
  error: string | undefined
  set: (name: string, value: DraftValue) => void
  touch: (name: string) => void
}

export function MultiSelect({ spec, fieldId, draft, error, set, touch }: MultiSelectProps) {
  const current = draft[spec.name]
  const selected = new Set(Array.isArray(current) ? current : [])
  const values = spec.values ?? []
  const toggle = (v: string, on: boolean) => {
    const next = new Set(selected)
    if (on) next.add(v)
    else next.delete(v)
    set(
      spec.name,
      values.filter((x) => next.has(x)),
    )
  }
  return (
    <fieldset
      className={`filter-field filter-field--multi${error ? ' has-error' : ''}`}
      aria-describedby={`${fieldId}-hint${error ? ` ${fieldId}-error` : ''}`}
    >
      <legend>
        {paramLabel(spec)} ({spec.name})
      </legend>
      <div className="checkbox-grid" id={fieldId} tabIndex={-1}>
        {values.map((v) => (
          <label key={v} className="checkbox">
            <input type="checkbox" checked={selected.has(v)} onChange={(e) => toggle(v, e.target.checked)} />
            {v}
          </label>
        ))}
      </div>
      {spec.openValues && (
        <div className="filter-field__other">
          <label htmlFor={`${fieldId}-other`}>{msg('labels.filterPanel.otherValues')}</label>
          <input
            id={`${fieldId}-other`}
            value={text(draft[otherKey(spec.name)])}
            spellCheck={false}
            onChange={(e) => set(otherKey(spec.name), e.target.value)}
            onBlur={() => touch(spec.name)}
          />
        </div>
      )}
      {error && (
        <div id={`${fieldId}-error`} className="field__error">
          {error}
        </div>
      )}
      <div id={`${fieldId}-hint`} className="field__hint">
        {paramHelp(spec)}
      </div>
    </fieldset>
  )
}
