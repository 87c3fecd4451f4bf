// Order-request rules shared by the sandbox (to answer 400 "33" / 409) and the order dialog (to warn while
// the trader types). Pure functions over parsed requests; all arithmetic is exact decimal (big.js), because
// `1.0795 % 0.0001` in binary floats is not 0.
import Big from 'big.js'
import { countOf, noun } from '../text/plural'
import { isFiniteDecimal, type Decimal } from '../api/primitives'
import type { Instrument, InstrumentDetails } from '../api/records'
import type { OrderRequest, SingleOrderRequest } from '../api/requests'

export interface RuleProblem {
  /** The request field, as a path into the body: `limitPrice`, `orders[1].quantity`. */
  field: string
  message: string
}

export interface ShapeOptions {
  /**
   * A replace may leave `type` out (the spec asks it to, docs/api-notes.md, "Orders"), so type-dependent rules are
   * skipped for it; callers that know the original order can fill the type in first. A new order must carry `type`.
   */
  mode?: 'place' | 'modify'
}

const big = (d: Decimal) => new Big(d)
const isPositive = (d: Decimal | undefined) => d !== undefined && isFiniteDecimal(d) && big(d).gt(0)

const PRICE_FIELDS = ['limitPrice', 'stopPrice'] as const
const DECIMAL_FIELDS = ['quantity', 'limitPrice', 'stopPrice', 'priceOffset', 'marginRate'] as const

interface SingleContext {
  prefix: string
  mode: 'place' | 'modify'
  /** A THEN order of an IF-THEN group: its position and quantity come from the IF order once it fills. */
  thenOrder: boolean
}

function singleShapeProblems(o: SingleOrderRequest, c: SingleContext): RuleProblem[] {
  const problems: RuleProblem[] = []
  const add = (field: string, message: string) => problems.push({ field: c.prefix + field, message })

  for (const field of DECIMAL_FIELDS) {
    const v = o[field]
    if (v !== undefined && !isFiniteDecimal(v)) add(field, `${field} must be a finite number`)
  }

  const type = o.type
  if (type === undefined) {
    if (c.mode === 'place') add('type', 'type is required for a new order (MARKET, LIMIT, STOP…)')
  } else {
    const takesLimit = type === 'LIMIT' || type === 'STOP_LIMIT'
    // A trailing stop's trigger is computed by the server; the distance field's name is not public.
    const takesStop = type === 'STOP' || type === 'STOP_LIMIT' || type === 'TRAILING_STOP'
    const needsStop = type === 'STOP' || type === 'STOP_LIMIT'
    // A protection order may take that price from its parent's fill instead (priceOffset + priceLink).
    const linked = (link: string) => o.priceLink === link && o.priceOffset !== undefined
    if (takesLimit && o.limitPrice === undefined && !linked('TRIGGERED_LIMIT')) {
      add('limitPrice', `A ${type} order needs limitPrice`)
    }
    if (!takesLimit && o.limitPrice !== undefined) {
      add('limitPrice', `limitPrice is only for LIMIT orders; this is a ${type} order`)
    }
    if (needsStop && o.stopPrice === undefined && !linked('TRIGGERED_STOP')) {
      add('stopPrice', `A ${type} order needs stopPrice`)
    }
    if (!takesStop && o.stopPrice !== undefined) {
      add('stopPrice', `stopPrice is only for STOP orders; this is a ${type} order`)
    }
    if (type === 'MARKET' && (o.tif === 'DAY' || o.tif === 'GTD')) {
      add('tif', `tif ${o.tif} is only for LIMIT and STOP orders; a MARKET order is GTC`)
    }
  }

  if (o.tif === 'GTD' && o.expireDate === undefined) add('expireDate', 'A GTD order needs expireDate')
  if (o.tif !== 'GTD' && o.expireDate !== undefined) {
    add('expireDate', `expireDate is only for GTD orders; tif is ${o.tif ?? 'not set'}`)
  }
  if (o.priceOffset !== undefined && o.priceLink === undefined) {
    add('priceLink', 'priceOffset needs priceLink (TRIGGERED_STOP or TRIGGERED_LIMIT)')
  }

  const closing = o.positionEffect === 'CLOSE'
  if (closing && o.positionCode === undefined && !c.thenOrder) {
    add('positionCode', 'A CLOSE order needs positionCode, the position it closes')
  }
  if (o.quantity !== undefined && isFiniteDecimal(o.quantity) && big(o.quantity).lt(0)) {
    add('quantity', 'quantity must not be negative (side gives the direction)')
  } else if (!closing && !c.thenOrder && !isPositive(o.quantity)) {
    add('quantity', 'quantity is required and must be more than 0')
  } else if (closing && !c.thenOrder && type !== undefined && type !== 'MARKET' && isPositive(o.quantity)) {
    // An attached closing order takes the position's quantity; only a MARKET close may be partial.
    add('quantity', `A closing ${type} order takes the position's quantity: leave quantity out or 0`)
  }
  return problems
}

/** Problems that make the server answer 400 "33" (docs/api-notes.md, "Orders"). Empty when the body is well formed. */
export function requestShapeProblems(req: OrderRequest, options: ShapeOptions = {}): RuleProblem[] {
  const mode = options.mode ?? 'place'
  if (!('orders' in req)) return singleShapeProblems(req, { prefix: '', mode, thenOrder: false })

  const { orders, contingencyType } = req
  const problems: RuleProblem[] = []
  const add = (field: string, message: string) => problems.push({ field, message })
  const ifThen = contingencyType === 'IF-THEN'
  orders.forEach((o, i) => {
    problems.push(...singleShapeProblems(o, { prefix: `orders[${i}].`, mode, thenOrder: ifThen && i > 0 }))
  })

  const first = orders[0]
  if (!first) return problems
  if (orders.length < 2) add('orders', `An ${contingencyType} group needs at least two orders`)

  const seenCodes = new Set<string>()
  orders.forEach((o, i) => {
    const at = `orders[${i}].`
    if (seenCodes.has(o.orderCode)) add(`${at}orderCode`, `orderCode ${o.orderCode} is used twice in this group`)
    seenCodes.add(o.orderCode)
    if (o.instrument !== first.instrument) {
      add(`${at}instrument`, `Every order of a group must be for the same instrument (${first.instrument})`)
    }
    const account = o.account ?? req.account
    const firstAccount = first.account ?? req.account
    if (account !== undefined && firstAccount !== undefined && account !== firstAccount) {
      add(`${at}account`, `Every order of a group must be for the same account (${firstAccount})`)
    }
  })

  if (contingencyType === 'OCO') {
    orders.forEach((o, i) => {
      const at = `orders[${i}].`
      if (o.positionEffect !== 'OPEN') add(`${at}positionEffect`, 'Every order of an OCO group must be OPEN')
      const [q, q0] = [o.quantity, first.quantity]
      if (i > 0 && q !== undefined && q0 !== undefined && isPositive(q) && isPositive(q0) && !big(q).eq(big(q0))) {
        add(`${at}quantity`, `Every order of an OCO group needs the same quantity (${first.quantity})`)
      }
    })
  } else {
    if (first.positionEffect !== 'OPEN')
      add('orders[0].positionEffect', 'The IF order of an IF-THEN group must be OPEN')
    const opposite = first.side === 'BUY' ? 'SELL' : 'BUY'
    orders.slice(1).forEach((o, j) => {
      const at = `orders[${j + 1}].`
      if (o.positionEffect !== 'CLOSE') add(`${at}positionEffect`, 'THEN orders of an IF-THEN group must be CLOSE')
      if (o.side !== opposite)
        add(`${at}side`, `THEN orders must be on the side opposite to the IF order (${opposite})`)
      if (o.tif !== undefined && o.tif !== 'GTC') add(`${at}tif`, `THEN orders must be GTC, not ${o.tif}`)
      if (isPositive(o.quantity)) {
        add(`${at}quantity`, 'THEN orders take the quantity the IF order fills: leave quantity out or 0')
      }
    })
  }
  return problems
}

export interface InstrumentRuleOptions {
  /** Price used for a NOTIONAL_CURRENCY size limit when the order has none (a MARKET order): e.g. the ask. */
  referencePrice?: Decimal
}

function singleInstrumentProblems(
  o: SingleOrderRequest,
  prefix: string,
  details: InstrumentDetails,
  instrument: Instrument,
  options: InstrumentRuleOptions,
): RuleProblem[] {
  const problems: RuleProblem[] = []
  const add = (field: string, message: string) => problems.push({ field: prefix + field, message })
  const symbol = details.symbol

  if (o.instrument !== symbol) add('instrument', `These trading rules are for ${symbol}, not ${o.instrument}`)
  if (details.tradingStatus === 'NO') {
    add('instrument', `${symbol} cannot be traded on this account (trading status NO)`)
  } else if (details.tradingStatus === 'CLOSE_ONLY' && o.positionEffect === 'OPEN') {
    add('positionEffect', `${symbol} is close-only on this account (trading status CLOSE_ONLY): only closing orders`)
  }

  const increment = instrument.priceIncrement
  if (isPositive(increment)) {
    for (const field of PRICE_FIELDS) {
      const price = o[field]
      if (price !== undefined && isFiniteDecimal(price) && !big(price).mod(big(increment)).eq(0)) {
        add(field, `${field} ${price} is not a multiple of the price increment ${increment}`)
      }
    }
  }

  const q = o.quantity
  if (q === undefined || !isPositive(q)) return problems
  const quantity = big(q)
  if (isFiniteDecimal(details.minOrderSize) && quantity.lt(big(details.minOrderSize))) {
    add('quantity', `quantity ${q} is below the minimum order size ${details.minOrderSize}`)
  }
  const step = details.minOrderSizeIncrement
  if (isPositive(step) && !quantity.mod(big(step)).eq(0)) {
    add('quantity', `quantity ${q} is not a multiple of the size increment ${step}`)
  }
  const max = details.maxOrderSize
  if (!isFiniteDecimal(max.value)) return problems
  if (max.limitType === 'LOTS' && isFiniteDecimal(instrument.lotSize)) {
    const maxUnits = big(max.value).times(big(instrument.lotSize))
    if (quantity.gt(maxUnits)) {
      add(
        'quantity',
        `quantity ${q} is above the maximum order size ${maxUnits.toFixed()} (${countOf(max.value, noun('lot'))} of ${instrument.lotSize})`,
      )
    }
  } else if (max.limitType === 'NOTIONAL_CURRENCY') {
    // Notional = units × price × contract multiplier, in the instrument's currency [INF].
    const price = o.limitPrice ?? o.stopPrice ?? options.referencePrice
    if (price !== undefined && isFiniteDecimal(price) && isFiniteDecimal(instrument.multiplier)) {
      const notional = quantity.times(big(price)).times(big(instrument.multiplier)).abs()
      if (notional.gt(big(max.value))) {
        add(
          'quantity',
          `quantity ${q} at ${price} is a notional of ${notional.toFixed()} ${instrument.currency}, above the maximum order size ${max.value} ${instrument.currency}`,
        )
      }
    }
  }
  return problems
}

/**
 * Problems with the instrument's trading rules, which the server rejects with 409:
 * price off the tick grid, size outside min/max or off its step, trading disabled for the account.
 */
export function instrumentRuleProblems(
  req: OrderRequest,
  details: InstrumentDetails,
  instrument: Instrument,
  options: InstrumentRuleOptions = {},
): RuleProblem[] {
  if (!('orders' in req)) return singleInstrumentProblems(req, '', details, instrument, options)
  return req.orders.flatMap((o, i) => singleInstrumentProblems(o, `orders[${i}].`, details, instrument, options))
}

// The public spec gives no limits; this is the sandbox's rule, shown to traders before they send.
const CLIENT_ORDER_ID = /^[A-Za-z0-9._:-]{1,64}$/

/** Why a client order id would be refused with 400 "101", or null when it is acceptable. */
export function clientOrderIdProblem(orderCode: string): string | null {
  // `.` and `..` could never be cancelled: they cannot travel as a path segment.
  return CLIENT_ORDER_ID.test(orderCode) && orderCode !== '.' && orderCode !== '..'
    ? null
    : 'A client order id is 1 to 64 letters, digits, dots, underscores, colons or dashes'
}
