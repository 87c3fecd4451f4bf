// Price alerts fire once per crossing: prices here are the sandbox's seeded EUR/USD quotes (bid 1.08527,
// ask 1.08537 at the spread it seeds) moved by hand, the expected firings worked out from the level and its band.
import { describe, expect, it } from 'vitest'
import {
  evaluatePriceAlerts,
  orderDistanceAlert,
  PriceAlertInputSchema,
  type PriceAlert,
  type PriceAlertMemory,
} from './price-alerts'

const alert = (over: Partial<PriceAlert> = {}): PriceAlert => ({
  id: 'a1',
  symbol: 'EUR/USD',
  side: 'bid',
  when: 'at-or-above',
  level: '1.09',
  createdAt: 0,
  ...over,
})

/** Feeds bids (ask = bid + 0.0001) through the evaluator; returns the prices that fired. */
function run(alerts: PriceAlert[], bids: number[]): string[] {
  let memory = new Map<string, PriceAlertMemory>()
  const fired: string[] = []
  bids.forEach((bid, i) => {
    const out = evaluatePriceAlerts(alerts, memory, {
      symbol: 'EUR/USD',
      bid: String(bid),
      ask: (bid + 0.0001).toFixed(5),
      time: i,
    })
    memory = out.memory
    fired.push(...out.fired.map((f) => `${f.alert.id}@${f.price}`))
  })
  return fired
}

describe('price alerts', () => {
  it('fires once when the bid reaches the level, not again while it hovers on it', () => {
    // Band: 1.09 × 0.0005 = 0.000545 → the alert re-arms only below 1.089455.
    expect(run([alert()], [1.08527, 1.09, 1.0899, 1.09002, 1.0895, 1.0901])).toEqual(['a1@1.09'])
  })

  it('fires again after the price went back past the band', () => {
    expect(run([alert()], [1.08527, 1.0901, 1.0894, 1.0902])).toEqual(['a1@1.0901', 'a1@1.0902'])
  })

  it('a falling alert watches the ask; another symbol never fires it', () => {
    const falling = alert({ id: 'f', side: 'ask', when: 'at-or-below', level: '1.08' })
    // Asks: 1.08537, 1.07911 (reached), 1.08011 (not yet past 1.08 + 0.00054), 1.08111 (past), 1.07891 (again).
    const bids = [1.08527, 1.07901, 1.08001, 1.08101, 1.07881]
    expect(run([falling, alert({ id: 'x', symbol: 'GBP/USD', level: '0.5' })], bids)).toEqual([
      'f@1.07911',
      'f@1.07891',
    ])
  })

  it('an alert set beyond the market fires at the first price', () => {
    expect(run([alert({ level: '1.08' })], [1.08527])).toEqual(['a1@1.08527'])
  })

  it('an alert near a buy limit below the market watches the ask coming down to price + distance', () => {
    const order = {
      account: 'default:1001',
      orderCode: 'mob-1001-0223',
      symbol: 'EUR/USD',
      side: 'BUY' as const,
      price: '1.0812',
    }
    expect(orderDistanceAlert(order, '0.0010', { bid: '1.08527', ask: '1.08537' })).toEqual({
      symbol: 'EUR/USD',
      side: 'ask',
      when: 'at-or-below',
      level: '1.0822',
      order: { account: 'default:1001', orderCode: 'mob-1001-0223', price: '1.0812', distance: '0.0010' },
    })
    const sellStop = { ...order, side: 'SELL' as const, price: '1.0900' }
    expect(orderDistanceAlert(sellStop, '0.0005', { bid: '1.08527', ask: '1.08537' })).toMatchObject({
      side: 'bid',
      when: 'at-or-above',
      level: '1.0895',
    })
  })

  it('refuses a level that is not a positive number', () => {
    const base = { symbol: 'EUR/USD', side: 'bid', when: 'at-or-above' }
    expect(PriceAlertInputSchema.safeParse({ ...base, level: '1.0950' }).success).toBe(true)
    expect(PriceAlertInputSchema.safeParse({ ...base, level: '0' }).success).toBe(false)
    expect(PriceAlertInputSchema.safeParse({ ...base, level: '-1' }).success).toBe(false)
    expect(PriceAlertInputSchema.safeParse({ ...base, level: '1e3' }).success).toBe(false)
  })
})
