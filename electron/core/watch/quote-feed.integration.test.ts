// Quotes on screen have one owner in main: the window names its symbols (`quotes.watch`) and hears
// `quotes.changed`. Against the real Demo sandbox over real sockets and HTTP: with push, a price move at the
// sandbox arrives pushed, with no read of /marketdata and no timer of the watch firing; on a server without push
// the same event comes from REST reads that main makes at the watch's cadence.
import { afterEach, describe, expect, it } from 'vitest'
import type { Quote } from '@shared/api/market-data'
import type { AccountMetrics } from '@shared/api/records'
import type { EventPayload, WatchStatus } from '@shared/ipc/contract'
import type { Timers } from '@shared/domain/clock'
import { eventually } from '@test-support/eventually'
import { createServicesHarness, type ServicesHarness } from '@test-support/services-harness'
import type { SandboxOptions } from '../../sandbox'

const A = 'default:1001'
const SYMBOL = 'EUR/USD'

let h: ServicesHarness
let quotes: Array<EventPayload<'quotes.changed'>>
let metrics: Array<EventPayload<'metrics.changed'>>
const pending: Array<() => void> = []

/** The watch's timers fire only when a test says so: polling happens exactly when a test lets time pass. */
const heldTimers: Timers = {
  setTimeout: (fn) => {
    pending.push(fn)
    return fn
  },
  clearTimeout: (handle) => {
    const at = pending.indexOf(handle as () => void)
    if (at >= 0) pending.splice(at, 1)
  },
}
const letTimePass = () => pending.splice(0).forEach((fn) => fn())

async function setUp(sandbox: SandboxOptions) {
  pending.length = 0
  h = await createServicesHarness({
    sandbox,
    dxClient: { pushLimits: { baseDelayMs: 50, maxDelayMs: 300 } },
    services: { watchTimers: heldTimers },
  })
  quotes = []
  metrics = []
  h.services.on('quotes.changed', (e) => quotes.push(e))
  h.services.on('metrics.changed', (e) => metrics.push(e))
  await h.value('session.connect', { profileId: 'demo-trader' })
  await h.value<WatchStatus>('watch.set', { accounts: [A], visibility: 'foreground' })
}

afterEach(async () => {
  await h.close()
})

const quoteOf = (symbol: string): Quote | undefined =>
  quotes
    .flatMap((e) => e.quotes)
    .filter((q) => q.symbol === symbol)
    .at(-1)
/** The market-data subscription answers: a tick from now on is pushed (the sandbox's count of open sockets). */
const pushLive = () => eventually(() => h.sandbox().control.push.connections() === 2, 'both push sockets')
const marketDataReads = () => h.sandbox().count('POST', '/marketdata')

describe('quotes on screen, by push', () => {
  it('a price move at the sandbox reaches the window pushed, without a read or a timer', async () => {
    await setUp({ push: { metricsIntervalMs: 0, pingIntervalMs: 600_000 } })
    await h.value('quotes.watch', { account: A, symbols: [SYMBOL] })
    // The first picture: one read while the market-data subscription is made (or its snapshot, if that is first).
    await eventually(() => quotes.some((e) => e.quotes.length > 0), 'the first prices')
    await pushLive()
    const reads = marketDataReads()

    const moved = h.sandbox().control.setPrice(SYMBOL, 1.2345)
    await eventually(() => Number(quoteOf(SYMBOL)?.bid) === moved.bid, 'the pushed tick')
    expect(Number(quoteOf(SYMBOL)?.ask)).toBe(moved.ask)
    expect(quotes.at(-1)?.source).toBe('push')
    expect(marketDataReads()).toBe(reads)
    // No timer of the watch fired in this test (they fire only when a test lets time pass).
    expect(reads).toBeLessThanOrEqual(1)
  })

  it('many ticks of one symbol in a frame reach the window as one quote: the newest', async () => {
    await setUp({ push: { metricsIntervalMs: 0, pingIntervalMs: 600_000 } })
    await h.value('quotes.watch', { account: A, symbols: [SYMBOL] })
    await eventually(() => quotes.some((e) => e.quotes.length > 0), 'the first prices')
    await pushLive()
    const before = quotes.length
    let last = { bid: 0, ask: 0 }
    for (let i = 1; i <= 20; i++) last = h.sandbox().control.setPrice(SYMBOL, 1.1 + i / 1000)
    await eventually(() => Number(quoteOf(SYMBOL)?.bid) === last.bid, 'the newest tick')
    const told = quotes.slice(before).flatMap((e) => e.quotes.filter((q) => q.symbol === SYMBOL))
    expect(told.length).toBeLessThan(20)
    expect(told.at(-1)?.bid).toBe(String(last.bid))
  })

  it("equity and margin follow a price move by push: the account's figures arrive without any read", async () => {
    await setUp({ push: { metricsIntervalMs: 0, pingIntervalMs: 600_000 } })
    await eventually(() => h.services.watch.status().source === 'push', 'push live')
    const positions = (await h.value<{ data: Array<{ symbol: string }> }>('positions.list', { accounts: [A] })).data
    const symbol = positions[0]?.symbol
    if (!symbol) throw new Error('the seed has a position')
    await eventually(() => metrics.length > 0, 'the pushed metrics snapshot')
    const equityBefore = metrics.at(-1)?.metrics.find((m) => m.account === A)?.equity
    const quote = (await h.value<{ data: Quote[] }>('marketData.quotes', { symbols: [symbol] })).data[0]
    await h.services.watch.idle()
    const reads = h.requests()
    h.sandbox().control.setPrice(symbol, Number(quote?.bid) * 1.05)
    await eventually(
      () => metrics.at(-1)?.metrics.find((m) => m.account === A)?.equity !== equityBefore,
      'the pushed equity',
    )
    // The figures themselves cost no request.
    expect(h.requests()).toBe(reads)
    const pushed = metrics.at(-1)?.metrics.find((m) => m.account === A) as AccountMetrics
    const read = (await h.value<{ data: AccountMetrics[] }>('metrics.list', { accounts: [A] })).data[0]
    expect(pushed.equity).toBe(read?.equity)
    expect(pushed.maintenanceMargin).toBe(read?.maintenanceMargin)
  })
})

describe('quotes on screen, on a server without push', () => {
  it("main reads them at the watch's cadence and sends the same event", async () => {
    await setUp({ push: false })
    await h.value('quotes.watch', { account: A, symbols: [SYMBOL] })
    await eventually(() => quotes.some((e) => e.quotes.length > 0), 'the first read')
    expect(quotes.at(-1)?.source).toBe('polling')
    expect(marketDataReads()).toBe(1)

    const moved = h.sandbox().control.setPrice(SYMBOL, 1.2345)
    expect(Number(quoteOf(SYMBOL)?.bid)).not.toBe(moved.bid)
    await eventually(() => pending.length > 0, 'the next read scheduled')
    letTimePass()
    await eventually(() => Number(quoteOf(SYMBOL)?.bid) === moved.bid, 'the next read')
    expect(marketDataReads()).toBe(2)
  })

  it('a hidden window reads no prices', async () => {
    await setUp({ push: false })
    await h.value('quotes.watch', { account: A, symbols: [SYMBOL] })
    await eventually(() => quotes.some((e) => e.quotes.length > 0), 'the first read')
    await h.value<WatchStatus>('watch.set', { accounts: [A], visibility: 'hidden' })
    const reads = marketDataReads()
    letTimePass()
    await new Promise((r) => setTimeout(r, 100))
    expect(marketDataReads()).toBe(reads)
  })
})
