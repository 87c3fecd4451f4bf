import { parseCsv } from '@test-support/csv'
import { expect, test } from '../fixtures/desk'
import type { ResourceView } from '../pages/ResourceView'

// Each test signs in and reads through the real main-process services; leave room on a loaded CI machine.
test.describe.configure({ timeout: 60_000 })

const ACCOUNT = 'default:1001'

async function symbols(view: ResourceView): Promise<string[]> {
  await view.ready()
  return view.columnValues('symbol')
}

test.describe('Instruments', () => {
  test('search first: symbols with * wildcards, types, and the server’s sort', async ({ desk }) => {
    await desk.signIn('Demo trader', [ACCOUNT])
    const view = await desk.workspace.open('instruments')
    const search = desk.page.getByRole('searchbox', { name: 'Search symbols' })
    await expect(search).toBeFocused()
    const all = (await desk.call('instruments.query', { account: ACCOUNT, params: { limit: 1000 } })).data
    expect(await symbols(view)).toEqual(all.map((i) => i.symbol))

    await search.fill('EUR/*')
    await search.press('Enter')
    await expect(view.chips()).toContainText(['Symbols: EUR/*'])
    expect(await symbols(view)).toEqual(all.filter((i) => i.symbol.startsWith('EUR/')).map((i) => i.symbol))
    await view.resetFilters()

    await view.tick('types', ['FOREX', 'CFD'])
    await view.applyFilters()
    expect(await symbols(view)).toEqual(all.filter((i) => i.type === 'FOREX' || i.type === 'CFD').map((i) => i.symbol))
    await view.resetFilters()

    // Server sort: one direction for every key, never both parameters.
    await view.sortBy(/^Symbol/)
    await view.sortBy(/^Symbol/)
    const header = view.grid().getByRole('columnheader', { name: /^Symbol/ })
    await expect(header).toHaveAttribute('aria-sort', 'descending')
    await expect(header).toContainText('server')
    const desc = (
      await desk.call('instruments.query', { account: ACCOUNT, params: { limit: 1000, 'sort-by-desc': ['SYMBOL'] } })
    ).data
    expect(await symbols(view)).toEqual(desc.map((i) => i.symbol))
    await desk.page.getByLabel('Server sort').selectOption({ label: 'Type, then symbol A→Z' })
    const byType = (
      await desk.call('instruments.query', {
        account: ACCOUNT,
        params: { limit: 1000, 'sort-by-asc': ['TYPE', 'SYMBOL'] },
      })
    ).data
    expect(await symbols(view)).toEqual(byType.map((i) => i.symbol))

    const csv = parseCsv(await view.exportCsv())
    expect(csv.provenance).toContain(
      'Sort: Type ascending, then Symbol ascending (sorted by the server across all pages)',
    )
    expect(csv.rows.map((r) => r[csv.header.indexOf('Symbol')])).toEqual(byType.map((i) => i.symbol))
  })

  test('pages with limit/start-from and opens the trading-rules drawer', async ({ desk }) => {
    await desk.signIn('Demo trader', [ACCOUNT])
    const view = await desk.workspace.open('instruments')
    await view.ready()
    const all = (await desk.call('instruments.query', { account: ACCOUNT, params: { limit: 1000 } })).data
    expect(all.length).toBeGreaterThan(25)
    await view.pageSize(25)
    await expect(view.pager()).toContainText('instruments 1–25 · server returned 25')
    expect(await symbols(view)).toEqual(all.slice(0, 25).map((i) => i.symbol))
    await view.pager().getByRole('button', { name: 'Next ▶' }).click()
    await expect(view.pager()).toContainText(`instruments 26–${all.length} · end of list`)
    expect(await symbols(view)).toEqual(all.slice(25).map((i) => i.symbol))
    await expect(view.pager().getByRole('button', { name: 'Next ▶' })).toBeDisabled()
    await view.pager().getByRole('button', { name: '◀ Previous' }).click()
    expect(await symbols(view)).toEqual(all.slice(0, 25).map((i) => i.symbol))
    await view.grid().focus()
    await desk.page.keyboard.press('ArrowDown')
    await desk.page.keyboard.press('ArrowDown')
    await desk.page.keyboard.press('Enter')
    const first = all[2]
    const drawer = desk.page.getByRole('dialog', { name: new RegExp(`^${first?.symbol.replace('/', '\\/')}`) })
    await expect(drawer).toBeVisible()
    await expect(drawer.getByText('Minimum order size')).toBeVisible()
    await expect(drawer.getByRole('table').first()).toBeVisible()
    // From the global instrument reference: the tick and the weekly sessions.
    await expect(drawer.getByText('Price increment (tick)')).toBeVisible()
    await expect(drawer.getByRole('heading', { name: 'Trading hours (weekly, UTC)' })).toBeVisible()
  })
})
