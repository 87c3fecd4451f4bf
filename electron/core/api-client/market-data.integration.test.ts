// The market-data calls against the real sandbox over HTTP: one request for every symbol, candles parsed and
// ordered, bad input refused before any request, a broken answer a readable error.
import { beforeEach, describe, expect, it } from 'vitest'
import type { DxClient } from './client'
import { demoClient, failure } from '@test-support/dx-client'
import { startTestSandbox, useTestSandbox } from '@test-support/sandbox'

const sandbox = useTestSandbox(startTestSandbox)
let trader: DxClient
beforeEach(() => {
  trader = demoClient(sandbox)
})

describe('client.marketData', () => {
  it('reads the quotes of every symbol in one request, as the price book has them', async () => {
    const moved = sandbox.control.setPrice('US30', 39_000)
    const { data } = await trader.marketData.quotes(['EUR/USD', 'US30', 'USD/JPY'], 'default:1001')
    expect(sandbox.count('POST', '/marketdata')).toBe(1)
    expect(data.map((q) => q.symbol)).toEqual(['EUR/USD', 'US30', 'USD/JPY'])
    expect(data[1]).toMatchObject({ bid: String(moved.bid), ask: String(moved.ask) })
  })

  it('reads candles oldest first, within the range asked for', async () => {
    const to = Date.now()
    const from = to - 6 * 3_600_000
    const { data } = await trader.marketData.candles({
      symbol: 'EUR/USD',
      candleType: '30m',
      fromTime: new Date(from).toISOString(),
      toTime: new Date(to).toISOString(),
    })
    expect(data.length).toBeGreaterThanOrEqual(12)
    const times = data.map((c) => Date.parse(c.time))
    expect([...times].sort((a, b) => a - b)).toEqual(times)
    expect(times[0]).toBeGreaterThanOrEqual(from - 1_800_000)
  })

  it('refuses bad input before sending anything, naming the field', async () => {
    const e = await failure(
      trader.marketData.candles({ symbol: 'EUR/USD', candleType: 'h', fromTime: 'soon', toTime: 'later' }),
    )
    expect(e).toMatchObject({ kind: 'validation', reason: 'value-refused', parameter: 'eventTypes[0].fromTime' })
    expect(await failure(trader.marketData.quotes([]))).toMatchObject({ kind: 'validation' })
    expect(sandbox.count('POST', '/marketdata')).toBe(0)
  })

  it('turns a broken answer into a readable server error', async () => {
    sandbox.control.addFault({ path: '/marketdata', fault: 'malformed-json', times: 5 })
    const e = await failure(trader.marketData.quotes(['EUR/USD']))
    expect(e).toMatchObject({
      kind: 'server',
      cause: 'unreadable-answer',
      facts: { answer: 'not-json' },
    })
  })
})
