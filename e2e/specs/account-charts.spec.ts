// Balance & P/L from sandbox data: each chart's canvas is drawn and its table view holds the numbers the
// sandbox's own records add up to (computed here, independently, from unfiltered reads); the reconciliation
// of a seeded account balances to the cent, and one the sandbox unbalanced shows its difference with the
// record that explains it. The CSV exports carry the same numbers.
import { readFile } from 'node:fs/promises'
import Big from 'big.js'
import type { CashTransaction, Order } from '@shared/api/records'
import { parseCsv } from '@test-support/csv'
import { shownMoney } from '@test-support/shown-number'
import { expect, test, type Desk } from '../fixtures/desk'
import { seriousViolations } from '../fixtures/axe'
import { canvasColours } from '../pages/canvas'

test.describe.configure({ timeout: 90_000 })

const ACCOUNT = 'default:1001'

async function allRecords(desk: Desk) {
  const transfers = (await desk.call('transfers.list', { accounts: [ACCOUNT], params: { limit: 1000 } })).data
  expect(transfers.length).toBeLessThan(1000)
  const history = (await desk.call('orders.history', { accounts: [ACCOUNT], params: { 'page-size': 1000 } })).data
  const txs: CashTransaction[] = transfers
    .flatMap((t) => t.cashTransactions)
    .sort((a, b) => Date.parse(a.transactionTime) - Date.parse(b.transactionTime))
  return { txs, orders: history.orders as Order[] }
}

async function openEverything(desk: Desk) {
  await desk.signIn('Demo trader', [ACCOUNT])
  await desk.workspace.open('balance')
  const root = desk.page.getByTestId('account-charts')
  await root.getByLabel('Period', { exact: true }).selectOption({ label: 'Everything' })
  return root
}

test('the balance chart is drawn and its table rebuilds the balance from every cash movement', async ({ desk }) => {
  const root = await openEverything(desk)
  const panel = root.getByRole('region', { name: 'Balance over time' })
  const canvas = panel.getByTestId('ledger-canvas').locator('canvas').first()
  await expect(canvas).toBeVisible()
  await expect.poll(() => canvasColours(canvas)).toBeGreaterThan(3)

  const { txs } = await allRecords(desk)
  let running = new Big(0)
  const balances = txs.map((t) => (running = running.plus(t.value)).toFixed())
  await panel.getByRole('button', { name: 'Show as table' }).click()
  const rows = panel.getByTestId('balance-table').locator('tbody tr')
  await expect(rows).toHaveCount(txs.length)
  for (const i of [0, 1, Math.floor(txs.length / 2), txs.length - 1]) {
    await expect(rows.nth(i).locator('td').nth(2)).toHaveText(shownMoney(txs[i]?.value))
    await expect(rows.nth(i).locator('td').nth(3)).toHaveText(shownMoney(balances[i]))
  }
  // Deposits and withdrawals are marked rows (and markers on the chart).
  await expect(rows.locator('xpath=self::*[contains(@class,"is-deposit")]').first()).toBeVisible()

  const download = desk.page.waitForEvent('download')
  await panel.getByRole('button', { name: 'Export CSV' }).click()
  const csv = parseCsv(await readFile((await (await download).path()) ?? '', 'utf8'))
  expect(csv.provenance).toContain('Filters: Period: Everything')
  expect(csv.rows.map((r) => r[3])).toEqual(balances)
})

test('withdrawals close in time: one label names them all, none covers another, each amount on focus', async ({
  desk,
}) => {
  desk.sandbox.control.transfer(ACCOUNT, { type: 'WITHDRAWAL', value: 300 })
  desk.sandbox.control.transfer(ACCOUNT, { type: 'WITHDRAWAL', value: 450 })
  const root = await openEverything(desk)
  const panel = root.getByRole('region', { name: 'Balance over time' })
  const labels = panel.locator('.chart-marker')
  // The two just booked share one label, which says how many it stands for.
  const together = labels.filter({ hasText: /\u2212300\b/ }).filter({ hasText: /\u2212450\b/ })
  await expect(together).toHaveCount(1)
  await expect(together).toContainText(/^\d+ withdrawals/)
  const boxes: { x: number; y: number; width: number; height: number }[] = []
  for (const label of await labels.all()) {
    const box = await label.boundingBox()
    if (box) boxes.push(box)
  }
  expect(boxes.length).toBeGreaterThan(1)
  const overlapping = boxes.flatMap((a, i) =>
    boxes
      .slice(i + 1)
      .filter((b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height)
      .map((b) => `${JSON.stringify(a)} × ${JSON.stringify(b)}`),
  )
  expect(overlapping).toEqual([])
  const details = together.locator('.chart-marker__details')
  await expect(details).toBeHidden()
  await together.focus()
  await expect(details).toBeVisible()
  await expect(details).toContainText(/\u2212300(\.00)? at \d{4}-\d{2}-\d{2} \d{2}:\d{2}/)
  await expect(details).toContainText(/\u2212450(\.00)? at /)
})

test('realised P/L by instrument and by day: bars, canvas and a table of the settlement records', async ({ desk }) => {
  const root = await openEverything(desk)
  const panel = root.getByRole('region', { name: 'Realised P/L' })
  await expect(panel.getByTestId('pl-bars').locator('li').first()).toBeVisible()
  const canvas = panel.getByTestId('ledger-canvas').locator('canvas').first()
  await expect.poll(() => canvasColours(canvas)).toBeGreaterThan(3)

  const { txs, orders } = await allRecords(desk)
  const instrumentOf = new Map(orders.map((o) => [o.orderCode, o.instrument]))
  const realised = new Map<string, Big>()
  for (const t of txs.filter((x) => x.type === 'SETTLEMENT')) {
    const instrument = instrumentOf.get(t.orderCode ?? '') ?? `Order ${t.orderCode}`
    realised.set(instrument, (realised.get(instrument) ?? new Big(0)).plus(t.value))
  }
  expect(realised.size).toBeGreaterThan(0)
  await panel.getByRole('button', { name: 'Show as table' }).click()
  const table = panel.getByTestId('pl-instrument-table')
  await expect(table.locator('tbody tr')).toHaveCount(realised.size)
  for (const [instrument, value] of realised) {
    const row = table.locator('tbody tr').filter({ has: desk.page.getByRole('rowheader', { name: instrument }) })
    await expect(row.locator('td').first()).toHaveText(shownMoney(value.toFixed()))
  }
  const days = panel.getByTestId('pl-day-table').locator('tbody tr')
  await expect(days.first()).toBeVisible()
})

test('reconciliation: the seeded account balances to the cent', async ({ desk }) => {
  const root = await openEverything(desk)
  const rec = root.getByTestId('reconciliation')
  await expect(rec).toHaveAttribute('data-balanced', 'true')
  await expect(rec.getByTestId('reconciliation-difference')).toHaveText('0.00')
  await expect(rec.getByRole('status')).toContainText('Balanced to the cent')
  const { txs } = await allRecords(desk)
  const total = txs.reduce((s, t) => s.plus(t.value), new Big(0))
  const closing = rec.getByRole('row', { name: /Closing balance from the records/ })
  await expect(closing.locator('td').last()).toHaveText(shownMoney(total.toFixed()))
  for (const reason of ['Realised P/L', 'Commissions', 'Financing', 'Deposit']) {
    await expect(rec.getByRole('rowheader', { name: new RegExp(`^${reason}`) })).toBeVisible()
  }
})

test('reconciliation: deposits and withdrawals apart from other reasons; commissions as the P/L panel counts them', async ({
  desk,
}) => {
  const root = await openEverything(desk)
  const rec = root.getByTestId('reconciliation')
  const { txs } = await allRecords(desk)
  const total = (keep: (t: CashTransaction) => boolean) =>
    txs.filter(keep).reduce((s, t) => s.plus(t.value), new Big(0))
  const cash = total((t) => t.type === 'DEPOSIT' || t.type === 'WITHDRAWAL')
  const onOrders = total((t) => t.type === 'COMMISSION' && t.orderCode !== undefined)
  const offOrders = total((t) => t.type === 'COMMISSION' && t.orderCode === undefined)
  const broken = ['SETTLEMENT', 'COMMISSION', 'FINANCING', 'DEPOSIT', 'WITHDRAWAL']
  const other = total((t) => !broken.includes(t.type))
  expect(cash.eq(0)).toBe(false)
  expect(offOrders.eq(0), 'the sandbox books a fee on no order').toBe(false)
  const figure = (term: string) => rec.locator('.reconciliation__breakout div').filter({ hasText: term }).locator('dd')
  const amount = (value: Big) => new RegExp(`^${shownMoney(value.toFixed()).replace(/[.+]/g, '\\$&')} [A-Z]{3}$`)
  await expect(figure('Deposits and withdrawals')).toHaveText(amount(cash))
  await expect(figure('Commissions on orders')).toHaveText(amount(onOrders))
  await expect(figure('Fees on no order')).toHaveText(amount(offOrders))
  await expect(figure('Other reasons')).toHaveText(amount(other))
  // The P/L panel counts commissions on orders: the same figure, the same words.
  await expect(root.getByTestId('pl-chart-panel')).toContainText(
    `commissions on orders ${shownMoney(onOrders.toFixed())}`,
  )
})

test('reconciliation: an account the sandbox unbalanced shows the difference and the record behind it', async ({
  desk,
}) => {
  const root = await openEverything(desk)
  const rec = root.getByTestId('reconciliation')
  await expect(rec).toHaveAttribute('data-balanced', 'true')
  const { orders } = await allRecords(desk)
  const order = orders.find((o) => o.status === 'COMPLETED')
  const booked = desk.sandbox.control.unlistedCash(ACCOUNT, {
    value: -12.34,
    type: 'COMMISSION',
    orderCode: order?.orderCode ?? '',
  })
  await root.getByRole('button', { name: 'Refresh' }).click()
  await expect(rec).toHaveAttribute('data-balanced', 'false')
  await expect(rec.getByTestId('reconciliation-difference')).toHaveText(shownMoney('-12.34'))
  await expect(rec.getByRole('alert')).toContainText('missing from the transfer list')
  const records = rec.getByTestId('reconciliation-records').locator('tbody tr')
  await expect(records).toHaveCount(1)
  await expect(records.first()).toContainText(booked.transactionCode)
  await expect(records.first()).toContainText(order?.orderCode ?? '')
})

test('the view passes axe in light and dark, with a difference shown, and is reachable by keyboard', async ({
  desk,
}) => {
  test.slow()
  const root = await openEverything(desk)
  const { orders } = await allRecords(desk)
  desk.sandbox.control.unlistedCash(ACCOUNT, { value: 5, orderCode: orders[0]?.orderCode ?? '' })
  await root.getByRole('button', { name: 'Refresh' }).click()
  await expect(root.getByTestId('reconciliation')).toHaveAttribute('data-balanced', 'false')
  for (const theme of ['light', 'dark'] as const) {
    await desk.workspace.setTheme(theme)
    expect(await seriousViolations(desk.page, '[data-testid="account-charts"]'), theme).toEqual([])
  }
  // Alt+9 reaches the tab from anywhere; Tab then walks its controls.
  await desk.workspace.open('positions')
  await desk.page.keyboard.press('Alt+Digit9')
  await expect(desk.workspace.tab('balance')).toHaveAttribute('aria-selected', 'true')
  await root.getByLabel('Account', { exact: true }).focus()
  await desk.page.keyboard.press('Tab')
  await expect(root.getByLabel('Period', { exact: true })).toBeFocused()
})
