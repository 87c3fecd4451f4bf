// The server unreachable for a while, then back: the summary's Live cell and the tables must agree. Once the
// watch reads the account again, a table whose read failed meanwhile is read again by itself; nobody has to
// press "Try again" or "Refresh now" to see that the server is back.
import { expect, test } from '../fixtures/desk'
import { Camera, REVIEW_SIZES } from '../fixtures/camera'

const camera = new Camera('test-results/live-cell')

test.describe.configure({ timeout: 90_000 })

test.describe('a server without push, unreachable and back', () => {
  test.use({ sandboxOptions: { push: false } })

  test('the Positions table leaves its error by itself once the Live cell says Live again', async ({ desk }) => {
    await desk.signIn('Demo trader', ['default:1001'])
    const view = await desk.workspace.open('positions')
    await view.ready()
    const before = await view.columnValues('positionCode')
    const cell = desk.page.locator('td.live-cell')
    await expect(cell).toHaveText(/^● Live/, { timeout: 15_000 })

    // Every request about the account is cut off: the watch's checks and the table's read fail alike.
    desk.sandbox.control.addFault({ path: '/accounts/default:1001', fault: 'reset', times: 1_000 })
    await view.region.getByRole('button', { name: 'Refresh now' }).click()
    const stale = view.region.getByRole('status').filter({ hasText: /Stale/ })
    await expect(stale).toBeVisible({ timeout: 30_000 })
    await expect(cell).toHaveAttribute('data-live', 'failing', { timeout: 30_000 })
    // The failure's words wrap whole within the cell; the cell is not cut by the figures' scroller.
    await desk.page.setViewportSize({ width: 1024, height: 700 })
    await expect(cell).toBeInViewport({ ratio: 1 })
    await camera.shots(desk.page, '04-failing', { sizes: REVIEW_SIZES, themeAttribute: true })

    desk.sandbox.control.clearFaults()
    await expect(cell).toHaveText(/^● Live/, { timeout: 30_000 })
    await expect(stale).toBeHidden({ timeout: 10_000 })
    expect(await view.columnValues('positionCode')).toEqual(before)
  })
})
