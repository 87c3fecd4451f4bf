import { describe, expect, it } from 'vitest'
import { evolve, ocoPair, order } from '@test-support/order-fixtures'
import { etagAtVersion, ordersWithLinks } from './pushed-portfolio'

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
