import { expect, test } from '../fixtures/desk'

test.describe.configure({ timeout: 120_000 })

// A large account whose history the server cuts at 1,000 orders per query: the oldest orders are many pages back.
test.use({ sandboxOptions: { largeAccountOrders: 2_500 } })

test('Oldest jumps to the page of the oldest orders; page sizes above the server cap are not offered', async ({
  desk,
}) => {
  const account = 'default:1099'
  await desk.signIn('Demo trader', [account])
  // Every order of the account, from the server, walked back by its continuation.
  const all: Array<{ orderId: number; transactionTime: string }> = []
  for (let transactionTo: string | undefined, guard = 0; guard < 20; guard++) {
    const page = await desk.call('orders.history', {
      accounts: [account],
      params: { 'page-size': 1000, ...(transactionTo ? { 'transaction-to': transactionTo } : {}) },
    })
    const fresh = page.data.orders.filter((o) => !all.some((a) => a.orderId === o.orderId))
    all.push(...fresh.map((o) => ({ orderId: o.orderId, transactionTime: o.transactionTime })))
    transactionTo = page.data.nextPageTransactionTime
    if (!transactionTo) break
  }
  const view = await desk.workspace.open('history')
  await view.ready()
  // Asked for 5,000, the server answers its cap of 1,000 and says more exist: bigger sizes are no longer offered.
  const pager = view.region.getByRole('navigation', { name: 'Order history pages' })
  await view.pageSize(5000)
  await expect(pager.getByLabel('Page size')).toHaveValue('1000')
  const sizes = await pager.locator('option').allTextContents()
  expect(Math.max(...sizes.map((s) => Number(s.replace(/,/g, '')))), sizes.join(' ')).toBe(1000)
  await view.pageSize(100)
  await view.ready()

  await view.region.getByRole('button', { name: 'Oldest ▶▶|' }).click()
  const oldest = [...all]
    .sort((a, b) => Date.parse(a.transactionTime) - Date.parse(b.transactionTime) || a.orderId - b.orderId)
    .slice(0, 100)
    .map((o) => String(o.orderId))
  await expect
    .poll(async () => [...(await view.columnValues('orderId'))].sort(), { timeout: 60_000 })
    .toEqual([...oldest].sort())
  await expect(view.region.getByRole('navigation', { name: 'Order history pages' })).toContainText('older than')
})
