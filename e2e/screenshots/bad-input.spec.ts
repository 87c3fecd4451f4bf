// Bad input in the smallest supported window (1024 × 700), light and dark: the profile form with invalid fields,
// the order editor with a refused price and quantity (ours, then the server's), a filter panel with a range the
// wrong way round, the error panel a hostile (unreadable) answer leaves and a list with unreadable records.
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures/desk'
import { Camera } from '../fixtures/camera'
import { openEditor, plainLimit } from '../pages/order-edit-steps'

const camera = new Camera('screenshots')

const shot = (page: Page, name: string) => camera.shot(page, name)

const SIZE = '1024x700'

for (const theme of ['light', 'dark'] as const) {
  test.describe(`130 bad input at ${SIZE}, ${theme}`, () => {
    test.use({ viewport: { width: 1024, height: 700 } })

    test('profile form with invalid fields', async ({ desk }) => {
      await expect(desk.connectPage.heading()).toBeVisible()
      await desk.page.getByLabel('Theme').selectOption(theme)
      const form = await desk.connectPage.openNewProfile()
      await form.getByLabel('Server address').fill('ftp://not a server')
      await form.getByLabel('Display time zone').fill('Mars/Olympus')
      await desk.page.getByRole('button', { name: 'Save profile' }).click()
      await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible()
      await shot(desk.page, `130-profile-invalid-${SIZE}-${theme}`)
    })

    test('order editor with a refused price and quantity', async ({ desk }) => {
      await desk.signIn('Demo trader', ['default:1001'])
      await desk.workspace.setTheme(theme)
      const dialog = await openEditor(desk, await plainLimit(desk))
      await dialog.set('Limit price', '-1.000003')
      await dialog.set('Quantity', '0')
      await expect(dialog.field('Quantity')).toHaveAttribute('aria-invalid', 'true')
      await shot(desk.page, `131-order-edit-refused-${SIZE}-${theme}`)
      // The server's refusal: a price off the increment grid, sent anyway.
      const order = await plainLimit(desk)
      await dialog.set('Quantity', order.legs[0]?.quantity ?? '')
      await dialog.set('Limit price', `${order.legs[0]?.price ?? ''}3`)
      await dialog.button('Review changes…').click()
      await dialog.button('Send anyway').click()
      await dialog.button('Send change').click()
      await expect(dialog.root).toContainText('Server 409')
      await shot(desk.page, `132-order-edit-server-refused-${SIZE}-${theme}`)
    })

    test('filter panel with a time range the wrong way round', async ({ desk }) => {
      await desk.signIn('Demo trader', ['default:1001'])
      await desk.workspace.setTheme(theme)
      const view = await desk.workspace.open('history')
      await view.ready()
      const form = await view.applyBackwardsRange()
      await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible()
      await shot(desk.page, `133-filter-invalid-range-${SIZE}-${theme}`)
      await view.fill('at-least-version', 'abc')
      await view.applyFilters()
      await shot(desk.page, `134-filter-invalid-version-${SIZE}-${theme}`)
    })

    test('error panel after a hostile (unreadable) answer', async ({ desk }) => {
      await desk.signIn('Demo trader', ['default:1001'])
      await desk.workspace.setTheme(theme)
      const view = await desk.workspace.open('positions')
      await view.ready()
      desk.sandbox.control.addFault({ path: '/accounts/default:1001/positions', fault: 'malformed-json', times: 5 })
      await view.region.getByRole('button', { name: 'Refresh now' }).click()
      await expect(view.region.getByRole('alert').first()).toBeVisible()
      await shot(desk.page, `136-hostile-answer-${SIZE}-${theme}`)
      // A list some of whose records are of the wrong shape: the readable rows, and how many could not be read.
      desk.sandbox.control.clearFaults()
      desk.sandbox.control.addFault({ path: '/accounts/default:1001/positions', fault: 'malformed-records' })
      await view.region.getByRole('button', { name: 'Refresh now' }).click()
      const notice = view.region.getByTestId('unreadable-notice')
      await expect(notice).toContainText('could not be read')
      await notice.getByText('Which records and fields').click()
      // The summary's figures are one snapshot of their own: not marked, the table's notice says why it shows fewer.
      await expect(desk.workspace.summaryBar().getByTestId('positions-count-note')).toHaveCount(0)
      await shot(desk.page, `137-unreadable-records-${SIZE}-${theme}`)
    })
  })
}
