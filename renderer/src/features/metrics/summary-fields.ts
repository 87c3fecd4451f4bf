// The account summary's figures: each one's label, its formula on hover and where it comes from in the metrics;
// and the per-currency sums of them (money figures only, never across currencies).
import type { AccountMetrics } from '@shared/api/records'
import { sumDecimals } from '../../lib/decimal'
import { msg } from '@shared/text/messages'

export const SUMMARY_FIELDS: Array<{
  key: string
  label: string
  formula: string
  value: (m: AccountMetrics) => string | undefined
  signed?: boolean
  percent?: boolean
}> = [
  {
    key: 'balance',
    label: msg('labels.metrics.balance'),
    formula: msg('columns.metrics.cashBalanceInTheAccount'),
    value: (m) => m.balance,
  },
  {
    key: 'equity',
    label: msg('labels.metrics.equity'),
    formula: msg('columns.metrics.equityBalanceOpenPL'),
    value: (m) => m.equity,
  },
  {
    key: 'margin',
    label: msg('labels.metrics.margin'),
    formula: msg('columns.metrics.maintenanceMarginUsedByOpen'),
    value: (m) => m.maintenanceMargin,
  },
  {
    key: 'marginFree',
    label: msg('labels.metrics.freeMargin'),
    formula: msg('columns.metrics.freeMarginEquityMargin'),
    value: (m) => m.marginFree,
  },
  {
    key: 'openPl',
    label: msg('labels.metrics.openPL'),
    formula: msg('columns.metrics.unrealisedProfitLossOfOpen'),
    value: (m) => m.openPl,
    signed: true,
  },
  {
    key: 'totalPl',
    label: msg('labels.metrics.totalPL'),
    formula: msg('columns.metrics.totalProfitLossAsReported'),
    value: (m) => m.totalPl,
    signed: true,
  },
  {
    key: 'availableFunds',
    label: msg('labels.metrics.available'),
    formula: msg('columns.metrics.fundsAvailableForTrading'),
    value: (m) => m.availableFunds,
  },
]

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
    groups.set(currency, [...(groups.get(currency) ?? []), m])
  }
  // A currency with one account already shows its figures on that account's row.
  return [...groups.entries()]
    .filter(([, rows]) => rows.length > 1)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, rows]) => {
      const sums = new Map<string, string>()
      for (const f of SUMMARY_FIELDS) {
        if (f.percent) continue
        const total = sumDecimals(rows.map((m) => f.value(m)))
        if (total) sums.set(f.key, total.toFixed())
      }
      const exposure = sumDecimals(rows.map((m) => exposureOf(m.account) ?? '0'))
      if (exposure) sums.set('exposure', exposure.toFixed())
      return { currency, accounts: rows.length, sums }
    })
}
