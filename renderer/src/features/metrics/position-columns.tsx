// The Metrics tab's per-position and per-currency columns.
import Big from 'big.js'
import type { CurrencyMetrics, PositionMetrics } from '@shared/api/records'
import type { ColumnSpec, FormatContext } from '../../components/DataTable/types'
import { formatDecimal } from '../../lib/format'
import { codeCol, numberCol, textCol } from '../columns'

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

export const POSITION_COLUMNS: ColumnSpec<PositionMetricsRow>[] = [
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

export const CURRENCY_COLUMNS: ColumnSpec<CurrencyMetricsRow>[] = [
  textCol('symbol', 'Currency', (c) => c.symbol, { size: 80 }),
  numberCol('balance', 'Balance', (c) => c.balance, { mode: 'money', signed: true }),
  numberCol('availableFunds', 'Available', (c) => c.availableFunds, { mode: 'money' }),
  numberCol('allocatedFunds', 'Allocated', (c) => c.allocatedFunds, { mode: 'money' }),
  numberCol('withdrawableBalance', 'Withdrawable', (c) => c.withdrawableBalance, { mode: 'money' }),
  numberCol('convRate', 'Conv. rate', (c) => c.convRate),
]
