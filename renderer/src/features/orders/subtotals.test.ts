import { describe, expect, it } from 'vitest'
import { ocoPair, order } from '../../../../shared/domain/order-edit/test-fixtures'
import { computeSubtotals } from '../../components/DataTable/display-rows'
import { subtotalText } from '../../components/DataTable/SubtotalCell'
import { ocoRepeats, orderColumns } from './columns'

const remainingTotal = (orders: Parameters<typeof ocoRepeats>[0]) => {
  const columns = orderColumns({ leftOutOfSubtotal: ocoRepeats(orders) })
  return subtotalText(computeSubtotals(columns, orders).remainingQuantity, 'quantity')
}

describe('Open orders Remaining subtotal (issue 19 item 10)', () => {
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
