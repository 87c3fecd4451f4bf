// Every date a user types is typed as the app writes dates (2026-11-23, 14:05 on a 24-hour clock), also in a
// browser whose locale would show 11/23/2026, 02:05 PM: the filter panels, the Trades period, the order editor's
// expiry and the audit log's filters.
import type { Locator } from '@playwright/test'
import { expect, test } from '../fixtures/desk'
import { AuditLogPage } from '../pages/OrderEditDialog'
import { openEditor, plainLimit } from '../pages/order-edit-steps'

test.use({ locale: 'en-US' })

const ACCOUNT = 'default:1001'

/** No date box of the browser's own (mm/dd/yyyy) inside `scope`. */
async function expectNoLocaleDateBoxes(scope: Locator) {
  await expect(scope.locator('input[type="date"], input[type="datetime-local"], input[type="time"]')).toHaveCount(0)
}

test('filter panels take and show a date and a 24-hour time as YYYY-MM-DD HH:mm', async ({ desk }) => {
  await desk.signIn('Demo trader', [ACCOUNT])
  const view = await desk.workspace.open('history')
  await view.ready()
  await view.region.getByRole('button', { name: /^Filters/ }).click()
  const from = view.region.getByLabel(/^From \(/).first()
  await expect(from).toHaveAttribute('placeholder', 'YYYY-MM-DD HH:mm')
  await from.fill('2026-11-02 14:05')
  await expect(from).toHaveValue('2026-11-02 14:05')
  await expect(from).not.toHaveAttribute('aria-invalid', 'true')
  // A US-ordered date is refused, not read as some other day.
  await from.fill('11/02/2026 02:05 PM')
  await expect(from).toHaveAttribute('aria-invalid', 'true')
  await expectNoLocaleDateBoxes(view.region)
})

test('the Trades period between dates is typed YYYY-MM-DD', async ({ desk }) => {
  await desk.signIn('Demo trader', [ACCOUNT])
  await desk.workspace.open('trades')
  const period = desk.page.getByLabel('Period', { exact: true })
  await period.selectOption({ label: 'Between dates…' })
  const from = desk.page.getByLabel('From', { exact: true })
  await expect(from).toHaveAttribute('placeholder', 'YYYY-MM-DD')
  await from.fill('2026-11-02')
  await expect(from).toHaveValue('2026-11-02')
  await expectNoLocaleDateBoxes(desk.page.locator('main'))
})

test('the order editor’s expiry date is typed YYYY-MM-DD', async ({ desk }) => {
  await desk.signIn('Demo trader', [ACCOUNT])
  const order = await plainLimit(desk)
  const dialog = await openEditor(desk, order)
  await dialog.set('Time in force', 'GTD')
  const expiry = dialog.field('Expiry date')
  await expect(expiry).toHaveAttribute('placeholder', 'YYYY-MM-DD')
  await expiry.fill('2030-12-04')
  await expect(expiry).toHaveValue('2030-12-04')
  await expect(expiry).not.toHaveAttribute('aria-invalid', 'true')
  await expectNoLocaleDateBoxes(dialog.root)
})

test('the audit log’s filters are typed YYYY-MM-DD', async ({ desk }) => {
  await desk.signIn('Demo trader', [ACCOUNT])
  const audit = new AuditLogPage(desk.page)
  await audit.open()
  const from = audit.root.getByLabel('From', { exact: true })
  await expect(from).toHaveAttribute('placeholder', 'YYYY-MM-DD')
  await from.fill('2026-11-02')
  await expect(from).toHaveValue('2026-11-02')
  await expectNoLocaleDateBoxes(audit.root)
})
