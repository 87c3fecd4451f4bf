// Refresh asks the server. With push live, main answers the Open orders and Positions reads from the pushed
// portfolio; a trader pressing Refresh expects the server's word, so that read goes to the server: exactly one
// REST read of the table. A change pushed afterwards reaches the table with no REST read of it at all. The requests
// are counted by the sandbox itself; the expected rows come from its own state.
import type { TestSandbox } from '@test-support/sandbox'
import { shownNumber } from '@test-support/shown-number'
import { expect, test } from '../fixtures/desk'

test.describe.configure({ timeout: 60_000 })

const A = 'default:1001'
const WITHIN = { timeout: 15_000 }

/** GET requests of account A's open orders or positions the sandbox has received. */
function tableReads(sandbox: TestSandbox, table: 'orders' | 'positions'): number {
  const path = `/dxsca-web/accounts/${A}/${table}`
  return sandbox.seen.filter((r) => r.method === 'GET' && decodeURIComponent(r.url).split('?')[0] === path).length
}

for (const [tab, table, title] of [
  ['orders', 'orders', 'Open orders'],
  ['positions', 'positions', 'Positions'],
] as const) {
  test(`${title}: Refresh reads the server once; a pushed fill after it reads nothing`, async ({ desk }) => {
    // The app fixture's sandbox counts every request it receives.
    const sandbox = desk.sandbox as TestSandbox
    await desk.signIn('Demo trader', [A])
    await expect(desk.page.locator('td.live-cell')).toHaveText('● Live · push', WITHIN)
    const view = await desk.workspace.open(tab)
    await view.ready()
    const order = (await desk.call('orders.open', { accounts: [A] })).data.find(
      (o) => o.type === 'LIMIT' && !o.links?.length,
    )
    if (!order) throw new Error('the sandbox seeds a plain limit order')

    const before = tableReads(sandbox, table)
    await view.region.getByRole('button', { name: 'Refresh now' }).click()
    await expect.poll(() => tableReads(sandbox, table), WITHIN).toBe(before + 1)
    await view.ready()
    expect(tableReads(sandbox, table)).toBe(before + 1)

    const afterRefresh = { orders: tableReads(sandbox, 'orders'), positions: tableReads(sandbox, 'positions') }
    const shown = async () =>
      tab === 'orders'
        ? (await view.columnValues('orderId')).join()
        : `${(await view.columnValues('positionCode')).join()} ${(await view.columnValues('quantity')).join()}`
    const shownBefore = await shown()
    sandbox.control.fill(A, order.clientOrderId)
    await expect.poll(shown, WITHIN).not.toBe(shownBefore)
    await view.ready()
    expect({ orders: tableReads(sandbox, 'orders'), positions: tableReads(sandbox, 'positions') }).toEqual(afterRefresh)
    // What the table shows is the server's state after the fill.
    if (tab === 'orders') {
      const expected = (await desk.call('orders.open', { accounts: [A] })).data
      expect(expected.some((o) => o.orderId === order.orderId)).toBe(false)
      expect([...(await view.columnValues('orderId'))].sort()).toEqual(expected.map((o) => String(o.orderId)).sort())
    } else {
      const expected = (await desk.call('positions.list', { accounts: [A] })).data
      expect(await view.columnValues('positionCode')).toEqual(expected.map((p) => p.positionCode))
      expect(await view.columnValues('quantity')).toEqual(expected.map((p) => shownNumber(p.quantity)))
    }
  })
}
