import type { Order, Position } from '@shared/api/records'
import type { ColumnSpec } from '../../components/DataTable/types'
import { formatMoney } from '../../lib/format'
import { codeCol, numberCol, sideCol, textCol, timeCol } from '../columns'
import { marketPriceColumn, quoteColumns, type PositionMarketFields } from '../market/market-columns'
import { marketStatusColumn, type WithTradingHours } from '../market/market-status'
import { msg } from '@shared/text/messages'

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
  textCol('symbol', msg('columns.positions.symbol'), (p) => p.symbol, { size: 96 }),
  sideCol((p) => p.side),
  numberCol('quantity', msg('columns.positions.quantity'), (p) => p.quantity, {
    mode: 'quantity',
    unit: (p) => p.symbol,
    description: msg('columns.positions.quantityDescription'),
    subtotal: { value: signedQuantity, unit: (p) => p.symbol, format: 'quantity' },
    size: 150,
  }),
  numberCol('quantityNotional', msg('columns.positions.quantitynotional'), (p) => p.quantityNotional, {
    mode: 'quantity',
    unit: (p) => p.symbol,
    defaultHidden: true,
  }),
  numberCol('openPrice', msg('columns.positions.openprice'), (p) => p.openPrice, {
    mode: 'price',
    unit: (p) => p.symbol,
  }),
  numberCol('takeProfitPrice', msg('columns.positions.takeprofitprice'), (p) => p.takeProfitPrice, {
    mode: 'price',
    unit: (p) => p.symbol,
    description: msg('columns.positions.takeprofitpriceDescription'),
  }),
  numberCol('stopLossPrice', msg('columns.positions.stoplossprice'), (p) => p.stopLossPrice, {
    mode: 'price',
    unit: (p) => p.symbol,
    description: msg('columns.positions.stoplosspriceDescription'),
  }),
  numberCol('marginRate', msg('columns.positions.marginrate'), (p) => p.marginRate, {
    mode: 'percent',
    defaultHidden: true,
  }),
  timeCol('openTime', msg('columns.positions.opentime'), (p) => p.openTime),
  timeCol('lastUpdateTime', msg('columns.positions.lastupdatetime'), (p) => p.lastUpdateTime, { defaultHidden: true }),
  codeCol('positionCode', msg('columns.positions.positioncode'), (p) => p.positionCode, { size: 100 }),
  numberCol('version', msg('columns.positions.version'), (p) => String(p.version), {
    mode: 'integer',
    defaultHidden: true,
    size: 70,
  }),
]

/** The Positions view adds the floating P/L (metrics, include-positions) next to the position's own fields. */
export const positionWithPlColumns: ColumnSpec<PositionWithPl>[] = [
  ...positionColumns.slice(0, 5),
  numberCol<PositionWithPl>('fpl', msg('columns.positions.fpl'), (p) => p.fpl, {
    mode: 'money',
    signed: true,
    description: msg('columns.positions.fplDescription'),
    subtotal: { value: (p) => p.fpl, unit: (p) => p.currency, format: 'money' },
    size: 120,
  }),
  {
    ...numberCol<PositionWithPl>('fplEstimate', msg('columns.positions.fplestimate'), (p) => p.fplEstimate, {
      mode: 'money',
      signed: true,
      description: msg('columns.positions.fplestimateDescription'),
      size: 130,
    }),
    text: (p) => (p.fplEstimate !== undefined ? `≈ ${formatMoney(p.fplEstimate, { showPlus: true })}` : ''),
  },
  marketPriceColumn<PositionWithPl>(symbolOf, msg('columns.positions.theLivePriceThePosition')),
  ...quoteColumns<PositionWithPl>(symbolOf).map((c) => ({ ...c, defaultHidden: true })),
  marketStatusColumn<PositionWithPl>(),
  ...positionColumns.slice(5),
]
