// What the multi-account grids show of exposure and of the reporting currency: each account's gross exposure (net
// in the tooltip), and a row with the figures of every account on screen converted and added up in the reporting
// currency — a total only where every part had a rate, the rates and their time beside it.
import { msg } from '@shared/text/messages'
import { useMemo } from 'react'
import type { AccountMetrics, Instrument } from '@shared/api/records'
import { reportTotal, type RateTable, type ReportedTotal } from '@shared/domain/reporting-currency'
import { exposureByAccount, exposurePositions, type ExposureRow, type UsedRate } from '@shared/domain/risk'
import { noConversionRate, ratesUsedText } from '../../lib/figures-text'
import { formatClock, formatMoney } from '../../lib/format'
import { signClass } from '../columns'

/** The Exposure column of the summary bar is left out below 1366 px (the Exposure tab and Metrics grid keep it). */
export const EXPOSURE_COLUMN_CLASS = 'num wide-only'
/** The exposure column's key among a total row's sums. */
export const EXPOSURE_FIELD = 'exposure'
const WIDE_ONLY = 'wide-only'

/** Each account's exposure row (absent: no open position), from a metrics read with positions. */
export function useAccountExposure(
  metrics: readonly AccountMetrics[],
  accounts: ReadonlyArray<{ account: string; baseCurrency?: string | undefined }>,
  reference: ReadonlyMap<string, Instrument>,
): ReadonlyMap<string, ExposureRow> {
  return useMemo(() => {
    const currencies = new Map(accounts.map((a) => [a.account, a.baseCurrency]))
    const currencyOf = (account: string) => currencies.get(account) ?? ''
    return new Map(exposureByAccount(exposurePositions(metrics, currencyOf, reference)).map((r) => [r.key, r]))
  }, [metrics, accounts, reference])
}

export const EXPOSURE_HEADER = { label: msg('labels.risk.exposure'), title: msg('risk.exposureColumn') }

export function ExposureCell({ row }: { row: ExposureRow | undefined }) {
  if (!row) {
    return (
      <td className="num exposure-cell muted wide-only" data-field="exposure">
        0.00
      </td>
    )
  }
  return (
    <td
      className="num exposure-cell wide-only"
      data-field="exposure"
      title={msg('risk.exposureCell', {
        gross: formatMoney(row.gross),
        net: formatMoney(row.net, { showPlus: true }),
        currency: row.currency,
      })}
    >
      {formatMoney(row.gross)}
    </td>
  )
}

export interface SummaryField {
  key: string
  value: (m: AccountMetrics) => string | undefined
  signed?: boolean
  percent?: boolean
}

/** Every money field of every account, and their exposure, converted to the reporting currency and added up. */
export function reportedFigures(
  fields: readonly SummaryField[],
  metrics: readonly AccountMetrics[],
  currencyOf: (account: string) => string | undefined,
  exposure: ReadonlyMap<string, Pick<ExposureRow, 'gross'>>,
  table: RateTable,
): { totals: ReadonlyMap<string, ReportedTotal>; used: UsedRate[]; missing: string[] } {
  const totalOf = (value: (m: AccountMetrics) => string | undefined) =>
    reportTotal(
      metrics.flatMap((m) => {
        const v = value(m)
        return v === undefined ? [] : [{ currency: currencyOf(m.account) ?? '?', value: v }]
      }),
      table,
    )
  const totals = new Map<string, ReportedTotal>()
  for (const f of fields) if (!f.percent) totals.set(f.key, totalOf(f.value))
  totals.set(
    'exposure',
    totalOf((m) => exposure.get(m.account)?.gross ?? '0'),
  )
  const used = new Map<string, string>()
  const missing = new Set<string>()
  for (const total of totals.values()) {
    for (const p of total.parts) if (p.kind === 'converted') used.set(p.from, p.rate)
    for (const c of total.missing) missing.add(c)
  }
  return {
    totals,
    used: [...used]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([from, rate]) => ({ from, to: table.toCurrency, rate, fetchedAt: table.fetchedAt })),
    missing: [...missing].sort(),
  }
}

/** "EUR→USD 1.0841 · read 14:02:10": the rates beside converted figures, short enough to stay on screen. */
export function ratesShortText(table: RateTable, used: readonly UsedRate[], zone: string): string {
  return msg('risk.ratesShort', {
    rates: used.map((r) => `${r.from}→${table.toCurrency} ${r.rate}`).join(', ') || table.toCurrency,
    readAt: formatClock(table.fetchedAt, zone),
  })
}

/** One row: every money field of every account, converted to the reporting currency and added up. */
export function ReportedTotalRow(props: {
  fields: readonly SummaryField[]
  metrics: readonly AccountMetrics[]
  currencyOf: (account: string) => string | undefined
  exposure: ReadonlyMap<string, ExposureRow>
  table: RateTable
  zone: string
  /** Cells after the fields and the exposure column. */
  trailing: number
  /** The row's place in the whole bar, most of whose rows are not drawn. */
  rowIndex: number
}) {
  const { table } = props
  const figures = reportedFigures(props.fields, props.metrics, props.currencyOf, props.exposure, table)
  const rates = ratesUsedText(table.toCurrency, figures.used, formatClock(table.fetchedAt, props.zone))
  const cell = (key: string, signed: boolean, extra = '') => {
    const total = figures.totals.get(key)
    return (
      <td
        key={key}
        className={`num ${signed ? (signClass(total?.total) ?? '') : ''} ${extra}`}
        data-field={key}
        title={
          total?.total === undefined
            ? (total?.missing ?? []).map((c) => noConversionRate(c, table.toCurrency)).join(' ')
            : rates
        }
      >
        {total?.total === undefined ? msg('risk.noRate') : formatMoney(total.total, { showPlus: signed })}
      </td>
    )
  }
  return (
    <tr
      className="summary-bar__total summary-bar__reported"
      data-testid="summary-reported"
      aria-rowindex={props.rowIndex}
    >
      <th scope="row" title={rates}>
        {msg('labels.risk.allInTocurrency', { toCurrency: table.toCurrency })}{' '}
        <span className="muted">({props.metrics.length})</span>
      </th>
      {props.fields.map((f) => (f.percent ? <td key={f.key} /> : cell(f.key, f.signed ?? false)))}
      <td />
      {cell(EXPOSURE_FIELD, false, WIDE_ONLY)}
      <td colSpan={props.trailing} className="muted summary-bar__rates" data-testid="summary-rates" title={rates}>
        {ratesShortText(table, figures.used, props.zone)}
      </td>
    </tr>
  )
}
