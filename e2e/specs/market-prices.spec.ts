import Big from 'big.js'
import { expect, test } from '../fixtures/desk'

test.describe.configure({ timeout: 60_000 })

/** The number in a cell such as "1.08512 bid" or "−12.5" (U+2212 minus, thousands grouping). */
const numberIn = (text: string): number => Number(text.replace(/\u2212/g, '-').replace(/[^\d.-]/g, ''))

/** How far a working order sits from the price it would trade at: a buy at the ask, a sell at the bid. */
function distance(orderPrice: string, market: string): { price: number; percent: number } {
  const diff = new Big(orderPrice).minus(market)
  return { price: Number(diff), percent: Number(diff.div(market).times(100).round(2)) }
}

test.describe('Live prices', () => {
  test('Positions show the closing price and move with the sandbox price by push, the page reading none', async ({
    desk,
  }) => {
    await desk.signIn('Demo trader', ['default:1001'])
    const view = await desk.workspace.open('positions')
    await view.ready()
    const positions = (await desk.call('positions.list', { accounts: ['default:1001'] })).data
    const symbols = [...new Set(positions.map((p) => p.symbol))].sort()
    const quotes = (await desk.call('marketData.quotes', { symbols })).data
    const closing = (i: number) => {
      const p = positions[i]
      const q = quotes.find((x) => x.symbol === p?.symbol)
      return p?.side === 'BUY' ? q?.bid : q?.ask
    }
    await expect
      .poll(async () => (await view.columnValues('marketPrice')).map(numberIn))
      .toEqual(positions.map((_, i) => Number(closing(i))))
    await expect.poll(async () => (await view.columnValues('marketPrice'))[0]).toMatch(/ (bid|ask)$/)
    expect((await view.columnValues('fplEstimate'))[0]).toMatch(/^≈ /)
    // The page names every symbol on screen to main once; main keeps them coming.
    const asked = desk.calls.filter((c) => c.channel === 'quotes.watch')
    expect((asked.at(-1)?.input as { symbols: string[] }).symbols).toEqual(expect.arrayContaining(symbols))

    const first = positions[0]
    if (!first) throw new Error('the seed has positions')
    await expect.poll(() => desk.sandbox.control.push.connections()).toBe(2)
    const callsBefore = desk.calls.length
    const moved = desk.sandbox.control.setPrice(first.symbol, Number(closing(0)) * 1.01)
    const expected = first.side === 'BUY' ? moved.bid : moved.ask
    await expect.poll(async () => numberIn((await view.columnValues('marketPrice'))[0] ?? '')).toBe(expected)
    // The tick came pushed through main: the page asked for no price (and no timer of its own read one).
    expect(desk.calls.slice(callsBefore).filter((c) => c.channel.startsWith('marketData.'))).toEqual([])
    expect(desk.calls.filter((c) => c.channel === 'marketData.quotes')).toEqual([])
  })

  test('while the first prices are on their way, Positions says so instead of showing blank prices unexplained', async ({
    desk,
  }) => {
    // Neither source answers at once: the pushed snapshot is held, the read main makes meanwhile is slow.
    desk.sandbox.control.push.holdPushes()
    desk.sandbox.control.addFault({ path: '/marketdata', fault: 'delay', delayMs: 3_000, times: 1 })
    await desk.signIn('Demo trader', ['default:1001'])
    const view = await desk.workspace.open('positions')
    await view.ready()
    await expect(view.region.getByText(/· reading prices…/)).toBeVisible()
    expect((await view.columnValues('marketPrice'))[0]).toBe('')
    await expect(view.region.getByText(/· prices as of \d\d:\d\d:\d\d/)).toBeVisible({ timeout: 10_000 })
    await expect(view.region.getByText(/reading prices/)).toHaveCount(0)
    expect((await view.columnValues('marketPrice'))[0]).toMatch(/ (bid|ask)$/)
  })

  test('Open orders show the distance to market in price, ticks and percent, and it moves', async ({ desk }) => {
    await desk.signIn('Demo trader', ['default:1001'])
    const view = await desk.workspace.open('orders')
    await view.ready()
    const orders = (await desk.call('orders.open', { accounts: ['default:1001'] })).data
    const index = orders.findIndex((o) => o.instrument === 'EUR/USD' && o.legs[0]?.price !== undefined)
    const order = orders[index]
    if (!order) throw new Error('the seed has a working EUR/USD order with a price')
    const price = order.legs[0]?.price ?? ''
    const side = order.side === 'BUY' ? 'ask' : 'bid'
    const distanceNow = async () => {
      const quote = (await desk.call('marketData.quotes', { symbols: ['EUR/USD'] })).data[0]
      if (!quote) throw new Error('no EUR/USD quote')
      return distance(price, quote[side])
    }
    const before = await distanceNow()
    await expect.poll(async () => numberIn((await view.columnValues('distance'))[index] ?? '')).toBe(before.price)
    await expect
      .poll(async () => (await view.columnValues('distanceTicks'))[index])
      .toMatch(new RegExp(`^[+\u2212]?[\\d,]+(\\.\\d)? t · [+\u2212]?[\\d,.]+ pip$`))
    await expect
      .poll(async () => numberIn((await view.columnValues('distancePercent'))[index] ?? ''))
      .toBe(before.percent)

    desk.sandbox.control.setPrice('EUR/USD', Number(price) + 0.01)
    const after = await distanceNow()
    expect(after.price).not.toBe(before.price)
    await expect.poll(async () => numberIn((await view.columnValues('distance'))[index] ?? '')).toBe(after.price)
  })
})
