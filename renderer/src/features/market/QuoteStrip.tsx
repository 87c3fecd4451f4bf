// One line of live prices for one instrument: bid and ask, the side an order trades against, and how far
// the order's price is from it. Used by the instrument drawer and the order-edit dialog.
import type { Decimal } from '@shared/api'
import { distanceToMarket, sideThatMatters, type TradeSide } from '@shared/domain/market'
import { decimalsOfStep } from '@shared/domain/decimal'
import { formatClock, formatDecimal } from '../../lib/format'
import { useQuotes } from './quotes'
import { msg } from '@shared/text/messages'

export interface QuoteStripProps {
  symbol: string
  zone: string
  /** With an order: the side it trades at and its price, for the distance to market. */
  order?: { side: TradeSide; price: Decimal | undefined; label: string }
  tick?: Decimal | undefined
  pip?: Decimal | undefined
}

export function QuoteStrip({ symbol, zone, order, tick, pip }: QuoteStripProps) {
  const quotes = useQuotes([symbol])
  const quote = quotes.bySymbol.get(symbol)
  const decimals = tick !== undefined ? decimalsOfStep(tick) : undefined
  const price = (v: Decimal) => formatDecimal(v, { minDecimals: decimals ?? 0 })
  if (!quote) {
    return (
      <p className="quote-strip muted" data-testid="quote-strip">
        {quotes.error
          ? msg('tables.labels.noPrice', { symbol, error: quotes.error })
          : msg('tables.labels.readingPrice', { symbol })}
      </p>
    )
  }
  const side = order ? sideThatMatters(order.side) : undefined
  const distance =
    order?.price !== undefined && side ? distanceToMarket(order.price, quote[side], { tick, pip }) : undefined
  return (
    <p className="quote-strip" data-testid="quote-strip" aria-live="off">
      <span className={side === 'bid' ? 'quote-strip__side is-used' : 'quote-strip__side'}>
        {msg('labels.market.bid')} <strong data-testid="quote-bid">{price(quote.bid)}</strong>
      </span>
      <span className={side === 'ask' ? 'quote-strip__side is-used' : 'quote-strip__side'}>
        {msg('labels.market.ask')} <strong data-testid="quote-ask">{price(quote.ask)}</strong>
      </span>
      {order && distance && (
        <span data-testid="quote-distance">
          {msg(distance.ticks !== undefined ? 'labels.market.distanceTicks' : 'labels.market.distance', {
            label: order.label,
            price: price(order.price ?? '0'),
            distance: formatDecimal(distance.price, { showPlus: true }),
            ticks: distance.ticks !== undefined ? formatDecimal(distance.ticks, { showPlus: true }) : '',
            percent: formatDecimal(distance.percent, { showPlus: true }),
            side: side ?? '',
          })}
        </span>
      )}
      {quotes.fetchedAt !== undefined && (
        <span className="muted">
          {msg('labels.market.asOfFetchedat', { fetchedAt: formatClock(quotes.fetchedAt, zone) })}
        </span>
      )}
    </p>
  )
}
