// Not re-exported from ./index: its schemas are built only where alerts are read or set.
// Price alerts: a level on an instrument's bid or ask, kept in the connection profile and evaluated in main on every
// quote it sees. Pure: `evaluatePriceAlerts` takes the alerts, what it remembers of each and one quote, and says
// which alerts fire. An alert fires when its price reaches the level (at or above / at or below, as set), once: it
// fires again only after the price has gone back past the level by the hysteresis band (0.05 % of the level), so a
// price hovering on the level does not fire at every tick. An alert "near an order" is a level worked out from the
// order's price and a distance when it is set; it names the order it came from.
import Big from 'big.js'
import { z } from 'zod/mini'
import { toBig } from '../decimal'

export const PRICE_ALERTS_MAX = 200
/** The band, as a fraction of the level, the price must go back past before an alert that fired can fire again. */
export const PRICE_ALERT_REARM_FRACTION = '0.0005'

const positiveDecimal = (label: string) =>
  z.string().check(
    z.regex(/^\d{1,18}(\.\d{1,12})?$/, `${label}: a number such as 1.0950`),
    z.refine((v) => Number(v) > 0, `${label}: above 0`),
  )

export const PriceAlertOrderSchema = z.strictObject({
  account: z.string().check(z.minLength(1), z.maxLength(256)),
  orderCode: z.string().check(z.minLength(1), z.maxLength(256)),
  /** The order's price when the alert was set. */
  price: positiveDecimal('Order price'),
  /** How far from the order's price the market is when the alert fires, in price units. */
  distance: z.string().check(z.regex(/^\d{1,18}(\.\d{1,12})?$/, 'Distance: a number such as 0.0010')),
})

export const PriceAlertInputSchema = z.strictObject({
  symbol: z.string().check(z.minLength(1, 'Choose an instrument'), z.maxLength(64)),
  side: z.enum(['bid', 'ask']),
  when: z.enum(['at-or-above', 'at-or-below']),
  level: positiveDecimal('Level'),
  order: z.optional(PriceAlertOrderSchema),
})
export type PriceAlertInput = z.infer<typeof PriceAlertInputSchema>

export const PriceAlertSchema = z.extend(PriceAlertInputSchema, {
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)),
  /** Epoch ms it was set. */
  createdAt: z.number(),
})
export type PriceAlert = z.infer<typeof PriceAlertSchema>

export const PriceAlertListSchema = z.array(PriceAlertSchema).check(z.maxLength(PRICE_ALERTS_MAX))

export interface PriceQuote {
  symbol: string
  bid: string | number
  ask: string | number
  /** Epoch ms. */
  time: number
}

/** What is remembered of one alert: whether it fired and is waiting for the price to go back past the band. */
export type PriceAlertMemory = 'armed' | 'fired'

export interface PriceAlertFired {
  alert: PriceAlert
  /** The price that reached the level, as the quote gave it. */
  price: string
  time: number
}

export function evaluatePriceAlerts(
  alerts: readonly PriceAlert[],
  memory: ReadonlyMap<string, PriceAlertMemory>,
  quote: PriceQuote,
): { memory: Map<string, PriceAlertMemory>; fired: PriceAlertFired[] } {
  const next = new Map(memory)
  const fired: PriceAlertFired[] = []
  for (const alert of alerts) {
    if (alert.symbol !== quote.symbol) continue
    const raw = alert.side === 'bid' ? quote.bid : quote.ask
    const price = toBig(String(raw))
    const level = toBig(alert.level)
    if (!price || !level) continue
    const band = level.times(PRICE_ALERT_REARM_FRACTION)
    const above = alert.when === 'at-or-above'
    const reached = above ? price.gte(level) : price.lte(level)
    const backPast = above ? price.lt(level.minus(band)) : price.gt(level.plus(band))
    const state = memory.get(alert.id) ?? 'armed'
    if (state === 'armed' && reached) {
      next.set(alert.id, 'fired')
      fired.push({ alert, price: String(raw), time: quote.time })
    } else if (state === 'fired' && backPast) {
      next.set(alert.id, 'armed')
    }
  }
  return { memory: next, fired }
}

/**
 * An alert near a working order: the market side the order fills on (ask for a buy, bid for a sell), at the order's
 * price plus the distance on the market's side of it — watching the price come towards the order.
 */
export function orderDistanceAlert(
  order: { account: string; orderCode: string; symbol: string; side: 'BUY' | 'SELL'; price: string },
  distance: string,
  market: { bid: string; ask: string },
): PriceAlertInput | null {
  const side = order.side === 'BUY' ? 'ask' : 'bid'
  const price = toBig(order.price)
  const gap = toBig(distance)
  const now = toBig(side === 'ask' ? market.ask : market.bid)
  if (!price || !gap || !now || gap.lt(0)) return null
  const below = price.lt(now)
  const level = below ? price.plus(gap) : price.minus(gap)
  if (level.lte(0)) return null
  return {
    symbol: order.symbol,
    side,
    when: below ? 'at-or-below' : 'at-or-above',
    level: new Big(level).toFixed(),
    order: { account: order.account, orderCode: order.orderCode, price: order.price, distance },
  }
}
