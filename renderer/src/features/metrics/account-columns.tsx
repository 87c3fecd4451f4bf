// The Metrics tab's accounts grid: one row per account, its exposure, and that exposure in the reporting currency.
import { msg, type Words } from '@shared/text/messages'
import type { AccountMetrics } from '@shared/api/records'
import { marginLevelFraction } from '@shared/domain/risk/margin'
import type { RateTable } from '@shared/domain/reporting-currency'
import type { ExposureRow } from '@shared/domain/risk'
import type { ColumnSpec, FormatContext } from '../../components/DataTable/types'
import { formatClock } from '../../lib/format'
import { codeCol, numberCol } from '../columns'
import { ratesUsedText } from '../../lib/figures-text'

/** An account's metrics with its exposure (undefined: positions not read) and that exposure in the reporting currency. */
export type AccountRow = AccountMetrics & {
  /** The account's base currency ('' when the session does not name it). */
  currency: string
  exposure?: Pick<ExposureRow, 'net' | 'gross'> | undefined
  reported?:
    { gross?: string | undefined; note?: string | undefined; rate?: { from: string; rate: string } } | undefined
}

/** A money column of the accounts grid; in multi-account mode each currency's accounts add up in its subtotal row. */
const money = (
  id: string,
  header: Words,
  get: (r: AccountRow) => string | undefined,
  description?: Words,
  signed = false,
) =>
  numberCol<AccountRow>(id, header, get, {
    mode: 'money',
    signed,
    subtotal: { value: get, unit: (r) => r.currency, format: 'money' },
    ...(description ? { description } : {}),
  })

export const ACCOUNT_COLUMNS: ColumnSpec<AccountRow>[] = [
  codeCol('account', msg('columns.metrics.account'), (m) => m.account, { size: 120 }),
  money('balance', msg('columns.metrics.balance'), (m) => m.balance),
  money('equity', msg('columns.metrics.equity'), (m) => m.equity, msg('columns.metrics.balanceFloatingPL')),
  money(
    'maintenanceMargin',
    msg('columns.metrics.maintenancemargin'),
    (m) => m.maintenanceMargin,
    msg('columns.metrics.maintenanceMargin'),
  ),
  money('initialMargin', msg('columns.metrics.initialmargin'), (m) => m.initialMargin),
  money('marginFree', msg('columns.metrics.freeMargin'), (m) => m.marginFree, msg('columns.metrics.equityMargin')),
  numberCol(
    'marginLevel',
    msg('columns.metrics.marginlevel'),
    (m) => marginLevelFraction({ equity: m.equity, margin: m.maintenanceMargin }),
    { mode: 'percent', description: msg('columns.metrics.marginlevelDescription') },
  ),
  money('exposure', msg('columns.metrics.exposure'), (m) => m.exposure?.gross, msg('risk.exposureColumn')),
  money('exposureNet', msg('columns.metrics.netExposure'), (m) => m.exposure?.net, msg('risk.netExposureColumn'), true),
  money('openPl', msg('columns.metrics.openPL'), (m) => m.openPl, msg('columns.metrics.unrealisedPL'), true),
  money('totalPl', msg('columns.metrics.totalPL'), (m) => m.totalPl, undefined, true),
  money(
    'availableFunds',
    msg('columns.metrics.availableFunds'),
    (m) => m.availableFunds,
    msg('columns.metrics.fundsAvailableForTrading'),
  ),
  money(
    'availableBalance',
    msg('columns.metrics.withdrawablebalance'),
    (m) => m.availableBalance,
    msg('columns.metrics.balanceAvailableForWithdrawal'),
  ),
  money(
    'allocatedFunds',
    msg('columns.metrics.allocatedfunds'),
    (m) => m.allocatedFunds,
    msg('columns.metrics.fundsTiedUpByPositions'),
  ),
  money('credit', msg('columns.metrics.credit'), (m) => m.credit),
  numberCol('openPositionsCount', msg('columns.metrics.openpositionscount'), (m) => String(m.openPositionsCount), {
    mode: 'integer',
    size: 70,
  }),
  numberCol('openOrdersCount', msg('columns.metrics.openorderscount'), (m) => String(m.openOrdersCount), {
    mode: 'integer',
    size: 60,
  }),
  numberCol('version', msg('columns.metrics.version'), (m) => String(m.version), {
    mode: 'integer',
    size: 64,
    defaultHidden: true,
  }),
]

export function reportedColumn(table: RateTable, zone: string): ColumnSpec<AccountRow> {
  const col = numberCol<AccountRow>(
    'exposureReported',
    msg('columns.metrics.exposureTocurrency', { toCurrency: table.toCurrency }),
    (m) => m.reported?.gross,
    {
      mode: 'money',
      description: msg('risk.reportedExposureColumn', { to: table.toCurrency }),
    },
  )
  const text = (row: AccountRow, ctx: FormatContext) =>
    row.reported?.note !== undefined ? msg('risk.noRate') : (col.text?.(row, ctx) ?? '')
  return {
    ...col,
    text,
    // The rate and the time it was read, beside every converted figure (on hover), or why there is none.
    render: (row, ctx) => (
      <span
        title={
          row.reported?.note ??
          (row.reported?.rate &&
            ratesUsedText(table.toCurrency, [row.reported.rate], formatClock(table.fetchedAt, zone)))
        }
      >
        {text(row, ctx)}
      </span>
    ),
  }
}
