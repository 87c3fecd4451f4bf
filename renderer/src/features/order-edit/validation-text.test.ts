// The editor's live validation as a trader reads it: each problem's rule and sentence, the Save line and what
// could not be checked, worded from the codes and facts the domain's validation sends.
import { describe, expect, it } from 'vitest'
import {
  addThenOrder,
  locateField,
  setField,
  setContingency,
  setIncluded,
  startEdit,
  placeServerError,
  validateEdit as validate,
  type EditField,
  type EditState,
  type ValidationContext,
} from '@shared/domain/order-edit'
import { EURUSD, eurusdDetails, ifThen, NOW, ocoPair, order } from '@test-support/order-fixtures'
import { problemText, ruleName, saveLineText, uncheckedText } from './validation-text'

const edit = (o = order({ orderId: 1 }), openOrders = [o]) =>
  startEdit({ order: o, openOrders, etag: '"100"', readAt: 0 })
const ctx = { details: eurusdDetails(), instrument: EURUSD, now: NOW }
const set = (s: EditState, field: Parameters<typeof setField>[2], value: string, key = s.members[0]?.key ?? '') =>
  setField(s, key, field, value)

/** The validation with every message, the Save line and the unchecked rules in the words shown. */
function validateEdit(s: EditState, c: ValidationContext) {
  const v = validate(s, c)
  return {
    ...v,
    messages: v.messages.map((m) => ({ ...m, rule: ruleName(m), message: problemText(m.problem) })),
    summary: saveLineText(v),
    unchecked: uncheckedText(v),
  }
}

const messagesAt = (v: ReturnType<typeof validateEdit>, memberKey: string, field: EditField) =>
  v.messages.filter((x) => x.field === field && (x.memberKey === memberKey || x.memberKey === null))

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
    const retyped = validateEdit(setContingency(edit(a, [a, b]), 'IF-THEN'), ctx)
    expect(retyped.messages[0]?.message).toBe(
      'A group’s type cannot change from OCO to IF-THEN: turn it into a single order first.',
    )
  })

  it('locates request paths', () => {
    expect(locateField('orders[1].limitPrice', ['a', 'b'])).toEqual({ memberKey: 'b', field: 'limitPrice' })
    expect(locateField('quantity', ['a'])).toEqual({ memberKey: 'a', field: 'quantity' })
    expect(locateField('orders', ['a', 'b'])).toEqual({ memberKey: null, field: null })
    expect(locateField('accountStatus', ['a'])).toEqual({ memberKey: 'a', field: null })
  })
})

describe('a server refusal in the editor’s words', () => {
  it('names the status and code, and says the wire field names as the form does', () => {
    const m = placeServerError(
      {
        kind: 'conflict',
        message: '',
        httpStatus: 409,
        dxCode: '203',
        description: 'limitPrice 1.078125 is not a multiple of the price increment 0.00001 (limitPrice)',
      },
      ['ui-1'],
    )
    expect(ruleName(m)).toBe('Server 409 "203"')
    expect(problemText(m.problem)).toBe(
      'Limit price 1.078125 is not a multiple of the price increment 0.00001 (limit price)',
    )
  })
})

function ifThenArgs(): [ReturnType<typeof order>, ReturnType<typeof order>[]] {
  const [p, tp, sl] = ifThen()
  return [p, [p, tp, sl]]
}
