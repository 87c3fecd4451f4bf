import type { Order } from '@shared/api/records'
import { parseCsv } from '@test-support/csv'
import { expect, test } from '../fixtures/desk'
import type { ResourceView } from '../pages/ResourceView'

// Each test signs in and reads through the real main-process services; leave room on a loaded CI machine.
test.describe.configure({ timeout: 60_000 })

const ACCOUNT = ['default:1001']
const ids = (orders: readonly Order[]) => orders.map((o) => String(o.orderId))

/** Everything in the account's history, newest first, in one unfiltered read. */
async function allOrders(desk: Parameters<Parameters<typeof test>[2]>[0]['desk']): Promise<Order[]> {
  return (await desk.call('orders.history', { accounts: ACCOUNT, params: { 'page-size': 1000 } })).data.orders
}

/** How often the page asked for History's first page with the view's defaults (page 1 of 100). */
function firstPageReads(desk: Parameters<Parameters<typeof test>[2]>[0]['desk']): number {
  return desk.calls.filter((c) => {
    const params = (c.input as { params?: Record<string, unknown> }).params
    return c.channel === 'orders.history' && params?.page === 1 && params['page-size'] === 100
  }).length
}

async function shownIds(view: ResourceView): Promise<string[]> {
  await view.ready()
  return view.columnValues('orderId')
}

test.describe('Order history', () => {
  test('pages forward and back with page/page-size', async ({ desk }) => {
    await desk.signIn('Demo trader', ACCOUNT)
    const view = await desk.workspace.open('history')
    await view.ready()
    await view.pageSize(50)
    const all = await allOrders(desk)
    expect(all.length).toBeGreaterThan(50)
    await expect(view.pager()).toContainText('Page 1')
    expect(await shownIds(view)).toEqual(ids(all.slice(0, 50)))
    await view.pager().getByRole('button', { name: 'Next page ▶' }).click()
    await expect(view.pager()).toContainText('Page 2')
    expect(await shownIds(view)).toEqual(ids(all.slice(50, 100)))
    await view.pager().getByRole('button', { name: '◀ Previous page' }).click()
    await expect(view.pager()).toContainText('Page 1')
    expect(await shownIds(view)).toEqual(ids(all.slice(0, 50)))
  })

  test('applies each filter and shows exactly the matching orders', async ({ desk }) => {
    test.slow()
    await desk.signIn('Demo trader', ACCOUNT)
    const view = await desk.workspace.open('history')
    await view.ready()
    const all = await allOrders(desk)
    const expectShown = async (predicate: (o: Order) => boolean, label: string) => {
      const want = ids(all.filter(predicate).slice(0, 100))
      expect(want.length, `${label} matches something`).toBeGreaterThan(0)
      await expect(view.chips().first()).toBeVisible()
      expect(await shownIds(view), label).toEqual(want)
      await view.resetFilters()
      await expect(view.chips()).toHaveCount(0)
    }

    await view.tick('in-status', ['COMPLETED'])
    await view.applyFilters()
    await expectShown((o) => o.status === 'COMPLETED', 'in-status')

    await view.tick('of-type', ['LIMIT', 'STOP'])
    await view.applyFilters()
    await expectShown((o) => o.type === 'LIMIT' || o.type === 'STOP', 'of-type')

    await view.select('side', 'SELL')
    await view.applyFilters()
    await expectShown((o) => o.side === 'SELL', 'side')

    await view.fill('for-instrument', 'EUR/USD, XAU/USD')
    await view.applyFilters()
    await expectShown((o) => o.instrument === 'EUR/USD' || o.instrument === 'XAU/USD', 'for-instrument')

    const someClientIds = all.slice(3, 6).map((o) => o.clientOrderId)
    await view.fill('with-client-id', someClientIds.join(', '))
    await view.applyFilters()
    await expectShown((o) => someClientIds.includes(o.clientOrderId), 'with-client-id')

    const someOrderIds = all.slice(10, 12).map((o) => String(o.orderId))
    await view.fill('with-order-id', someOrderIds.join('\n'))
    await view.applyFilters()
    await expectShown((o) => someOrderIds.includes(String(o.orderId)), 'with-order-id')

    const versions = all.map((o) => o.version).sort((a, b) => a - b)
    const lo = versions[Math.floor(versions.length / 4)] ?? 0
    const hi = versions[Math.floor((versions.length * 3) / 4)] ?? 0
    await view.fill('at-least-version', String(lo))
    await view.fill('at-most-version', String(hi))
    await view.applyFilters()
    await expectShown((o) => o.version >= lo && o.version <= hi, 'version bounds')
  })

  test('time ranges are typed in the display zone, inclusive, and match the server’s answer', async ({ desk }) => {
    await desk.signIn('Demo trader', ACCOUNT)
    const view = await desk.workspace.open('history')
    await view.ready()
    const all = await allOrders(desk)
    // Pick an issue time from the data and filter [that second, +3 days]: inclusive bounds keep it.
    const pivot = all[Math.floor(all.length / 2)] as Order
    const from = new Date(Math.floor(Date.parse(pivot.issueTime) / 1000) * 1000)
    const to = new Date(from.getTime() + 3 * 86_400_000)
    const zone = await desk.page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
    const wall = (d: Date) =>
      new Intl.DateTimeFormat('sv-SE', { timeZone: zone, dateStyle: 'short', timeStyle: 'medium' })
        .format(d)
        .replace(' ', 'T')
    await view.fill('issued-from', wall(from))
    await view.fill('issued-to', wall(to))
    const form = await view.openFilters()
    await expect(form.getByText(`${from.toISOString()} UTC`)).toBeVisible()
    await view.applyFilters()
    const inRange = (o: Order) => Date.parse(o.issueTime) >= from.getTime() && Date.parse(o.issueTime) <= to.getTime()
    const want = ids(all.filter(inRange).slice(0, 100))
    expect(want).toContain(String(pivot.orderId))
    expect(await shownIds(view)).toEqual(want)
    await expect(view.chips()).toContainText([/Issued: .* → .*\(/])
    await view.resetFilters()

    // period and the other ranges: the rows shown are the server's answer to exactly those parameters.
    await view.select('period', 'week')
    await view.applyFilters()
    const week = (
      await desk.call('orders.history', { accounts: ACCOUNT, params: { period: 'week', page: 1, 'page-size': 100 } })
    ).data.orders
    expect(await shownIds(view)).toEqual(ids(week))
    await view.resetFilters()
  })

  test('the period filter offers its choices in words', async ({ desk }) => {
    await desk.signIn('Demo trader', ACCOUNT)
    const view = await desk.workspace.open('history')
    await view.ready()
    const panel = await view.openFilters()
    const options = await panel
      .locator('select')
      .filter({ has: desk.page.locator('option[value="previous-day"]') })
      .first()
      .locator('option')
      .allTextContents()
    expect(options).toEqual(['Any', 'Today', 'Previous day', 'This week', 'Previous week'])
  })

  test('refuses an id list over 50 items before sending and marks the field', async ({ desk }) => {
    await desk.signIn('Demo trader', ACCOUNT)
    const view = await desk.workspace.open('history')
    await view.ready()
    const form = await view.openFilters()
    await view.fill('with-order-id', Array.from({ length: 51 }, (_, i) => String(200000 + i)).join(','))
    await form.getByRole('button', { name: 'Apply filters' }).click()
    await expect(view.field(form, 'with-order-id')).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByRole('alert')).toContainText('nothing was sent')
    await expect(view.chips()).toHaveCount(0)
  })

  test('sorts the loaded page and exports it with its filters', async ({ desk }) => {
    await desk.signIn('Demo trader', ACCOUNT)
    const view = await desk.workspace.open('history')
    await view.ready()
    await view.tick('in-status', ['COMPLETED', 'CANCELED'])
    await view.applyFilters()
    await view.ready()
    await view.sortBy(/^Instrument/)
    const instruments = await view.columnValues('instrument')
    expect(instruments).toEqual(
      [...instruments].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base', numeric: true })),
    )
    const csv = parseCsv(await view.exportCsv())
    expect(csv.provenance).toContain('Filters: Status: COMPLETED, CANCELED')
    expect(csv.provenance).toContain('Sort: Instrument ascending (sorted on this page only)')
    expect(csv.provenance.some((l) => l.startsWith('Page: page 1, 100 per page'))).toBe(true)
    const i = csv.header.indexOf('Instrument')
    expect(csv.rows.map((r) => r[i])).toEqual(instruments)
  })

  test('opened once the first screen has painted, shows its first page from the read already made', async ({
    desk,
  }) => {
    await desk.signIn('Demo trader', ACCOUNT)
    // The app reads History's first page on its own, once, before the tab is opened.
    await expect.poll(() => firstPageReads(desk), { timeout: 15_000 }).toBe(1)
    const view = await desk.workspace.open('history')
    await view.ready()
    const first = (await desk.call('orders.history', { accounts: ACCOUNT, params: { page: 1, 'page-size': 100 } })).data
    expect(await shownIds(view)).toEqual(ids(first.orders))
    expect(firstPageReads(desk), 'the view asked for its first page again').toBe(1)
  })

  test('opened while the account summary is still loading, shows its first page, read once', async ({ desk }) => {
    // The summary bar's read is held at the server: the first screen is still reading, as during start-up.
    desk.sandbox.control.addFault({ path: '/accounts/default:1001/metrics', fault: 'delay', delayMs: 15_000, times: 4 })
    await desk.signIn('Demo trader', ACCOUNT)
    const summaryLoading = desk.page.getByText('Loading account summary…')
    await expect(summaryLoading).toBeVisible()
    // History's first page is read once the first screen has painted, not once everything it reads has been
    // answered (waiting for that idle moment meant that a click during start-up waited for the whole read).
    await expect.poll(() => firstPageReads(desk)).toBe(1)
    await expect(summaryLoading).toBeVisible()
    const view = await desk.workspace.open('history')
    await view.ready()
    const first = (await desk.call('orders.history', { accounts: ACCOUNT, params: { page: 1, 'page-size': 100 } })).data
    expect(await shownIds(view)).toEqual(ids(first.orders))
    expect(firstPageReads(desk), 'the view asked for its first page again').toBe(1)
  })

  test('multi-account history groups by account', async ({ desk }) => {
    await desk.signIn('Demo trader', ['default:1001', 'default:1002'])
    const view = await desk.workspace.open('history')
    await view.ready()
    expect(await view.groupLabels()).toHaveLength(2)
    // Each group's header names its account: no Account column repeats it.
    await expect(view.columnHeaders().filter({ hasText: /^Account$/ })).toHaveCount(0)
  })
})

test.describe('Order history beyond the server cap', () => {
  test.use({ sandboxOptions: { historyCap: 40 } })
  test('"Load older" continues with transaction-to = nextPageTransactionTime', async ({ desk }) => {
    await desk.signIn('Demo trader', ACCOUNT)
    const view = await desk.workspace.open('history')
    await view.ready()
    const first = (await desk.call('orders.history', { accounts: ACCOUNT, params: { page: 1, 'page-size': 100 } })).data
    expect(first.nextPageTransactionTime).toBeTruthy()
    expect(await shownIds(view)).toEqual(ids(first.orders))
    await view.pager().getByRole('button', { name: 'Load older ▶▶' }).click()
    const older = (
      await desk.call('orders.history', {
        accounts: ACCOUNT,
        params: { page: 1, 'page-size': 100, 'transaction-to': first.nextPageTransactionTime },
      })
    ).data
    await expect(view.pager()).toContainText('older than')
    expect(await shownIds(view)).toEqual(ids(older.orders))
    await view.pager().getByRole('button', { name: '◀◀ Newer' }).click()
    expect(await shownIds(view)).toEqual(ids(first.orders))
  })
})

const LARGE = ['default:1099']

/** The large account's newest orders through the API: unfiltered reads, continued at each cut, repeats dropped. */
async function newestOrders(desk: Parameters<Parameters<typeof test>[2]>[0]['desk'], count: number) {
  const orders: Order[] = []
  const seen = new Set<number>()
  let cut: string | undefined
  while (orders.length < count) {
    const params = { 'page-size': 1000, ...(cut ? { 'transaction-to': cut } : {}) }
    const list = (await desk.call('orders.history', { accounts: LARGE, params })).data
    for (const o of list.orders) if (!seen.has(o.orderId) && seen.add(o.orderId)) orders.push(o)
    expect(list.nextPageTransactionTime, 'the server cut the answer').toBeTruthy()
    cut = list.nextPageTransactionTime
  }
  return orders
}

/** Opens the large account's history; `expectPage` checks the pager's status and that it shows exactly all[from, to). */
async function openLargeHistory(desk: Parameters<Parameters<typeof test>[2]>[0]['desk'], count: number) {
  await desk.signIn('Demo trader', LARGE)
  const view = await desk.workspace.open('history')
  await view.ready()
  const all = await newestOrders(desk, count)
  const expectPage = async (from: number, to: number, status: RegExp) => {
    await expect(view.pager()).toContainText(status)
    expect(await shownIds(view), `orders ${from + 1}–${to}`).toEqual(ids(all.slice(from, to)))
  }
  const next = view.pager().getByRole('button', { name: 'Next page ▶' })
  const previous = view.pager().getByRole('button', { name: '◀ Previous page' })
  return { expectPage, next, previous }
}

test.describe('Order history of a large account, "Next page" past a cap that ends on a short page', () => {
  // Pages of 100 under a cap of 150: the query's second page is short, and Next continues after it.
  test.use({ sandboxOptions: { largeAccountOrders: 1200, historyCap: 150 } })

  test('shows the older orders the cap left out, without repeats or gaps, and Previous comes back', async ({
    desk,
  }) => {
    test.slow()
    const { expectPage, next, previous } = await openLargeHistory(desk, 300)
    await expectPage(0, 100, /^Page 1 ·/)
    await next.click()
    await expectPage(100, 150, /^Page 2 · server returned 50 of 100/)
    await next.click()
    await expectPage(150, 250, /^Page 1 · .*older than/)
    await previous.click()
    await expectPage(100, 150, /^Page 2 · server returned 50 of 100/)
  })
})

test.describe('Order history of a large account, "Next page" past a cap that ends on a full page', () => {
  // Pages of 100 under a cap of 100: the page after the first is empty, and is shown as the continuation.
  test.use({ sandboxOptions: { largeAccountOrders: 1200, historyCap: 100 } })

  test('goes from the last full page straight to the older orders', async ({ desk }) => {
    test.slow()
    const { expectPage, next, previous } = await openLargeHistory(desk, 200)
    await expectPage(0, 100, /^Page 1 · server returned 100 of 100/)
    await next.click()
    await expectPage(100, 200, /^Page 1 · .*older than/)
    await previous.click()
    await expectPage(0, 100, /^Page 1 · server returned 100 of 100/)
  })
})
