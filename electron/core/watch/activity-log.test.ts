import { describe, expect, it } from 'vitest'
import type { ActivityEvent } from '@shared/domain/activity'
import { ActivityLog, REMEMBERED_IDS } from './activity-log'

const ACCOUNTS = Array.from({ length: 20 }, (_, i) => `default:${5001 + i}`)

/** The entries of one pass: one fill per account, each a happening of its own (its id built from what happened). */
function pass(n: number): ActivityEvent[] {
  return ACCOUNTS.map((account, i) => ({
    id: `${account}|filled|${n * ACCOUNTS.length + i}|1000`,
    account,
    kind: 'filled',
    at: n * 1_000,
    words: {
      code: 'order-filled',
      orderId: n * ACCOUNTS.length + i,
      order: { side: 'BUY', quantity: '1000', instrument: 'EUR/USD', type: 'LIMIT' },
      price: '1.0850',
    },
    target: { view: 'history', account, rowKey: String(n * ACCOUNTS.length + i) },
  }))
}

describe('ActivityLog over a trading day', () => {
  it('tells each happening once and remembers a bounded number of ids', () => {
    const log = new ActivityLog()
    // 10,000 passes of 20 accounts: 200,000 happenings, four busy days' worth of changes.
    const passes = 10_000
    let told = 0
    let toldAgain = 0
    for (let n = 0; n < passes; n++) {
      told += log.add(pass(n)).length
      // The same state read again at once (the catch-up after a lost push) and a few passes later (a reconnect).
      toldAgain += log.add(pass(n)).length
      if (n >= 50) toldAgain += log.add(pass(n - 50)).length
    }
    expect(told).toBe(passes * ACCOUNTS.length)
    expect(toldAgain).toBe(0)
    expect(log.remembered).toBeLessThanOrEqual(REMEMBERED_IDS)
    expect(log.list()).toHaveLength(2_000)
    expect(log.list()[0]?.id).toBe(pass(passes - 1).at(-1)?.id)
  })

  it('keeps remembering an entry the panel no longer lists', () => {
    const log = new ActivityLog()
    const first = pass(0)
    log.add(first)
    for (let n = 1; n <= 150; n++) log.add(pass(n))
    expect(log.list().some((e) => e.id === first[0]?.id)).toBe(false)
    expect(log.add(first)).toEqual([])
  })

  it('tells a happening given twice in one batch once', () => {
    const log = new ActivityLog()
    const [one] = pass(0)
    if (!one) throw new Error('no entry')
    expect(log.add([one, one])).toEqual([one])
    expect(log.unread).toBe(1)
  })
})
