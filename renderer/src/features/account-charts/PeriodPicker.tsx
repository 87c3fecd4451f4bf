// The period of the account charts and of the books: a preset, or two dates between which the records count.
// Its controls sit in the view's own toolbar, so it renders them without a wrapper.
import { useId, type Dispatch, type SetStateAction } from 'react'
import { IsoDateInput } from '../../components/IsoDateInput'
import { PERIOD_PRESETS, type PeriodChoice, type PeriodOrError } from './period'
import { msg } from '@shared/text/messages'

export function PeriodPicker({
  choice,
  setChoice,
  period,
}: {
  choice: PeriodChoice
  setChoice: Dispatch<SetStateAction<PeriodChoice>>
  /** The period read from the choice; a refused date is marked invalid. */
  period: PeriodOrError
}) {
  const ids = useId()
  return (
    <>
      <label htmlFor={`${ids}-period`}>{msg('labels.accountCharts.period')}</label>
      <select
        id={`${ids}-period`}
        value={choice.preset}
        onChange={(e) => setChoice((c) => ({ ...c, preset: e.target.value as PeriodChoice['preset'] }))}
      >
        {Object.entries(PERIOD_PRESETS).map(([key, label]) => (
          <option key={key} value={key}>
            {label}
          </option>
        ))}
      </select>
      {choice.preset === 'custom' && (
        <>
          <label htmlFor={`${ids}-from`}>{msg('labels.accountCharts.from')}</label>
          <IsoDateInput
            id={`${ids}-from`}
            value={choice.from}
            aria-invalid={'error' in period && period.field === 'from'}
            onChange={(value) => setChoice((c) => ({ ...c, from: value }))}
          />
          <label htmlFor={`${ids}-to`}>{msg('labels.accountCharts.to')}</label>
          <IsoDateInput
            id={`${ids}-to`}
            value={choice.to}
            aria-invalid={'error' in period && period.field === 'to'}
            onChange={(value) => setChoice((c) => ({ ...c, to: value }))}
          />
        </>
      )}
    </>
  )
}

/** Why the chosen dates make no period, under the toolbar; nothing when they do. */
export function PeriodError({ period }: { period: PeriodOrError }) {
  if (!('error' in period)) return null
  return (
    <p role="alert" className="field-error">
      {period.error}
    </p>
  )
}
