// `npm run screenshots`: a PNG of every screen, driven through the same fixtures as the tests (the built
// renderer, the real main-process services, the Demo sandbox). Reviewers look at these; so should you.
import type { Page } from '@playwright/test'
import { expect, test, type Desk } from '../fixtures/desk'
import { Camera } from '../fixtures/camera'
import { AuditLogPage } from '../pages/OrderEditDialog'
import { editorAtMarket, nudged, openEditor, plainLimit } from '../pages/order-edit-steps'
import { attachedTakeProfit } from '../pages/position-steps'
import { TAB_TITLES, type TabKey } from '../pages/WorkspacePage'

const camera = new Camera('screenshots')

const shot = (page: Page, name: string) => camera.shot(page, name)

async function trader(desk: Desk, accounts: readonly string[] = ['default:1001']): Promise<void> {
  await desk.signIn('Demo trader', accounts)
}

test('01–03 connect screen, profile form with errors, dark', async ({ desk }) => {
  await expect(desk.connectPage.profileCards().first()).toBeVisible()
  await shot(desk.page, '01-connect')
  await desk.connectPage.openNewProfile()
  await desk.page.getByRole('button', { name: 'Save profile' }).click()
  await shot(desk.page, '02-profile-form-errors')
  await desk.page.getByLabel('Theme').selectOption('dark')
  await shot(desk.page, '03-connect-dark')
})

test.describe('a damaged profiles file', () => {
  test.use({ userDataFiles: { 'profiles.json': '{"version": 1, "profiles": [ truncated' } })
  test('05 connect screen saying the file was set aside', async ({ desk }) => {
    await expect(desk.page.getByRole('status').filter({ hasText: 'could not be read' })).toBeVisible()
    await shot(desk.page, '05-connect-profiles-file-set-aside')
  })
})

test('04 account picker with client search (support)', async ({ desk }) => {
  await desk.connectPage.connect('Demo support')
  await desk.picker.expectVisible()
  await desk.picker.searchUsers('Trader')
  await expect(desk.page.getByRole('checkbox', { name: /^default:1001\b/ })).toBeVisible()
  await shot(desk.page, '04-account-picker-support')
})

const TABS = Object.keys(TAB_TITLES) as TabKey[]
TABS.forEach((key, i) => {
  const n = String(10 + i * 2).padStart(2, '0')
  const m = String(11 + i * 2).padStart(2, '0')
  test(`${n}–${m} ${TAB_TITLES[key]}: one account; two accounts, filters open`, async ({ desk }) => {
    await trader(desk)
    let view = await desk.workspace.open(key)
    await view.ready()
    await shot(desk.page, `${n}-${key}`)
    await desk.workspace.changeAccounts()
    await desk.picker.open(['default:1001', 'default:1002'])
    view = await desk.workspace.open(key)
    await view.ready()
    // Positions and open orders take no query parameter besides the accounts: their panel only says so.
    await view.region.getByRole('button', { name: /^Filters/ }).click()
    const panel = view.region.getByRole('form', { name: /filters$/ })
    await expect(panel.or(view.region.getByRole('region', { name: /filters$/ }))).toBeVisible()
    await shot(desk.page, `${m}-${key}-multi-filters`)
  })
})

test('40–42 error states: server error, stale data, dark theme', async ({ desk }) => {
  await trader(desk)
  const view = await desk.workspace.open('positions')
  await view.ready()
  desk.sandbox.control.addFault({ path: '/accounts/default:1001/positions', fault: 'status-500', times: 10 })
  await view.region.getByRole('button', { name: 'Refresh now' }).click()
  await expect(view.region.getByRole('status').filter({ hasText: 'Stale: refresh failed' })).toBeVisible({
    timeout: 15_000,
  })
  await shot(desk.page, '40-stale-after-server-error')
  desk.sandbox.control.clearFaults()
  desk.sandbox.control.addFault({ path: '/accounts/default:1001/transfers', fault: 'malformed-json', times: 10 })
  const transfers = await desk.workspace.open('transfers')
  await expect(transfers.region.getByRole('alert')).toBeVisible({ timeout: 15_000 })
  await shot(desk.page, '41-malformed-response')
  desk.sandbox.control.clearFaults()
  await desk.workspace.setTheme('dark')
  const history = await desk.workspace.open('history')
  await history.ready()
  await shot(desk.page, '42-history-dark')
})

test('43 support case mode banner', async ({ desk }) => {
  await desk.signIn('Demo support', ['default:1001'])
  const view = await desk.workspace.open('orders')
  await view.ready()
  await shot(desk.page, '43-support-case-mode')
})

test('60–63 order edit: dialog, review step, 3-way conflict, audit log', async ({ desk }) => {
  await trader(desk)
  const order = await plainLimit(desk)
  const price = order.legs[0]?.price ?? ''
  const dialog = await openEditor(desk, order)
  await dialog.set('Limit price', nudged(price, -3))
  await shot(desk.page, '60-order-edit-dialog')
  await dialog.button('Review changes…').click()
  await expect(dialog.root.getByTestId('review-step')).toBeVisible()
  await shot(desk.page, '61-order-edit-review')
  desk.sandbox.control.modify('default:1001', order.clientOrderId, { quantity: Number(order.legs[0]?.quantity) * 2 })
  await dialog.button('Send change').click()
  await expect(dialog.root.getByTestId('conflict-view')).toBeVisible()
  await shot(desk.page, '62-order-edit-conflict')
  await dialog.button('Apply my changes to the current order').click()
  await expect(dialog.root).toBeHidden()
  const audit = new AuditLogPage(desk.page)
  await audit.open()
  await expect(audit.rows().first()).toBeVisible()
  await shot(desk.page, '63-audit-log')
})

test('70 update ready banner', async ({ desk, app }) => {
  await trader(desk)
  await app.emit('update.ready', { version: '0.2.0' })
  await expect(desk.page.getByRole('region', { name: 'Update' })).toBeVisible()
  await shot(desk.page, '70-update-ready')
})

test('80–82 first-hour fixes: history wildcard, attached take-profit, CLOSE_ONLY account', async ({ desk }) => {
  desk.sandbox.control.setAccountStatus('default:1001', 'CLOSE_ONLY')
  await trader(desk)
  const history = await desk.workspace.open('history')
  await history.ready()
  await history.fill('for-instrument', 'EUR*')
  await history.applyFilters()
  await expect(history.region.getByText(/became/)).toBeVisible()
  await history.region.getByRole('button', { name: 'Close', exact: true }).click()
  await history.ready()
  await shot(desk.page, '80-history-wildcard-expanded')

  const { positionCode } = await attachedTakeProfit(desk)
  const positions = await desk.workspace.open('positions')
  await positions.ready()
  const row = positions.grid().locator('[role="row"][data-row-id]').filter({ hasText: positionCode })
  await row.getByRole('gridcell').nth(1).dblclick()
  await expect(desk.page.getByRole('dialog', { name: new RegExp(`^Position ${positionCode}`) })).toContainText(
    'Take profit: order',
  )
  await shot(desk.page, '81-position-attached-take-profit')
  await desk.page.keyboard.press('Escape')

  const orders = await desk.workspace.open('orders')
  await orders.ready()
  await expect(
    orders
      .grid()
      .getByRole('button', { name: /disabled: account close only/ })
      .first(),
  ).toBeVisible()
  await shot(desk.page, '82-open-orders-close-only')
})

test('90–92 live: notification, activity panel, cancel confirmation (group)', async ({ desk }) => {
  await trader(desk)
  const view = await desk.workspace.open('orders')
  await view.ready()
  const orders = (await desk.call('orders.open', { accounts: ['default:1001'] })).data
  const single = orders.find((o) => o.type === 'LIMIT' && !o.links?.length && o.legs[0]?.quantity)
  const oco = orders.find((o) => o.links?.some((l) => l.linkType === 'OCO'))
  if (!single || !oco) throw new Error('the seed has no stand-alone LIMIT or OCO order')
  desk.sandbox.control.fill('default:1001', single.clientOrderId, { quantity: Number(single.legs[0]?.quantity) / 2 })
  desk.sandbox.control.touch('default:1001')
  desk.sandbox.control.fill('default:1001', oco.clientOrderId)
  desk.sandbox.control.accountEvent('default:1001', { eventType: 'MARGIN_CALL' })
  await expect(desk.page.getByTestId('activity-toast')).toBeVisible({ timeout: 10_000 })
  await shot(desk.page, '90-activity-notification')
  await desk.page.getByRole('button', { name: /^Activity/ }).click()
  await expect(desk.page.getByRole('list', { name: 'Activity, newest first' })).toBeVisible()
  await shot(desk.page, '91-activity-panel')
  await desk.page.keyboard.press('Escape')
  const group = (await desk.call('orders.open', { accounts: ['default:1001'] })).data.find((o) =>
    o.links?.some((l) => l.linkType === 'OCO'),
  )
  if (!group) throw new Error('no OCO group left')
  await desk.page.getByRole('button', { name: `Cancel order ${group.orderId}`, exact: true }).click()
  await expect(desk.page.getByTestId('cancel-members')).toBeVisible()
  await shot(desk.page, '92-cancel-confirmation-group')
})

test('93 live: the summary before the watch has looked at the account (Starting…)', async ({ desk }) => {
  // The watch's first look reads the account's open orders; held, its Live cell cannot say Live yet.
  desk.sandbox.control.addFault({ path: '/accounts/default:1001/orders', fault: 'delay', delayMs: 20_000, times: 5 })
  await trader(desk)
  await expect(desk.page.locator('[data-live="starting"]')).toHaveText('Starting…')
  await shot(desk.page, '93-summary-live-starting')
})

/** The same state at the smallest supported window, in the light and the dark theme (the theme follows the system). */
async function smallLightDark(page: Page, name: string) {
  const size = page.viewportSize()
  await camera.shots(page, name, { sizes: [[1024, 700]] })
  if (size) await page.setViewportSize(size)
}

test('94–96 live: Live · push, Reconnecting… with the gap entry in the activity panel', async ({ desk }) => {
  await trader(desk)
  const cell = desk.page.locator('td.live-cell')
  await expect(cell).toHaveText('● Live · push', { timeout: 15_000 })
  await shot(desk.page, '94-summary-live-push')
  await smallLightDark(desk.page, '94-summary-live-push')
  const push = desk.sandbox.control.push
  push.refuseUpgrades(503)
  push.holdPushes()
  desk.sandbox.control.touch('default:1001')
  push.dropConnections()
  push.releasePushes()
  await expect(cell).toHaveText('Reconnecting…', { timeout: 15_000 })
  await shot(desk.page, '95-summary-live-reconnecting')
  await smallLightDark(desk.page, '95-summary-live-reconnecting')
  await desk.page.getByRole('button', { name: /^Activity/ }).click()
  await expect(desk.page.locator('li.kind-gap')).toContainText('on catching up: 1 transfer')
  await shot(desk.page, '96-activity-gap-entry')
  await smallLightDark(desk.page, '96-activity-gap-entry')
})

test.describe('a server without push', () => {
  test.use({ sandboxOptions: { push: false } })
  test('97 live: Live · checking every 3 s', async ({ desk }) => {
    await trader(desk)
    await expect(desk.page.locator('td.live-cell')).toHaveText('● Live · checking every 3 s', { timeout: 15_000 })
    await shot(desk.page, '97-summary-live-polling')
    await smallLightDark(desk.page, '97-summary-live-polling')
  })

  test('98–99 live: the figures estimated at the prices on screen; failing with the next try', async ({ desk }) => {
    await trader(desk)
    const summary = desk.page.getByRole('region', { name: 'Account summary' })
    await expect(summary.locator('td.live-cell')).toHaveText('● Live · checking every 3 s', { timeout: 15_000 })
    desk.sandbox.control.setPrice('USD/JPY', 200)
    await expect(summary.getByTestId('equity-estimate')).toBeVisible({ timeout: 15_000 })
    await smallLightDark(desk.page, '98-summary-equity-estimate')
    desk.sandbox.control.addFault({ path: '/accounts/default:1001', fault: 'reset', times: 1_000 })
    await expect(summary.locator('td.live-cell')).toHaveAttribute('data-live', 'failing', { timeout: 30_000 })
    await smallLightDark(desk.page, '99-summary-live-failing')
    desk.sandbox.control.clearFaults()
  })
})

test('100–104 live prices: distance to market, P/L estimate, sanity warning, candle charts', async ({ desk }) => {
  await trader(desk)
  const orders = await desk.workspace.open('orders')
  await orders.ready()
  await expect(orders.region.getByText(/prices as of/)).toBeVisible()
  await orders.grid().evaluate((el) => (el.scrollLeft = 700))
  await shot(desk.page, '100-open-orders-distance-to-market')
  const positions = await desk.workspace.open('positions')
  await positions.ready()
  await expect(positions.region.getByText(/prices as of/)).toBeVisible()
  await shot(desk.page, '101-positions-live-price-pl-estimate')

  const { dialog } = await editorAtMarket(desk)
  await expect(dialog.root.getByTestId('candle-canvas').locator('canvas').first()).toBeVisible()
  await shot(desk.page, '102-order-edit-sanity-warning-and-chart')
  await dialog.root.getByRole('button', { name: 'Close the order editor' }).click()
  const confirm = dialog.root.getByRole('button', { name: /discard/i })
  if (await confirm.isVisible().catch(() => false)) await confirm.click()

  const instruments = await desk.workspace.open('instruments')
  await instruments.ready()
  await instruments.grid().focus()
  await desk.page.keyboard.press('Enter')
  const drawer = desk.page.getByRole('dialog').filter({ has: desk.page.getByTestId('price-chart') })
  await expect(drawer.getByTestId('candle-canvas').locator('canvas').first()).toBeVisible()
  await shot(desk.page, '103-instrument-drawer-chart')
  await drawer.getByRole('button', { name: 'Show as table' }).click()
  await expect(drawer.getByTestId('candle-table')).toBeVisible()
  await shot(desk.page, '104-instrument-drawer-candle-table')
})

for (const width of [1024, 1440]) {
  test(`84 first-hour fixes at ${width} px: whole headers, Open orders' Price in view`, async ({ desk }) => {
    await desk.page.setViewportSize({ width, height: 768 })
    await trader(desk)
    for (const [key, name] of [
      ['orders', 'open-orders'],
      ['positions', 'positions'],
      ['metrics', 'metrics'],
      ['history', 'history'],
    ] as const) {
      const view = await desk.workspace.open(key)
      await view.ready()
      await shot(desk.page, `84-${name}-${width}`)
    }
  })
}

test('110–117 balance & P/L: balance chart, realised P/L, reconciliation balanced and unbalanced, light and dark', async ({
  desk,
}) => {
  await trader(desk)
  await desk.workspace.open('balance')
  const root = desk.page.getByTestId('account-charts')
  await root.getByLabel('Period', { exact: true }).selectOption({ label: 'Everything' })
  const balance = root.getByRole('region', { name: 'Balance over time' })
  // "Everything" reads every cash transfer and order of the account first: slow on a loaded machine.
  await expect(balance.getByTestId('ledger-canvas').locator('canvas').first()).toBeVisible({ timeout: 30_000 })
  await shot(desk.page, '110-balance-chart')
  const pl = root.getByRole('region', { name: 'Realised P/L' })
  await pl.scrollIntoViewIfNeeded()
  await expect(pl.getByTestId('ledger-canvas').locator('canvas').first()).toBeVisible()
  await shot(desk.page, '111-realised-pl-chart')
  const rec = root.getByTestId('reconciliation')
  await rec.scrollIntoViewIfNeeded()
  await expect(rec).toHaveAttribute('data-balanced', 'true')
  await shot(desk.page, '112-reconciliation-balanced')
  await desk.workspace.setTheme('dark')
  await balance.scrollIntoViewIfNeeded()
  await shot(desk.page, '113-balance-chart-dark')
  await pl.scrollIntoViewIfNeeded()
  await pl.getByRole('button', { name: 'Show as table' }).click()
  await shot(desk.page, '114-realised-pl-table-dark')
  const history = (await desk.call('orders.history', { accounts: ['default:1001'], params: { 'page-size': 1000 } }))
    .data.orders
  const order = history.find((o) => o.status === 'COMPLETED')
  desk.sandbox.control.unlistedCash('default:1001', {
    value: -12.34,
    type: 'COMMISSION',
    orderCode: order?.orderCode ?? '',
  })
  await root.getByRole('button', { name: 'Refresh' }).click()
  await expect(rec).toHaveAttribute('data-balanced', 'false')
  await rec.scrollIntoViewIfNeeded()
  await shot(desk.page, '115-reconciliation-difference-dark')
  await desk.workspace.setTheme('light')
  await shot(desk.page, '116-reconciliation-difference')
})

test('118–119 distance to market and a sanity warning, dark', async ({ desk }) => {
  await trader(desk)
  await desk.workspace.setTheme('dark')
  const orders = await desk.workspace.open('orders')
  await orders.ready()
  await expect(orders.region.getByText(/prices as of/)).toBeVisible()
  await orders.grid().evaluate((el) => (el.scrollLeft = 700))
  await shot(desk.page, '118-open-orders-distance-to-market-dark')
  await editorAtMarket(desk)
  await shot(desk.page, '119-order-edit-sanity-warning-dark')
})

test('85–86 first-hour fixes: position details like the grid, instrument sizes in lots', async ({ desk }) => {
  await trader(desk)
  const positions = await desk.workspace.open('positions')
  await positions.ready()
  await positions.grid().locator('[role="row"][data-row-id]').first().getByRole('gridcell').nth(1).dblclick()
  await expect(desk.page.getByRole('dialog', { name: /^Position / })).toContainText('P/L')
  await shot(desk.page, '85-position-details-like-grid')
  await desk.page.keyboard.press('Escape')
  await desk.page.getByRole('button', { name: 'Disconnect' }).click()
  await desk.connectPage.connectInLots(desk.sandboxUrl)
  await desk.picker.open(['default:1001'])
  const instruments = await desk.workspace.open('instruments')
  await instruments.ready()
  await instruments
    .grid()
    .locator('[role="row"][data-row-id]')
    .filter({ hasText: 'EUR/USD' })
    .first()
    .getByRole('gridcell')
    .first()
    .dblclick()
  await expect(desk.page.getByRole('dialog', { name: /^EUR\/USD/ })).toContainText('Up to volume (lots)')
  await shot(desk.page, '86-instrument-sizes-in-lots')
})
