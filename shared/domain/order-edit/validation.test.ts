import { describe, expect, it } from 'vitest'
import { locateField, messagesAt, ruleOf, validateEdit } from './validation'
import { classifySendError, mustRereadBeforeNextAttempt, placeServerError } from './outcome'
import { reviewRows } from './review'
import { addThenOrder, setField, setIncluded, startEdit, type EditState } from './state'
import { EURUSD, eurusdDetails, ifThen, NOW, ocoPair, order } from '@test-support/order-fixtures'

const edit = (o = order({ orderId: 1 }), openOrders = [o]) =>
  startEdit({ order: o, openOrders, etag: '"100"', readAt: 0 })
const ctx = { details: eurusdDetails(), instrument: EURUSD, now: NOW }
const set = (s: EditState, field: Parameters<typeof setField>[2], value: string, key = s.members[0]?.key ?? '') =>
  setField(s, key, field, value)

describe('live validation', () => {
  it('accepts digits grouped as the grid shows them and lists each problem once', () => {
    const grouped = validateEdit(set(edit(), 'quantity', '30,000'), ctx)
    expect(grouped).toMatchObject({ canSend: true, messages: [] })
    expect(validateEdit(set(edit(), 'quantity', '1,5'), ctx).messages[0]?.message).toBe(
      'Quantity: “1,5” is not a number',
    )

    const zero = validateEdit(set(set(edit(), 'quantity', '0'), 'limitPrice', 'abc'), ctx)
    const perField = zero.messages.map((m) => m.field)
    expect(new Set(perField).size).toBe(perField.length)
    expect(zero.messages.map((m) => m.message)).toEqual([
      'Quantity: must be more than 0',
      'Limit price: “abc” is not a number',
    ])
    expect(zero.summary).toBe('Fix 2 things first: Quantity (Input), Limit price (Input)')
  })

  it('says nothing changed yet, and Save says so instead of greying out', () => {
    const v = validateEdit(edit(), ctx)
    expect(v).toMatchObject({ dirty: false, canSend: false, messages: [] })
    expect(v.summary).toBe('Nothing changed yet: edit a field first')
  })

  it('a valid change is ready to send', () => {
    const v = validateEdit(set(edit(), 'limitPrice', '1.07812'), ctx)
    expect(v).toMatchObject({ dirty: true, canSend: true, summary: 'Ready to send', unchecked: [] })
  })

  it('names the rule and the limit: price grid, minimum, step, maximum', () => {
    const grid = validateEdit(set(edit(), 'limitPrice', '1.078125'), ctx)
    expect(grid.messages).toEqual([
      expect.objectContaining({
        field: 'limitPrice',
        rule: 'Price grid',
        message: 'Limit price 1.078125 is not a multiple of the price increment 0.00001',
      }),
    ])
    expect(grid.canSend).toBe(false)
    expect(grid.summary).toBe('Fix first: Limit price 1.078125 is not a multiple of the price increment 0.00001')

    const min = validateEdit(set(edit(), 'quantity', '500'), ctx)
    expect(min.messages.map((m) => [m.rule, m.message])).toEqual([
      ['Minimum size', 'Quantity 500 is below the minimum order size 1000'],
      ['Size step', 'Quantity 500 is not a multiple of the size increment 1000'],
    ])
    expect(min.summary).toBe('Fix 2 things first: Quantity (Minimum size), Quantity (Size step)')

    const max = validateEdit(set(edit(), 'quantity', '6000000'), ctx)
    expect(max.messages[0]).toMatchObject({
      rule: 'Maximum size',
      message: expect.stringContaining('5000000 (50 lots'),
    })
  })

  it('required fields per type and typed text that is not a number', () => {
    const empty = validateEdit(set(edit(), 'limitPrice', ''), ctx)
    expect(empty.messages).toEqual([
      expect.objectContaining({ field: 'limitPrice', rule: 'Required', message: 'A LIMIT order needs limit price' }),
    ])
    const gtd = validateEdit(set(edit(), 'tif', 'GTD'), ctx)
    expect(messagesAt(gtd, 'ui-1', 'expireDate')[0]).toMatchObject({ rule: 'Required' })
    const text = validateEdit(set(edit(), 'quantity', '10k'), ctx)
    expect(text.messages[0]).toMatchObject({
      field: 'quantity',
      rule: 'Input',
      message: 'Quantity: “10k” is not a number',
    })
  })

  it('the order’s own state: above what is filled, expiry not in the past', () => {
    const partly = edit(order({ orderId: 2, quantity: 20000, filled: 5000 }))
    const v = validateEdit(set(partly, 'quantity', '5000'), ctx)
    expect(v.messages).toEqual([
      expect.objectContaining({ rule: 'Already filled', message: expect.stringContaining('5000 already filled') }),
    ])
    const past = validateEdit(set(set(edit(), 'tif', 'GTD'), 'expireDate', '2026-11-22'), ctx)
    expect(past.messages[0]).toMatchObject({
      field: 'expireDate',
      rule: 'Expiry',
      message: expect.stringContaining('past'),
    })
    expect(validateEdit(set(set(edit(), 'tif', 'GTD'), 'expireDate', '2026-11-23'), ctx).canSend).toBe(true)
  })

  it('trading status and what could not be checked', () => {
    const closeOnly = validateEdit(set(edit(), 'quantity', '2000'), {
      ...ctx,
      details: eurusdDetails({ tradingStatus: 'CLOSE_ONLY' }),
    })
    expect(closeOnly.messages[0]).toMatchObject({ field: null, rule: 'Trading status' })
    const noRef = validateEdit(set(edit(), 'limitPrice', '1.078125'), { details: eurusdDetails(), now: NOW })
    expect(noRef.canSend).toBe(true)
    expect(noRef.unchecked[0]).toMatch(/price grid/)
    expect(validateEdit(set(edit(), 'quantity', '2000'), { now: NOW }).unchecked[0]).toMatch(/size limits/)
  })

  it('maps group problems to the order they concern', () => {
    const [a, b] = ocoPair()
    const s = set(edit(a, [a, b]), 'stopPrice', '1.090001', 'ui-7002')
    const v = validateEdit(s, ctx)
    expect(messagesAt(v, 'ui-7002', 'stopPrice')).toHaveLength(1)
    expect(messagesAt(v, 'ui-7001', 'stopPrice')).toHaveLength(0)
    // Quantities of an OCO group move together; forced apart they break the group rule on the other order.
    const apart = setIncluded(setIncluded(edit(a, [a, b]), 'ui-7002', false), 'ui-7002', true)
    const forced = {
      ...apart,
      members: apart.members.map((m, i) => (i === 1 ? { ...m, draft: { ...m.draft, quantity: '30000' } } : m)),
    }
    const q = validateEdit(forced, ctx)
    expect(q.messages[0]).toMatchObject({ memberKey: 'ui-7002', rule: 'Group rule' })
    const refused = validateEdit(
      addThenOrder(setIncluded(edit(...ifThenArgs()), 'ui-8003', false), {
        orderCode: 'x',
        kind: 'stop-loss',
        price: '1',
      }),
      { now: NOW },
    )
    expect(refused.summary).toMatch(/cannot both add and remove/)
  })

  it('locates request paths and classifies rules', () => {
    expect(locateField('orders[1].limitPrice', ['a', 'b'])).toEqual({ memberKey: 'b', field: 'limitPrice' })
    expect(locateField('quantity', ['a'])).toEqual({ memberKey: 'a', field: 'quantity' })
    expect(locateField('orders', ['a', 'b'])).toEqual({ memberKey: null, field: null })
    expect(locateField('accountStatus', ['a'])).toEqual({ memberKey: 'a', field: null })
    expect(ruleOf('something else')).toBe('Order rule')
  })
})

function ifThenArgs(): [ReturnType<typeof order>, ReturnType<typeof order>[]] {
  const [p, tp, sl] = ifThen()
  return [p, [p, tp, sl]]
}

describe('review: old → new for every changed field', () => {
  it('lists field changes per order', () => {
    const s = set(set(edit(), 'limitPrice', '1.0780'), 'quantity', '20000')
    expect(reviewRows(s).map((r) => [r.label, r.from, r.to])).toEqual([
      ['Quantity', '10000', '20000'],
      ['Limit price', '1.0795', '1.078'],
    ])
  })

  it('says what happens to the group', () => {
    const [a, b] = ocoPair()
    const rows = reviewRows(setIncluded(edit(a, [a, b]), 'ui-7002', false))
    expect(rows.map((r) => [r.memberLabel, r.from, r.to])).toEqual([
      ['Group', 'OCO group of 2', 'stand-alone'],
      ['STOP BUY 7002', 'in the group', 'stand-alone (leaves the group, stays working)'],
    ])
    const [p, list] = ifThenArgs()
    const added = reviewRows(
      addThenOrder(startEdit({ order: order({ orderId: 3 }), openOrders: list, etag: 'x', readAt: 0 }), {
        orderCode: 'tp-9',
        kind: 'take-profit',
        price: '1.1',
      }),
    )
    expect(added.map((r) => r.label)).toEqual(['Group', 'New order'])
    expect(p).toBeDefined()
  })
})

describe('what a failed send means', () => {
  it('classifies every error kind', () => {
    const c = (kind: string, extra = {}) => classifySendError({ kind, message: '', ...extra })
    expect(c('precondition-failed')).toBe('stale')
    expect(c('conflict')).toBe('rejected')
    expect(c('bad-request', { dxCode: '33' })).toBe('bad-request')
    expect(c('not-found', { dxCode: '2' })).toBe('not-visible')
    expect(c('conditional-required')).toBe('client-bug')
    expect(c('network', { outcomeUnknown: true })).toBe('unknown-outcome')
    expect(c('server', { httpStatus: 500 })).toBe('unknown-outcome')
    expect(c('internal')).toBe('unknown-outcome')
    expect(c('validation')).toBe('not-sent')
    expect(c('rate-limited')).toBe('not-sent')
    expect(mustRereadBeforeNextAttempt('unknown-outcome')).toBe(true)
    expect(mustRereadBeforeNextAttempt('rejected')).toBe(false)
  })

  it('puts a 409 description next to its field', () => {
    const e = {
      kind: 'conflict',
      message: '',
      httpStatus: 409,
      dxCode: '203',
      description: 'limitPrice 1.078125 is not a multiple of the price increment 0.00001 (limitPrice)',
    }
    expect(placeServerError(e, ['ui-1'])).toEqual({
      memberKey: 'ui-1',
      field: 'limitPrice',
      rule: 'Server 409 "203"',
      message: 'Limit price 1.078125 is not a multiple of the price increment 0.00001 (limit price)',
      source: 'server',
    })
    const grouped = placeServerError({ ...e, description: 'quantity 100 is too small (orders[1].quantity)' }, [
      'a',
      'b',
    ])
    expect(grouped).toMatchObject({ memberKey: 'b', field: 'quantity' })
  })

  it('puts a 400 "33" detail next to its field, else at the top', () => {
    const e = {
      kind: 'bad-request',
      message: '',
      httpStatus: 400,
      dxCode: '33',
      description: 'Incorrect request (expireDate: A GTD order needs expireDate)',
    }
    expect(placeServerError(e, ['k'])).toMatchObject({ memberKey: 'k', field: 'expireDate', rule: 'Server 400 "33"' })
    const top = placeServerError({ ...e, description: 'Account default:1001 is CLOSE_ONLY (accountStatus)' }, [
      'a',
      'b',
    ])
    expect(top).toMatchObject({ memberKey: null, field: null })
    const hinted = placeServerError({ kind: 'conflict', message: '', description: 'Stop price too close to market' }, [
      'k',
    ])
    expect(hinted).toMatchObject({ field: 'stopPrice' })
  })
})
