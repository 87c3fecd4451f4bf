import { describe, expect, it } from 'vitest'
import type { Order } from '@shared/api/records'
import { resolveUnknownOutcome, triage412, watchTargets, type FreshRead } from '@shared/domain/order-edit'
import { watchHeadline } from './edit-text'
import { evolve, ocoPair, order } from '@test-support/order-fixtures'
import type { AccountRead } from './api'
import { editReducer, initialModel, type EditAction, type EditModel } from './edit-reducer'

const subject = order({ orderId: 1, type: 'LIMIT', price: 1.0795, quantity: 20000 })
const key = subject.clientOrderId ?? ''
const read = (orders: Order[], etag = '"105"', history = new Map<number, Order | null>()): AccountRead => ({
  fresh: { orders, etag, readAt: 1000 } satisfies FreshRead,
  history,
})
const open = (o: Order = subject) => initialModel({ order: o, etag: '"100"', readAt: 0 })
const run = (model: EditModel, ...actions: EditAction[]) => actions.reduce(editReducer(subject), model)
const typed = (model = open()) => run(model, { type: 'set-field', key, field: 'limitPrice', value: '1.078' })
const sending = (model = typed()) => run(model, { type: 'sending', state: model.state!, attempt: 'send' })

describe('edit reducer: the watch', () => {
  it('follows the server while nothing is typed, and says when the order moved', () => {
    const moved = evolve(subject, { price: 1.0777 })
    const next = run(open(), { type: 'watched', read: read([moved]) })
    expect(next.state?.members[0]?.draft.limitPrice).toBe('1.0777')
    expect(next.state?.base.etag).toBe('"105"')
    expect(next.banner?.text).toMatch(/^Updated to the server’s current order\. Changed elsewhere: limit price/)
    expect(next.watch).toBeNull()
    expect(next.noticed).toBe(1)
  })

  it('keeps what the trader typed and raises a notice instead', () => {
    const before = typed()
    const next = run(before, { type: 'watched', read: read([evolve(subject, { quantity: 30000 })]) })
    expect(next.state).toBe(before.state)
    expect(next.watch && watchHeadline(next.watch.report)).toMatch(/quantity 20000 → 30000/)
    expect(next.phase.name).toBe('editing')
  })

  it('ends the edit when the order left open orders', () => {
    const filled = evolve(subject, { status: 'COMPLETED', finalStatus: true, filled: 20000 })
    const next = run(typed(), { type: 'watched', read: read([], '"106"', new Map([[1, filled]])) })
    expect(next.phase).toEqual({ name: 'ended', message: expect.stringMatching(/^Filled/) })
  })

  it('drops a read that lands while a send is out: it describes the account before the send', () => {
    const out = sending()
    expect(run(out, { type: 'watched', read: read([evolve(subject, { price: 1.07 })]) })).toBe(out)
  })

  it('finds a group on its first read, or says it ended', () => {
    const [a, b] = ocoPair()
    const loading = initialModel({ order: a, etag: undefined, readAt: 0 })
    expect(loading.phase.name).toBe('loading')
    const group = editReducer(a)(loading, { type: 'watched', read: read([a, b]) })
    expect(group.phase.name).toBe('editing')
    expect(group.state?.members.map((m) => m.order?.orderId)).toEqual([a.orderId, b.orderId])
    expect(editReducer(a)(loading, { type: 'watched', read: read([b]) }).phase.name).toBe('ended')
  })
})

describe('edit reducer: answers to a send', () => {
  it('every conflict is the same three-column phase, whichever path found it', () => {
    const theirs = evolve(subject, { quantity: 30000 })
    const sent = typed().state!
    const triage = triage412(sent, read([theirs]).fresh)
    if (triage.kind !== 'changed') throw new Error('expected a changed order')

    const stale = run(sending(), { type: 'checking', reason: 'stale' }, { type: 'triaged', triage })
    const outcome = resolveUnknownOutcome(sent, read([theirs]).fresh)
    const unknown = run(sending(), { type: 'checking', reason: 'unknown' }, { type: 'outcome', outcome })
    const watched = run(typed(), { type: 'watched', read: read([theirs]) }, { type: 'compare' })

    for (const [model, origin] of [
      [stale, 'stale'],
      [unknown, 'unknown'],
      [watched, 'watch'],
    ] as const) {
      expect(model.phase).toMatchObject({ name: 'conflict', origin, rows: triage.rows, mine: triage.mine })
    }
    expect(unknown.phase).toMatchObject({ message: expect.stringMatching(/not to your values/) })
  })

  it('keep editing carries my edit onto the server’s order; discard shows the server’s order', () => {
    const theirs = evolve(subject, { quantity: 30000 })
    const triage = triage412(typed().state!, read([theirs]).fresh)
    const conflict = run(sending(), { type: 'checking', reason: 'stale' }, { type: 'triaged', triage })
    const kept = run(conflict, { type: 'keep-editing' })
    expect(kept.phase.name).toBe('editing')
    expect(kept.state?.members[0]?.draft).toMatchObject({ limitPrice: '1.078', quantity: '30000' })
    const discarded = run(conflict, { type: 'discard-mine' })
    expect(discarded.state?.members[0]?.draft).toMatchObject({ limitPrice: '1.0795', quantity: '30000' })
    expect(discarded.banner?.text).toMatch(/Your changes were discarded/)
  })

  it('a 409 sits next to its field and is cleared by typing in that field only', () => {
    const error = {
      kind: 'conflict' as const,
      httpStatus: 409,
      dxCode: '203',
      message: 'x',
      description: 'limitPrice 1.078 is too far from the market (limitPrice)',
    }
    const refused = run(sending(), { type: 'refused', error, memberKeys: [key] })
    expect(refused.phase.name).toBe('editing')
    expect(refused.serverMessages).toEqual([expect.objectContaining({ memberKey: key, field: 'limitPrice' })])
    expect(run(refused, { type: 'set-field', key, field: 'quantity', value: '1' }).serverMessages).toHaveLength(1)
    expect(run(refused, { type: 'set-field', key, field: 'limitPrice', value: '1.079' }).serverMessages).toEqual([])
  })

  it('answers that arrive when nothing waits for them are dropped', () => {
    const theirs = evolve(subject, { quantity: 30000 })
    const triage = triage412(typed().state!, read([theirs]).fresh)
    const editing = typed()
    expect(run(editing, { type: 'triaged', triage })).toBe(editing)
    expect(run(editing, { type: 'refused', error: { kind: 'network', message: 'x' }, memberKeys: [key] })).toBe(editing)
  })

  it('typing during review returns to editing; the review keeps the warnings the trader sends past', () => {
    const review = run(typed(), { type: 'review', warnings: ['Price grid: off the grid'] })
    expect(review.phase).toMatchObject({ name: 'review', warnings: ['Price grid: off the grid'] })
    expect(run(review, { type: 'set-field', key, field: 'quantity', value: '21000' }).phase.name).toBe('editing')
    expect(watchTargets(review.state!)).toEqual([{ key, orderId: 1 }])
  })
})
