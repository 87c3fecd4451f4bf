// A filter panel generated from an endpoint's ParamSpecs: one control per query parameter, chosen by the
// parameter's kind. Edits stay local until Apply; invalid fields are marked and nothing is sent.
import { useCallback, useId, useMemo, useState, type FormEvent } from 'react'
import type { AnyParamSpec, ParamsSchema } from '@shared/api/params/spec'
import { zoneLabel } from '../../lib/time-zones'
import {
  buildFilterFields,
  draftFromParams,
  validateDraft,
  type DraftValue,
  type FilterDraft,
  type Filters,
} from './filter-model'
import { FilterFieldControl } from './FilterFieldControl'
import { invalidFiltersSummary, NO_FILTERS_EXPLAINED } from '../table-text'
import { richMsg } from '../../lib/rich-message'
import { msg } from '@shared/text/messages'
import { paramLabel } from '@shared/text/param-text'

interface FilterPanelProps<S extends ParamsSchema> {
  title: string
  specs: readonly AnyParamSpec[]
  /** The endpoint's params schema: checks the whole set and types what Apply hands over. */
  schema: S
  applied: Filters<S>
  zone: string
  onApply: (params: Filters<S>) => void
  onReset: () => void
  onClose?: () => void
}

export function FilterPanel<S extends ParamsSchema>(props: FilterPanelProps<S>) {
  // Re-seeded whenever what is applied changes (a chip removed) and on every reset, so the panel never lies:
  // resetting when nothing was applied yet must still throw away an invalid draft.
  const [resets, setResets] = useState(0)
  const { onReset } = props
  const reset = useCallback(() => {
    setResets((n) => n + 1)
    onReset()
  }, [onReset])
  const key = `${resets}:${JSON.stringify(props.applied)}`
  return <FilterPanelForm key={key} {...props} onReset={reset} />
}

function FilterPanelForm<S extends ParamsSchema>({
  title,
  specs,
  schema,
  applied,
  zone,
  onApply,
  onReset,
  onClose,
}: FilterPanelProps<S>) {
  const id = useId()
  const fields = useMemo(() => buildFilterFields(specs), [specs])
  const [draft, setDraft] = useState<FilterDraft>(() => draftFromParams(specs, applied, zone))
  const [submitted, setSubmitted] = useState(false)
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const result = useMemo(() => validateDraft(specs, draft, zone, schema), [specs, draft, zone, schema])
  const errorFor = (name: string) => (submitted ? result.errors[name] : undefined)
  const invalidFor = (name: string) => touched.has(name) && result.errors[name] !== undefined

  const set = (name: string, value: DraftValue) => setDraft((d) => ({ ...d, [name]: value }))
  const touch = (name: string) => setTouched((t) => new Set(t).add(name))

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setSubmitted(true)
    // validateDraft checked the whole set against the schema; parsing once more yields it typed.
    const typed = result.ok ? schema.safeParse(result.params) : undefined
    if (!typed?.success) {
      const first = Object.keys(result.errors)[0]
      if (first) document.getElementById(`${id}-${first}`)?.focus()
      return
    }
    onApply(typed.data)
  }

  if (fields.length === 0) {
    return (
      <div
        className="filter-panel filter-panel--empty"
        role="region"
        aria-label={msg('labels.filterPanel.titleFilters', { title })}
      >
        <p className="muted">{NO_FILTERS_EXPLAINED}</p>
      </div>
    )
  }

  const errorCount = Object.keys(result.errors).length
  return (
    <form
      className="filter-panel"
      onSubmit={submit}
      noValidate
      aria-label={msg('labels.filterPanel.titleFilters', { title })}
    >
      <p className="filter-panel__zone">{richMsg('tables.filterZone', { zone: <strong>{zoneLabel(zone)}</strong> })}</p>
      <div className="filter-panel__grid">
        {fields.map((field) => (
          <FilterFieldControl
            key={field.id}
            field={field}
            idPrefix={id}
            draft={draft}
            zone={zone}
            errorFor={errorFor}
            invalidFor={invalidFor}
            notes={result.notes}
            set={set}
            touch={touch}
          />
        ))}
      </div>
      {/* Pinned to the panel's foot while its fields scroll (a short window): what is wrong, and Apply. */}
      <div className="filter-panel__foot">
        {submitted && errorCount > 0 && (
          <p className="form-summary" role="alert">
            {invalidFiltersSummary(
              Object.keys(result.errors).map((name) => {
                const spec = specs.find((s) => s.name === name)
                return spec ? paramLabel(spec) : name
              }),
            )}
          </p>
        )}
        <div className="form-actions">
          <button type="submit" className="primary">
            {msg('labels.filterPanel.applyFilters')}
          </button>
          <button type="button" onClick={onReset}>
            {msg('labels.filterPanel.resetFilters')}
          </button>
          {onClose && (
            <button type="button" onClick={onClose}>
              {msg('labels.filterPanel.close')}
            </button>
          )}
        </div>
      </div>
    </form>
  )
}
