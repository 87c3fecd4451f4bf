import { describe, expect, it } from 'vitest'
import { gapEntry, unreadEntry, type ActivityEvent } from '../domain/activity'
import { activityText } from './activity-text'

const entry = (words: ActivityEvent['words']): ActivityEvent => ({
  id: 'x',
  account: 'default:1001',
  kind: 'position-closed',
  at: 0,
  words,
  target: { view: 'positions', account: 'default:1001', rowKey: 'p1' },
})

describe('an activity entry in words', () => {
  it('writes a short position closed with a true minus sign and grouped figures, and blanks them on request', () => {
    const closed = entry({
      code: 'position-closed',
      symbol: 'EUR/USD',
      side: 'SELL',
      quantity: '125000',
      price: '1.08',
    })
    expect(activityText(closed)).toEqual({
      title: 'Position EUR/USD closed',
      detail: '\u2212125,000 EUR/USD opened at 1.08',
      account: 'default:1001',
    })
    expect(activityText(closed, { hideAmounts: true }).detail).toBe('••• EUR/USD opened at •••')
  })

  it('names the account currency of a loss limit, or says “in the account currency” when none is known', () => {
    const loss = (currency?: string) =>
      activityText(entry({ code: 'loss-limit', loss: '600.00', limit: 500, ...(currency ? { currency } : {}) })).detail
    expect(loss('EUR')).toBe(
      'Down 600.00 EUR since the first read today (limit 500 EUR). Nothing was done to the account.',
    )
    expect(loss()).toBe(
      'Down 600.00 in the account currency since the first read today (limit 500 in the account currency). Nothing was done to the account.',
    )
  })

  it('tells a gap over several accounts by their number and what the catching-up read found', () => {
    const gap = gapEntry({ from: 0, to: 1, accounts: ['a', 'b'], found: [{ kind: 'transfer' }, { kind: 'filled' }] })
    expect(activityText(gap)).toEqual({
      title: 'Live updates were interrupted',
      detail: 'on catching up: 1 fill, 1 transfer',
      account: '2 accounts',
    })
    const quiet = gapEntry({ from: 0, to: 1, accounts: ['a'], found: [] })
    expect(activityText(quiet).detail).toBe('on catching up: nothing had changed')
    expect(activityText(quiet).account).toBe('a')
  })

  it('says where the entries too many to tell one by one can be found', () => {
    const unread = unreadEntry({ account: 'a', from: 0, to: 1, lists: ['transfers'] })
    expect(activityText(unread).detail).toMatch(/Cash transfers has them all\.$/)
  })
})
