import { describe, expect, it } from 'vitest'
import type { Order } from '@shared/api/records'
import { ifThen, ocoPair, order } from '@test-support/order-fixtures'
import { computeSubtotals } from '../../components/DataTable/display-rows'
import { subtotalText } from '../../components/DataTable/SubtotalCell'
import type { FormatContext } from '../../components/DataTable/types'
import { ocoRepeats, orderColumns } from './columns'

const remainingTotal = (orders: Parameters<typeof ocoRepeats>[0]) => {
  const columns = orderColumns({ leftOutOfSubtotal: ocoRepeats(orders) })
  return subtotalText(computeSubtotals(columns, orders).remainingQuantity, 'quantity')
}

describe('Open orders Remaining subtotal', () => {
  it('never nets buys against sells: one line per instrument and side', () => {
    const buy = order({ orderId: 1, side: 'BUY', quantity: 50000 })
    const sell = order({ orderId: 2, side: 'SELL', quantity: 50000 })
    expect(remainingTotal([buy, sell])).toBe('EUR/USD BUY 50,000 · EUR/USD SELL 50,000')
  })

  it('counts the orders of an OCO group once, not once per order', () => {
    const [a, b] = ocoPair()
    const single = order({ orderId: 3, side: 'BUY', quantity: 40000 })
    expect(remainingTotal([a, b, single])).toBe('EUR/USD BUY 65,000')
  })
})

describe('Quantity and Remaining say what the order acts on', () => {
  const ctx: FormatContext = { zone: 'UTC', precisionOf: () => undefined }
  const text = (id: string, o: Order) => {
    const column = orderColumns().find((c) => c.id === id)
    return column?.text?.(o, ctx) ?? ''
  }

  it('an attached take-profit acts on its position; a THEN order waits for its IF order', () => {
    const attached = order({
      orderId: 9,
      type: 'LIMIT',
      side: 'SELL',
      quantity: null,
      positionEffect: 'CLOSE',
      positionCode: '100115',
    })
    expect(text('quantity', attached)).toBe('position 100115')
    const [, then] = ifThen()
    expect(text('quantity', then)).toBe('IF order’s fill')
    expect(text('remainingQuantity', then)).toBe('after IF fills')
    const plain = order({ orderId: 10, quantity: 20000 })
    expect(text('quantity', plain)).toBe('20,000')
  })
})
