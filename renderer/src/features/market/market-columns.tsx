// Market columns for the live tables: bid/ask, the side that matters, and for working orders the distance
// to market (price, ticks, pips, %); for positions the P/L moved with the quote, marked as an estimate.
import type { Instrument, Order, Position, Quote } from '@shared/api'
import {
  closingSide,
  distanceToMarket,
  estimateFpl,
  sideThatMatters,
  type Distance,
  type QuoteSide,
} from '@shared/domain/market'
import type { ColumnSpec } from '../../components/DataTable/types'
import { formatDecimal } from '../../lib/format'
import { numberCol } from '../columns'
import { msg, type Words } from '@shared/text/messages'

export interface MarketView {
  bid: string
  ask: string
  /** Which side the row is measured against (buy orders and short positions: ask). */
  side: QuoteSide
  price: string
}

export type OrderWithMarket = Order & {
  market?: MarketView
  distance?: Distance
  tradingHours?: Instrument['tradingHours'] | undefined
}
export type PositionMarketFields = { market?: MarketView; fplEstimate?: string }

const marketOf = (quote: Quote | undefined, side: QuoteSide): MarketView | undefined =>
  quote ? { bid: quote.bid, ask: quote.ask, side, price: quote[side] } : undefined

export function ordersWithMarket(
  orders: readonly Order[],
  quotes: ReadonlyMap<string, Quote>,
  reference: ReadonlyMap<string, Instrument>,
): OrderWithMarket[] {
  return orders.map((o) => {
    const market = marketOf(quotes.get(o.instrument), sideThatMatters(o.side))
    const price = o.legs[0]?.price
    if (!market) return o
    const instrument = reference.get(o.instrument)
    const distance =
      price !== undefined && price !== '0'
        ? distanceToMarket(price, market.price, { tick: instrument?.priceIncrement, pip: instrument?.pipSize })
        : undefined
    return { ...o, market, ...(distance ? { distance } : {}) }
  })
}

export interface PositionPlSource {
  fpl: string
  quantity: string
  convRate: string
  /** Closing price in the instrument's currency at the metrics read. */
  priceAtRead: string | undefined
}

export function positionMarket(
  position: Position,
  quote: Quote | undefined,
  metrics: PositionPlSource | undefined,
  multiplier: string | undefined,
): PositionMarketFields {
  const market = marketOf(quote, closingSide(position.side))
  if (!market) return {}
  if (!metrics || metrics.priceAtRead === undefined || multiplier === undefined) return { market }
  const fplEstimate = estimateFpl({
    fpl: metrics.fpl,
    signedQuantity: metrics.quantity,
    multiplier,
    convRate: metrics.convRate,
    priceAtRead: metrics.priceAtRead,
    priceNow: market.price,
  })
  return { market, ...(fplEstimate !== undefined ? { fplEstimate } : {}) }
}

const priceAtSide = (price: string, side: QuoteSide | undefined) =>
  side === 'ask'
    ? msg('labels.market.priceAtAsk', { price })
    : side === 'bid'
      ? msg('labels.market.priceAtBid', { price })
      : price

export function quoteColumns<R extends { market?: MarketView }>(symbolOf: (r: R) => string): ColumnSpec<R>[] {
  return [
    numberCol<R>('bid', msg('columns.market.bid'), (r) => r.market?.bid, { mode: 'price', unit: symbolOf, size: 96 }),
    numberCol<R>('ask', msg('columns.market.ask'), (r) => r.market?.ask, { mode: 'price', unit: symbolOf, size: 96 }),
  ]
}

export function marketPriceColumn<R extends { market?: MarketView }>(
  symbolOf: (r: R) => string,
  description: Words,
): ColumnSpec<R> {
  const base = numberCol<R>('marketPrice', msg('columns.market.marketprice'), (r) => r.market?.price, {
    mode: 'price',
    unit: symbolOf,
    description,
    size: 120,
  })
  const text = base.text
  return {
    ...base,
    text: (r, ctx) => (r.market && text ? priceAtSide(text(r, ctx), r.market.side) : ''),
  }
}

export function distanceColumns(): ColumnSpec<OrderWithMarket>[] {
  const symbol = (o: OrderWithMarket) => o.instrument
  return [
    numberCol<OrderWithMarket>('distance', msg('columns.market.distance'), (o) => o.distance?.price, {
      mode: 'price',
      unit: symbol,
      signed: true,
      description: msg('columns.market.distanceDescription'),
      size: 110,
    }),
    {
      ...numberCol<OrderWithMarket>('distanceTicks', msg('columns.market.distanceticks'), (o) => o.distance?.ticks, {
        mode: 'plain',
        description: msg('columns.market.distanceticksDescription'),
        size: 180,
      }),
      text: (o) => {
        const d = o.distance
        if (!d?.ticks) return ''
        const ticks = formatDecimal(d.ticks, { showPlus: true })
        return d.pips !== undefined && d.pips !== d.ticks
          ? msg('labels.market.ticksAndPips', { ticks, pips: formatDecimal(d.pips, { showPlus: true }) })
          : msg('labels.market.ticks', { ticks })
      },
    },
    {
      ...numberCol<OrderWithMarket>(
        'distancePercent',
        msg('columns.market.distancepercent'),
        (o) => o.distance?.percent,
        {
          mode: 'plain',
          signed: true,
          description: msg('columns.market.distancepercentDescription'),
          size: 100,
        },
      ),
      text: (o) => (o.distance ? `${formatDecimal(o.distance.percent, { showPlus: true })}%` : ''),
    },
  ]
}
