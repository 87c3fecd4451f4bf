// Metrics tab: the full account metrics (every field), per-position metrics from include-positions and,
// when the server sends them, per-currency balances.
import { msg } from '@shared/text/messages'
import { metricsParams } from '@shared/api/params/metrics'

import { metricsQuery } from '../../api/queries'
import type { GroupSpec } from '../../components/DataTable/types'
import { declareView, noRequest } from '../resource-view/declaration'
import { DeclaredView } from '../resource-view/DeclaredView'
import { POSITION_ROWS, rowCountCaption } from '../shared'
import { ACCOUNT_COLUMNS, reportedColumn, type AccountRow } from './account-columns'
import { accountRows, useAccountsModel } from './accounts-model'
import { CURRENCY_COLUMNS, POSITION_COLUMNS, type PositionMetricsRow } from './position-columns'
import { ReportedTotals } from './ReportedTotals'

const currencies = (rows: readonly AccountRow[]) => new Set(rows.map((r) => r.currency)).size

/** Several accounts: one group per account currency, its subtotal row the currency's total (never across currencies). */
const CURRENCY_GROUP: GroupSpec<AccountRow> = {
  key: (r) => r.currency,
  label: (currency) => msg('risk.accountsInCurrency', { currency }),
}

export const METRICS_VIEW = declareView({
  viewId: 'metrics',
  title: msg('labels.metrics.metrics'),
  noun: msg('labels.metrics.metricsNoun'),
  schema: metricsParams,
  initialFilters: { 'include-positions': true },
  useRequest: noRequest,
  read: (scope, params) => metricsQuery(scope, params),
  paging: { kind: 'none' },
  useModel: useAccountsModel,
  className: 'metrics',
  tables: (table) => [
    table({
      id: 'metrics-accounts',
      heading: msg('labels.metrics.accountsHeading'),
      label: msg('labels.metrics.accountMetrics'),
      rows: (metrics, model) => accountRows(metrics, model),
      rowId: (m) => m.account,
      columns: (model) =>
        model.table ? [...ACCOUNT_COLUMNS, reportedColumn(model.table, model.zone)] : ACCOUNT_COLUMNS,
      caption: (metrics) => rowCountCaption(metrics.length, 'account', msg('labels.metrics.inBaseCurrencies')),
      groupBy: () => CURRENCY_GROUP,
      footer: (rows, model) => model.table && <ReportedTotals rows={rows} table={model.table} model={model} />,
      // A header and a subtotal row per currency besides the accounts.
      height: (rows) => Math.min(260, 56 + rows.length * 24 + (rows.length > 1 ? 48 * currencies(rows) : 0)),
      empty: msg('columns.metrics.noMetrics'),
    }),
    table({
      id: 'metrics-positions',
      heading: msg('labels.metrics.perPositionMetrics'),
      label: msg('labels.metrics.perPositionMetrics'),
      exportName: msg('labels.metrics.perPositionMetrics'),
      off: (view) =>
        view.params['include-positions'] !== true && <p className="muted">{msg('labels.metrics.perPositionOff')}</p>,
      rows: (metrics, { accounts }) =>
        metrics.flatMap((m): PositionMetricsRow[] => {
          const accountCurrency = accounts.find((a) => a.account === m.account)?.baseCurrency
          return (m.positions ?? []).map((p) => ({ ...p, account: m.account, accountCurrency }))
        }),
      ...POSITION_ROWS,
      columns: POSITION_COLUMNS,
    }),
    table({
      id: 'metrics-currencies',
      heading: msg('labels.metrics.currenciesHeading'),
      label: msg('labels.metrics.perCurrencyMetrics'),
      hidden: (currencies) => currencies.length === 0,
      rows: (metrics) => metrics.flatMap((m) => (m.balances ?? []).map((c) => ({ ...c, account: m.account }))),
      rowId: (c) => `${c.account}|${c.symbol}`,
      account: (c) => c.account,
      columns: CURRENCY_COLUMNS,
      height: () => 180,
    }),
  ],
})

export function MetricsView() {
  return <DeclaredView declaration={METRICS_VIEW} />
}
