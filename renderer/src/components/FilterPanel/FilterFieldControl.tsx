// One control of the filter panel, chosen by its parameter's kind.
import { Field } from '../Field'
import { periodWords } from '../table-text'
import { draftText as text, splitList, type DraftValue, type FilterDraft, type FilterField } from './filter-model'
import { MultiSelect } from './MultiSelect'
import { NumberRangeFields, TimeRangeFields } from './RangeFields'
import { msg } from '@shared/text/messages'
import { paramHelp, paramLabel } from '@shared/text/param-text'

export interface ControlProps {
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

export function FilterFieldControl(props: ControlProps) {
  const { field, idPrefix, draft, errorFor, invalidFor, set, touch } = props
  if (field.type === 'time-range') return <TimeRangeFields {...props} field={field} />
  if (field.type === 'number-range') return <NumberRangeFields {...props} field={field} />
  const spec = field.spec
  const fieldId = `${idPrefix}-${spec.name}`
  const error = errorFor(spec.name)
  const invalid = invalidFor(spec.name)
  const label = `${paramLabel(spec)} (${spec.name})`
  const help = paramHelp(spec)
  switch (spec.kind) {
    case 'enum-list':
      return <MultiSelect spec={spec} fieldId={fieldId} draft={draft} error={error} set={set} touch={touch} />
    case 'enum':
    case 'period':
      return (
        <Field id={fieldId} label={label} hint={help} error={error} invalid={invalid}>
          <select id={fieldId} value={text(draft[spec.name])} onChange={(e) => set(spec.name, e.target.value)}>
            <option value="">{msg('labels.filterPanel.any')}</option>
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
        <Field id={fieldId} label={label} hint={help} error={error} invalid={invalid} inline>
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
      const hint = [help, counter].filter(Boolean).join(' ')
      const Multi = spec.kind === 'id-list' ? 'textarea' : 'input'
      return (
        <Field
          id={fieldId}
          label={label}
          hint={hint}
          error={
            error ??
            (limit !== undefined && count > limit
              ? msg('tables.filterInput.tooManyItems', { limit, entered: count })
              : undefined)
          }
        >
          <Multi
            id={fieldId}
            value={value}
            rows={spec.kind === 'id-list' ? 2 : undefined}
            spellCheck={false}
            placeholder={
              spec.kind === 'symbol-list'
                ? msg('labels.filterPanel.eurUsdGbp')
                : msg('labels.filterPanel.commaSeparated')
            }
            onChange={(e) => set(spec.name, e.target.value)}
            onBlur={() => touch(spec.name)}
          />
        </Field>
      )
    }
    default:
      return (
        <Field id={fieldId} label={label} hint={help} error={error} invalid={invalid}>
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
