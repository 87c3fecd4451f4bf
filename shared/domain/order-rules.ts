// Order-request rules shared by the sandbox (to answer 400 "33" / 409) and the order dialog (to warn while
// the trader types). Pure functions over parsed requests; all arithmetic is exact decimal (big.js), because
// `1.0795 % 0.0001` in binary floats is not 0.
import Big from 'big.js'
import { isFiniteDecimal, type Decimal } from '../api/primitives'
import type { Instrument, InstrumentDetails } from '../api/records'
import type { OrderRequest, SingleOrderRequest } from '../api/requests'

/** A broken rule by its code, with the facts that show it (shared/text/rule-text.ts words it). */
export type RuleFact =
  | { code: 'not-finite'; name: string }
  | { code: 'type-required' | 'gtd-needs-expiry' | 'offset-needs-link' | 'close-needs-position' }
  | { code: 'quantity-negative' | 'quantity-required' }
  | { code: 'needs-limit' | 'limit-not-for-type' | 'needs-stop' | 'stop-not-for-type'; type: string }
  | { code: 'closing-takes-position'; type: string }
  | { code: 'tif-not-for-market'; tif: string }
  | { code: 'expiry-only-gtd'; tif?: string }
  | { code: 'group-too-small'; contingency: string }
  | { code: 'order-code-twice'; orderCode: string }
  | { code: 'group-instrument'; instrument: string }
  | { code: 'group-account'; account: string }
  | { code: 'oco-open' | 'if-open' | 'then-close' | 'then-quantity' }
  | { code: 'oco-quantity'; quantity: string }
  | { code: 'then-side'; side: string }
  | { code: 'then-gtc'; tif: string }
  | { code: 'rules-for-other'; symbol: string; instrument: string }
  | { code: 'not-tradable' | 'close-only'; symbol: string }
  | { code: 'price-off-step'; name: string; price: Decimal; step: Decimal }
  | { code: 'below-min-size'; quantity: Decimal; min: Decimal }
  | { code: 'off-size-step'; quantity: Decimal; step: Decimal }
  | { code: 'above-max-lots'; quantity: Decimal; max: Decimal; lots: Decimal; lotSize: Decimal }
  | {
      code: 'above-max-notional'
      quantity: Decimal
      price: Decimal
      notional: Decimal
      currency: string
      max: Decimal
    }
export type RuleCode = RuleFact['code']

export type RuleProblem = RuleFact & {
  /** The request field, as a path into the body: `limitPrice`, `orders[1].quantity`. */
  field: string
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
  const add = (field: string, fact: RuleFact) => problems.push({ ...fact, field: c.prefix + field })

  for (const field of DECIMAL_FIELDS) {
    const v = o[field]
    if (v !== undefined && !isFiniteDecimal(v)) add(field, { code: 'not-finite', name: field })
  }

  const type = o.type
  if (type === undefined) {
    if (c.mode === 'place') add('type', { code: 'type-required' })
  } else {
    const takesLimit = type === 'LIMIT' || type === 'STOP_LIMIT'
    // A trailing stop's trigger is computed by the server; the distance field's name is not public.
    const takesStop = type === 'STOP' || type === 'STOP_LIMIT' || type === 'TRAILING_STOP'
    const needsStop = type === 'STOP' || type === 'STOP_LIMIT'
    // A protection order may take that price from its parent's fill instead (priceOffset + priceLink).
    const linked = (link: string) => o.priceLink === link && o.priceOffset !== undefined
    if (takesLimit && o.limitPrice === undefined && !linked('TRIGGERED_LIMIT')) {
      add('limitPrice', { code: 'needs-limit', type })
    }
    if (!takesLimit && o.limitPrice !== undefined) {
      add('limitPrice', { code: 'limit-not-for-type', type })
    }
    if (needsStop && o.stopPrice === undefined && !linked('TRIGGERED_STOP')) {
      add('stopPrice', { code: 'needs-stop', type })
    }
    if (!takesStop && o.stopPrice !== undefined) {
      add('stopPrice', { code: 'stop-not-for-type', type })
    }
    if (type === 'MARKET' && (o.tif === 'DAY' || o.tif === 'GTD')) {
      add('tif', { code: 'tif-not-for-market', tif: o.tif })
    }
  }

  if (o.tif === 'GTD' && o.expireDate === undefined) add('expireDate', { code: 'gtd-needs-expiry' })
  if (o.tif !== 'GTD' && o.expireDate !== undefined) {
    add('expireDate', { code: 'expiry-only-gtd', ...(o.tif !== undefined ? { tif: o.tif } : {}) })
  }
  if (o.priceOffset !== undefined && o.priceLink === undefined) {
    add('priceLink', { code: 'offset-needs-link' })
  }

  const closing = o.positionEffect === 'CLOSE'
  if (closing && o.positionCode === undefined && !c.thenOrder) {
    add('positionCode', { code: 'close-needs-position' })
  }
  if (o.quantity !== undefined && isFiniteDecimal(o.quantity) && big(o.quantity).lt(0)) {
    add('quantity', { code: 'quantity-negative' })
  } else if (!closing && !c.thenOrder && !isPositive(o.quantity)) {
    add('quantity', { code: 'quantity-required' })
  } else if (closing && !c.thenOrder && type !== undefined && type !== 'MARKET' && isPositive(o.quantity)) {
    // An attached closing order takes the position's quantity; only a MARKET close may be partial.
    add('quantity', { code: 'closing-takes-position', type })
  }
  return problems
}

/** Problems that make the server answer 400 "33" (docs/api-notes.md, "Orders"). Empty when the body is well formed. */
export function requestShapeProblems(req: OrderRequest, options: ShapeOptions = {}): RuleProblem[] {
  const mode = options.mode ?? 'place'
  if (!('orders' in req)) return singleShapeProblems(req, { prefix: '', mode, thenOrder: false })

  const { orders, contingencyType } = req
  const problems: RuleProblem[] = []
  const add = (field: string, fact: RuleFact) => problems.push({ ...fact, field })
  const ifThen = contingencyType === 'IF-THEN'
  orders.forEach((o, i) => {
    problems.push(...singleShapeProblems(o, { prefix: `orders[${i}].`, mode, thenOrder: ifThen && i > 0 }))
  })

  const first = orders[0]
  if (!first) return problems
  if (orders.length < 2) add('orders', { code: 'group-too-small', contingency: contingencyType })

  const seenCodes = new Set<string>()
  orders.forEach((o, i) => {
    const at = `orders[${i}].`
    if (seenCodes.has(o.orderCode)) add(`${at}orderCode`, { code: 'order-code-twice', orderCode: o.orderCode })
    seenCodes.add(o.orderCode)
    if (o.instrument !== first.instrument) {
      add(`${at}instrument`, { code: 'group-instrument', instrument: first.instrument })
    }
    const account = o.account ?? req.account
    const firstAccount = first.account ?? req.account
    if (account !== undefined && firstAccount !== undefined && account !== firstAccount) {
      add(`${at}account`, { code: 'group-account', account: firstAccount })
    }
  })

  if (contingencyType === 'OCO') {
    orders.forEach((o, i) => {
      const at = `orders[${i}].`
      if (o.positionEffect !== 'OPEN') add(`${at}positionEffect`, { code: 'oco-open' })
      const [q, q0] = [o.quantity, first.quantity]
      if (i > 0 && q !== undefined && q0 !== undefined && isPositive(q) && isPositive(q0) && !big(q).eq(big(q0))) {
        add(`${at}quantity`, { code: 'oco-quantity', quantity: q0 })
      }
    })
  } else {
    if (first.positionEffect !== 'OPEN') add('orders[0].positionEffect', { code: 'if-open' })
    const opposite = first.side === 'BUY' ? 'SELL' : 'BUY'
    orders.slice(1).forEach((o, j) => {
      const at = `orders[${j + 1}].`
      if (o.positionEffect !== 'CLOSE') add(`${at}positionEffect`, { code: 'then-close' })
      if (o.side !== opposite) add(`${at}side`, { code: 'then-side', side: opposite })
      if (o.tif !== undefined && o.tif !== 'GTC') add(`${at}tif`, { code: 'then-gtc', tif: o.tif })
      if (isPositive(o.quantity)) {
        add(`${at}quantity`, { code: 'then-quantity' })
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
  const add = (field: string, fact: RuleFact) => problems.push({ ...fact, field: prefix + field })
  const symbol = details.symbol

  if (o.instrument !== symbol) add('instrument', { code: 'rules-for-other', symbol, instrument: o.instrument })
  if (details.tradingStatus === 'NO') {
    add('instrument', { code: 'not-tradable', symbol })
  } else if (details.tradingStatus === 'CLOSE_ONLY' && o.positionEffect === 'OPEN') {
    add('positionEffect', { code: 'close-only', symbol })
  }

  const increment = instrument.priceIncrement
  if (isPositive(increment)) {
    for (const field of PRICE_FIELDS) {
      const price = o[field]
      if (price !== undefined && isFiniteDecimal(price) && !big(price).mod(big(increment)).eq(0)) {
        add(field, { code: 'price-off-step', name: field, price, step: increment })
      }
    }
  }

  const q = o.quantity
  if (q === undefined || !isPositive(q)) return problems
  const quantity = big(q)
  if (isFiniteDecimal(details.minOrderSize) && quantity.lt(big(details.minOrderSize))) {
    add('quantity', { code: 'below-min-size', quantity: q, min: details.minOrderSize })
  }
  const step = details.minOrderSizeIncrement
  if (isPositive(step) && !quantity.mod(big(step)).eq(0)) {
    add('quantity', { code: 'off-size-step', quantity: q, step })
  }
  const max = details.maxOrderSize
  if (!isFiniteDecimal(max.value)) return problems
  if (max.limitType === 'LOTS' && isFiniteDecimal(instrument.lotSize)) {
    const maxUnits = big(max.value).times(big(instrument.lotSize))
    if (quantity.gt(maxUnits)) {
      add('quantity', {
        code: 'above-max-lots',
        quantity: q,
        max: maxUnits.toFixed(),
        lots: max.value,
        lotSize: instrument.lotSize,
      })
    }
  } else if (max.limitType === 'NOTIONAL_CURRENCY') {
    // Notional = units × price × contract multiplier, in the instrument's currency [INF].
    const price = o.limitPrice ?? o.stopPrice ?? options.referencePrice
    if (price !== undefined && isFiniteDecimal(price) && isFiniteDecimal(instrument.multiplier)) {
      const notional = quantity.times(big(price)).times(big(instrument.multiplier)).abs()
      if (notional.gt(big(max.value))) {
        add('quantity', {
          code: 'above-max-notional',
          quantity: q,
          price,
          notional: notional.toFixed(),
          currency: instrument.currency,
          max: max.value,
        })
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

/** Why a client order id would be refused with 400 "101" (rule-text.ts words it), or null when it is acceptable. */
export function clientOrderIdProblem(orderCode: string): 'bad-client-order-id' | null {
  // `.` and `..` could never be cancelled: they cannot travel as a path segment.
  return CLIENT_ORDER_ID.test(orderCode) && orderCode !== '.' && orderCode !== '..' ? null : 'bad-client-order-id'
}
