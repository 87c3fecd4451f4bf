import { describe, expect, it } from 'vitest'
import type { Order } from '../../api/records'
import { buildEditRequest } from './request'
import { setField, startEdit, type EditState } from './state'
import { evolve, ifThen, ocoPair, order } from '@test-support/order-fixtures'
import { resolveUnknownOutcome, triage412, type FreshRead } from './triage'
import { diffOrder, missingOrderIds, watchEdit } from './watch'

const base = order({ orderId: 1, type: 'LIMIT', price: 1.0795, quantity: 20000 })
const edit = (o: Order = base, open: Order[] = [o]) =>
  startEdit({ order: o, openOrders: open, etag: '"100"', readAt: 0 })
const fresh = (orders: Order[], etag = '"105"'): FreshRead => ({ orders, etag, readAt: 1000 })
const myPrice = (s: EditState = edit()) => setField(s, 'ui-1', 'limitPrice', '1.078')

describe('watch: snapshot → fresh open-orders read', () => {
  it('unchanged, including a new version with every visible field equal', () => {
    expect(diffOrder('k', base, base).kind).toBe('unchanged')
    expect(diffOrder('k', base, evolve(base, {})).kind).toBe('unchanged')
  })

  it('partially filled says how much', () => {
    const w = diffOrder('k', base, evolve(base, { filled: 5000 }))
    expect(w).toMatchObject({
      kind: 'partially-filled',
      note: { code: 'partially-filled', filled: '5000', quantity: '20000', remaining: '15000' },
    })
  })

  it('modified elsewhere lists old → new', () => {
    const w = diffOrder('k', base, evolve(base, { price: 1.077, tif: 'DAY' }))
    expect(w).toMatchObject({ kind: 'modified', note: { code: 'modified' } })
    expect(w.changes).toEqual([
      { field: 'limitPrice', from: '1.0795', to: '1.077' },
      { field: 'tif', from: 'GTC', to: 'DAY' },
    ])
  })

  it('absence means final: history says filled, cancelled, expired or rejected', () => {
    const ended = (status: string) =>
      evolve(base, { status, finalStatus: true, filled: status === 'COMPLETED' ? 20000 : 0 })
    expect(diffOrder('k', base, undefined, ended('COMPLETED'))).toMatchObject({
      kind: 'filled',
      note: { code: 'filled', averagePrice: '1.0795' },
    })
    expect(diffOrder('k', base, undefined, ended('CANCELED')).kind).toBe('cancelled')
    expect(diffOrder('k', base, undefined, ended('EXPIRED')).kind).toBe('expired')
    expect(diffOrder('k', base, undefined, ended('REJECTED')).kind).toBe('rejected')
    expect(diffOrder('k', base, undefined, null).kind).toBe('gone')
    expect(diffOrder('k', base, undefined)).toMatchObject({ kind: 'final', note: { code: 'looking-up' } })
  })

  it('reports a group as a whole, naming each order', () => {
    const [a, b] = ocoPair()
    const s = edit(a, [a, b])
    expect(missingOrderIds(s, [a])).toEqual([7002])
    const r = watchEdit(s, [a], new Map([[7002, evolve(b, { status: 'CANCELED', finalStatus: true })]]))
    expect(r).toMatchObject({ kind: 'cancelled', ended: true, changed: true })
    expect(r.members.map((w) => [w.orderId, w.note])).toEqual([
      [7001, { code: 'unchanged' }],
      [7002, { code: 'cancelled' }],
    ])
  })
})

describe('412 triage', () => {
  it('unchanged and still working → "the account changed, your order did not" and resend with the fresh ETag', () => {
    const t = triage412(myPrice(), fresh([evolve(base, { version: base.version })]))
    expect(t.kind).toBe('resend')
    if (t.kind !== 'resend') return
    expect(t.report).toMatchObject({ changed: false, ended: false })
    expect(t.rebased.base).toEqual({ etag: '"105"', readAt: 1000 })
    expect(t.rebased.members[0]?.draft.limitPrice).toBe('1.078')
    const b = buildEditRequest(t.rebased)
    expect(b.ok && b.request).toMatchObject({ orderCode: 'ui-1', limitPrice: '1.078', quantity: '20000' })
  })

  it('changed → three columns; apply mine keeps the other user’s change to fields I did not touch', () => {
    const theirs = evolve(base, { quantity: 30000, price: 1.0772 })
    const t = triage412(myPrice(), fresh([theirs]))
    expect(t.kind).toBe('changed')
    if (t.kind !== 'changed') return
    expect(t.rows.map((r) => [r.field, r.started, r.mine, r.server, r.conflict])).toEqual([
      ['quantity', '20000', '20000', '30000', false],
      ['limitPrice', '1.0795', '1.078', '1.0772', true],
    ])
    const mine = t.mine.members[0]
    expect(mine?.order).toBe(theirs)
    expect(mine?.draft).toMatchObject({ quantity: '30000', limitPrice: '1.078' })
    expect(t.mine.base.etag).toBe('"105"')
    // What "apply mine" sends is built on the state the trader was just shown.
    const b = buildEditRequest(t.mine)
    expect(b.ok && b.request).toMatchObject({ quantity: '30000', limitPrice: '1.078' })
    expect(t.discarded.members[0]?.draft).toMatchObject({ quantity: '30000', limitPrice: '1.0772' })
  })

  it('a partial fill is a change: the filled row shows it', () => {
    const t = triage412(myPrice(), fresh([evolve(base, { filled: 5000 })]))
    expect(t.kind).toBe('changed')
    if (t.kind === 'changed')
      expect(t.rows.find((r) => r.field === 'filled')).toMatchObject({ started: '0', server: '5000' })
  })

  it('became final → say so; nothing to send', () => {
    const t = triage412(myPrice(), fresh([]), new Map([[1, evolve(base, { status: 'COMPLETED', finalStatus: true })]]))
    expect(t).toMatchObject({ kind: 'ended', report: { kind: 'filled' } })
    const gone = triage412(myPrice(), fresh([]), new Map([[1, null]]))
    expect(gone).toMatchObject({ kind: 'ended', report: { kind: 'gone' } })
  })

  it('groups: every order unchanged → resend; one changed → three columns for that one', () => {
    const [a, b] = ocoPair()
    const s = setField(edit(a, [a, b]), 'ui-7001', 'limitPrice', '1.0699')
    expect(triage412(s, fresh([a, b])).kind).toBe('resend')
    const t = triage412(s, fresh([a, evolve(b, { price: 1.0915 })]))
    expect(t.kind).toBe('changed')
    if (t.kind === 'changed') {
      expect(t.rows.map((r) => [r.memberKey, r.field, r.mineChanged, r.serverChanged])).toEqual([
        ['ui-7001', 'limitPrice', true, false],
        ['ui-7002', 'stopPrice', false, true],
      ])
      const b2 = buildEditRequest(t.mine)
      expect(b2.ok && b2.request).toMatchObject({
        orders: [{ limitPrice: '1.0699' }, { stopPrice: '1.0915' }],
      })
    }
  })

  it('IF-THEN: the IF order filled → ended', () => {
    const [parent, tp, sl] = ifThen()
    const s = setField(edit(parent, [parent, tp, sl]), 'ui-8002', 'limitPrice', '152.2')
    const t = triage412(
      s,
      fresh([tp, sl]),
      new Map([[8001, evolve(parent, { status: 'COMPLETED', finalStatus: true })]]),
    )
    expect(t.kind).toBe('ended')
  })
})

describe('unknown outcome (network, timeout, 5xx): re-read and say which happened', () => {
  it('not applied: the order is as read; sending again is offered, not done', () => {
    const o = resolveUnknownOutcome(myPrice(), fresh([base], '"100"'))
    expect(o).toMatchObject({ kind: 'not-applied', report: { changed: false } })
  })

  it('applied: the server has my values', () => {
    const o = resolveUnknownOutcome(myPrice(), fresh([evolve(base, { price: 1.078 })], '"101"'))
    expect(o).toMatchObject({ kind: 'applied', orderIds: [1] })
    if (o.kind === 'applied') expect(o.rebased.members[0]?.draft.limitPrice).toBe('1.078')
  })

  it('changed by someone else → three columns', () => {
    const o = resolveUnknownOutcome(myPrice(), fresh([evolve(base, { price: 1.0701 })]))
    expect(o.kind).toBe('changed')
    if (o.kind === 'changed') expect(o.triage.rows[0]).toMatchObject({ server: '1.0701', mine: '1.078' })
  })

  it('ended meanwhile', () => {
    const o = resolveUnknownOutcome(
      myPrice(),
      fresh([]),
      new Map([[1, evolve(base, { status: 'CANCELED', finalStatus: true })]]),
    )
    expect(o).toMatchObject({ kind: 'ended', orderUnchanged: false, report: { kind: 'cancelled' } })
  })
})
