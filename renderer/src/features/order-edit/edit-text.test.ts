// The order editor's form, review and notes as a trader reads them, worded from the codes and facts the domain
// sends (fixtures from the sandbox's order shapes).
import { describe, expect, it } from 'vitest'
import {
  baseOf,
  diffOrder,
  draftFromOrder,
  editability,
  fieldRules,
  parseDraft,
  readOnlyFacts,
  resolveUnknownOutcome,
  reviewRows,
  setField,
  setIncluded,
  startEdit,
  triage412,
  watchEdit,
  type EditState,
  type FreshRead,
} from '@shared/domain/order-edit'
import type { Order } from '@shared/api/records'
import { evolve, ocoPair, order } from '@test-support/order-fixtures'
import {
  fieldHintText,
  fieldLabel,
  fieldReasonText,
  fixedFactLabel,
  inputProblemText,
  memberText,
  reviewRowWords,
  triageText,
  unknownOutcomeText,
  watchHeadline,
  watchNoteText,
} from './edit-text'

const base = order({ orderId: 1, type: 'LIMIT', price: 1.0795, quantity: 20000 })
const edit = (o: Order = base, open: Order[] = [o]) =>
  startEdit({ order: o, openOrders: open, etag: '"100"', readAt: 0 })
const fresh = (orders: Order[], etag = '"105"'): FreshRead => ({ orders, etag, readAt: 1000 })
const myPrice = (s: EditState = edit()) => setField(s, 'ui-1', 'limitPrice', '1.078')

describe('the form: fields, why one is fixed, hints and fixed facts', () => {
  it('says why a field cannot change, naming the position or the type', () => {
    const attached = order({ quantity: null, positionEffect: 'CLOSE', positionCode: '4400', side: 'SELL' })
    const rules = fieldRules(baseOf(attached), 'single', draftFromOrder(attached), attached)
    const reason = (field: string) => {
      const r = rules.find((x) => x.field === field)?.reason
      return r && fieldReasonText(r)
    }
    expect(reason('quantity')).toBe('Attached to position 4400: it always closes the whole position.')
    expect(reason('stopPrice')).toBe('A LIMIT order has no stop price.')
    expect(reason('expireDate')).toBe('Only a GTD (good-till-date) order has an expiry.')
    const then = fieldRules(baseOf(attached), 'then', draftFromOrder(attached))
    const tif = then.find((x) => x.field === 'tif')?.reason
    expect(tif && fieldReasonText(tif)).toBe('THEN orders of an IF-THEN group are always GTC.')
  })

  it('hints the quantity as the order’s total once part of it is filled', () => {
    const part = order({ quantity: 20000, filled: 5000 })
    const q = fieldRules(baseOf(part), 'single', draftFromOrder(part), part).find((x) => x.field === 'quantity')
    expect(q?.hint && fieldHintText(q.hint)).toBe(
      'Total units of the order, including the 5000 already filled; it must stay above that.',
    )
    expect(fieldLabel('limitPrice')).toBe('Limit price')
  })

  it('names the fixed facts and refuses a final order in words', () => {
    expect(readOnlyFacts(order({ orderId: 42 })).map((f) => fixedFactLabel(f.fact))).toEqual([
      'Instrument',
      'Type',
      'Side',
      'Order id / code',
      'Position',
    ])
    expect(editability(order({ status: 'COMPLETED', finalStatus: true }))).toMatchObject({ status: 'COMPLETED' })
  })

  it('says what is wrong with a typed box', () => {
    const { problems } = parseDraft({
      quantity: '1,5',
      limitPrice: '-1',
      stopPrice: '',
      tif: 'XYZ',
      expireDate: 'soon',
    })
    expect(problems.map(inputProblemText)).toEqual([
      '“1,5” is not a number',
      'must be more than 0',
      'XYZ is not a time in force this app can send',
      '“soon” is not a date',
    ])
  })
})

describe('the review', () => {
  it('says what happens to the group and to the order taken out', () => {
    const [a, b] = ocoPair()
    const rows = reviewRows(setIncluded(edit(a, [a, b]), 'ui-7002', false)).map(reviewRowWords)
    expect(rows.map((r) => [r.member, r.label, r.from, r.to])).toEqual([
      ['Group', 'Group', 'OCO group of 2', 'stand-alone'],
      ['STOP BUY 7002', 'Group', 'in the group', 'stand-alone (leaves the group, stays working)'],
    ])
    const s = setField(edit(a, [a, b]), 'ui-7001', 'limitPrice', '1.0699')
    expect(reviewRows(s).map(reviewRowWords)).toEqual([
      { member: 'OCO · LIMIT BUY 7001', label: 'Limit price', from: '1.07', to: '1.0699' },
    ])
    expect(memberText({ role: 'then', type: 'LIMIT', side: 'SELL', newKey: 'tp-9' })).toBe(
      'THEN · LIMIT SELL new (tp-9)',
    )
  })
})

describe('what a re-read found', () => {
  it('words each order’s note', () => {
    expect(watchNoteText(diffOrder('k', base, evolve(base, { filled: 5000 })))).toBe(
      'Partially filled: 5000 of 20000 filled, 15000 remain.',
    )
    expect(watchNoteText(diffOrder('k', base, evolve(base, { price: 1.077, tif: 'DAY' })))).toBe(
      'Changed elsewhere: limit price 1.0795 → 1.077; time in force GTC → DAY.',
    )
    const ended = evolve(base, { status: 'COMPLETED', finalStatus: true, filled: 20000 })
    expect(watchNoteText(diffOrder('k', base, undefined, ended))).toBe(
      'Filled at an average price of 1.0795: there is nothing left to change.',
    )
    expect(watchNoteText(diffOrder('k', base, undefined))).toMatch(/looking up how in order history/)
  })

  it('names each order of a group in the headline', () => {
    const [a, b] = ocoPair()
    const r = watchEdit(edit(a, [a, b]), [a], new Map([[7002, evolve(b, { status: 'CANCELED', finalStatus: true })]]))
    expect(watchHeadline(r)).toBe('Order 7002: Cancelled: there is nothing left to change.')
    expect(watchHeadline(watchEdit(edit(), [base]))).toBe('Unchanged since you opened it.')
  })

  it('words the 412 triage and the unknown outcome', () => {
    expect(triageText(triage412(myPrice(), fresh([evolve(base, { version: base.version })])))).toMatch(
      /^The account changed since you opened this order .*, but your order did not\./,
    )
    expect(triageText(triage412(myPrice(), fresh([]), new Map([[1, null]])))).toMatch(/not visible to you any more/)
    expect(unknownOutcomeText(resolveUnknownOutcome(myPrice(), fresh([base], '"100"')))).toBe(
      'Your change was not applied: the order is exactly as you read it. You can send it again.',
    )
    expect(unknownOutcomeText(resolveUnknownOutcome(myPrice(), fresh([evolve(base, { price: 1.078 })])))).toBe(
      'Your change to order 1 was applied: the server has your values.',
    )
    const cancelled = new Map([[1, evolve(base, { status: 'CANCELED', finalStatus: true })]])
    expect(unknownOutcomeText(resolveUnknownOutcome(myPrice(), fresh([]), cancelled))).toBe(
      'Cancelled: there is nothing left to change. Whether your change reached the server before that, order history shows.',
    )
  })
})
