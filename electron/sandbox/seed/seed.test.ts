import Big from 'big.js'
import { describe, expect, it } from 'vitest'
import { accountMetrics } from '../state/metrics'
import { isFinal } from '../state/types'
import { DAY_MS, startOfUtcDay } from '../time'
import { seedWorld } from './index'

const NOW = Date.parse('2026-03-18T15:42:10.123Z')

describe('seed', () => {
  const world = seedWorld({ seed: 1, now: NOW, largeAccountOrders: 0 })
  const traders = ['default:1001', 'default:1002', 'default:2001'].map((code) => {
    const account = world.account(code)
    if (!account) throw new Error(code)
    return account
  })

  it('is deterministic per seed and differs between seeds', () => {
    const again = seedWorld({ seed: 1, now: NOW, largeAccountOrders: 0 })
    const other = seedWorld({ seed: 2, now: NOW, largeAccountOrders: 0 })
    const fingerprint = (w: typeof world) =>
      JSON.stringify([...w.accounts.values()].map((a) => [a.version, a.orders.map((o) => [o.clientOrderId, o.status])]))
    expect(fingerprint(again)).toBe(fingerprint(world))
    expect(fingerprint(other)).not.toBe(fingerprint(world))
  })

  // 100 seedings: a limit for a loaded machine, not a speed check.
  it(
    'seeds every seed a developer may pass on the command line (--seed 1..50), at any time of day',
    { timeout: 120_000 },
    () => {
      // Seeds and times are drawn over; a script step that contradicts an earlier one (cancelling a filled
      // order) only shows for some of them.
      for (let seed = 1; seed <= 50; seed++) {
        for (const now of [NOW, startOfUtcDay(NOW) + 60_000]) {
          expect(() => seedWorld({ seed, now, largeAccountOrders: 0 }), `seed ${seed}`).not.toThrow()
        }
      }
    },
  )

  // SAP's market opens at 07:00 UTC and US stocks' at 13:30 on a weekday: an order drawn overnight is placed at the
  // opening, and one minute later that is within the last minute the script may cancel it in.
  it('seeds in the minutes after a market opens, no order cancelled before it was placed', { timeout: 60_000 }, () => {
    const monday = Date.parse('2026-11-30T00:00:00Z')
    for (let hour = 0; hour < 24; hour++) {
      for (const minute of [0, 1, 2, 30, 31, 32]) {
        const now = monday + (hour * 60 + minute) * 60_000
        expect(() => seedWorld({ seed: 1, now, largeAccountOrders: 0 }), new Date(now).toISOString()).not.toThrow()
      }
    }
    const atOpening = seedWorld({ seed: 1, now: Date.parse('2026-11-30T07:01:00Z'), largeAccountOrders: 0 })
    for (const account of atOpening.accounts.values()) {
      for (const o of account.orders.filter((x) => x.status === 'CANCELED')) {
        expect(o.completedTime, o.clientOrderId).toBeGreaterThanOrEqual(o.issueTime)
      }
    }
  })

  it('has at least 20 instruments of at least 3 types, including EUR/USD and USD/JPY', () => {
    expect(world.instruments.length).toBeGreaterThanOrEqual(20)
    expect(new Set(world.instruments.map((i) => i.type)).size).toBeGreaterThanOrEqual(3)
    expect(world.instrument('EUR/USD')?.priceIncrement).toBe(0.00001)
    expect(world.instrument('USD/JPY')?.priceIncrement).toBe(0.001)
  })

  it.each(traders.map((a) => [a.code, a] as const))('%s: 200+ orders in every status, both sides', (_, account) => {
    expect(account.orders.length).toBeGreaterThanOrEqual(200)
    const statuses = new Set(account.orders.map((o) => o.status))
    for (const s of ['ACCEPTED', 'WORKING', 'COMPLETED', 'CANCELED', 'EXPIRED', 'REJECTED'])
      expect(statuses).toContain(s)
    expect(new Set(account.orders.map((o) => o.side))).toEqual(new Set(['BUY', 'SELL']))
    expect(new Set(account.orders.map((o) => o.instrument)).size).toBeGreaterThanOrEqual(4)
    const working = account.orders.filter((o) => o.status === 'WORKING')
    expect(working.length).toBeGreaterThanOrEqual(5)
    expect(working.some((o) => o.type === 'LIMIT')).toBe(true)
    expect(working.some((o) => o.type === 'STOP')).toBe(true)
    expect(account.positions.size).toBeGreaterThanOrEqual(3)
  })

  it('puts OCO and IF-THEN groups on the position-based accounts', () => {
    for (const account of traders.filter((a) => a.positionBased)) {
      const types = [...account.groups.values()].map((g) => g.contingencyType)
      expect(types).toContain('OCO')
      expect(types).toContain('IF-THEN')
    }
  })

  it('keeps every time within the last 30 days (UTC, including today) and versions growing with time', () => {
    const start = startOfUtcDay(NOW) - 29 * DAY_MS
    for (const account of traders) {
      const executions = account.orders.flatMap((o) => o.executions)
      for (const e of executions) {
        expect(e.transactionTime).toBeGreaterThanOrEqual(start)
        expect(e.transactionTime).toBeLessThanOrEqual(NOW)
      }
      const byVersion = [...executions].sort((a, b) => a.version - b.version)
      for (let i = 1; i < byVersion.length; i++) {
        expect(byVersion[i]?.transactionTime).toBeGreaterThanOrEqual(byVersion[i - 1]?.transactionTime ?? 0)
      }
      expect(Math.max(...executions.map((e) => e.version))).toBeLessThanOrEqual(account.version)
    }
  })

  it('derives balances from cash transactions and metrics from positions', () => {
    for (const account of traders) {
      const cash = account.transfers.flatMap((t) => t.cashTransactions).reduce((s, c) => s.plus(c.value), new Big(0))
      expect(account.balances.get(account.baseCurrency)?.value).toBe(Number(cash))
      const m = accountMetrics(world, account)
      expect(m.equity).toBe(Number(new Big(m.balance).plus(m.openPL)))
      expect(m.marginFree).toBe(Number(new Big(m.equity).minus(m.margin)))
      expect(m.openPositionsCount).toBe(account.positions.size)
      expect(m.openOrdersCount).toBe(account.orders.filter((o) => !isFinal(o.status)).length)
      expect(m.equity).toBeGreaterThan(0)
    }
  })

  it('has 20+ transfers of several types and margin-call and liquidation events', () => {
    for (const account of traders) {
      const coded = account.transfers.filter((t) => t.transferCode !== undefined)
      expect(coded.length).toBeGreaterThanOrEqual(20)
      const types = new Set(account.transfers.flatMap((t) => t.cashTransactions.map((c) => c.type)))
      for (const t of ['DEPOSIT', 'WITHDRAWAL', 'COMMISSION', 'FINANCING', 'SETTLEMENT']) expect(types).toContain(t)
      expect(new Set(account.events.map((e) => e.eventType))).toEqual(new Set(['MARGIN_CALL', 'LIQUIDATION']))
    }
  })

  it('builds a columnar benchmark history with distinct, increasing transaction times', () => {
    const big = seedWorld({ seed: 1, now: NOW, largeAccountOrders: 5000 })
    const history = big.account('default:1099')?.largeHistory
    expect(history?.size).toBe(5000)
    if (!history) return
    for (let i = 1; i < history.size; i++) {
      expect(history.transactionTime[i]).toBeGreaterThan(history.transactionTime[i - 1] ?? 0)
    }
    const order = history.materialise(42)
    expect(order.orderId).toBe(history.firstOrderId + 42)
    expect(order.executions).toHaveLength(2)
    expect(history.rowOfClientOrderId(order.clientOrderId)).toBe(42)
  })
})
