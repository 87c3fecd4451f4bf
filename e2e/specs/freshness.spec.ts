import { expect, test } from '../fixtures/desk'

// Each test signs in and reads through the real main-process services; leave room on a loaded CI machine.
test.describe.configure({ timeout: 60_000 })

test.describe('Freshness', () => {
  test('shows "as of", keeps the data and marks it stale when a refresh fails, recovers on the next refresh', async ({
    desk,
  }) => {
    await desk.signIn('Demo trader', ['default:1001'])
    const view = await desk.workspace.open('positions')
    await view.ready()
    await expect(view.region.getByText(/^as of \d{2}:\d{2}:\d{2}/)).toBeVisible()
    const before = await view.columnValues('positionCode')

    // Enough failures to outlast the automatic retries of a 5xx.
    desk.sandbox.control.addFault({ path: '/accounts/default:1001/positions', fault: 'status-500', times: 10 })
    await view.region.getByRole('button', { name: 'Refresh now' }).click()
    const stale = view.region.getByRole('status').filter({ hasText: 'Stale: refresh failed' })
    await expect(stale).toBeVisible({ timeout: 15_000 })
    await expect(view.region.getByRole('alert')).toContainText('Server error')
    expect(await view.columnValues('positionCode')).toEqual(before)

    desk.sandbox.control.clearFaults()
    await view.region.getByRole('button', { name: 'Refresh now' }).click()
    await expect(stale).toBeHidden()
    expect(await view.columnValues('positionCode')).toEqual(before)
  })

  test('rate limiting says how long to wait', async ({ desk }) => {
    await desk.signIn('Demo trader', ['default:1001'])
    const view = await desk.workspace.open('transfers')
    await view.ready()
    desk.sandbox.control.addFault({
      path: '/accounts/default:1001/transfers',
      fault: 'status-429',
      retryAfterSeconds: 30,
      times: 5,
    })
    // A long Retry-After is not waited out by main: it comes back at once as "rate limited".
    await view.region.getByRole('button', { name: 'Refresh now' }).click()
    await expect(view.region.getByRole('alert')).toContainText('Too many requests')
    await expect(view.region.getByRole('alert')).toContainText('Wait 30 s')
  })
})
