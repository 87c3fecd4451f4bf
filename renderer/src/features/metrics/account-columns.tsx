// The Metrics tab's accounts grid: one row per account, its exposure, and that exposure in the reporting currency.
import { msg } from '@shared/text/messages'
import type { AccountMetrics } from '@shared/api/records'
import { marginLevelFraction } from '@shared/domain/risk/margin'
import type { RateTable } from '@shared/domain/reporting-currency'
import type { ExposureRow } from '@shared/domain/risk'
import type { ColumnSpec, FormatContext } from '../../components/DataTable/types'
import { formatClock } from '../../lib/format'
import { codeCol, numberCol } from '../columns'
import { ratesUsedText } from '../../lib/error-messages'

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
  header: string,
  get: (r: AccountRow) => string | undefined,
  description?: string,
  signed = false,
) =>
  numberCol<AccountRow>(id, header, get, {
    mode: 'money',
    signed,
    subtotal: { value: get, unit: (r) => r.currency, format: 'money' },
    ...(description ? { description } : {}),
  })

export const ACCOUNT_COLUMNS: ColumnSpec<AccountRow>[] = [
  codeCol('account', 'Account', (m) => m.account, { size: 120 }),
  money('balance', 'Balance', (m) => m.balance),
  money('equity', 'Equity', (m) => m.equity, 'Balance + floating P/L'),
  money('maintenanceMargin', 'Margin', (m) => m.maintenanceMargin, 'Maintenance margin'),
  money('initialMargin', 'Initial margin', (m) => m.initialMargin),
  money('marginFree', 'Free margin', (m) => m.marginFree, 'Equity − margin'),
  numberCol(
    'marginLevel',
    'Margin level',
    (m) => marginLevelFraction({ equity: m.equity, margin: m.maintenanceMargin }),
    { mode: 'percent', description: 'Equity ÷ margin' },
  ),
  money('exposure', 'Exposure', (m) => m.exposure?.gross, msg('risk.exposureColumn')),
  money('exposureNet', 'Net exposure', (m) => m.exposure?.net, msg('risk.netExposureColumn'), true),
  money('openPl', 'Open P/L', (m) => m.openPl, 'Unrealised P/L', true),
  money('totalPl', 'Total P/L', (m) => m.totalPl, undefined, true),
  money('availableFunds', 'Available funds', (m) => m.availableFunds, 'Funds available for trading'),
  money('availableBalance', 'Withdrawable', (m) => m.availableBalance, 'Balance available for withdrawal'),
  money('allocatedFunds', 'Allocated', (m) => m.allocatedFunds, 'Funds tied up by positions and orders'),
  money('credit', 'Credit', (m) => m.credit),
  numberCol('openPositionsCount', 'Positions', (m) => String(m.openPositionsCount), { mode: 'integer', size: 70 }),
  numberCol('openOrdersCount', 'Orders', (m) => String(m.openOrdersCount), { mode: 'integer', size: 60 }),
  numberCol('version', 'Version', (m) => String(m.version), { mode: 'integer', size: 64, defaultHidden: true }),
]

export function reportedColumn(table: RateTable, zone: string): ColumnSpec<AccountRow> {
  const col = numberCol<AccountRow>('exposureReported', `Exposure (${table.toCurrency})`, (m) => m.reported?.gross, {
    mode: 'money',
    description: msg('risk.reportedExposureColumn', { to: table.toCurrency }),
  })
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
