// The accounts grid's model: each account's exposure and the reporting currency's rates, and its rows in order.
import Big from 'big.js'
import { useMemo } from 'react'
import type { AccountMetrics } from '@shared/api/records'
import { convert } from '@shared/domain/reporting-currency'
import { useSession } from '../../app/session'
import { noConversionRate } from '../../lib/figures-text'
import { useInstrumentReference } from '../market/quotes'
import { useAccountExposure } from '../risk/SummaryExposure'
import { useRateTable, useReportingCurrency } from '../trades/reporting-currency'
import type { AccountRow } from './account-columns'

/**
 * The accounts (per-position amounts are in the account's currency, which the metrics do not repeat), each
 * account's exposure, and the reporting currency's rates.
 */
export function useAccountsModel(_view: unknown, answer: { data: AccountMetrics[] } | undefined) {
  const { accounts, session, profile, zone } = useSession()
  const reference = useInstrumentReference()
  const metrics = useMemo(() => answer?.data ?? [], [answer])
  const exposure = useAccountExposure(metrics, accounts, reference)
  const [reportIn] = useReportingCurrency(session.profileId, profile?.reportingCurrency)
  const { table } = useRateTable(session.profileId, reportIn)
  return useMemo(() => ({ accounts, exposure, table, zone }), [accounts, exposure, table, zone])
}
export type AccountsModel = ReturnType<typeof useAccountsModel>

/**
 * Largest exposure first, so that across many clients the biggest books lead: compared in the reporting currency
 * where every account converts, else by the figure in each account's currency.
 */
export function accountRows(metrics: readonly AccountMetrics[], model: AccountsModel): AccountRow[] {
  const currencies = new Map(model.accounts.map((a) => [a.account, a.baseCurrency]))
  const rows = metrics.map((m): AccountRow => {
    const positionsRead = m.positions !== undefined
    const exposure = model.exposure.get(m.account) ?? (positionsRead ? { net: '0.00', gross: '0.00' } : undefined)
    const currency = currencies.get(m.account) ?? ''
    const converted = exposure && model.table ? convert(exposure.gross, currency, model.table) : undefined
    const reported =
      converted === undefined
        ? undefined
        : converted.kind === 'missing'
          ? { note: noConversionRate(converted.from, converted.to) }
          : converted.kind === 'converted'
            ? { gross: converted.value, rate: { from: converted.from, rate: converted.rate } }
            : { gross: converted.value }
    return { ...m, currency, exposure, reported }
  })
  const everyConverted = rows.every((r) => r.reported?.gross !== undefined)
  const size = (r: AccountRow) => new Big((everyConverted ? r.reported?.gross : r.exposure?.gross) ?? 0)
  return rows.sort((a, b) => size(b).cmp(size(a)))
}
