// Order records for the order-edit tests, parsed through the real wire schemas so they look exactly like what
// the client hands the dialog.
import {
  InstrumentDetailsSchema,
  InstrumentSchema,
  OrderSchema,
  PositionSchema,
  type InstrumentDetailsWire,
  type Order,
  type OrderLegWire,
  type OrderWire,
  type Position,
} from '@shared/api/records'

export const ACCOUNT = 'default:1001'

let nextId = 5000

export interface OrderSpec extends Partial<Omit<OrderWire, 'legs'>> {
  price?: number
  quantity?: number | null
  filled?: number
  positionEffect?: 'OPEN' | 'CLOSE'
  positionCode?: string
}

export function order(spec: OrderSpec = {}): Order {
  const orderId = spec.orderId ?? nextId++
  const { price = 1.0795, quantity = 10000, filled = 0, positionEffect = 'OPEN', positionCode, ...rest } = spec
  const leg: OrderLegWire = {
    instrument: rest.instrument ?? 'EUR/USD',
    side: rest.side ?? 'BUY',
    legRatio: 1,
    filledQuantity: filled,
    remainingQuantity: quantity === null ? 0 : quantity - filled,
    averagePrice: filled > 0 ? price : 0,
    positionEffect,
    positionCode: positionCode ?? String(orderId),
  }
  if (rest.type !== 'MARKET') leg.price = price
  if (quantity !== null) leg.quantity = quantity
  const wire: OrderWire = {
    account: ACCOUNT,
    orderId,
    orderCode: String(orderId),
    version: 100,
    clientOrderId: `ui-${orderId}`,
    actionCode: `${orderId}-1`,
    legCount: 1,
    type: 'LIMIT',
    instrument: 'EUR/USD',
    status: 'WORKING',
    finalStatus: false,
    side: 'BUY',
    tif: 'GTC',
    issueTime: '2026-11-20T09:00:00.000Z',
    transactionTime: '2026-11-20T09:00:00.000Z',
    ...rest,
    legs: [leg],
  }
  return OrderSchema.parse(wire)
}

/** An open EUR/USD position of ACCOUNT, bought. */
export function position(code: string, quantity: number, version = 1): Position {
  return PositionSchema.parse({
    account: ACCOUNT,
    version,
    positionCode: code,
    symbol: 'EUR/USD',
    quantity,
    quantityNotional: quantity,
    side: 'BUY',
    openTime: '2026-11-20T09:00:00.000Z',
    openPrice: 1.08,
    lastUpdateTime: '2026-11-20T10:00:00.000Z',
  })
}

/** The same order after something happened to it on the server. */
export function evolve(o: Order, change: OrderSpec): Order {
  const leg = o.legs[0]
  return order({
    orderId: o.orderId,
    clientOrderId: o.clientOrderId,
    actionCode: `${o.orderId}-2`,
    type: o.type,
    side: o.side,
    tif: o.tif,
    status: o.status,
    finalStatus: o.finalStatus,
    instrument: o.instrument,
    version: o.version + 5,
    ...(o.expireDate ? { expireDate: o.expireDate } : {}),
    ...(o.links ? { links: o.links } : {}),
    ...(o.priceOffset ? { priceOffset: o.priceOffset } : {}),
    ...(o.priceLink ? { priceLink: o.priceLink } : {}),
    price: Number(leg?.price ?? 0),
    quantity: leg?.quantity === undefined ? null : Number(leg.quantity),
    filled: Number(leg?.filledQuantity ?? 0),
    ...(leg?.positionEffect ? { positionEffect: leg.positionEffect } : {}),
    ...(leg?.positionCode ? { positionCode: leg.positionCode } : {}),
    ...change,
  })
}

export function ocoPair(): [Order, Order] {
  const a = order({ orderId: 7001, type: 'LIMIT', price: 1.07, quantity: 25000 })
  const b = order({ orderId: 7002, type: 'STOP', price: 1.09, quantity: 25000 })
  const link = (o: Order) => ({ linkType: 'OCO', linkedOrder: o.orderCode, linkedClientOrderId: o.clientOrderId })
  return [evolve(a, { version: a.version, links: [link(b)] }), evolve(b, { version: b.version, links: [link(a)] })]
}

export function ifThen(): [Order, Order, Order] {
  const parent = order({
    orderId: 8001,
    type: 'LIMIT',
    side: 'BUY',
    price: 150.629,
    quantity: 5000,
    instrument: 'USD/JPY',
  })
  const tp = order({
    orderId: 8002,
    type: 'LIMIT',
    side: 'SELL',
    price: 152.135,
    quantity: null,
    instrument: 'USD/JPY',
    status: 'ACCEPTED',
    positionEffect: 'CLOSE',
    positionCode: '8001',
  })
  const sl = order({
    orderId: 8003,
    type: 'STOP',
    side: 'SELL',
    price: 149.424,
    quantity: null,
    instrument: 'USD/JPY',
    status: 'ACCEPTED',
    positionEffect: 'CLOSE',
    positionCode: '8001',
  })
  const link = (o: Order, linkType: string) => ({
    linkType,
    linkedOrder: o.orderCode,
    linkedClientOrderId: o.clientOrderId,
  })
  return [
    evolve(parent, { version: parent.version, links: [link(tp, 'PARENT'), link(sl, 'PARENT')] }),
    evolve(tp, { version: tp.version, links: [link(parent, 'CHILD')] }),
    evolve(sl, { version: sl.version, links: [link(parent, 'CHILD')] }),
  ]
}

export const EURUSD = InstrumentSchema.parse({
  type: 'FOREX',
  symbol: 'EUR/USD',
  version: 1,
  description: 'Euro vs US Dollar',
  priceIncrement: 0.00001,
  pipSize: 0.0001,
  currency: 'USD',
  lotSize: 100000,
  multiplier: 1,
  tradingHours: [],
})

export function eurusdDetails(overrides: Partial<InstrumentDetailsWire> = {}) {
  return InstrumentDetailsSchema.parse({
    account: ACCOUNT,
    type: 'FOREX',
    symbol: 'EUR/USD',
    tradingStatus: 'FULL',
    minOrderSize: 1000,
    maxOrderSize: { value: 50, limitType: 'LOTS' },
    minOrderSizeIncrement: 1000,
    marginRate: { rateType: 'FLAT', tiers: [{ endVolume: 'Infinity', value: 0.03 }] },
    ...overrides,
  })
}

/** 2026-11-23T12:00:00Z */
export const NOW = Date.UTC(2026, 10, 23, 12)
