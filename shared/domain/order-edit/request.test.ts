import { describe, expect, it } from 'vitest'
import { OrderRequestSchema, toWireRequest } from '../../api/requests'
import { requestShapeProblems } from '../order-rules'
import { draftFromOrder, editability, fieldRules, readOnlyFacts, baseOf } from './model'
import { buildEditRequest, parseDraft, requestFromOrder, withTypes } from './request'
import {
  addExistingMember,
  addThenOrder,
  candidatesToAdd,
  isDirty,
  membership,
  orderCodeFor,
  resolveGroup,
  setContingency,
  setField,
  setIncluded,
  startEdit,
  type EditState,
} from './state'
import { ACCOUNT, evolve, ifThen, ocoPair, order } from '@test-support/order-fixtures'

const edit = (o = order(), openOrders = [o]) => startEdit({ order: o, openOrders, etag: '"100"', readAt: 0 })
const built = (s: EditState) => {
  const b = buildEditRequest(s)
  if (!b.ok) throw new Error(b.reason.code)
  return b
}
const wire = (s: EditState) => toWireRequest(built(s).request)

describe('edit model', () => {
  it('takes the draft from the record for every order type', () => {
    expect(draftFromOrder(order({ type: 'LIMIT', price: 1.0795 }))).toEqual({
      quantity: '10000',
      limitPrice: '1.0795',
      stopPrice: '',
      tif: 'GTC',
      expireDate: '',
    })
    expect(draftFromOrder(order({ type: 'STOP', price: 1.09 }))).toMatchObject({ limitPrice: '', stopPrice: '1.09' })
    // One price on the record: for STOP_LIMIT it is the trigger; the limit price must be entered.
    expect(draftFromOrder(order({ type: 'STOP_LIMIT', price: 1.09 }))).toMatchObject({
      limitPrice: '',
      stopPrice: '1.09',
    })
    expect(draftFromOrder(order({ type: 'MARKET' }))).toMatchObject({ limitPrice: '', stopPrice: '' })
    expect(draftFromOrder(order({ tif: 'GTD', expireDate: '2026-11-30Z' }))).toMatchObject({
      tif: 'GTD',
      expireDate: '2026-11-30',
    })
  })

  it('offers only the price the type has, expiry only with GTD', () => {
    const rules = (o: ReturnType<typeof order>, tif = o.tif) =>
      Object.fromEntries(
        fieldRules(baseOf(o), 'single', { ...draftFromOrder(o), tif }, o).map((r) => [
          r.field,
          `${r.shown ? 'shown' : 'hidden'}/${r.editable ? 'edit' : 'fixed'}`,
        ]),
      )
    expect(rules(order({ type: 'LIMIT' }))).toEqual({
      quantity: 'shown/edit',
      limitPrice: 'shown/edit',
      stopPrice: 'hidden/fixed',
      tif: 'shown/edit',
      expireDate: 'shown/fixed',
    })
    expect(rules(order({ type: 'STOP' }))).toMatchObject({ limitPrice: 'hidden/fixed', stopPrice: 'shown/edit' })
    expect(rules(order({ type: 'STOP_LIMIT' }))).toMatchObject({ limitPrice: 'shown/edit', stopPrice: 'shown/edit' })
    expect(rules(order({ type: 'MARKET' }))).toMatchObject({ limitPrice: 'hidden/fixed', stopPrice: 'hidden/fixed' })
    expect(rules(order({ type: 'TRAILING_STOP' }))).toMatchObject({ stopPrice: 'shown/fixed' })
    expect(rules(order({ type: 'LIMIT' }), 'GTD')).toMatchObject({ expireDate: 'shown/edit' })
  })

  it('explains every field that cannot change', () => {
    const attached = order({ quantity: null, positionEffect: 'CLOSE', positionCode: '4400', side: 'SELL' })
    const q = fieldRules(baseOf(attached), 'single', draftFromOrder(attached), attached).find(
      (r) => r.field === 'quantity',
    )
    expect(q).toMatchObject({ editable: false, reason: { code: 'attached', positionCode: '4400' } })
    const then = fieldRules(baseOf(attached), 'then', draftFromOrder(attached))
    expect(then.find((r) => r.field === 'tif')).toMatchObject({ editable: false, reason: { code: 'then-gtc' } })
    const market = fieldRules(baseOf(order({ type: 'MARKET' })), 'single', draftFromOrder(order({ type: 'MARKET' })))
    expect(market.find((r) => r.field === 'tif')?.options).toEqual(['GTC'])
    const facts = readOnlyFacts(order({ orderId: 42 }))
    expect(facts.map((f) => f.fact)).toEqual(['instrument', 'type', 'side', 'ids', 'position'])
    expect(facts.find((f) => f.fact === 'ids')?.value).toMatch(/^42 \/ /)
    expect(editability(order({ status: 'COMPLETED', finalStatus: true }))).toEqual({
      ok: false,
      code: 'final',
      status: 'COMPLETED',
    })
    expect(editability(order({ status: 'ACCEPTED' }))).toEqual({ ok: true })
  })
})

describe('orderCode', () => {
  it('is the client order id, which survives replaces; the action code only when there is none', () => {
    const o = order({ orderId: 1, clientOrderId: 'web-1' })
    expect(orderCodeFor(o)).toBe('web-1')
    expect(orderCodeFor(evolve(o, { actionCode: '1-7' }))).toBe('web-1')
    expect(orderCodeFor(order({ clientOrderId: '', actionCode: '9-3' }))).toBe('9-3')
  })
})

describe('Single Order Request from an Order record', () => {
  it('LIMIT: whole request, type left out, limit price only', () => {
    const o = order({ orderId: 10, type: 'LIMIT', price: 1.0795 })
    const s = setField(setField(edit(o), 'ui-10', 'limitPrice', '1.07950'), 'ui-10', 'quantity', '20000')
    expect(wire(s)).toEqual({
      account: ACCOUNT,
      orderCode: 'ui-10',
      instrument: 'EUR/USD',
      side: 'BUY',
      quantity: 20000,
      positionEffect: 'OPEN',
      positionCode: '10',
      limitPrice: 1.0795,
      tif: 'GTC',
    })
  })

  it('STOP: stop price only', () => {
    const o = order({ orderId: 11, type: 'STOP', price: 1.09, side: 'SELL' })
    const w = wire(setField(edit(o), 'ui-11', 'stopPrice', '1.0912'))
    expect(w).toMatchObject({ stopPrice: 1.0912, side: 'SELL' })
    expect(w).not.toHaveProperty('limitPrice')
    expect(w).not.toHaveProperty('type')
  })

  it('STOP_LIMIT: both prices', () => {
    const o = order({ orderId: 12, type: 'STOP_LIMIT', price: 1.09 })
    const w = wire(setField(edit(o), 'ui-12', 'limitPrice', '1.0905'))
    expect(w).toMatchObject({ stopPrice: 1.09, limitPrice: 1.0905 })
  })

  it('MARKET: no price at all', () => {
    const o = order({ orderId: 13, type: 'MARKET', status: 'ACCEPTED' })
    const w = wire(setField(edit(o), 'ui-13', 'quantity', '5000'))
    expect(w).toMatchObject({ quantity: 5000, tif: 'GTC' })
    expect(w).not.toHaveProperty('limitPrice')
    expect(w).not.toHaveProperty('stopPrice')
  })

  it('TRAILING_STOP: the trigger is the server’s, so no stop price is sent', () => {
    const o = order({ orderId: 14, type: 'TRAILING_STOP', price: 1.08 })
    const w = wire(setField(edit(o), 'ui-14', 'quantity', '3000'))
    expect(w).not.toHaveProperty('stopPrice')
    expect(w).toMatchObject({ quantity: 3000 })
  })

  it('GTD carries the expiry; leaving GTD drops it (the server removes what the request leaves out)', () => {
    const o = order({ orderId: 15, tif: 'GTD', expireDate: '2026-11-30Z' })
    expect(wire(setField(edit(o), 'ui-15', 'expireDate', '2026-12-04'))).toMatchObject({
      tif: 'GTD',
      expireDate: '2026-12-04Z',
    })
    const gtc = setField(edit(o), 'ui-15', 'tif', 'GTC')
    expect(gtc.members[0]?.draft.expireDate).toBe('')
    expect(wire(gtc)).not.toHaveProperty('expireDate')
  })

  it('a closing order attached to a position never carries a quantity', () => {
    const o = order({ orderId: 16, quantity: null, positionEffect: 'CLOSE', positionCode: '4400', side: 'SELL' })
    const w = wire(setField(edit(o), 'ui-16', 'limitPrice', '1.1'))
    expect(w).not.toHaveProperty('quantity')
    expect(w).toMatchObject({ positionEffect: 'CLOSE', positionCode: '4400', limitPrice: 1.1 })
  })

  it('keeps what the trader cannot edit: protection offset and link, margin rate; net accounts send no effect', () => {
    const protection = order({ orderId: 17, priceOffset: 0.002, priceLink: 'TRIGGERED_LIMIT', marginRate: 0.05 })
    const w = wire(setField(edit(protection), 'ui-17', 'quantity', '2000'))
    expect(w).toMatchObject({ priceOffset: 0.002, priceLink: 'TRIGGERED_LIMIT', marginRate: 0.05 })
    expect(w).not.toHaveProperty('limitPrice')
    const net = OrderRequestSchema.parse(
      wire(setField(edit(order({ orderId: 18, positionEffect: undefined })), 'ui-18', 'quantity', '1000')),
    )
    expect(net).toBeDefined()
  })

  it('the unchanged order rebuilds to a well-formed request', () => {
    for (const type of ['LIMIT', 'STOP', 'MARKET'] as const) {
      const req = requestFromOrder(order({ type }))
      expect(requestShapeProblems({ ...req, type }, { mode: 'modify' })).toEqual([])
    }
  })

  it('parses typed numbers exactly and reports what is not one', () => {
    expect(
      parseDraft({ quantity: ' 10 000 ', limitPrice: '1.07950', stopPrice: '', tif: 'gtc', expireDate: '' }),
    ).toEqual({
      values: { quantity: '10000', limitPrice: '1.0795', tif: 'GTC' },
      problems: [],
    })
    expect(
      parseDraft({ quantity: '1,5', limitPrice: '-1', stopPrice: 'abc', tif: 'XYZ', expireDate: 'soon' }).problems,
    ).toEqual([
      { field: 'quantity', code: 'not-a-number', text: '1,5' },
      { field: 'limitPrice', code: 'not-positive' },
      { field: 'stopPrice', code: 'not-a-number', text: 'abc' },
      { field: 'tif', code: 'unknown-tif', tif: 'XYZ' },
      { field: 'expireDate', code: 'not-a-date', text: 'soon' },
    ])
  })
})

describe('Order Group Request', () => {
  it('opens an OCO group from either order, whole, and sends every order with its type', () => {
    const [a, b] = ocoPair()
    const fromB = edit(b, [a, b])
    expect(fromB.members.map((m) => m.key)).toEqual(['ui-7001', 'ui-7002'])
    const s = setField(fromB, 'ui-7002', 'stopPrice', '1.0925')
    const b1 = built(s)
    expect(b1.kind).toBe('group')
    expect(toWireRequest(b1.request)).toEqual({
      account: ACCOUNT,
      contingencyType: 'OCO',
      orders: [
        expect.objectContaining({ orderCode: 'ui-7001', type: 'LIMIT', limitPrice: 1.07, quantity: 25000 }),
        expect.objectContaining({ orderCode: 'ui-7002', type: 'STOP', stopPrice: 1.0925, quantity: 25000 }),
      ],
    })
    expect(requestShapeProblems(withTypes(b1, s), { mode: 'modify' })).toEqual([])
  })

  it('keeps the quantity of an OCO group’s orders equal', () => {
    const [a, b] = ocoPair()
    const s = setField(edit(a, [a, b]), 'ui-7002', 'quantity', '30000')
    expect(s.members.map((m) => m.draft.quantity)).toEqual(['30000', '30000'])
    expect(requestShapeProblems(withTypes(built(s), s), { mode: 'modify' })).toEqual([])
  })

  it('opens an IF-THEN group IF first; THEN orders carry no quantity and stay GTC', () => {
    const [parent, tp, sl] = ifThen()
    const s = setField(edit(sl, [tp, sl, parent]), 'ui-8001', 'quantity', '6000')
    expect(s.originalContingency).toBe('IF-THEN')
    expect(s.members.map((m) => m.key)).toEqual(['ui-8001', 'ui-8002', 'ui-8003'])
    const w = toWireRequest(built(s).request) as { orders: Record<string, unknown>[] }
    expect(w.orders[0]).toMatchObject({ quantity: 6000, positionEffect: 'OPEN' })
    for (const then of w.orders.slice(1)) {
      expect(then).not.toHaveProperty('quantity')
      expect(then).toMatchObject({ positionEffect: 'CLOSE', positionCode: '8001', tif: 'GTC', side: 'SELL' })
    }
    expect(requestShapeProblems(withTypes(built(s), s), { mode: 'modify' })).toEqual([])
  })

  it('a THEN order whose IF order is no longer open edits as a single order', () => {
    const [, tp] = ifThen()
    expect(resolveGroup(tp, [tp]).contingencyType).toBeNull()
  })

  it('turns a group into a single order by taking the others out', () => {
    const [a, b] = ocoPair()
    const s = setIncluded(edit(a, [a, b]), 'ui-7002', false)
    const m = membership(s)
    expect(m).toMatchObject({ result: 'single' })
    expect(m.removed.map((x) => x.key)).toEqual(['ui-7002'])
    const b1 = built(s)
    expect(b1.kind).toBe('single')
    expect(b1.request).not.toHaveProperty('type')
    expect(isDirty(s)).toBe(true)
  })

  it('turns a single order into an OCO group with another stand-alone order, and back', () => {
    const a = order({ orderId: 9001, type: 'LIMIT', price: 1.07, quantity: 25000 })
    const b = order({ orderId: 9002, type: 'STOP', price: 1.09, quantity: 25000 })
    const other = order({ orderId: 9003, instrument: 'GBP/USD' })
    const s0 = edit(a, [a, b, other])
    expect(candidatesToAdd(s0, [a, b, other]).map((o) => o.orderId)).toEqual([9002])
    const s = setContingency(addExistingMember(s0, b), 'OCO')
    expect(built(s)).toMatchObject({ kind: 'group', memberKeys: ['ui-9001', 'ui-9002'] })
    expect(membership(s).added.map((x) => x.key)).toEqual(['ui-9002'])
    const back = setIncluded(s, 'ui-9002', false)
    expect(back.members).toHaveLength(1)
    expect(isDirty(back)).toBe(false)
  })

  it('adds a new take-profit to an IF order as an IF-THEN group', () => {
    const parent = order({ orderId: 9100, type: 'LIMIT', price: 150.1, quantity: 5000, instrument: 'USD/JPY' })
    const s = addThenOrder(edit(parent), { orderCode: 'tp-1', kind: 'take-profit', price: '152.5' })
    const w = toWireRequest(built(s).request)
    expect(w).toMatchObject({
      contingencyType: 'IF-THEN',
      orders: [
        { orderCode: 'ui-9100', type: 'LIMIT' },
        { orderCode: 'tp-1', type: 'LIMIT', side: 'SELL', limitPrice: 152.5, positionEffect: 'CLOSE', tif: 'GTC' },
      ],
    })
    expect(requestShapeProblems(withTypes(built(s), s), { mode: 'modify' })).toEqual([])
  })

  it('refuses adding and removing members in one request, with the reason', () => {
    const [parent, tp, sl] = ifThen()
    let s = edit(parent, [parent, tp, sl])
    s = setIncluded(s, 'ui-8003', false)
    s = addThenOrder(s, { orderCode: 'sl-2', kind: 'stop-loss', price: '149.9' })
    const b = buildEditRequest(s)
    expect(b.ok).toBe(false)
    expect(!b.ok && b.reason).toEqual({ code: 'add-and-remove' })
  })

  it('refuses taking a THEN order out before its IF order fills: it would be left without a size', () => {
    const [parent, tp, sl] = ifThen()
    expect(buildEditRequest(setIncluded(edit(parent, [parent, tp, sl]), 'ui-8003', false))).toMatchObject({
      ok: false,
      reason: { code: 'then-alone' },
    })
  })

  it('refuses changing a group’s type and taking the IF order out', () => {
    const [a, b] = ocoPair()
    expect(buildEditRequest(setContingency(edit(a, [a, b]), 'IF-THEN'))).toMatchObject({
      ok: false,
      reason: { code: 'type-change', from: 'OCO', to: 'IF-THEN' },
    })
    const [parent, tp, sl] = ifThen()
    expect(buildEditRequest(setIncluded(edit(parent, [parent, tp, sl]), 'ui-8001', false))).toMatchObject({
      ok: false,
      reason: { code: 'if-alone' },
    })
    expect(
      buildEditRequest(setIncluded(setIncluded(edit(a, [a, b]), 'ui-7001', false), 'ui-7002', false)),
    ).toMatchObject({ ok: false, reason: { code: 'keep-one' } })
  })
})
