// The Trades view from sandbox data: as many rows as the sandbox has closing fills, the realised P/L total equal
// to the sum of its settlement records (computed here from unfiltered reads, not by the code under test), the
// Short filter, the CSV with the same figures, the records of a row, and the performance figures.
import { readFile } from 'node:fs/promises'
import Big from 'big.js'
import type { CashTransaction, Order } from '@shared/api/records'
import { parseCsv } from '@test-support/csv'
import { shownMoney } from '@test-support/shown-number'
import { expect, test, type Desk } from '../fixtures/desk'
import { seriousViolations } from '../fixtures/axe'

test.describe.configure({ timeout: 90_000 })

const ACCOUNT = 'default:1001'

async function sandboxRecords(desk: Desk) {
  const transfers = (await desk.call('transfers.list', { accounts: [ACCOUNT], params: { limit: 1000 } })).data
  expect(transfers.length).toBeLessThan(1000)
  const history = (await desk.call('orders.history', { accounts: [ACCOUNT], params: { 'page-size': 1000 } })).data
  const txs: CashTransaction[] = transfers.flatMap((t) => t.cashTransactions)
  const orders = history.orders as Order[]
  const settlements = txs.filter((t) => t.type === 'SETTLEMENT')
  // Every fill of a closing order (this account is position-based: closing orders name the position).
  const closingFills = orders
    .filter((o) => o.legs[0]?.positionEffect === 'CLOSE')
    .flatMap((o) => (o.executions ?? []).filter((e) => !new Big(e.lastQuantity).eq(0)))
  const shortCloses = orders
    .filter((o) => o.legs[0]?.positionEffect === 'CLOSE' && o.side === 'BUY')
    .flatMap((o) => (o.executions ?? []).filter((e) => !new Big(e.lastQuantity).eq(0)))
  return {
    realised: settlements.reduce((s, t) => s.plus(t.value), new Big(0)).toFixed(),
    closes: closingFills.length,
    shortCloses: shortCloses.length,
  }
}

async function openTrades(desk: Desk) {
  await desk.signIn('Demo trader', [ACCOUNT])
  await desk.workspace.open('trades')
  const root = desk.page.getByTestId('trades-view')
  await root.getByLabel('Period', { exact: true }).selectOption({ label: 'Everything' })
  return root
}

test('one row per closing fill; the realised total is the sum of the settlements; CSV says the same', async ({
  desk,
}) => {
  const root = await openTrades(desk)
  const expected = await sandboxRecords(desk)
  const grid = root.getByRole('grid', { name: 'Closed trades' })
  await expect(grid).toHaveAttribute('aria-rowcount', String(expected.closes + 1))
  const totals = root.getByTestId('trade-totals')
  await expect(totals.locator('[data-currency="USD"]')).toContainText(`realised ${shownMoney(expected.realised)}`)

  const download = desk.page.waitForEvent('download')
  await root.getByRole('button', { name: 'Export CSV' }).click()
  const csv = parseCsv(await readFile((await (await download).path()) ?? '', 'utf8'))
  expect(csv.provenance).toContain('Filters: Period: Everything')
  const realisedAt = csv.header.indexOf('Realised')
  expect(csv.rows).toHaveLength(expected.closes)
  expect(csv.rows.reduce((s, r) => s.plus(r[realisedAt] ?? '0'), new Big(0)).toFixed()).toBe(expected.realised)

  await root.getByLabel('Side', { exact: true }).selectOption({ label: 'Short' })
  await expect(grid).toHaveAttribute('aria-rowcount', String(expected.shortCloses + 1))

  // Open positions: one row for each position the server holds now (the period runs to now).
  await root.getByLabel('Side', { exact: true }).selectOption({ label: 'Both' })
  const positions = (await desk.call('positions.list', { accounts: [ACCOUNT], params: {} })).data
  await root.getByLabel('Open positions').check()
  await expect(grid).toHaveAttribute('aria-rowcount', String(expected.closes + positions.length + 1))
})

test('a row shows the records its figures come from', async ({ desk }) => {
  const root = await openTrades(desk)
  const grid = root.getByRole('grid', { name: 'Closed trades' })
  const first = grid.getByRole('row').nth(1)
  await first.click()
  await first.press('Enter')
  const details = root.getByTestId('trade-details')
  await expect(details).toBeVisible()
  await expect(details.getByRole('cell', { name: 'Settlement' }).first()).toBeVisible()
  await expect(details.getByRole('cell', { name: 'Commission' }).first()).toBeVisible()
})

test('performance: wins and losses add up to the closed trades; breakdowns by side, weekday and hour', async ({
  desk,
}) => {
  const root = await openTrades(desk)
  const expected = await sandboxRecords(desk)
  await root.getByRole('tab', { name: 'Performance' }).click()
  const figures = root.getByTestId('perf-figures-USD')
  await expect(figures).toContainText(`${expected.closes} (`)
  const text = (await figures.textContent()) ?? ''
  const [, won, lost] = /(\d+) won, (\d+) lost/.exec(text) ?? []
  expect(Number(won) + Number(lost)).toBeLessThanOrEqual(expected.closes)
  await expect(root.getByTestId('perf-by-side')).toBeVisible()
  await expect(root.getByTestId('perf-by-weekday')).toBeVisible()
  await expect(root.getByTestId('perf-by-hour')).toBeVisible()

  // The end-of-day curve: today's point is the balance the account reports now.
  const eod = root.getByRole('region', { name: 'End-of-day equity (USD)' })
  await expect(eod.getByTestId('perf-eod-canvas').locator('canvas').first()).toBeVisible({ timeout: 30_000 })
  await eod.getByRole('button', { name: 'Show as table' }).click()
  const [metrics] = (await desk.call('metrics.list', { accounts: [ACCOUNT] })).data
  const last = eod.getByTestId('perf-eod-table').locator('tbody tr').last()
  await expect(last.locator('td').first()).toHaveText(shownMoney(metrics?.balance))
})

test('reporting currency: each total converted with the rate and its time; a missing rate converts nothing', async ({
  desk,
}) => {
  await desk.signIn('Demo trader', [ACCOUNT, 'default:1002'])
  await desk.workspace.open('trades')
  const root = desk.page.getByTestId('trades-view')
  await root.getByLabel('Period', { exact: true }).selectOption({ label: 'Everything' })
  await root.getByLabel('Report in').selectOption('USD')
  const rates = (await desk.call('books.conversionRates', { toCurrency: 'USD' })).data
  const eur = rates.find((r) => r.fromCurrency === 'EUR')?.convRate ?? 'none'
  const converted = root.getByTestId('converted-EUR')
  await expect(converted).toContainText(`at ${eur} EUR→USD, rate read`)
  await expect(root.getByTestId('reported-total')).toContainText('USD')
  await root.getByLabel('Report in').selectOption('SEK')
  await expect(root.getByTestId('missing-rate-EUR')).toHaveText(
    /No EUR→SEK rate from the server: shown in EUR, not converted\./,
  )
  await expect(root.getByTestId('missing-rate-USD')).toBeVisible()
  await expect(root.getByTestId('reported-total')).toHaveCount(0)
  await expect(root.getByTestId('converted-EUR')).toHaveCount(0)
})

test('no serious accessibility violations in trades, performance and the statement, light and dark; Alt+0 opens it', async ({
  desk,
}) => {
  // Six axe runs over large tables: slow on a loaded machine, not a figure of the app's.
  test.setTimeout(180_000)
  const root = await openTrades(desk)
  for (const theme of ['light', 'dark'] as const) {
    await desk.workspace.setTheme(theme)
    await root.getByRole('tab', { name: 'Closed trades' }).click()
    await expect(root.getByRole('grid', { name: 'Closed trades' })).toBeVisible()
    expect(await seriousViolations(desk.page, '[data-testid="trades-view"]'), `trades ${theme}`).toEqual([])
    await root.getByRole('tab', { name: 'Performance' }).click()
    await expect(root.getByTestId('performance')).toBeVisible({ timeout: 30_000 })
    expect(await seriousViolations(desk.page, '[data-testid="trades-view"]'), `performance ${theme}`).toEqual([])
    await root.getByRole('tab', { name: 'Statement' }).click()
    await expect(root.getByTestId('statement')).toBeVisible({ timeout: 30_000 })
    expect(await seriousViolations(desk.page, '[data-testid="trades-view"]'), `statement ${theme}`).toEqual([])
  }
  await desk.workspace.open('positions')
  await desk.page.keyboard.press('Alt+Digit0')
  await expect(desk.workspace.tab('trades')).toHaveAttribute('aria-selected', 'true')
})
