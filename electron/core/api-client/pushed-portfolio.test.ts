import { describe, expect, it } from 'vitest'
import { ACCOUNT, evolve, ocoPair, order, position } from '@test-support/order-fixtures'
import type { AccountPortfolio, Order, Position } from '@shared/api/records'
import { PushedLookAnswerSchema } from '@shared/api/pushed-look'
import { afterLook, basisOf, etagAtVersion, lookAt, ordersWithLinks } from './pushed-portfolio'

/** A pushed order carries no links. */
const pushed = (o: ReturnType<typeof order>) => {
  const { links: _links, ...rest } = o
  return rest
}

describe('pushed orders mapped to the open-orders read', () => {
  const plain = order({ orderId: 6001, type: 'LIMIT', price: 1.05, quantity: 10000 })
  const [a, b] = ocoPair()

  it('keeps each order’s links from the picture before, when no group changed', () => {
    const moved = evolve(plain, { price: 1.04 })
    expect(ordersWithLinks([pushed(moved), pushed(a), pushed(b)], [plain, a, b])).toEqual([pushed(moved), a, b])
    // A plain order that ended leaves the others' links as they were.
    expect(ordersWithLinks([pushed(a), pushed(b)], [plain, a, b])).toEqual([a, b])
  })

  it('answers nothing where links are unknown or may have changed', () => {
    // An order the picture did not have: its group is unknown.
    expect(ordersWithLinks([pushed(plain), pushed(a)], [a])).toBeNull()
    // A grouped order ended: its partner's links changed.
    expect(ordersWithLinks([pushed(b)], [a, b])).toBeNull()
    // A grouped order modified: it (or its partner) may have left the group.
    expect(ordersWithLinks([pushed(evolve(a, { price: 1.06 })), pushed(b)], [a, b])).toBeNull()
  })

  it('gives a one-account ETag in the server’s version form only', () => {
    expect(etagAtVersion('"57"', 58)).toBe('"58"')
    expect(etagAtVersion('W/"57"', 58)).toBe('W/"58"')
    expect(etagAtVersion('"a1b2c3"', 58)).toBeUndefined()
    expect(etagAtVersion(undefined, 58)).toBeUndefined()
  })
})

const portfolio = (version: number, orders: Order[], positions: Position[]): AccountPortfolio => ({
  account: ACCOUNT,
  version,
  balances: [],
  orders,
  positions,
})
/** The look as main receives it: cloned across the thread boundary, then checked with the shared schema. */
const crossed = (look: unknown) => PushedLookAnswerSchema.parse(structuredClone(look))

describe('a look at a pushed portfolio, answered beside it', () => {
  const plain = order({ orderId: 6101, type: 'LIMIT', price: 1.05, quantity: 10000 })
  const other = order({ orderId: 6102, type: 'LIMIT', price: 1.02, quantity: 5000 })
  const [a, b] = ocoPair()
  const held = position('P1', 10000, 3)
  const quiet = position('P2', 2000, 4)
  const picture = { orders: [plain, other, a, b], positions: [held, quiet] }
  const basis = basisOf(41, picture.orders, picture.positions)

  it('carries only what changed, and the picture after it is the whole pushed one with the held links', () => {
    const moved = evolve(other, { price: 1.01 })
    const filled = evolve(plain, { status: 'COMPLETED', finalStatus: true, filled: 10000 })
    const grown = position('P1', 15000, 4)
    const opened = position('P3', 1000, 1)
    const pushedNow = portfolio(42, [moved, a, b].map(pushed), [grown, quiet, opened])
    const look = crossed(lookAt(pushedNow, [filled], basis))
    expect(look).toMatchObject({ version: 42, orders: [6102, 7001, 7002], positions: ['P1', 'P2', 'P3'] })
    expect(look?.changedOrders.map((o) => o.orderId)).toEqual([6102])
    expect(look?.ended).toEqual([filled])
    expect(look?.changedPositions.map((p) => p.positionCode)).toEqual(['P1', 'P3'])
    const after = look && afterLook(picture, look)
    expect(after?.orders).toEqual(ordersWithLinks([moved, a, b].map(pushed), picture.orders))
    expect(after?.positions).toEqual([grown, quiet, opened])
    // What did not change is the record the picture held, not a copy of it.
    expect(after?.orders[1]).toBe(a)
    expect(after?.positions[1]).toBe(quiet)
  })

  it('leaves a closed position out (pushed once with quantity 0)', () => {
    const closed = position('P1', 0, 5)
    const look = crossed(lookAt(portfolio(42, picture.orders.map(pushed), [closed, quiet]), [], basis))
    expect(look?.positions).toEqual(['P2'])
    expect(look?.changedPositions).toEqual([])
    expect(look?.changedOrders).toEqual([])
  })

  it('answers nothing where the watch must read: nothing new, or not following on from the picture', () => {
    const same = [plain, other, a, b].map(pushed)
    // Pushed at the picture's own version.
    expect(lookAt(portfolio(41, same, picture.positions), [], basis)).toBeNull()
    // An order the picture lacks: its links are unknown.
    const placed = order({ orderId: 6199 })
    expect(lookAt(portfolio(42, [...same, pushed(placed)], picture.positions), [], basis)).toBeNull()
    // An order that left without its final state pushed: how it ended is the server's to say.
    expect(lookAt(portfolio(42, same.slice(1), picture.positions), [], basis)).toBeNull()
    // A grouped order modified, or ended: its partner's links may have changed.
    const modified = [plain, other, evolve(a, { price: 1.06 }), b].map(pushed)
    expect(lookAt(portfolio(42, modified, []), [], basis)).toBeNull()
    const bEnded = evolve(b, { status: 'CANCELED', finalStatus: true })
    expect(lookAt(portfolio(42, [plain, other, a].map(pushed), []), [bEnded], basis)).toBeNull()
  })
})
