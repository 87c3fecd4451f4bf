// Pushed figures cross from the API client's worker to main several times a second, every watched account with its
// positions: main takes the records the worker parsed from the wire as they are, and drops a message that is not
// one of the push events.
import { describe, expect, it } from 'vitest'
import { AccountMetricsPayloadSchema } from '@shared/api/push'
import { FromWorkerSchema } from '../worker/protocol'

const position = (code: string) => ({
  version: 3,
  positionCode: code,
  symbol: 'EUR/USD',
  quantity: '-1000',
  quantityNotional: '1000',
  rate: '1.1',
  fpl: '-12.5',
  convRate: '1',
  bidOpen: '1.1',
  askOpen: '1.1002',
  margin: '33',
  openPrice: '1.1',
  openPriceInstrumentCcy: '1.1',
  fplInstrumentCcy: '-12.5',
  instrumentCurrency: 'USD',
})
// As the server pushes them, parsed in the worker with the shared schema.
const parsed = AccountMetricsPayloadSchema.parse({
  metrics: Array.from({ length: 100 }, (_, i) => ({
    account: `default:${5001 + i}`,
    version: 7,
    equity: '10000',
    balance: '10012.5',
    availableBalance: '9000',
    availableFunds: '9000',
    allocatedFunds: '1000',
    marginFree: '9000',
    openPL: '-12.5',
    totalPL: '-12.5',
    margin: '33',
    openPositionsCount: 10,
    openOrdersCount: 0,
    positions: Array.from({ length: 10 }, (_, p) => position(`${i}-${p}`)),
  })),
}).metrics

describe('pushed figures from the worker', () => {
  it('reach main as the worker parsed them, every account and position, without being rebuilt', () => {
    const message = { type: 'push', client: 1, event: { kind: 'metrics', metrics: parsed, unchanged: [], at: 1 } }
    const result = FromWorkerSchema.parse(message)

    if (result.type !== 'push' || result.event.kind !== 'metrics') throw new Error('not a metrics push')
    expect(result.event.metrics).toHaveLength(100)
    expect(result.event.metrics.every((m, i) => m === parsed[i])).toBe(true)
    expect(result.event.metrics[99]?.positions?.[9]).toMatchObject({ positionCode: '99-9', initialMargin: '33' })
  })

  it('are dropped when the event is not a push event main knows', () => {
    for (const event of [
      { kind: 'metrics', metrics: ['default:5001'], unchanged: [], at: 1 },
      { kind: 'metrics', metrics: [{ equity: '1' }], unchanged: [], at: 1 },
      { kind: 'metrics', metrics: parsed, unchanged: [{ account: 'default:5001' }], at: 1 },
      { kind: 'figures', metrics: parsed, unchanged: [], at: 1 },
    ]) {
      expect(FromWorkerSchema.safeParse({ type: 'push', client: 1, event }).success).toBe(false)
    }
  })
})
