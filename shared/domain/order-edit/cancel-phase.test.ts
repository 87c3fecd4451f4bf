import { describe, expect, it } from 'vitest'
import type { Order } from '../../api/records'
import { ifThen, ocoPair, order } from '@test-support/order-fixtures'
import { cancelChoices, initialCancelPhase, nextCancelPhase, type CancelEvent, type CancelPhase } from './cancel-phase'

const a = order({ orderId: 1 })
const b = order({ orderId: 2 })
const read = (orders: ReturnType<typeof order>[], etag = 'e1'): CancelEvent => ({
  type: 'read',
  read: { orders, etag, readAt: 0 },
})
const run = (events: CancelEvent[], from: CancelPhase = initialCancelPhase) =>
  events.reduce((phase, event) => nextCancelPhase(phase, event, 1), from)

describe('the cancel machine', () => {
  it('asks to confirm the order as read, with the read’s ETag for If-Match', () => {
    expect(run([read([a, b])])).toEqual({ name: 'confirm', members: [a], contingency: null, etag: 'e1' })
  })

  it('offers nothing when the order is not working, and no cancel without an ETag', () => {
    expect(run([read([b])])).toEqual({ name: 'done' })
    expect(run([{ type: 'read', read: { orders: [a], etag: undefined, readAt: 0 } }])).toEqual({ name: 'no-etag' })
  })

  it('sends once on the click, and a sent cancel ends the dialog', () => {
    const sending = run([read([a]), { type: 'send' }])
    expect(sending).toEqual({ name: 'sending', members: [a], contingency: null, etag: 'e1', again: false })
    expect(run([{ type: 'sent' }], sending)).toEqual({ name: 'cancelled', members: [a] })
  })

  it('after a 412 reads again and asks once more when the order did not change', () => {
    const reread = run([read([a]), { type: 'send' }, { type: 'send-failed', error: { kind: 'precondition-failed' } }])
    expect(reread).toEqual({ name: 'loading', reread: { because: 'account-changed', confirmed: [a] } })
    const again = run([read([a, b], 'e2')], reread)
    expect(again).toEqual({
      name: 'confirm',
      members: [a],
      contingency: null,
      etag: 'e2',
      reread: { because: 'account-changed', review: 'unchanged', group: false },
    })
    // The second confirmation is recorded as a send-again.
    expect(run([{ type: 'send' }], again)).toMatchObject({ name: 'sending', etag: 'e2', again: true })
  })

  it('after a lost answer reads again and says the order is gone rather than sending again', () => {
    const lost = run([read([a]), { type: 'send' }, { type: 'send-failed', error: { kind: 'network' } }])
    expect(lost).toEqual({ name: 'loading', reread: { because: 'answer-lost', confirmed: [a] } })
    expect(run([read([b])], lost)).toEqual({
      name: 'done',
      reread: { because: 'answer-lost', review: 'gone', group: false },
    })
  })

  it('a refusal that is not about the version stops with the error', () => {
    const error = { kind: 'forbidden' }
    expect(run([read([a]), { type: 'send' }, { type: 'send-failed', error }])).toEqual({ name: 'failed', error })
    expect(run([{ type: 'read-failed', error }])).toEqual({ name: 'failed', error })
  })

  it('ignores what does not belong to the step: a late read, a second click', () => {
    const confirm = run([read([a])])
    expect(nextCancelPhase(confirm, read([b]), 1)).toBe(confirm)
    const sending = run([{ type: 'send' }], confirm)
    expect(nextCancelPhase(sending, { type: 'send' }, 1)).toBe(sending)
  })
})

describe('cancelling one order of a group', () => {
  const [parent, tp, sl] = ifThen()
  const [x, y] = ocoPair()
  const confirmOf = (clicked: Order, orders: Order[]) =>
    [read(orders)].reduce((p, e) => nextCancelPhase(p, e, clicked.orderId), initialCancelPhase)

  it('a THEN order may be cancelled alone: the IF order and the other THEN order keep their group', () => {
    expect(cancelChoices(sl, [parent, tp, sl], 'IF-THEN')).toEqual({ alone: true, role: 'then' })
    const confirm = confirmOf(sl, [parent, tp, sl])
    const sending = nextCancelPhase(confirm, { type: 'send', alone: true }, sl.orderId)
    expect(sending).toMatchObject({ name: 'sending', members: [sl], contingency: null })
    // The whole group remains the other choice.
    expect(nextCancelPhase(confirm, { type: 'send' }, sl.orderId)).toMatchObject({
      members: [parent, tp, sl],
      contingency: 'IF-THEN',
    })
  })

  it('the IF order alone would leave its THEN orders without a size; one of an OCO pair ends the other', () => {
    expect(cancelChoices(parent, [parent, tp, sl], 'IF-THEN')).toEqual({
      alone: false,
      role: 'if',
      why: 'if-carries-then',
    })
    expect(cancelChoices(x, [x, y], 'OCO')).toEqual({ alone: false, role: 'oco', why: 'oco-ends-both' })
    expect(cancelChoices(a, [a], null)).toEqual({ alone: true, role: 'single' })
    // A send "alone" where it is not allowed cancels what the group rules would anyway: the whole group.
    expect(
      nextCancelPhase(confirmOf(parent, [parent, tp, sl]), { type: 'send', alone: true }, parent.orderId),
    ).toMatchObject({ members: [parent, tp, sl] })
  })
})
