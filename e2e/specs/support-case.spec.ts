// The support desk as support staff use it: choosing a client's accounts asks for a case before anything is
// read; the banner shows the case with a running timer; ending it is recorded and closes the client's
// accounts; the audit viewer filters by case and checks an exported file on its own. Screenshots of each
// step at 1024×700, light and dark, go to test-results/support-desk/ for review.
import { expect, test } from '../fixtures/desk'
import type { Page } from '@playwright/test'
import { Camera } from '../fixtures/camera'
import { AuditLogPage } from '../pages/OrderEditDialog'

test.describe.configure({ timeout: 60_000 })
test.use({ viewport: { width: 1024, height: 700 } })

const camera = new Camera('test-results/support-desk')
/** The support desk's screens at the spec's window, light and dark, for review. */
const shots = (page: Page, name: string) => camera.shots(page, name, { themeAttribute: true })

test('a client’s accounts are read only under a case; the banner times it; ending it is recorded', async ({ desk }) => {
  await desk.connectPage.connect('Demo support')
  await desk.picker.typeCodes(['default:1001'])
  const readsBefore = desk.calls.length
  await desk.page.getByRole('button', { name: 'Open 1 account' }).click()

  const prompt = desk.page.getByRole('form', { name: 'Open a support case' })
  await expect(prompt).toContainText('default:1001 of Alex Trader (trader@default)')
  // Nothing of the client's account is read while the prompt waits.
  expect(desk.calls.slice(readsBefore).filter((c) => c.channel !== 'users.list')).toEqual([])
  await prompt.getByRole('button', { name: 'Open case' }).click()
  await expect(prompt.getByLabel('Case or ticket reference')).toHaveAttribute('aria-invalid', 'true')
  await shots(desk.page, '01-case-prompt')
  await desk.picker.openCase('CASE-0815', 'Client asked why an order did not fill')

  await desk.workspace.expectVisible()
  const banner = desk.workspace.caseBanner()
  await expect(banner).toContainText('Case CASE-0815 · open for 0:0')
  await expect(banner).toContainText('Client asked why an order did not fill')
  // The summary row of a client's account names the client, not the code alone.
  await expect(desk.workspace.summaryBar().getByRole('rowheader', { name: /^default:1001\b/ })).toContainText(
    'Alex Trader',
  )
  const view = await desk.workspace.open('orders')
  await view.ready()
  await shots(desk.page, '02-case-banner')

  await banner.getByRole('button', { name: 'End case' }).click()
  await desk.picker.expectVisible()

  // The audit viewer filters by case: the opening and the end, each with the reference and via support.
  await desk.picker.open(['default:1001'])
  const audit = new AuditLogPage(desk.page)
  await audit.open()
  await audit.root.getByRole('textbox', { name: 'Case', exact: true }).fill('CASE-0815')
  await expect(audit.rows()).toHaveCount(2)
  await expect(audit.rows().nth(0)).toContainText('support case ended (ended)')
  await expect(audit.rows().nth(1)).toContainText('support case opened')
  await expect(audit.rows().nth(1)).toContainText('case CASE-0815 via support')
})

test('the audit viewer checks an imported export on its own and names the row that breaks it', async ({ desk }) => {
  await desk.signIn('Demo support', ['default:1001'])
  const { csv } = await desk.call('audit.export', {})
  const audit = new AuditLogPage(desk.page)
  await audit.open()
  const rows = csv.split('\r\n')
  rows[1] = rows[1]!.replaceAll('Client asked', 'Routine check')
  const chooser = desk.page.waitForEvent('filechooser')
  await audit.root.getByRole('button', { name: 'Check a file…' }).click()
  await (await chooser).setFiles({ name: 'audit.csv', mimeType: 'text/csv', buffer: Buffer.from(rows.join('\r\n')) })
  const check = audit.root.getByTestId('audit-file-check')
  await expect(check).toContainText('The chain is broken in 1 place')
  await expect(check).toContainText('Row 2: entry 1 was changed')
  await shots(desk.page, '03-audit-file-check')
})

test('Report a problem shows the whole report first, with no name, login or account code in it', async ({ desk }) => {
  await desk.signIn('Demo support', ['default:1001'])
  // The report lists the calls made so far: open the orders view first, so its read is among them.
  await (await desk.workspace.open('orders')).ready()
  await desk.page.getByRole('button', { name: 'Report a problem…' }).click()
  const dialog = desk.page.getByRole('dialog', { name: 'Report a problem' })
  const text = dialog.getByLabel('Report contents')
  await expect(text).toContainText('"format": "dx-desk-problem-report"')
  await expect(text).toContainText('GET /accounts/{accounts}/orders')
  for (const personal of ['default:1001', 'Alex Trader', 'Casey Support', 'support@default']) {
    await expect(text).not.toContainText(personal)
  }
  await shots(desk.page, '04-report-preview')
  await dialog.getByRole('button', { name: 'Save and show in folder' }).click()
  await expect(dialog.getByRole('status')).toContainText('problem-reports')
})
