import { expect, test } from '../fixtures/desk'

test.describe('A page of 10,000 rows', () => {
  test.use({ sandboxOptions: { largeAccountOrders: 12_000, historyCap: 20_000 } })

  test('stays virtualized: 10,000 orders on the page, a few dozen rows in the DOM, scrolls to the last', async ({
    desk,
  }) => {
    // 10,000 orders are parsed and validated in main and cross IPC: slow on a loaded machine. This spec proves
    // virtualization (few rows in the DOM, End reaches the last); its speed is `npm run bench`'s job.
    test.setTimeout(240_000)
    await desk.signIn('Demo trader', ['default:1099'])
    const view = await desk.workspace.open('history')
    await view.ready()
    await view.pageSize(10000)
    await expect(view.grid().locator('..')).toHaveAttribute('data-row-count', '10000', { timeout: 180_000 })
    const painted = await view.grid().locator('[role="row"][data-row-id]').count()
    expect(painted).toBeGreaterThan(10)
    expect(painted).toBeLessThan(100)
    // How fast the jump paints is measured by `npm run bench`, never asserted here.
    await view.grid().focus()
    await desk.page.keyboard.press('End')
    await expect(view.grid().locator('[aria-rowindex="10001"]')).toBeVisible()
  })
})
