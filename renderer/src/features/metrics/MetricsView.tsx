// Metrics tab: the full account metrics (every field), per-position metrics from include-positions and,
// when the server sends them, per-currency balances.
import { msg } from '@shared/text/messages'
import Big from 'big.js'
import { Fragment, useMemo } from 'react'
import { metricsParams } from '@shared/api/params/metrics'
import type { AccountMetrics, CurrencyMetrics, PositionMetrics } from '@shared/api/records'
import { marginLevelPercent } from '@shared/domain/risk/margin'
import { countOf, noun } from '@shared/text/plural'
import { convert, type RateTable } from '@shared/domain/reporting-currency'
import type { ExposureRow } from '@shared/domain/risk'
import { metricsQuery } from '../../api/queries'
import { useSession } from '../../app/session'
import type { ColumnSpec, FormatContext, GroupSpec } from '../../components/DataTable/types'
import { formatClock, formatDecimal, formatMoney } from '../../lib/format'
import { codeCol, numberCol, signClass, textCol } from '../columns'
import { declareView, noRequest } from '../resource-view/declaration'
import { DeclaredView } from '../resource-view/DeclaredView'
import { POSITION_ROWS, rowCountCaption } from '../shared'
import { useInstrumentReference } from '../market/quotes'
import { ratesShortText, reportedFigures, useAccountExposure } from '../risk/SummaryExposure'
import { SUMMARY_FIELDS } from './summary-fields'
import { useRateTable, useReportingCurrency } from '../trades/reporting-currency'
import { noConversionRate, ratesUsedText } from '../../lib/error-messages'

type PositionMetricsRow = PositionMetrics & { account: string; accountCurrency?: string | undefined }
type CurrencyMetricsRow = CurrencyMetrics & { account: string }
/** An account's metrics with its exposure (undefined: positions not read) and that exposure in the reporting currency. */
type AccountRow = AccountMetrics & {
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

/** Margin level as a fraction (the percent column multiplies by 100), from the risk view's own percent. */
function marginLevel(m: AccountMetrics): string | undefined {
  const percent = marginLevelPercent({ equity: m.equity, margin: m.maintenanceMargin })
  return percent === undefined ? undefined : new Big(percent).div(100).toFixed()
}

const ACCOUNT_COLUMNS: ColumnSpec<AccountRow>[] = [
  codeCol('account', 'Account', (m) => m.account, { size: 120 }),
  money('balance', 'Balance', (m) => m.balance),
  money('equity', 'Equity', (m) => m.equity, 'Balance + floating P/L'),
  money('maintenanceMargin', 'Margin', (m) => m.maintenanceMargin, 'Maintenance margin'),
  money('initialMargin', 'Initial margin', (m) => m.initialMargin),
  money('marginFree', 'Free margin', (m) => m.marginFree, 'Equity − margin'),
  numberCol('marginLevel', 'Margin level', marginLevel, { mode: 'percent', description: 'Equity ÷ margin' }),
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

/**
 * The current price in the instrument's currency: the server's own figure where it sends one (offset
 * accounts), otherwise the closing-side `rate` taken back out of the account currency (`rate ÷ convRate`).
 */
export function currentPriceInInstrumentCcy(p: PositionMetrics): string | undefined {
  if (p.currentPriceInstrumentCcy !== undefined) return p.currentPriceInstrumentCcy
  const conv = new Big(p.convRate)
  return conv.eq(0) ? undefined : new Big(p.rate).div(conv).toString()
}

/**
 * A price in the instrument's currency with the currency beside it. A `derived` price (a quotient) is rounded
 * to the instrument's precision; prices the server sends are shown with every digit.
 */
function instrumentPriceCol(
  id: string,
  header: string,
  get: (p: PositionMetricsRow) => string | undefined,
  description: string,
  derived = false,
): ColumnSpec<PositionMetricsRow> {
  const col = numberCol<PositionMetricsRow>(id, header, get, {
    mode: 'price',
    unit: (p) => p.symbol,
    description,
    size: 190,
  })
  const rounded = (row: PositionMetricsRow, ctx: FormatContext, minus?: string) => {
    const decimals = ctx.precisionOf(row.symbol) ?? DERIVED_DECIMALS
    return formatDecimal(get(row), {
      minDecimals: decimals,
      maxDecimals: decimals,
      ...(minus === undefined ? {} : { minus, grouping: false }),
    })
  }
  const text = derived ? (row: PositionMetricsRow, ctx: FormatContext) => rounded(row, ctx) : col.text
  return {
    ...col,
    ...(derived ? { text, exportText: (row, ctx) => rounded(row, ctx, '-') } : {}),
    render: (row, ctx) => (
      <>
        {text?.(row, ctx)} <span className="cell-unit">{row.instrumentCurrency}</span>
      </>
    ),
  }
}

/** Decimals of a derived price when the instrument's precision is not known. */
const DERIVED_DECIMALS = 8

const POSITION_COLUMNS: ColumnSpec<PositionMetricsRow>[] = [
  textCol('symbol', 'Symbol', (p) => p.symbol, { size: 90 }),
  codeCol('positionCode', 'Position', (p) => p.positionCode, { size: 80 }),
  numberCol('quantity', 'Quantity', (p) => p.quantity, {
    mode: 'quantity',
    unit: (p) => p.symbol,
    signed: true,
    description: 'Signed: negative = short; subtotals per instrument',
    subtotal: { value: (p) => p.quantity, unit: (p) => p.symbol, format: 'quantity' },
    size: 150,
  }),
  instrumentPriceCol(
    'openPriceInstrumentCcy',
    'Open price (instrument ccy)',
    (p) => p.openPriceInstrumentCcy,
    'Average opening price, in the instrument’s currency',
  ),
  instrumentPriceCol(
    'currentPriceInstrumentCcy',
    'Current price (instrument ccy)',
    currentPriceInInstrumentCcy,
    'Closing-side price now (bid for a long, ask for a short), in the instrument’s currency',
    true,
  ),
  numberCol('fpl', 'P/L', (p) => p.fpl, {
    mode: 'money',
    signed: true,
    description: 'Floating P/L in the account currency; exact subtotal per account',
    subtotal: { value: (p) => p.fpl, unit: (p) => p.accountCurrency, format: 'money' },
    size: 130,
  }),
  numberCol('fplInstrumentCcy', 'P/L (instr. ccy)', (p) => p.fplInstrumentCcy, {
    mode: 'money',
    signed: true,
    unit: (p) => p.instrumentCurrency,
    subtotal: { value: (p) => p.fplInstrumentCcy, unit: (p) => p.instrumentCurrency, format: 'money' },
    size: 150,
  }),
  textCol('instrumentCurrency', 'Ccy', (p) => p.instrumentCurrency, { size: 48 }),
  numberCol('maintenanceMargin', 'Margin', (p) => p.maintenanceMargin, {
    mode: 'money',
    subtotal: { value: (p) => p.maintenanceMargin, unit: (p) => p.accountCurrency, format: 'money' },
    size: 120,
  }),
  numberCol('initialMargin', 'Initial margin', (p) => p.initialMargin, { mode: 'money', defaultHidden: true }),
  numberCol('openPrice', 'Open price (account ccy)', (p) => p.openPrice, {
    unit: (p) => p.accountCurrency,
    description: 'Average opening price converted into the account currency',
    defaultHidden: true,
  }),
  numberCol('rate', 'Rate (account ccy)', (p) => p.rate, {
    unit: (p) => p.accountCurrency,
    description: 'Closing-side price used for the P/L, converted into the account currency',
    defaultHidden: true,
  }),
  numberCol('convRate', 'Conv. rate', (p) => p.convRate, {
    description: 'Instrument currency → account currency',
    defaultHidden: true,
  }),
  numberCol('bidOpen', 'Bid at open', (p) => p.bidOpen, { mode: 'price', unit: (p) => p.symbol, defaultHidden: true }),
  numberCol('askOpen', 'Ask at open', (p) => p.askOpen, { mode: 'price', unit: (p) => p.symbol, defaultHidden: true }),
  numberCol('marginRate', 'Margin rate', (p) => p.marginRate, { mode: 'percent', defaultHidden: true }),
]

const CURRENCY_COLUMNS: ColumnSpec<CurrencyMetricsRow>[] = [
  textCol('symbol', 'Currency', (c) => c.symbol, { size: 80 }),
  numberCol('balance', 'Balance', (c) => c.balance, { mode: 'money', signed: true }),
  numberCol('availableFunds', 'Available', (c) => c.availableFunds, { mode: 'money' }),
  numberCol('allocatedFunds', 'Allocated', (c) => c.allocatedFunds, { mode: 'money' }),
  numberCol('withdrawableBalance', 'Withdrawable', (c) => c.withdrawableBalance, { mode: 'money' }),
  numberCol('convRate', 'Conv. rate', (c) => c.convRate),
]

function reportedColumn(table: RateTable, zone: string): ColumnSpec<AccountRow> {
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

/**
 * The accounts (per-position amounts are in the account's currency, which the metrics do not repeat), each
 * account's exposure, and the reporting currency's rates.
 */
function useAccountsModel(_view: unknown, answer: { data: AccountMetrics[] } | undefined) {
  const { accounts, session, profile, zone } = useSession()
  const reference = useInstrumentReference()
  const metrics = useMemo(() => answer?.data ?? [], [answer])
  const exposure = useAccountExposure(metrics, accounts, reference)
  const [reportIn] = useReportingCurrency(session.profileId, profile?.reportingCurrency)
  const { table } = useRateTable(session.profileId, reportIn)
  return useMemo(() => ({ accounts, exposure, table, zone }), [accounts, exposure, table, zone])
}
type AccountsModel = ReturnType<typeof useAccountsModel>

/**
 * Largest exposure first, so that across many clients the biggest books lead: compared in the reporting currency
 * where every account converts, else by the figure in each account's currency.
 */
export function accountRows(metrics: readonly AccountMetrics[], model: AccountsModel): AccountRow[] {
  const rows = metrics.map((m): AccountRow => {
    const positionsRead = m.positions !== undefined
    const exposure = model.exposure.get(m.account) ?? (positionsRead ? { net: '0.00', gross: '0.00' } : undefined)
    const currency = model.accounts.find((a) => a.account === m.account)?.baseCurrency ?? ''
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

const currencies = (rows: readonly AccountRow[]) => new Set(rows.map((r) => r.currency)).size

/** Several accounts: one group per account currency, its subtotal row the currency's total (never across currencies). */
const CURRENCY_GROUP: GroupSpec<AccountRow> = {
  key: (r) => r.currency,
  label: (currency) => msg('risk.accountsInCurrency', { currency }),
}

/**
 * Under the grid with a reporting currency: every account's figures converted and added up, and the rates and the time
 * they were read, on screen (not only on hover) — the same rates as the Exposure column's.
 */
function ReportedTotals(props: { rows: readonly AccountRow[]; table: RateTable; model: AccountsModel }) {
  const { table, model } = props
  const exposure = new Map(props.rows.flatMap((r) => (r.exposure ? [[r.account, r.exposure] as const] : [])))
  const currencyOf = (account: string) => props.rows.find((r) => r.account === account)?.currency
  const figures = reportedFigures(SUMMARY_FIELDS, props.rows, currencyOf, exposure, table)
  const shown = [
    ...SUMMARY_FIELDS.filter((f) => !f.percent).map((f) => ({ key: f.key, label: f.label, signed: f.signed ?? false })),
    { key: 'exposure', label: 'Exposure', signed: false },
  ]
  return (
    <div className="metrics-reported" data-testid="metrics-reported">
      <p>
        <strong>{msg('risk.allIn', { to: table.toCurrency })}</strong>{' '}
        <span className="muted">
          ({msg('risk.allInAccounts', { accounts: countOf(props.rows.length, noun('account')) })})
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

export const METRICS_VIEW = declareView({
  viewId: 'metrics',
  title: 'Metrics',
  noun: 'metrics',
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
      heading: 'Accounts',
      label: 'Account metrics',
      rows: (metrics, model) => accountRows(metrics, model),
      rowId: (m) => m.account,
      columns: (model) =>
        model.table ? [...ACCOUNT_COLUMNS, reportedColumn(model.table, model.zone)] : ACCOUNT_COLUMNS,
      caption: (metrics) => rowCountCaption(metrics.length, noun('account'), 'amounts in each account’s base currency'),
      groupBy: () => CURRENCY_GROUP,
      footer: (rows, model) => model.table && <ReportedTotals rows={rows} table={model.table} model={model} />,
      // A header and a subtotal row per currency besides the accounts.
      height: (rows) => Math.min(260, 56 + rows.length * 24 + (rows.length > 1 ? 48 * currencies(rows) : 0)),
      empty: 'No metrics.',
    }),
    table({
      id: 'metrics-positions',
      heading: 'Per-position metrics',
      label: 'Per-position metrics',
      exportName: 'Per-position metrics',
      off: (view) =>
        view.params['include-positions'] !== true && (
          <p className="muted">
            Per-position metrics are off; tick “Per-position metrics” in the filters to load them.
          </p>
        ),
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
      heading: 'Currencies',
      label: 'Per-currency metrics',
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
