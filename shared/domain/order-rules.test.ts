import { describe, expect, it } from 'vitest'
import { InstrumentDetailsSchema, InstrumentSchema, type InstrumentDetailsWire } from '../api/records'
import {
  OrderGroupRequestSchema,
  SingleOrderRequestSchema,
  type OrderGroupRequestWire,
  type SingleOrderRequestWire,
} from '../api/requests'
import { clientOrderIdText, ruleProblemText } from '../text/rule-text'
import * as rules from './order-rules'
import { clientOrderIdProblem, type RuleProblem } from './order-rules'

// The rules as the sandbox answers them and the editor shows them: each problem's field and its words.
const told = (problems: RuleProblem[]) => problems.map((p) => ({ field: p.field, message: ruleProblemText(p) }))
const requestShapeProblems = (...args: Parameters<typeof rules.requestShapeProblems>) =>
  told(rules.requestShapeProblems(...args))
const instrumentRuleProblems = (...args: Parameters<typeof rules.instrumentRuleProblems>) =>
  told(rules.instrumentRuleProblems(...args))

const single = (overrides: Partial<SingleOrderRequestWire> = {}) =>
  SingleOrderRequestSchema.parse({
    orderCode: 'ui-1',
    type: 'LIMIT',
    instrument: 'EUR/USD',
    quantity: 10000,
    positionEffect: 'OPEN',
    side: 'BUY',
    limitPrice: 1.0795,
    tif: 'GTC',
    ...overrides,
  })

const group = (g: OrderGroupRequestWire) => OrderGroupRequestSchema.parse(g)

const fields = (problems: { field: string }[]) => problems.map((p) => p.field)

describe('requestShapeProblems: single orders (400 "33")', () => {
  it('finds nothing wrong with well-formed orders', () => {
    expect(requestShapeProblems(single())).toEqual([])
    expect(requestShapeProblems(single({ type: 'MARKET', limitPrice: undefined }))).toEqual([])
    expect(requestShapeProblems(single({ type: 'STOP', limitPrice: undefined, stopPrice: 1.07, tif: 'DAY' }))).toEqual(
      [],
    )
    expect(requestShapeProblems(single({ tif: 'GTD', expireDate: '2024-05-01Z' }))).toEqual([])
    expect(requestShapeProblems(single({ type: 'STOP_LIMIT', stopPrice: 1.08, limitPrice: 1.081 }))).toEqual([])
    expect(
      requestShapeProblems(
        single({
          type: 'MARKET',
          limitPrice: undefined,
          positionEffect: 'CLOSE',
          positionCode: '5400',
          quantity: 5000,
        }),
      ),
    ).toEqual([])
    expect(
      requestShapeProblems(
        single({ positionEffect: 'CLOSE', positionCode: '5400', quantity: undefined, side: 'SELL' }),
      ),
    ).toEqual([])
    // A protection order may take its limit price from the parent's fill.
    expect(
      requestShapeProblems(single({ limitPrice: undefined, priceOffset: 0.005, priceLink: 'TRIGGERED_LIMIT' })),
    ).toEqual([])
    // Net accounts send no positionEffect.
    expect(requestShapeProblems(single({ positionEffect: undefined }))).toEqual([])
  })

  it('LIMIT without limitPrice', () => {
    expect(requestShapeProblems(single({ limitPrice: undefined }))).toEqual([
      { field: 'limitPrice', message: 'A LIMIT order needs limitPrice' },
    ])
  })

  it('limitPrice on MARKET or STOP', () => {
    expect(requestShapeProblems(single({ type: 'MARKET' }))).toEqual([
      { field: 'limitPrice', message: 'limitPrice is only for LIMIT orders; this is a MARKET order' },
    ])
    expect(fields(requestShapeProblems(single({ type: 'STOP', stopPrice: 1.07 })))).toEqual(['limitPrice'])
  })

  it('STOP without stopPrice, stopPrice on LIMIT or MARKET', () => {
    expect(requestShapeProblems(single({ type: 'STOP', limitPrice: undefined }))).toEqual([
      { field: 'stopPrice', message: 'A STOP order needs stopPrice' },
    ])
    expect(requestShapeProblems(single({ stopPrice: 1.07 }))).toEqual([
      { field: 'stopPrice', message: 'stopPrice is only for STOP orders; this is a LIMIT order' },
    ])
    expect(fields(requestShapeProblems(single({ type: 'MARKET', limitPrice: undefined, stopPrice: 1 })))).toEqual([
      'stopPrice',
    ])
  })

  it('GTD without expireDate, expireDate without GTD', () => {
    expect(requestShapeProblems(single({ tif: 'GTD' }))).toEqual([
      { field: 'expireDate', message: 'A GTD order needs expireDate' },
    ])
    expect(requestShapeProblems(single({ expireDate: '2024-05-01Z' }))).toEqual([
      { field: 'expireDate', message: 'expireDate is only for GTD orders; tif is GTC' },
    ])
    expect(fields(requestShapeProblems(single({ tif: undefined, expireDate: '2024-05-01Z' })))).toEqual(['expireDate'])
  })

  it('DAY/GTD on a MARKET order', () => {
    expect(fields(requestShapeProblems(single({ type: 'MARKET', limitPrice: undefined, tif: 'DAY' })))).toEqual(['tif'])
  })

  it('priceOffset without priceLink', () => {
    expect(requestShapeProblems(single({ priceOffset: 0.001 }))).toEqual([
      { field: 'priceLink', message: 'priceOffset needs priceLink (TRIGGERED_STOP or TRIGGERED_LIMIT)' },
    ])
  })

  it('CLOSE without positionCode', () => {
    expect(requestShapeProblems(single({ positionEffect: 'CLOSE', quantity: undefined }))).toEqual([
      { field: 'positionCode', message: 'A CLOSE order needs positionCode, the position it closes' },
    ])
  })

  it('quantity missing, zero or negative on an opening order; set on an attached closing order', () => {
    expect(fields(requestShapeProblems(single({ quantity: undefined })))).toEqual(['quantity'])
    expect(fields(requestShapeProblems(single({ quantity: 0 })))).toEqual(['quantity'])
    expect(requestShapeProblems(single({ quantity: -5 }))[0]?.message).toMatch(/must not be negative/)
    expect(
      requestShapeProblems(single({ positionEffect: 'CLOSE', positionCode: '5400', quantity: 10000, side: 'SELL' })),
    ).toEqual([
      { field: 'quantity', message: "A closing LIMIT order takes the position's quantity: leave quantity out or 0" },
    ])
  })

  it('type required to place, optional to modify', () => {
    expect(fields(requestShapeProblems(single({ type: undefined, limitPrice: 1.07 })))).toEqual(['type'])
    expect(requestShapeProblems(single({ type: undefined }), { mode: 'modify' })).toEqual([])
  })

  it('refuses infinite values', () => {
    expect(fields(requestShapeProblems(single({ limitPrice: 'Infinity' })))).toContain('limitPrice')
  })
})

describe('requestShapeProblems: groups (400 "33")', () => {
  const oco = (a: Partial<SingleOrderRequestWire> = {}, b: Partial<SingleOrderRequestWire> = {}) =>
    group({
      contingencyType: 'OCO',
      orders: [
        {
          orderCode: 'tp',
          type: 'LIMIT',
          instrument: 'EUR/USD',
          quantity: 10000,
          positionEffect: 'OPEN',
          side: 'BUY',
          limitPrice: 1.07,
          ...a,
        },
        {
          orderCode: 'sl',
          type: 'STOP',
          instrument: 'EUR/USD',
          quantity: 10000,
          positionEffect: 'OPEN',
          side: 'BUY',
          stopPrice: 1.09,
          ...b,
        },
      ],
    })
  const ifThen = (a: Partial<SingleOrderRequestWire> = {}, b: Partial<SingleOrderRequestWire> = {}) =>
    group({
      contingencyType: 'IF-THEN',
      orders: [
        {
          orderCode: 'if',
          type: 'LIMIT',
          instrument: 'EUR/USD',
          quantity: 10000,
          positionEffect: 'OPEN',
          side: 'BUY',
          limitPrice: 1.07,
          ...a,
        },
        {
          orderCode: 'then-tp',
          type: 'LIMIT',
          instrument: 'EUR/USD',
          positionEffect: 'CLOSE',
          side: 'SELL',
          limitPrice: 1.09,
          tif: 'GTC',
          ...b,
        },
        {
          orderCode: 'then-sl',
          type: 'STOP',
          instrument: 'EUR/USD',
          quantity: 0,
          positionEffect: 'CLOSE',
          side: 'SELL',
          stopPrice: 1.06,
        },
      ],
    })

  it('finds nothing wrong with well-formed OCO and IF-THEN groups', () => {
    expect(requestShapeProblems(oco())).toEqual([])
    expect(requestShapeProblems(ifThen())).toEqual([])
  })

  it('OCO: every order OPEN with the same non-zero quantity', () => {
    expect(fields(requestShapeProblems(oco({}, { positionEffect: 'CLOSE', positionCode: '1' })))).toContain(
      'orders[1].positionEffect',
    )
    expect(requestShapeProblems(oco({}, { quantity: 5000 }))).toEqual([
      { field: 'orders[1].quantity', message: 'Every order of an OCO group needs the same quantity (10000)' },
    ])
    expect(fields(requestShapeProblems(oco({}, { quantity: 0 })))).toEqual(['orders[1].quantity'])
  })

  it('IF-THEN: IF is OPEN; THEN orders are CLOSE, opposite side, GTC, without quantity', () => {
    expect(fields(requestShapeProblems(ifThen({ positionEffect: 'CLOSE', positionCode: '1' })))).toContain(
      'orders[0].positionEffect',
    )
    expect(fields(requestShapeProblems(ifThen({ quantity: undefined })))).toEqual(['orders[0].quantity'])
    expect(requestShapeProblems(ifThen({}, { side: 'BUY' }))).toEqual([
      { field: 'orders[1].side', message: 'THEN orders must be on the side opposite to the IF order (SELL)' },
    ])
    expect(requestShapeProblems(ifThen({}, { tif: 'DAY' }))).toEqual([
      { field: 'orders[1].tif', message: 'THEN orders must be GTC, not DAY' },
    ])
    expect(fields(requestShapeProblems(ifThen({}, { quantity: 10000 })))).toEqual(['orders[1].quantity'])
    expect(fields(requestShapeProblems(ifThen({}, { positionEffect: 'OPEN' })))).toEqual(['orders[1].positionEffect'])
  })

  it('a group mixing OCO and IF-THEN rules is refused either way', () => {
    // IF-THEN-shaped orders sent as OCO:
    const mixed = group({ ...ifThen(), contingencyType: 'OCO' })
    expect(fields(requestShapeProblems(mixed))).toEqual(
      expect.arrayContaining(['orders[1].positionEffect', 'orders[1].positionCode', 'orders[2].positionEffect']),
    )
    // OCO-shaped orders sent as IF-THEN:
    expect(fields(requestShapeProblems(group({ ...oco(), contingencyType: 'IF-THEN' })))).toEqual(
      expect.arrayContaining(['orders[1].positionEffect', 'orders[1].side', 'orders[1].quantity']),
    )
  })

  it('every order on the same instrument, each with its own orderCode, at least two orders', () => {
    expect(requestShapeProblems(oco({}, { instrument: 'GBP/USD' }))).toEqual([
      { field: 'orders[1].instrument', message: 'Every order of a group must be for the same instrument (EUR/USD)' },
    ])
    expect(fields(requestShapeProblems(oco({}, { orderCode: 'tp' })))).toEqual(['orders[1].orderCode'])
    const lonely = group({ contingencyType: 'OCO', orders: [oco().orders[0] ?? single()] })
    expect(fields(requestShapeProblems(lonely))).toEqual(['orders'])
    expect(fields(requestShapeProblems(oco({ account: 'default:1001' }, { account: 'default:1002' })))).toEqual([
      'orders[1].account',
    ])
  })

  it('prefixes single-order problems with the order index', () => {
    expect(requestShapeProblems(oco({ limitPrice: undefined }))).toEqual([
      { field: 'orders[0].limitPrice', message: 'A LIMIT order needs limitPrice' },
    ])
  })
})

describe('instrumentRuleProblems (409)', () => {
  const instrument = InstrumentSchema.parse({
    type: 'FOREX',
    symbol: 'EUR/USD',
    version: 12,
    description: 'Euro vs US Dollar',
    priceIncrement: 0.0001,
    pipSize: 0.0001,
    currency: 'USD',
    lotSize: 100000,
    multiplier: 1,
    tradingHours: [],
  })
  const detailsWire: InstrumentDetailsWire = {
    account: 'default:1001',
    type: 'FOREX',
    symbol: 'EUR/USD',
    tradingStatus: 'FULL',
    minOrderSize: 1000,
    maxOrderSize: { value: 100, limitType: 'LOTS' },
    minOrderSizeIncrement: 1000,
    marginRate: { rateType: 'FLAT', tiers: [{ endVolume: 'Infinity', value: 0.02 }] },
  }
  const details = (overrides: Partial<InstrumentDetailsWire> = {}) =>
    InstrumentDetailsSchema.parse({ ...detailsWire, ...overrides })

  it('finds nothing wrong with an order inside every limit', () => {
    expect(instrumentRuleProblems(single(), details(), instrument)).toEqual([])
    expect(instrumentRuleProblems(single({ quantity: 10000000 }), details(), instrument)).toEqual([])
    expect(instrumentRuleProblems(single({ quantity: '1000', limitPrice: '1.1' }), details(), instrument)).toEqual([])
  })

  it('price off the tick grid (exact decimals, no float artefacts)', () => {
    expect(instrumentRuleProblems(single({ limitPrice: 1.07953 }), details(), instrument)).toEqual([
      { field: 'limitPrice', message: 'limitPrice 1.07953 is not a multiple of the price increment 0.0001' },
    ])
    // 0.3 / 0.1 is not an integer in binary floats; it is in decimals.
    const tenths = InstrumentSchema.parse({ ...instrument, priceIncrement: 0.1 })
    expect(instrumentRuleProblems(single({ limitPrice: 0.3 }), details(), tenths)).toEqual([])
    expect(
      fields(
        instrumentRuleProblems(
          single({ type: 'STOP', limitPrice: undefined, stopPrice: 1.00001 }),
          details(),
          instrument,
        ),
      ),
    ).toEqual(['stopPrice'])
  })

  it('quantity below the minimum and off the size step', () => {
    expect(instrumentRuleProblems(single({ quantity: 500 }), details(), instrument)).toEqual([
      { field: 'quantity', message: 'quantity 500 is below the minimum order size 1000' },
      { field: 'quantity', message: 'quantity 500 is not a multiple of the size increment 1000' },
    ])
    expect(instrumentRuleProblems(single({ quantity: 1500 }), details(), instrument)).toEqual([
      { field: 'quantity', message: 'quantity 1500 is not a multiple of the size increment 1000' },
    ])
    expect(
      instrumentRuleProblems(
        single({ quantity: 0.3 }),
        details({ minOrderSize: 0.1, minOrderSizeIncrement: 0.1 }),
        instrument,
      ),
    ).toEqual([])
  })

  it('quantity above the maximum in lots (converted to units with lotSize)', () => {
    expect(instrumentRuleProblems(single({ quantity: 10001000 }), details(), instrument)).toEqual([
      { field: 'quantity', message: 'quantity 10001000 is above the maximum order size 10000000 (100 lots of 100000)' },
    ])
  })

  it('quantity above a notional maximum, using the order price or a reference price', () => {
    const notional = details({ maxOrderSize: { value: 1000000, limitType: 'NOTIONAL_CURRENCY' } })
    expect(instrumentRuleProblems(single({ quantity: 926000, limitPrice: 1.08 }), notional, instrument)).toEqual([
      {
        field: 'quantity',
        message: 'quantity 926000 at 1.08 is a notional of 1000080 USD, above the maximum order size 1000000 USD',
      },
    ])
    expect(instrumentRuleProblems(single({ quantity: 925000, limitPrice: 1.08 }), notional, instrument)).toEqual([])
    const market = single({ type: 'MARKET', limitPrice: undefined, quantity: 926000 })
    expect(instrumentRuleProblems(market, notional, instrument)).toEqual([])
    expect(fields(instrumentRuleProblems(market, notional, instrument, { referencePrice: '1.08' }))).toEqual([
      'quantity',
    ])
  })

  it('ignores an infinite maximum', () => {
    const unlimited = details({ maxOrderSize: { value: 'Infinity', limitType: 'LOTS' } })
    expect(instrumentRuleProblems(single({ quantity: 1e12 }), unlimited, instrument)).toEqual([])
  })

  it('trading status NO, and CLOSE_ONLY for opening orders', () => {
    expect(instrumentRuleProblems(single(), details({ tradingStatus: 'NO' }), instrument)).toEqual([
      { field: 'instrument', message: 'EUR/USD cannot be traded on this account (trading status NO)' },
    ])
    expect(fields(instrumentRuleProblems(single(), details({ tradingStatus: 'CLOSE_ONLY' }), instrument))).toEqual([
      'positionEffect',
    ])
    const close = single({ positionEffect: 'CLOSE', positionCode: '1', quantity: undefined, side: 'SELL' })
    expect(instrumentRuleProblems(close, details({ tradingStatus: 'CLOSE_ONLY' }), instrument)).toEqual([])
  })

  it('checks every order of a group with its index', () => {
    const g = group({
      contingencyType: 'OCO',
      orders: [
        {
          orderCode: 'a',
          type: 'LIMIT',
          instrument: 'EUR/USD',
          quantity: 10000,
          positionEffect: 'OPEN',
          side: 'BUY',
          limitPrice: 1.07,
        },
        {
          orderCode: 'b',
          type: 'STOP',
          instrument: 'EUR/USD',
          quantity: 10000,
          positionEffect: 'OPEN',
          side: 'BUY',
          stopPrice: 1.090001,
        },
      ],
    })
    expect(fields(instrumentRuleProblems(g, details(), instrument))).toEqual(['orders[1].stopPrice'])
  })
})

describe('clientOrderIdProblem (400 "101")', () => {
  it('accepts ordinary ids and refuses the rest', () => {
    expect(clientOrderIdProblem('ui-7f3a')).toBeNull()
    expect(clientOrderIdProblem('a.b_c:d-1')).toBeNull()
    expect(clientOrderIdProblem('')).not.toBeNull()
    expect(clientOrderIdProblem('has space')).not.toBeNull()
    expect(clientOrderIdProblem('x'.repeat(65))).not.toBeNull()
    expect(clientOrderIdProblem('..')).not.toBeNull()
    expect(clientOrderIdText()).toMatch(/1 to 64 letters, digits/)
  })
})
