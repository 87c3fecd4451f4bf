// One currency's total row of the summary bar: the sum of its accounts' figures. A cell left blank says why on
// hover and to a screen reader: a figure some account has no readable value for, or a margin level, which does not
// add up.
import { msg } from '@shared/text/messages'
import { formatMoney } from '../../lib/format'
import { signClass } from '../columns'
import { EXPOSURE_COLUMN_CLASS, EXPOSURE_FIELD } from '../risk/SummaryExposure'
import { type currencyTotals, SUMMARY_FIELDS } from './summary-fields'
import { noTotalExplained } from './summary-text'

export function CurrencyTotalRow({
  total: t,
  rowIndex,
}: {
  total: ReturnType<typeof currencyTotals>[number]
  /** The row's place in the whole bar, most of whose rows are not drawn. */
  rowIndex: number
}) {
  return (
    <tr className="summary-bar__total" data-testid={`summary-total-${t.currency}`} aria-rowindex={rowIndex}>
      <th scope="row" title={msg('tables.labels.currencyTotal')}>
        {msg('labels.metrics.total')} <span className="muted">{t.currency}</span> ({t.accounts})
      </th>
      {SUMMARY_FIELDS.map((f) => {
        const v = t.sums.get(f.key)
        const unsummed = t.unsummed.get(f.key)
        return (
          <td
            key={f.key}
            className={`num ${f.signed ? (signClass(v) ?? '') : ''}`}
            data-field={f.key}
            title={unsummed && noTotalExplained(f.label, t.currency, unsummed)}
          >
            {v === undefined ? '' : formatMoney(v, { showPlus: f.signed ?? false })}
          </td>
        )
      })}
      <td data-field="level" title={msg('tables.noFigure.levelNoTotal')} />
      <td className={EXPOSURE_COLUMN_CLASS} data-field="exposure">
        {formatMoney(t.sums.get(EXPOSURE_FIELD) ?? '0')}
      </td>
      <td colSpan={2} />
    </tr>
  )
}
