import { describe, expect, it } from 'vitest'
import { reviewCancel } from './cancel'
import { order } from '@test-support/order-fixtures'

describe('reviewCancel', () => {
  const a = order({ orderId: 1 })
  const b = order({ orderId: 2 })
  it('unchanged when every confirmed order is still working at the same version', () => {
    expect(reviewCancel([a, b], [b, a, order({ orderId: 3 })])).toEqual({ kind: 'unchanged' })
  })
  it('changed when someone replaced or part-filled one of them', () => {
    const moved = order({ orderId: 1, version: 101, price: 1.05 })
    expect(reviewCancel([a, b], [moved, b])).toEqual({ kind: 'changed', orders: [moved, b] })
  })
  it('gone when none is working, partly gone when some are', () => {
    expect(reviewCancel([a, b], [])).toEqual({ kind: 'gone' })
    expect(reviewCancel([a, b], [b])).toEqual({ kind: 'partly-gone', remaining: [b] })
  })
})
