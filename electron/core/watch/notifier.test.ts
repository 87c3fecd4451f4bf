import { describe, expect, it } from 'vitest'
import type { ActivityEvent } from '@shared/domain/activity'
import { notificationsFor } from './notifier'

const fill = (n: number): ActivityEvent => ({
  id: `default:1001|filled|${n}`,
  account: 'default:1001',
  kind: 'filled',
  at: n,
  words: {
    code: 'order-filled',
    orderId: n,
    order: { side: 'BUY', quantity: '1000', instrument: 'EUR/USD', type: 'LIMIT' },
    price: '1.08123',
  },
  amount: '1.08123',
  target: { view: 'history', account: 'default:1001', rowKey: String(n) },
})

describe('OS notification texts', () => {
  it('names the account before what happened', () => {
    const [note] = notificationsFor([fill(1)], { kinds: ['filled'], hideAmounts: false, platform: 'darwin' })
    expect(note).toEqual({
      title: 'Order 1 filled',
      body: 'default:1001: BUY 1,000 EUR/USD LIMIT filled at an average price of 1.08123',
      activityId: 'default:1001|filled|1',
    })
  })

  it('sums up a burst in one notification that names the latest change', () => {
    const notes = notificationsFor([1, 2, 3, 4].map(fill), { kinds: ['filled'], hideAmounts: true, platform: 'win32' })
    expect(notes).toEqual([
      {
        title: '4 changes on your accounts',
        body: 'Latest: Order 4 filled. Open the activity panel for all of them.',
        activityId: 'default:1001|filled|4',
      },
    ])
  })
})
