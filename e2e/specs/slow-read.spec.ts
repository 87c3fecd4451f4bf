import { expect, test } from '../fixtures/desk'

test.describe.configure({ timeout: 90_000 })

// The sandbox holds the read for a minute (its delay fault), far past the point a person wonders what happens.
const HELD_MS = 60_000

test.describe('A read that takes long', () => {
  test('a refresh says it is still reading; Cancel ends the request and keeps the rows as of their time', async ({
    desk,
  }) => {
    await desk.signIn('Demo trader', ['default:1001'])
    const view = await desk.workspace.open('orders')
    await view.ready()
    const rows = await view.columnValues('orderId')
    const asOf =
      (await view.region
        .getByText(/^as of \d/)
        .first()
        .textContent()) ?? ''
    desk.sandbox.control.addFault({
      method: 'GET',
      path: '/accounts/default:1001/orders',
      fault: 'delay',
      delayMs: HELD_MS,
    })

    await view.region.getByRole('button', { name: 'Refresh now' }).click()
    const slow = view.region.getByTestId('slow-read')
    await expect(slow).toContainText('Still reading open orders')
    await slow.getByRole('button', { name: 'Cancel' }).click()

    // The page told main to end the request (main aborts it in the API client's worker).
    await expect.poll(() => desk.calls.filter((c) => c.channel === 'requests.cancel').length).toBeGreaterThan(0)
    const cancelled = view.region.getByTestId('read-cancelled')
    await expect(cancelled).toContainText('Read cancelled')
    await expect(cancelled).toContainText(asOf.replace(/^as of /, ''))
    expect(await view.columnValues('orderId')).toEqual(rows)
    await expect(slow).toHaveCount(0)
  })

  test('a first read cancelled leaves an empty state that says so, and Try again reads', async ({ desk }) => {
    await desk.signIn('Demo trader', ['default:1001'])
    desk.sandbox.control.addFault({
      method: 'GET',
      path: '/accounts/default:1001/events',
      fault: 'delay',
      delayMs: HELD_MS,
    })
    await desk.workspace.open('events')
    const region = desk.page.getByRole('region', { name: 'Account events', exact: true })
    const slow = region.getByTestId('slow-read')
    await expect(slow).toContainText('Still reading account events')
    await slow.getByRole('button', { name: 'Cancel' }).click()
    const cancelled = region.getByTestId('read-cancelled')
    await expect(cancelled).toContainText('nothing was read')
    await cancelled.getByRole('button', { name: 'Try again' }).click()
    await expect(region.getByRole('grid')).toBeVisible()
    await expect(cancelled).toHaveCount(0)
  })
})
