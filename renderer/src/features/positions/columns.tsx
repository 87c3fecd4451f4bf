import type { Order, Position } from '@shared/api/records'
import type { ColumnSpec } from '../../components/DataTable/types'
import { formatMoney } from '../../lib/format'
import { codeCol, numberCol, sideCol, textCol, timeCol } from '../columns'
import { marketPriceColumn, quoteColumns, type PositionMarketFields } from '../market/market-columns'
import { marketStatusColumn, type WithTradingHours } from '../market/market-status'

/**
 * A position with its floating P/L from the metrics endpoint (include-positions), when available, the working
 * take-profit / stop-loss orders attached to it, and its market fields (price now, P/L estimate).
 */
export type PositionWithPl = Position &
  WithTradingHours & {
    fpl?: string | undefined
    currency?: string | undefined
    takeProfitOrder?: Order | undefined
    stopLossOrder?: Order | undefined
  } & PositionMarketFields

const symbolOf = (p: PositionWithPl) => p.symbol

/** Net quantity: + for long (BUY), − for short (SELL); what adds up per instrument. */
export function signedQuantity(p: Position): string {
  return p.side === 'SELL' && p.quantity !== '0' ? `-${p.quantity}` : p.quantity
}

export const positionColumns: ColumnSpec<Position>[] = [
  textCol('symbol', 'Symbol', (p) => p.symbol, { size: 96 }),
  sideCol((p) => p.side),
  numberCol('quantity', 'Quantity', (p) => p.quantity, {
    mode: 'quantity',
    unit: (p) => p.symbol,
    description: 'Units, unsigned; the subtotal is the net quantity per instrument (short positions count negative)',
    subtotal: { value: signedQuantity, unit: (p) => p.symbol, format: 'quantity' },
    size: 150,
  }),
  numberCol('quantityNotional', 'Notional qty', (p) => p.quantityNotional, {
    mode: 'quantity',
    unit: (p) => p.symbol,
    defaultHidden: true,
  }),
  numberCol('openPrice', 'Open price', (p) => p.openPrice, { mode: 'price', unit: (p) => p.symbol }),
  numberCol('takeProfitPrice', 'Take profit', (p) => p.takeProfitPrice, {
    mode: 'price',
    unit: (p) => p.symbol,
    description: 'Price of the working take-profit order attached to the position (its details link to it)',
  }),
  numberCol('stopLossPrice', 'Stop loss', (p) => p.stopLossPrice, {
    mode: 'price',
    unit: (p) => p.symbol,
    description: 'Price of the working stop-loss order attached to the position (its details link to it)',
  }),
  numberCol('marginRate', 'Margin rate', (p) => p.marginRate, { mode: 'percent', defaultHidden: true }),
  timeCol('openTime', 'Opened', (p) => p.openTime),
  timeCol('lastUpdateTime', 'Last update', (p) => p.lastUpdateTime, { defaultHidden: true }),
  codeCol('positionCode', 'Position code', (p) => p.positionCode, { size: 100 }),
  numberCol('version', 'Version', (p) => String(p.version), { mode: 'integer', defaultHidden: true, size: 70 }),
]

/** The Positions view adds the floating P/L (metrics, include-positions) next to the position's own fields. */
export const positionWithPlColumns: ColumnSpec<PositionWithPl>[] = [
  ...positionColumns.slice(0, 5),
  numberCol<PositionWithPl>('fpl', 'P/L', (p) => p.fpl, {
    mode: 'money',
    signed: true,
    description:
      'Floating P/L in the account currency, from the metrics endpoint (include-positions); exact subtotal per account',
    subtotal: { value: (p) => p.fpl, unit: (p) => p.currency, format: 'money' },
    size: 120,
  }),
  {
    ...numberCol<PositionWithPl>('fplEstimate', 'P/L now (est.)', (p) => p.fplEstimate, {
      mode: 'money',
      signed: true,
      description:
        'The P/L moved with the live quote since the last metrics read: an estimate (≈) until the next metrics read',
      size: 130,
    }),
    text: (p) => (p.fplEstimate !== undefined ? `≈ ${formatMoney(p.fplEstimate, { showPlus: true })}` : ''),
  },
  marketPriceColumn<PositionWithPl>(symbolOf, 'The live price the position closes at: bid for a long, ask for a short'),
  ...quoteColumns<PositionWithPl>(symbolOf).map((c) => ({ ...c, defaultHidden: true })),
  marketStatusColumn<PositionWithPl>(),
  ...positionColumns.slice(5),
]
