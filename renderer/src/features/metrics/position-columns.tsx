// The Metrics tab's per-position and per-currency columns.
import Big from 'big.js'
import type { CurrencyMetrics, PositionMetrics } from '@shared/api/records'
import type { ColumnSpec, FormatContext } from '../../components/DataTable/types'
import { formatDecimal } from '../../lib/format'
import { codeCol, numberCol, textCol } from '../columns'
import { msg, type Words } from '@shared/text/messages'

export type PositionMetricsRow = PositionMetrics & { account: string; accountCurrency?: string | undefined }
type CurrencyMetricsRow = CurrencyMetrics & { account: string }

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
  header: Words,
  get: (p: PositionMetricsRow) => string | undefined,
  description: Words,
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

export const POSITION_COLUMNS: ColumnSpec<PositionMetricsRow>[] = [
  textCol('symbol', msg('columns.metrics.symbol'), (p) => p.symbol, { size: 90 }),
  codeCol('positionCode', msg('columns.metrics.positioncode'), (p) => p.positionCode, { size: 80 }),
  numberCol('quantity', msg('columns.metrics.quantity'), (p) => p.quantity, {
    mode: 'quantity',
    unit: (p) => p.symbol,
    signed: true,
    description: msg('columns.metrics.quantityDescription'),
    subtotal: { value: (p) => p.quantity, unit: (p) => p.symbol, format: 'quantity' },
    size: 150,
  }),
  instrumentPriceCol(
    'openPriceInstrumentCcy',
    msg('columns.metrics.openPriceInstrumentCcy'),
    (p) => p.openPriceInstrumentCcy,
    msg('columns.metrics.averageOpeningPriceInThe'),
  ),
  instrumentPriceCol(
    'currentPriceInstrumentCcy',
    msg('columns.metrics.currentPriceInstrumentCcy'),
    currentPriceInInstrumentCcy,
    msg('columns.metrics.closingSidePriceNowBid'),
    true,
  ),
  numberCol('fpl', msg('columns.metrics.fpl'), (p) => p.fpl, {
    mode: 'money',
    signed: true,
    description: msg('columns.metrics.fplDescription'),
    subtotal: { value: (p) => p.fpl, unit: (p) => p.accountCurrency, format: 'money' },
    size: 130,
  }),
  numberCol('fplInstrumentCcy', msg('columns.metrics.fplinstrumentccy'), (p) => p.fplInstrumentCcy, {
    mode: 'money',
    signed: true,
    unit: (p) => p.instrumentCurrency,
    subtotal: { value: (p) => p.fplInstrumentCcy, unit: (p) => p.instrumentCurrency, format: 'money' },
    size: 150,
  }),
  textCol('instrumentCurrency', msg('columns.metrics.instrumentcurrency'), (p) => p.instrumentCurrency, { size: 48 }),
  numberCol('maintenanceMargin', msg('columns.metrics.maintenancemargin'), (p) => p.maintenanceMargin, {
    mode: 'money',
    subtotal: { value: (p) => p.maintenanceMargin, unit: (p) => p.accountCurrency, format: 'money' },
    size: 120,
  }),
  numberCol('initialMargin', msg('columns.metrics.initialmargin'), (p) => p.initialMargin, {
    mode: 'money',
    defaultHidden: true,
  }),
  numberCol('openPrice', msg('columns.metrics.openprice'), (p) => p.openPrice, {
    unit: (p) => p.accountCurrency,
    description: msg('columns.metrics.openpriceDescription'),
    defaultHidden: true,
  }),
  numberCol('rate', msg('columns.metrics.rate'), (p) => p.rate, {
    unit: (p) => p.accountCurrency,
    description: msg('columns.metrics.rateDescription'),
    defaultHidden: true,
  }),
  numberCol('convRate', msg('columns.metrics.convrate'), (p) => p.convRate, {
    description: msg('columns.metrics.convrateDescription'),
    defaultHidden: true,
  }),
  numberCol('bidOpen', msg('columns.metrics.bidopen'), (p) => p.bidOpen, {
    mode: 'price',
    unit: (p) => p.symbol,
    defaultHidden: true,
  }),
  numberCol('askOpen', msg('columns.metrics.askopen'), (p) => p.askOpen, {
    mode: 'price',
    unit: (p) => p.symbol,
    defaultHidden: true,
  }),
  numberCol('marginRate', msg('columns.metrics.marginrate'), (p) => p.marginRate, {
    mode: 'percent',
    defaultHidden: true,
  }),
]

export const CURRENCY_COLUMNS: ColumnSpec<CurrencyMetricsRow>[] = [
  textCol('symbol', msg('columns.metrics.currencySymbol'), (c) => c.symbol, { size: 80 }),
  numberCol('balance', msg('columns.metrics.balance'), (c) => c.balance, { mode: 'money', signed: true }),
  numberCol('availableFunds', msg('columns.metrics.availablefunds'), (c) => c.availableFunds, { mode: 'money' }),
  numberCol('allocatedFunds', msg('columns.metrics.allocatedfunds'), (c) => c.allocatedFunds, { mode: 'money' }),
  numberCol('withdrawableBalance', msg('columns.metrics.withdrawablebalance'), (c) => c.withdrawableBalance, {
    mode: 'money',
  }),
  numberCol('convRate', msg('columns.metrics.convrate'), (c) => c.convRate),
]
