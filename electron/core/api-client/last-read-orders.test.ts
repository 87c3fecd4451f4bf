import { describe, expect, it } from 'vitest'
import { ACCOUNT, order } from '@test-support/order-fixtures'
import { LastReadOrders } from './last-read-orders'

describe('LastReadOrders', () => {
  it('finds an order by either of its codes, within its account only', () => {
    const read = new LastReadOrders()
    const o = order({ orderCode: '101', clientOrderId: 'mine-101' })
    read.note([o])
    expect(read.find(ACCOUNT, '101')).toBe(o)
    expect(read.find(ACCOUNT, 'mine-101')).toBe(o)
    expect(read.find('default:9999', '101')).toBeUndefined()
  })

  it('keeps the latest read of an order and forgets the least recently used beyond its size', () => {
    const read = new LastReadOrders(4)
    const first = order({ orderCode: '1', clientOrderId: 'c1' })
    const second = order({ orderCode: '2', clientOrderId: 'c2' })
    read.note([first, second])
    expect(read.find(ACCOUNT, '1')).toBe(first)
    read.note([order({ orderCode: '3', clientOrderId: 'c3' })])
    // Order 1 was just looked up: order 2 is the one forgotten.
    expect(read.find(ACCOUNT, '2')).toBeUndefined()
    expect(read.find(ACCOUNT, '1')).toBe(first)
    read.clear()
    expect(read.find(ACCOUNT, '1')).toBeUndefined()
  })
})
