import { describe, expect, it } from 'vitest'
import type { AccountMetrics, Instrument } from '@shared/api/records'
import { gaugeFigures } from './MarginGauge'

const metrics = (over: Partial<AccountMetrics>): AccountMetrics =>
  ({
    account: 'default:1001',
    version: 1,
    equity: '12500.50',
    balance: '12000',
    availableBalance: '0',
    availableFunds: '0',
    allocatedFunds: '0',
    marginFree: '7500.50',
    openPl: '500.50',
    totalPl: '500.50',
    margin: '5000',
    initialMargin: '5000',
    maintenanceMargin: '5000',
    openPositionsCount: 1,
    openOrdersCount: 0,
    positions: [
      {
        version: 1,
        positionCode: 'p1',
        symbol: 'EUR/USD',
        quantity: '100000',
        quantityNotional: '108000',
        rate: '1.08527',
        fpl: '500.50',
        convRate: '1',
        bidOpen: '1.08',
        askOpen: '1.08',
        margin: '5000',
        initialMargin: '5000',
        maintenanceMargin: '5000',
        openPrice: '1.08',
        openPriceInstrumentCcy: '1.08',
        fplInstrumentCcy: '500.50',
        instrumentCurrency: 'USD',
      },
    ],
    ...over,
  }) as AccountMetrics

const reference = new Map([['EUR/USD', { priceIncrement: '0.00001', multiplier: '1' } as Instrument]])
const levels = { marginCallPercent: 100, stopOutPercent: 50 }

describe('margin gauge figures', () => {
  it('gives the distance to each level in the account currency and as a move of the largest position', () => {
    const g = gaugeFigures(metrics({}), 'USD', levels, reference)
    expect(g.level).toBe('250.01')
    expect(g.state).toBe('ok')
    // 12 500.50 − 5 000 = 7 500.50 → 0.075005 per unit → 0.07500 down from 1.08527
    expect(g.lines).toEqual([
      'Margin call (100 %): 7,500.50 USD of equity away, or EUR/USD moving −0.075 to 1.01027',
      'Stop-out (50 %): 10,000.50 USD of equity away, or EUR/USD moving −0.1 to 0.98527',
    ])
  })

  it('says when a level is already passed, and when no margin is in use', () => {
    const below = gaugeFigures(metrics({ equity: '4000' }), 'USD', levels, reference)
    expect(below.state).toBe('margin-call')
    expect(below.lines[0]).toBe('Margin call (100 %): already passed by 1,000.00 USD')
    const none = gaugeFigures(metrics({ maintenanceMargin: '0', positions: [] }), 'USD', levels, reference)
    expect(none).toEqual({ level: undefined, state: 'no-margin', lines: ['No margin in use'] })
  })
})
