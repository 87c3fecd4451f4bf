import { expect, test } from '../fixtures/desk'

// Each test signs in and reads through the real main-process services; leave room on a loaded CI machine.
test.describe.configure({ timeout: 60_000 })

test.describe('Freshness', () => {
  // These are REST answers' behaviours (faults, slow and unreadable reads). With push live, Open orders and Positions
  // are answered from the pushed portfolio (docs/live-data.md, "Tables from push"), so this server offers no push.
  test.use({ sandboxOptions: { push: false } })

  test('shows "as of", keeps the data and marks it stale when a refresh fails, recovers on the next refresh', async ({
    desk,
  }) => {
    await desk.signIn('Demo trader', ['default:1001'])
    const view = await desk.workspace.open('positions')
    await view.ready()
    await expect(view.region.getByText(/^as of \d{2}:\d{2}:\d{2}/)).toBeVisible()
    const before = await view.columnValues('positionCode')

    // Main is the one retry layer (3 attempts): three failures are enough, and all three are used up.
    desk.sandbox.control.addFault({ path: '/accounts/default:1001/positions', fault: 'status-500', times: 3 })
    await view.region.getByRole('button', { name: 'Refresh now' }).click()
    const stale = view.region.getByRole('status').filter({ hasText: 'Stale: refresh failed' })
    await expect(stale).toBeVisible({ timeout: 15_000 })
    await expect(view.region.getByRole('alert')).toContainText('Server error')
    expect(await view.columnValues('positionCode')).toEqual(before)
    expect(desk.sandbox.control.listFaults()).toEqual([])

    desk.sandbox.control.clearFaults()
    await view.region.getByRole('button', { name: 'Refresh now' }).click()
    await expect(stale).toBeHidden()
    expect(await view.columnValues('positionCode')).toEqual(before)
  })

  test('rate limiting says at once that the server asked to wait, and how long', async ({ desk }) => {
    await desk.signIn('Demo trader', ['default:1001'])
    const view = await desk.workspace.open('transfers')
    await view.ready()
    desk.sandbox.control.addFault({
      path: '/accounts/default:1001/transfers',
      fault: 'status-429',
      retryAfterSeconds: 5,
      times: 1,
    })
    // A Retry-After of seconds is not sat out behind a spinning Refresh: one 429 is enough to be told.
    await view.region.getByRole('button', { name: 'Refresh now' }).click()
    await expect(view.region.getByRole('alert')).toContainText('Server asked to wait')
    await expect(view.region.getByRole('alert')).toContainText('asked the app to wait 5 s')
  })

  test('a list with unreadable records shows the readable rows and says how many could not be read', async ({
    desk,
  }) => {
    await desk.signIn('Demo trader', ['default:1001'])
    const view = await desk.workspace.open('positions')
    await view.ready()
    const all = (await desk.call('positions.list', { accounts: ['default:1001'] })).data as Array<{
      positionCode: string
    }>
    // The fault breaks every third record from the second on; the others must all be shown.
    const readable = all.filter((_, i) => i % 3 !== 1).map((p) => p.positionCode)
    // The summary's "Pos" figure (from metrics, not faulted) agrees with the table: nothing marked.
    const countNote = desk.workspace.summaryBar().getByTestId('positions-count-note')
    const posOrd = desk.workspace.summaryBar().locator('[data-field="positionsOrders"]')
    await expect(posOrd).toHaveText(new RegExp(`^${all.length} / \\d+$`))
    await expect(countNote).toHaveCount(0)
    desk.sandbox.control.addFault({ path: '/accounts/default:1001/positions', fault: 'malformed-records' })
    await view.region.getByRole('button', { name: 'Refresh now' }).click()
    const notice = view.region.getByTestId('unreadable-notice')
    await expect(notice).toContainText(
      `${all.length - readable.length} of ${all.length} records in positions could not be read`,
    )
    await expect(notice).toContainText('incomplete')
    await notice.getByText('Which records and fields').click()
    await expect(notice.locator('li').first()).toContainText('positions[1].account')
    await expect.poll(async () => [...(await view.columnValues('positionCode'))].sort()).toEqual([...readable].sort())
    await expect(view.region.getByRole('alert').filter({ hasText: 'Server error' })).toHaveCount(0)
    // The summary's figures are one snapshot (the server's metrics and the positions listed with them): they still
    // count every position and are not marked; the table's own notice says why it shows fewer.
    await expect(posOrd).toHaveText(new RegExp(`^${all.length} / \\d+$`))
    await expect(countNote).toHaveCount(0)
  })
})
