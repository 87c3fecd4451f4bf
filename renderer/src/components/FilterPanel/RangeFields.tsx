// A filter that is a range: two fields under one legend, for times (typed in the display zone) or numbers.
import { Field } from '../Field'
import { IsoDateInput } from '../IsoDateInput'
import { convertWallTime, draftText as text, type FilterField } from './filter-model'
import type { ControlProps } from './FilterFieldControl'
import { msg } from '@shared/text/messages'
import { paramHelp, paramLabel } from '@shared/text/param-text'

type RangeProps<T extends FilterField['type']> = Omit<ControlProps, 'field'> & {
  field: Extract<FilterField, { type: T }>
}

export function TimeRangeFields({
  field,
  idPrefix,
  draft,
  zone,
  errorFor,
  invalidFor,
  notes,
  set,
  touch,
}: RangeProps<'time-range'>) {
  return (
    <fieldset className="filter-field filter-field--range">
      <legend>{field.label}</legend>
      {[field.from, field.to].map((spec) => {
        const value = text(draft[spec.name])
        const converted = value ? convertWallTime(value, zone) : undefined
        const fieldId = `${idPrefix}-${spec.name}`
        const hint =
          converted && !('error' in converted)
            ? msg('labels.filterPanel.isoUtc', { iso: converted.iso })
            : paramHelp(spec)
        return (
          <Field
            key={spec.name}
            id={fieldId}
            label={`${spec.rangeEnd === 'from' ? msg('labels.filterPanel.from') : msg('labels.filterPanel.to')} (${spec.name})`}
            hint={notes[spec.name] ? `${hint}. ${notes[spec.name]}` : hint}
            error={errorFor(spec.name)}
            invalid={invalidFor(spec.name)}
          >
            <IsoDateInput
              id={fieldId}
              withTime
              passInvalid
              value={value}
              title={paramHelp(spec)}
              onChange={(v) => set(spec.name, v)}
              onBlur={() => touch(spec.name)}
            />
          </Field>
        )
      })}
    </fieldset>
  )
}

export function NumberRangeFields({
  field,
  idPrefix,
  draft,
  errorFor,
  invalidFor,
  set,
  touch,
}: RangeProps<'number-range'>) {
  return (
    <fieldset className="filter-field filter-field--range">
      <legend>{field.label}</legend>
      {[field.from, field.to].map((spec) => {
        const fieldId = `${idPrefix}-${spec.name}`
        return (
          <Field
            key={spec.name}
            id={fieldId}
            label={`${paramLabel(spec)} (${spec.name})`}
            hint={paramHelp(spec)}
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
