// The account summary's figures: each one's label, its formula on hover and where it comes from in the metrics;
// and the per-currency sums of them (money figures only, never across currencies).
import type { AccountMetrics } from '@shared/api/records'
import { parseDecimal, sumDecimals, toBig } from '../../lib/decimal'
import { formatMoney, formatPercent } from '../../lib/format'
import { msg, type Words } from '@shared/text/messages'

export interface SummaryField {
  key: string
  label: string
  formula: string
  value: (m: AccountMetrics) => string | undefined
  signed?: boolean
  percent?: boolean
}

/** A money figure of the summary; `signed` ones (P/L) show their sign and colour. */
const field = (
  key: string,
  label: Words,
  formula: Words,
  value: SummaryField['value'],
  signed = false,
): SummaryField => ({ key, label, formula, value, signed })

export const SUMMARY_FIELDS: SummaryField[] = [
  field('balance', msg('labels.metrics.balance'), msg('columns.metrics.cashBalanceInTheAccount'), (m) => m.balance),
  field('equity', msg('labels.metrics.equity'), msg('columns.metrics.equityBalanceOpenPL'), (m) => m.equity),
  field(
    'margin',
    msg('labels.metrics.margin'),
    msg('columns.metrics.maintenanceMarginUsedByOpen'),
    (m) => m.maintenanceMargin,
  ),
  field(
    'marginFree',
    msg('labels.metrics.freeMargin'),
    msg('columns.metrics.freeMarginEquityMargin'),
    (m) => m.marginFree,
  ),
  field(
    'openPl',
    msg('labels.metrics.openPL'),
    msg('columns.metrics.unrealisedProfitLossOfOpen'),
    (m) => m.openPl,
    true,
  ),
  field(
    'totalPl',
    msg('labels.metrics.totalPL'),
    msg('columns.metrics.totalProfitLossAsReported'),
    (m) => m.totalPl,
    true,
  ),
  field(
    'availableFunds',
    msg('labels.metrics.available'),
    msg('columns.metrics.fundsAvailableForTrading'),
    (m) => m.availableFunds,
  ),
]

/** A field's figure as the summary writes it; undefined where the server sent none, or no number ("—" says why). */
export function figureText(f: SummaryField, m: AccountMetrics): string | undefined {
  const v = f.value(m)
  if (v === undefined || parseDecimal(v).kind === 'invalid') return undefined
  return f.percent ? formatPercent(v) : formatMoney(v, { showPlus: f.signed ?? false })
}

/**
 * Each currency's sum of the accounts in it (money fields only: a margin level does not add up), for every
 * currency with several accounts on screen; no total is ever made across currencies.
 */
export function currencyTotals(
  metrics: readonly AccountMetrics[],
  currencyOf: (account: string) => string | undefined,
  exposureOf: (account: string) => string | undefined,
) {
  const groups = new Map<string, AccountMetrics[]>()
  for (const m of metrics) {
    const currency = currencyOf(m.account) ?? m.balances?.[0]?.symbol ?? '?'
    const group = groups.get(currency)
    if (group) group.push(m)
    else groups.set(currency, [m])
  }
  // A currency with one account already shows its figures on that account's row.
  return [...groups.entries()]
    .filter(([, rows]) => rows.length > 1)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, rows]) => {
      const sums = new Map<string, string>()
      /** Per figure without a total, the accounts whose figure is missing or unreadable. */
      const unsummed = new Map<string, string[]>()
      for (const f of SUMMARY_FIELDS) {
        if (f.percent) continue
        const total = sumDecimals(rows.map((m) => f.value(m)))
        if (total) sums.set(f.key, total.toFixed())
        else
          unsummed.set(
            f.key,
            rows.filter((m) => !toBig(f.value(m))).map((m) => m.account),
          )
      }
      const exposure = sumDecimals(rows.map((m) => exposureOf(m.account) ?? '0'))
      if (exposure) sums.set('exposure', exposure.toFixed())
      return { currency, accounts: rows.length, sums, unsummed }
    })
}
