// A filter panel generated from an endpoint's ParamSpecs: one control per query parameter, chosen by the
// parameter's kind. Edits stay local until Apply; invalid fields are marked and nothing is sent.
import { useCallback, useId, useMemo, useState, type FormEvent } from 'react'
import type { AnyParamSpec, ParamsSchema } from '@shared/api/params/spec'
import { zoneLabel } from '../../lib/time-zones'
import { Field } from '../Field'
import { IsoDateInput } from '../IsoDateInput'
import {
  buildFilterFields,
  convertWallTime,
  draftFromParams,
  otherKey,
  splitList,
  validateDraft,
  type DraftValue,
  type FilterDraft,
  type FilterField,
  type Filters,
} from './filter-model'
import { invalidFiltersSummary, NO_FILTERS_EXPLAINED, periodWords } from '../../lib/error-messages'
import { richMsg } from '../../lib/rich-message'

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
      <div className="filter-panel filter-panel--empty" role="region" aria-label={`${title} filters`}>
        <p className="muted">{NO_FILTERS_EXPLAINED}</p>
      </div>
    )
  }

  const errorCount = Object.keys(result.errors).length
  return (
    <form className="filter-panel" onSubmit={submit} noValidate aria-label={`${title} filters`}>
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
              Object.keys(result.errors).map((name) => specs.find((s) => s.name === name)?.label ?? name),
            )}
          </p>
        )}
        <div className="form-actions">
          <button type="submit" className="primary">
            Apply filters
          </button>
          <button type="button" onClick={onReset}>
            Reset filters
          </button>
          {onClose && (
            <button type="button" onClick={onClose}>
              Close
            </button>
          )}
        </div>
      </div>
    </form>
  )
}

interface ControlProps {
  field: FilterField
  idPrefix: string
  draft: FilterDraft
  zone: string
  errorFor: (name: string) => string | undefined
  invalidFor: (name: string) => boolean
  notes: Record<string, string>
  set: (name: string, value: DraftValue) => void
  touch: (name: string) => void
}

/**
 * The shared help speaks of the wire ("UTC, inclusive"); on screen times are typed in the display zone and
 * converted, which the panel says once at the top, so the per-field help drops the UTC part.
 */
export function displayHelp(spec: AnyParamSpec): string {
  return spec.kind === 'timestamp' ? spec.help.replace(/\(UTC, inclusive\)/, '(inclusive)') : spec.help
}

const text = (v: DraftValue | undefined) => (typeof v === 'string' ? v : Array.isArray(v) ? v.join(', ') : '')

function FilterFieldControl({ field, idPrefix, draft, zone, errorFor, invalidFor, notes, set, touch }: ControlProps) {
  if (field.type === 'time-range') {
    return (
      <fieldset className="filter-field filter-field--range">
        <legend>{field.label}</legend>
        {[field.from, field.to].map((spec) => {
          const value = text(draft[spec.name])
          const converted = value ? convertWallTime(value, zone) : undefined
          const fieldId = `${idPrefix}-${spec.name}`
          const hint = converted && !('error' in converted) ? `${converted.iso} UTC` : displayHelp(spec)
          return (
            <Field
              key={spec.name}
              id={fieldId}
              label={`${spec.rangeEnd === 'from' ? 'From' : 'To'} (${spec.name})`}
              hint={notes[spec.name] ? `${hint}. ${notes[spec.name]}` : hint}
              error={errorFor(spec.name)}
              invalid={invalidFor(spec.name)}
            >
              <IsoDateInput
                id={fieldId}
                withTime
                passInvalid
                value={value}
                title={displayHelp(spec)}
                onChange={(v) => set(spec.name, v)}
                onBlur={() => touch(spec.name)}
              />
            </Field>
          )
        })}
      </fieldset>
    )
  }
  if (field.type === 'number-range') {
    return (
      <fieldset className="filter-field filter-field--range">
        <legend>{field.label.replace(/\s*(from|to)$/i, '') || 'Version'}</legend>
        {[field.from, field.to].map((spec) => {
          const fieldId = `${idPrefix}-${spec.name}`
          return (
            <Field
              key={spec.name}
              id={fieldId}
              label={`${spec.label} (${spec.name})`}
              hint={spec.help}
              error={errorFor(spec.name)}
              invalid={invalidFor(spec.name)}
            >
              <input
                id={fieldId}
                inputMode="numeric"
                value={text(draft[spec.name])}
                onChange={(e) => set(spec.name, e.target.value)}
                onBlur={() => touch(spec.name)}
              />
            </Field>
          )
        })}
      </fieldset>
    )
  }
  const spec = field.spec
  const fieldId = `${idPrefix}-${spec.name}`
  const error = errorFor(spec.name)
  const invalid = invalidFor(spec.name)
  const label = `${spec.label} (${spec.name})`
  switch (spec.kind) {
    case 'enum-list':
      return <MultiSelect spec={spec} fieldId={fieldId} draft={draft} error={error} set={set} touch={touch} />
    case 'enum':
    case 'period':
      return (
        <Field id={fieldId} label={label} hint={spec.help} error={error} invalid={invalid}>
          <select id={fieldId} value={text(draft[spec.name])} onChange={(e) => set(spec.name, e.target.value)}>
            <option value="">Any</option>
            {(spec.values ?? []).map((v) => (
              <option key={v} value={v}>
                {spec.kind === 'period' ? periodWords(v) : v}
              </option>
            ))}
          </select>
        </Field>
      )
    case 'boolean':
      return (
        <Field id={fieldId} label={label} hint={spec.help} error={error} invalid={invalid} inline>
          <input
            id={fieldId}
            type="checkbox"
            checked={draft[spec.name] === true}
            onChange={(e) => set(spec.name, e.target.checked)}
          />
        </Field>
      )
    case 'id-list':
    case 'string-list':
    case 'symbol-list':
    case 'account-list': {
      const value = text(draft[spec.name])
      const count = splitList(value).length
      const limit = spec.maxItems
      const counter = limit !== undefined ? `${count} / ${limit}` : undefined
      const hint = [spec.help, counter].filter(Boolean).join(' ')
      const Multi = spec.kind === 'id-list' ? 'textarea' : 'input'
      return (
        <Field
          id={fieldId}
          label={label}
          hint={hint}
          error={
            error ?? (limit !== undefined && count > limit ? `At most ${limit} items (${count} entered)` : undefined)
          }
        >
          <Multi
            id={fieldId}
            value={value}
            rows={spec.kind === 'id-list' ? 2 : undefined}
            spellCheck={false}
            placeholder={spec.kind === 'symbol-list' ? 'EUR/USD, GBP/*' : 'comma-separated'}
            onChange={(e) => set(spec.name, e.target.value)}
            onBlur={() => touch(spec.name)}
          />
        </Field>
      )
    }
    default:
      return (
        <Field id={fieldId} label={label} hint={spec.help} error={error} invalid={invalid}>
          <input
            id={fieldId}
            value={text(draft[spec.name])}
            inputMode={spec.kind === 'int' || spec.kind === 'version' ? 'numeric' : undefined}
            onChange={(e) => set(spec.name, e.target.value)}
            onBlur={() => touch(spec.name)}
          />
        </Field>
      )
  }
}

interface MultiSelectProps {
  spec: AnyParamSpec
  fieldId: string
  draft: FilterDraft
  error: string | undefined
  set: (name: string, value: DraftValue) => void
  touch: (name: string) => void
}

function MultiSelect({ spec, fieldId, draft, error, set, touch }: MultiSelectProps) {
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
        {spec.label} ({spec.name})
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
          <label htmlFor={`${fieldId}-other`}>Other values</label>
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
        {spec.help}
      </div>
    </fieldset>
  )
}
