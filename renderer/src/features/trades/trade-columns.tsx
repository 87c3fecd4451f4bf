// The Trades table's columns, written with the shared column builders so amounts, prices and times look as they
// do in every other table; CSV takes the same columns (exact digits, the UTC time beside the zone's).
import type { TradeRow } from '@shared/domain/closed-trades'
import type { ColumnSpec } from '../../components/DataTable/types'
import { formatDuration } from '@shared/text/duration'
import { TRADE_ISSUE, TRADE_NO_SETTLEMENT } from './trades-text'
import { accountCol, codeCol, enumCol, numberCol, textCol, timeCol } from '../columns'
import { msg, type Words } from '@shared/text/messages'

/** How long a position was held, as every duration is said; empty when unknown. */
export function formatHolding(ms: number | undefined): string {
  return ms === undefined || !Number.isFinite(ms) || ms < 0 ? '' : formatDuration(ms)
}

export const sideLabel = (side: string | undefined) =>
  side === 'BUY' ? msg('labels.trades.long') : side === 'SELL' ? msg('labels.trades.short') : ''

export function statusOf(row: TradeRow): string {
  return row.kind === 'closed'
    ? msg('labels.trades.closed')
    : row.kind === 'open'
      ? msg('labels.trades.open')
      : msg('labels.trades.unpaired')
}

/** What a row's status means, for its tooltip and the details. */
export function statusNote(row: TradeRow): string | undefined {
  if (row.issue) return TRADE_ISSUE[row.issue]
  if (row.noSettlement) return TRADE_NO_SETTLEMENT
  return undefined
}

const money = (id: string, header: Words, get: (r: TradeRow) => string, description: Words) =>
  numberCol<TradeRow>(id, header, get, {
    mode: 'money',
    signed: true,
    unit: (r) => r.currency,
    size: 104,
    description,
    subtotal: { value: get, unit: (r) => r.currency, format: 'money' },
  })

export function tradeColumns(multiAccount: boolean): ColumnSpec<TradeRow>[] {
  return [
    ...(multiAccount ? [accountCol<TradeRow>((r) => r.account)] : []),
    textCol<TradeRow>('instrument', msg('columns.trades.instrument'), (r) => r.instrument, { size: 96 }),
    enumCol<TradeRow>('side', msg('columns.trades.side'), (r) => sideLabel(r.side) || undefined, {
      size: 64,
      description: msg('columns.trades.sideDescription'),
    }),
    numberCol<TradeRow>('quantity', msg('columns.trades.quantity'), (r) => r.quantity, {
      mode: 'quantity',
      unit: (r) => r.instrument,
      size: 90,
    }),
    timeCol<TradeRow>('openTime', msg('columns.trades.opentime'), (r) => r.openTime, {
      description: msg('columns.trades.opentimeDescription'),
    }),
    numberCol<TradeRow>('openPrice', msg('columns.trades.openprice'), (r) => r.openPrice, {
      mode: 'price',
      unit: (r) => r.instrument,
      size: 96,
      description: msg('columns.trades.openpriceDescription'),
    }),
    timeCol<TradeRow>('closeTime', msg('columns.trades.closetime'), (r) => r.closeTime, {
      description: msg('columns.trades.closetimeDescription'),
    }),
    numberCol<TradeRow>('closePrice', msg('columns.trades.closeprice'), (r) => r.closePrice, {
      mode: 'price',
      unit: (r) => r.instrument,
      size: 96,
    }),
    money('realised', msg('columns.trades.realised'), (r) => r.realised, msg('columns.trades.theRealisedPLRecord')),
    money(
      'commission',
      msg('columns.trades.commission'),
      (r) => r.commission,
      msg('columns.trades.theClosingFillSCommission'),
    ),
    money(
      'financing',
      msg('columns.trades.financing'),
      (r) => r.financing,
      msg('columns.trades.financingBookedOnThePosition'),
    ),
    money('net', msg('columns.trades.net'), (r) => r.net, msg('columns.trades.realisedCommissionFinancing')),
    codeCol<TradeRow>('currency', msg('columns.trades.currency'), (r) => r.currency, { size: 52 }),
    textCol<TradeRow>('holding', msg('columns.trades.holding'), (r) => formatHolding(r.holdingMs), { size: 80 }),
    enumCol<TradeRow>('status', msg('columns.trades.status'), (r) => statusOf(r), {
      size: 84,
      render: (r) => (
        <span className={`tag tag--trade-${r.kind}`} title={statusNote(r)}>
          {statusOf(r)}
          {r.noSettlement ? ' *' : ''}
        </span>
      ),
    }),
    codeCol<TradeRow>('positionCode', msg('columns.trades.positioncode'), (r) => r.positionCode, {
      size: 80,
      defaultHidden: true,
    }),
    codeCol<TradeRow>(
      'orders',
      msg('columns.trades.orders'),
      (r) => [...r.openOrderCodes, r.closeOrderCode ?? ''].filter(Boolean).join(' → '),
      {
        size: 120,
        defaultHidden: true,
        description: msg('columns.trades.ordersDescription'),
      },
    ),
  ]
}
