import { msg } from '@shared/text/messages'
import { Fragment } from 'react'
import type { RateTable } from '@shared/domain/reporting-currency'
import { countOf } from '@shared/text/plural'
import { formatMoney } from '../../lib/format'
import { noConversionRate } from '../../lib/figures-text'
import { signClass } from '../columns'
import { reportedFigures, ratesShortText } from '../risk/SummaryExposure'
import type { AccountRow } from './account-columns'
import type { AccountsModel } from './accounts-model'
import { SUMMARY_FIELDS } from './summary-fields'

/**
 * Under the grid with a reporting currency: every account's figures converted and added up, and the rates and the time
 * they were read, on screen (not only on hover) — the same rates as the Exposure column's.
 */
export function ReportedTotals(props: { rows: readonly AccountRow[]; table: RateTable; model: AccountsModel }) {
  const { table, model } = props
  const exposure = new Map(props.rows.flatMap((r) => (r.exposure ? [[r.account, r.exposure] as const] : [])))
  const currencyOf = (account: string) => props.rows.find((r) => r.account === account)?.currency
  const figures = reportedFigures(SUMMARY_FIELDS, props.rows, currencyOf, exposure, table)
  const shown = [
    ...SUMMARY_FIELDS.filter((f) => !f.percent).map((f) => ({ key: f.key, label: f.label, signed: f.signed ?? false })),
    { key: 'exposure', label: msg('labels.metrics.exposureTotal'), signed: false },
  ]
  return (
    <div className="metrics-reported" data-testid="metrics-reported">
      <p>
        <strong>{msg('risk.allIn', { to: table.toCurrency })}</strong>{' '}
        <span className="muted">
          ({msg('risk.allInAccounts', { accounts: countOf(props.rows.length, 'account') })})
        </span>
        {shown.map((f) => {
          const total = figures.totals.get(f.key)
          return (
            <Fragment key={f.key}>
              {' · '}
              <span className="metrics-reported__figure" data-field={f.key}>
                {f.label}{' '}
                <strong className={f.signed ? signClass(total?.total) : undefined}>
                  {total?.total === undefined ? msg('risk.noRate') : formatMoney(total.total, { showPlus: f.signed })}
                </strong>
              </span>
            </Fragment>
          )
        })}
      </p>
      <p className="muted rates-note" data-testid="metrics-rates">
        {figures.used.length > 0 && ratesShortText(table, figures.used, model.zone)}
        {figures.missing.map((c) => (
          <span key={c} role="note" className="rates-note__missing" data-testid="metrics-rates-missing">
            {' '}
            {noConversionRate(c, table.toCurrency)}
          </span>
        ))}
      </p>
    </div>
  )
}
