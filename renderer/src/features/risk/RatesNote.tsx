// The rates beside figures converted to the reporting currency, and which currencies had none (those figures are
// left out, never converted at a guess).
import type { UsedRate } from '@shared/domain/risk'
import { leftOutNoRate } from './risk-text'
import { ratesUsedText } from '../../lib/figures-text'
import { formatClock } from '../../lib/format'

export function RatesNote(props: {
  to: string
  rates: readonly UsedRate[]
  missing: readonly string[]
  fetchedAt: number
  zone: string
  testId: string
}) {
  return (
    <p className="muted rates-note" data-testid={props.testId}>
      {(props.rates.length > 0 || props.missing.length === 0) &&
        ratesUsedText(props.to, props.rates, formatClock(props.fetchedAt, props.zone))}
      {props.missing.length > 0 && (
        <>
          {' '}
          <span role="note" className="rates-note__missing" data-testid={`${props.testId}-missing`}>
            {leftOutNoRate(props.missing, props.to)}
          </span>
        </>
      )}
    </p>
  )
}
