import { describe, expect, it } from 'vitest'
import { ruleOf, validateEdit } from './validation'
import { classifySendError, mustRereadBeforeNextAttempt, placeServerError } from './outcome'
import { reviewRows } from './review'
import { addThenOrder, setField, setIncluded, startEdit, type EditState } from './state'
import { EURUSD, eurusdDetails, ifThen, NOW, ocoPair, order } from '@test-support/order-fixtures'

const edit = (o = order({ orderId: 1 }), openOrders = [o]) =>
  startEdit({ order: o, openOrders, etag: '"100"', readAt: 0 })
const ctx = { details: eurusdDetails(), instrument: EURUSD, now: NOW }
const set = (s: EditState, field: Parameters<typeof setField>[2], value: string, key = s.members[0]?.key ?? '') =>
  setField(s, key, field, value)

describe('live validation sends codes and facts', () => {
  it('names the rule by its code, with the facts that show it', () => {
    const grid = validateEdit(set(edit(), 'limitPrice', '1.078125'), ctx)
    expect(grid.messages).toEqual([
      expect.objectContaining({
        field: 'limitPrice',
        rule: 'price-grid',
        problem: {
          kind: 'rule',
          fact: { code: 'price-off-step', field: 'limitPrice', name: 'limitPrice', price: '1.078125', step: '0.00001' },
        },
      }),
    ])
    expect(grid).toMatchObject({ canSend: false, summary: 'fix' })
    expect(validateEdit(edit(), ctx).summary).toBe('unchanged')
    expect(validateEdit(set(edit(), 'quantity', '2000'), { now: NOW }).unchecked).toEqual(['instrument-rules'])
  })

  it('falls back to the source’s rule for a code no rule set claims', () => {
    expect(ruleOf('quantity-negative')).toBe('order-rule')
    expect(ruleOf('rules-for-other', 'trading-rule')).toBe('trading-rule')
  })
})

function ifThenArgs(): [ReturnType<typeof order>, ReturnType<typeof order>[]] {
  const [p, tp, sl] = ifThen()
  return [p, [p, tp, sl]]
}

describe('review: old → new for every changed field', () => {
  it('lists field changes per order', () => {
    const s = set(set(edit(), 'limitPrice', '1.0780'), 'quantity', '20000')
    expect(reviewRows(s).map((r) => r.change)).toEqual([
      { kind: 'field', field: 'quantity', from: '10000', to: '20000' },
      { kind: 'field', field: 'limitPrice', from: '1.0795', to: '1.078' },
    ])
  })

  it('says what happens to the group', () => {
    const [a, b] = ocoPair()
    const rows = reviewRows(setIncluded(edit(a, [a, b]), 'ui-7002', false))
    expect(rows.map((r) => [r.member, r.change])).toEqual([
      [null, { kind: 'group', from: { contingency: 'OCO', count: 2 }, to: null }],
      [{ role: null, type: 'STOP', side: 'BUY', orderId: 7002 }, { kind: 'leaves-group' }],
    ])
    const [p, list] = ifThenArgs()
    const added = reviewRows(
      addThenOrder(startEdit({ order: order({ orderId: 3 }), openOrders: list, etag: 'x', readAt: 0 }), {
        orderCode: 'tp-9',
        kind: 'take-profit',
        price: '1.1',
      }),
    )
    expect(added.map((r) => r.change.kind)).toEqual(['group', 'new-order'])
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
      rule: 'server',
      problem: { kind: 'server', status: 409, dxCode: '203', description: e.description },
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
    expect(placeServerError(e, ['k'])).toMatchObject({
      memberKey: 'k',
      field: 'expireDate',
      problem: { status: 400, dxCode: '33' },
    })
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
