// The screens a usability review changed, as a person sees them at 1024 × 700 and 1440 × 900, light and dark:
// each state is photographed to test-results/review-screens/ for a person to look at, and the spec asserts only
// what anyone would notice — the state's key elements are in view, nothing of them cut off by the window.
import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../fixtures/desk'
import { Camera, REVIEW_SIZES } from '../fixtures/camera'
import { AuditLogPage, OrderEditDialogPage } from '../pages/OrderEditDialog'
import { nudged, openEditor, openOrders, plainLimit } from '../pages/order-edit-steps'

test.describe.configure({ timeout: 240_000 })

const camera = new Camera('test-results/review-screens')
const ACCOUNT = 'default:1001'

/**
 * The state at both window sizes, light and dark: the key elements wholly inside the window (scrolled to where a
 * person would scroll), then a PNG of it.
 */
const shots = (page: Page, name: string, keys: readonly Locator[]) =>
  camera.shots(page, name, { sizes: REVIEW_SIZES, keys })

function footer(dialog: OrderEditDialogPage): Locator {
  return dialog.root.locator('.oe-footer')
}

test('a trader’s changed screens: header, positions, details, every edit phase, pending row, activity, audit, books', async ({
  desk,
}) => {
  const page = desk.page
  // Two withdrawals minutes apart, for the balance chart's labels.
  desk.sandbox.control.transfer(ACCOUNT, { type: 'WITHDRAWAL', value: 300 })
  desk.sandbox.control.transfer(ACCOUNT, { type: 'WITHDRAWAL', value: 450 })
  await desk.signIn('Demo trader', [ACCOUNT, 'default:1002'])
  const header = page.locator('.workspace__accounts')
  await shots(page, '01-header-two-accounts', [header, desk.workspace.summaryBar()])

  const positions = await desk.workspace.open('positions')
  await positions.ready()
  const protect = positions
    .grid()
    .getByRole('button', { name: /^Edit take profit of position/ })
    .first()
  // Scrolled sideways to the protection, the grid still says whose rows these are.
  const groupLabel = positions.grid().locator('.data-table__group-label').first()
  await shots(page, '02-positions-protection', [groupLabel, protect])

  const order = await plainLimit(desk)
  const details = await openEditor(desk, order)
  await details.button('Order details').click()
  const drawer = page.getByRole('dialog', { name: /^Order \d+/ })
  await expect(drawer).toBeVisible()
  await shots(page, '03-order-details', [drawer.getByRole('heading').first()])
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await details.button('Close the order editor').click()
  await expect(details.root).toBeHidden()

  // The editor, phase by phase: editing, review, the server's 409, a 412 with the order unchanged, a 412 with it
  // changed by someone else (the conflict's three columns).
  const price = order.legs[0]?.price ?? ''
  const dialog = await openEditor(desk, order)
  await dialog.set('Limit price', nudged(price, -3))
  await shots(page, '10-edit-editing', [dialog.root.getByRole('heading', { level: 2 }), footer(dialog)])
  await dialog.button('Review changes…').click()
  await expect(dialog.root.getByTestId('review-step')).toBeVisible()
  await shots(page, '11-edit-review', [dialog.root.getByTestId('review-step'), footer(dialog)])
  await dialog.button('Back to editing').click()

  await dialog.set('Limit price', `${price}3`)
  await dialog.button('Review changes…').click()
  await dialog.button('Send anyway').click()
  await dialog.button('Send change').click()
  await expect(dialog.root).toContainText('Server 409')
  await shots(page, '12-edit-409', [dialog.field('Limit price'), footer(dialog)])

  await dialog.set('Limit price', nudged(price, -4))
  desk.sandbox.control.touch(ACCOUNT)
  await dialog.saveAndSend()
  const resend = dialog.root.getByTestId('resend-panel')
  await expect(resend).toBeVisible()
  await shots(page, '13-edit-412-resend', [resend, footer(dialog)])
  await dialog.button('Resend with the current version').click()
  await expect(dialog.root).toBeHidden()

  const again = await openEditor(desk, order)
  await again.set('Limit price', nudged(price, -6))
  desk.sandbox.control.modify(ACCOUNT, order.clientOrderId, { quantity: Number(order.legs[0]?.quantity) + 1000 })
  await again.saveAndSend()
  const conflict = again.root.getByTestId('conflict-view')
  await expect(conflict).toBeVisible()
  await shots(page, '14-edit-412-conflict', [conflict, footer(again)])
  await again.button('Apply my changes to the current order').click()
  await expect(again.root).toBeHidden()

  // A group's editor: its chart draws the market, the take-profit and the stop-loss beside the order's price.
  const all = await openOrders(desk)
  const parent = all.find((o) => o.links?.some((l) => l.linkType === 'PARENT') && (o.links?.length ?? 0) >= 2)
  if (!parent) throw new Error('no IF-THEN group')
  const group = await openEditor(desk, parent)
  const chart = group.root.getByTestId('candle-canvas')
  await expect(chart.locator('canvas').first()).toBeVisible()
  await shots(page, '15-edit-group-chart', [chart])
  await group.button('Close the order editor').click()
  await expect(group.root).toBeHidden()

  // A change on its way: the row says so while the dialog is hidden.
  const slow = await openEditor(desk, order)
  await slow.set('Limit price', nudged(price, -8))
  desk.sandbox.control.addFault({ method: 'PUT', path: `/accounts/${ACCOUNT}/orders`, fault: 'delay', delayMs: 30_000 })
  await slow.saveAndSend()
  await slow.button('Hide (keeps sending)').click()
  const pending = page.getByTestId('row-pending')
  await expect(pending).toBeVisible()
  await shots(page, '20-open-orders-pending', [pending])
  desk.sandbox.control.clearFaults()

  // Someone else's change in the activity panel, with the value it had.
  const other = (await openOrders(desk)).find(
    (o) => o.type === 'LIMIT' && o.orderId !== order.orderId && !o.links && o.legs[0]?.positionEffect !== 'CLOSE',
  )
  if (!other) throw new Error('no second stand-alone limit order')
  desk.sandbox.control.modify(ACCOUNT, other.clientOrderId, {
    limitPrice: Number((Number(other.legs[0]?.price) - 0.001).toFixed(5)),
  })
  const { panel: activity } = await desk.workspace.openActivity()
  const entry = activity.locator('.activity-item').filter({ hasText: `Order ${other.orderId} changed by someone else` })
  await expect(entry).toHaveCount(1, { timeout: 20_000 })
  await shots(page, '21-activity-old-value', [entry.locator('.activity-item__detail')])
  await page.keyboard.press('Escape')

  const audit = new AuditLogPage(page)
  await audit.open()
  await audit.root.getByLabel('Action').selectOption({ label: 'order change' })
  await audit.root.getByLabel('Account').fill(ACCOUNT)
  await expect(audit.rows().first()).toBeVisible()
  await shots(page, '22-audit-filters', [audit.root.getByRole('form', { name: 'Audit log filters' })])
  await audit.root.getByRole('button', { name: 'Close the audit log' }).click()

  await desk.workspace.open('balance')
  const books = page.getByTestId('account-charts')
  await books.getByLabel('Period', { exact: true }).selectOption({ label: 'Everything' })
  const reconciliation = books.getByTestId('reconciliation')
  await expect(reconciliation.getByTestId('reconciliation-difference')).toBeVisible()
  await shots(page, '23-reconciliation', [reconciliation.getByTestId('reconciliation-difference')])
  const balance = books.getByRole('region', { name: 'Balance over time' })
  await expect(balance.locator('.chart-marker').first()).toBeVisible()
  await shots(page, '24-balance-markers', [balance.getByTestId('ledger-canvas')])
})

test('support’s summary names each client', async ({ desk }) => {
  await desk.signIn('Demo support', [ACCOUNT, 'default:2001'])
  const summary = desk.workspace.summaryBar()
  await expect(summary.getByRole('rowheader', { name: new RegExp(`^${ACCOUNT}\\b`) })).toContainText('Alex Trader')
  await shots(desk.page, '30-support-summary', [summary, desk.workspace.caseBanner()])
})
