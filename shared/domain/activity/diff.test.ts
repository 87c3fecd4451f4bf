import { describe, expect, it } from 'vitest'
import {
  AccountEventSchema,
  CashTransferSchema,
  type AccountEvent,
  type CashTransfer,
  type Order,
} from '../../api/records'
import { ACCOUNT, order, position } from '@test-support/order-fixtures'
import { diffSnapshots, vanishedOrderIds, type AccountSnapshot } from './diff'
import { activityText } from '../../text/activity-text'

function snapshot(version: string, parts: Partial<Omit<AccountSnapshot, 'account' | 'version'>> = {}): AccountSnapshot {
  return { account: ACCOUNT, version, orders: [], positions: [], events: [], transfers: [], ...parts }
}
function marginCall(time: string): AccountEvent {
  return AccountEventSchema.parse({ account: ACCOUNT, eventType: 'MARGIN_CALL', time, reason: 'Margin level 80%' })
}
function transfer(code: string | undefined, value: number): CashTransfer {
  return CashTransferSchema.parse({
    account: ACCOUNT,
    version: 7,
    ...(code ? { transferCode: code } : {}),
    transactionTime: '2026-11-20T11:00:00.000Z',
    cashTransactions: [
      {
        account: ACCOUNT,
        transactionCode: `t${value}`,
        version: 7,
        type: 'DEPOSIT',
        value,
        currency: 'USD',
        transactionTime: '2026-11-20T11:00:00.000Z',
      },
    ],
  })
}
const ctx = (ended: Array<[number, Order | null]> = [], own: string[] = []) => ({
  ended: new Map(ended),
  ownChanges: new Set(own),
  noticedAt: 1_800_000_000_000,
})

describe('diffSnapshots', () => {
  it('says nothing when the version did not move', () => {
    const o = order({ orderId: 1 })
    expect(diffSnapshots(snapshot('"1"', { orders: [o] }), snapshot('"1"'), ctx())).toEqual([])
  })

  it('tells a vanished order by how order history says it ended: filled, cancelled, expired, rejected', () => {
    const orders = [1, 2, 3, 4].map((orderId) => order({ orderId }))
    const ended: Array<[number, Order]> = [
      [1, order({ orderId: 1, status: 'COMPLETED', filled: 10000, price: 1.09085 })],
      [2, order({ orderId: 2, status: 'CANCELED' })],
      [3, order({ orderId: 3, status: 'EXPIRED' })],
      [4, order({ orderId: 4, status: 'REJECTED' })],
    ]
    const before = snapshot('"1"', { orders })
    const after = snapshot('"2"')
    expect(vanishedOrderIds(before, after)).toEqual([1, 2, 3, 4])
    const events = diffSnapshots(before, after, ctx(ended))
    expect(events.map((e) => [e.kind, e.target.rowKey, e.target.view])).toEqual([
      ['filled', '1', 'history'],
      ['cancelled', '2', 'history'],
      ['expired', '3', 'history'],
      ['rejected', '4', 'history'],
    ])
    expect(activityText(events[0]!).detail).toContain('1.09085')
  })

  it('an OCO partner fill is one fill and one cancel', () => {
    const a = order({ orderId: 100227, links: [{ linkType: 'OCO', linkedOrder: '100228', linkedClientOrderId: 'x' }] })
    const b = order({ orderId: 100228, links: [{ linkType: 'OCO', linkedOrder: '100227', linkedClientOrderId: 'y' }] })
    const events = diffSnapshots(
      snapshot('"1"', { orders: [a, b] }),
      snapshot('"2"'),
      ctx([
        [100227, order({ orderId: 100227, status: 'CANCELED' })],
        [100228, order({ orderId: 100228, status: 'COMPLETED', filled: 10000 })],
      ]),
    )
    expect(events.map((e) => e.kind).sort()).toEqual(['cancelled', 'filled'])
  })

  it('a partial fill keeps the order in Open orders and names the filled quantity', () => {
    const before = snapshot('"1"', { orders: [order({ orderId: 9, quantity: 10000 })] })
    const after = snapshot('"2"', { orders: [order({ orderId: 9, quantity: 10000, filled: 4000, version: 101 })] })
    const [e, ...rest] = diffSnapshots(before, after, ctx())
    expect(rest).toEqual([])
    expect(e?.kind).toBe('partly-filled')
    expect(activityText(e!).detail).toBe('BUY 10,000 EUR/USD LIMIT: 4,000 filled, 6,000 remaining')
    expect(e?.target).toEqual({ view: 'orders', account: ACCOUNT, rowKey: '9' })
  })

  it('a change of price by someone else is a modify; the same change made by this app is not', () => {
    const before = snapshot('"1"', { orders: [order({ orderId: 5, price: 1.07 })] })
    const after = snapshot('"2"', { orders: [order({ orderId: 5, price: 1.06, version: 101 })] })
    expect(diffSnapshots(before, after, ctx()).map((e) => e.kind)).toEqual(['modified'])
    expect(diffSnapshots(before, after, ctx([], ['ui-5']))).toEqual([])
  })

  it('a modify says what changed, the old value beside the new', () => {
    const before = snapshot('"1"', { orders: [order({ orderId: 5, price: 1.07, quantity: 10000 })] })
    const after = snapshot('"2"', { orders: [order({ orderId: 5, price: 1.065, quantity: 20000, version: 101 })] })
    const [e] = diffSnapshots(before, after, ctx())
    expect(activityText(e!).detail).toBe('BUY EUR/USD LIMIT: price 1.07 → 1.065, quantity 10,000 → 20,000')
  })

  it('positions opened, changed and closed', () => {
    const before = snapshot('"1"', { positions: [position('p1', 1000), position('p2', 500)] })
    const after = snapshot('"2"', { positions: [position('p1', 3000, 2), position('p3', 100, 2)] })
    expect(
      diffSnapshots(before, after, ctx())
        .map((e) => `${e.kind}:${e.target.rowKey}`)
        .sort(),
    ).toEqual(['position-changed:p1', 'position-closed:p2', 'position-opened:p3'])
  })

  it('a new margin call and a new coded transfer are told once; trade cash movements are not', () => {
    const old = marginCall('2026-11-19T09:00:00.000Z')
    const fresh = marginCall('2026-11-20T12:00:00.000Z')
    const before = snapshot('"1"', { events: [old], transfers: [transfer('10', 5)] })
    const after = snapshot('"2"', {
      events: [fresh, old],
      transfers: [transfer('11', 250), transfer(undefined, -3), transfer('10', 5)],
    })
    const events = diffSnapshots(before, after, ctx())
    expect(events.map((e) => e.kind).sort()).toEqual(['margin-call', 'transfer'])
    const again = diffSnapshots(before, after, ctx())
    expect(again.map((e) => e.id)).toEqual(events.map((e) => e.id))
    expect(activityText(events.find((e) => e.kind === 'transfer')!).detail).toContain('250 USD')
  })

  it('writes figures as the tables do: thousands grouped, a true minus sign, every digit the server sent', () => {
    const after = snapshot('"2"', {
      positions: [position('p9', 125000, 2)],
      transfers: [transfer('13', -1250.5)],
    })
    const details = diffSnapshots(snapshot('"1"'), after, ctx()).map((e) => activityText(e).detail)
    expect(details).toEqual(expect.arrayContaining(['125,000 EUR/USD at 1.08', 'DEPOSIT \u22121,250.5 USD']))
  })

  it('hides the figures of an entry for privacy', () => {
    const [e] = diffSnapshots(snapshot('"1"'), snapshot('"2"', { transfers: [transfer('12', -1250.5)] }), ctx())
    expect(e).toBeDefined()
    expect(activityText(e!, { hideAmounts: true }).detail).toBe('DEPOSIT ••• USD')
  })
})
