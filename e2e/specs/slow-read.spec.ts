import { expect, test } from '../fixtures/desk'

test.describe.configure({ timeout: 90_000 })

// The sandbox holds the read for a minute (its delay fault), far past the point a person wonders what happens.
const HELD_MS = 60_000

test.describe('A read that takes long', () => {
  // These are REST answers' behaviours (faults, slow and unreadable reads). With push live, Open orders and Positions
  // are answered from the pushed portfolio (docs/live-data.md, "Tables from push"), so this server offers no push.
  test.use({ sandboxOptions: { push: false } })

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
    // Every read of the events is held from the start: the account watch's first look reads them too, and the
    // app may read a view ahead while it is idle after sign-in.
    desk.sandbox.control.addFault({
      method: 'GET',
      path: '/accounts/default:1001/events',
      fault: 'delay',
      delayMs: HELD_MS,
      times: 100,
    })
    await desk.signIn('Demo trader', ['default:1001'])
    await desk.workspace.open('events')
    const region = desk.page.getByRole('region', { name: 'Account events', exact: true })
    const slow = region.getByTestId('slow-read')
    await expect(slow).toContainText('Still reading account events')
    await slow.getByRole('button', { name: 'Cancel' }).click()
    const cancelled = region.getByTestId('read-cancelled')
    await expect(cancelled).toContainText('nothing was read')
    desk.sandbox.control.clearFaults()
    await cancelled.getByRole('button', { name: 'Try again' }).click()
    await expect(region.getByRole('grid')).toBeVisible()
    await expect(cancelled).toHaveCount(0)
  })

  test('a read the client repeats says it is trying again, which attempt and why, then shows the rows', async ({
    desk,
  }) => {
    await desk.signIn('Demo trader', ['default:1001'])
    const expected = (await desk.call('positions.list', { accounts: ['default:1001'] })).data.map((p) => p.positionCode)
    const view = await desk.workspace.open('positions')
    await view.ready()
    // The first attempt fails with a 500; the repeat is held long enough for the view to say it is still reading.
    const path = '/accounts/default:1001/positions'
    desk.sandbox.control.addFault({ method: 'GET', path, fault: 'status-500' })
    desk.sandbox.control.addFault({ method: 'GET', path, fault: 'delay', delayMs: 6_000 })

    await view.region.getByRole('button', { name: 'Refresh now' }).click()
    const slow = view.region.getByTestId('slow-read')
    await expect(slow).toContainText('Still reading positions for default:1001')
    await expect(slow).toContainText('the server answered with an error (500), trying again (attempt 2 of 3) at')
    await view.ready()
    await expect(slow).toHaveCount(0)
    expect([...(await view.columnValues('positionCode'))].sort()).toEqual([...expected].sort())
  })

  test('Trades, read from the whole ledger, says its read is being repeated as every table does', async ({ desk }) => {
    await desk.signIn('Demo trader', ['default:1001'])
    await desk.workspace.open('trades')
    const refresh = desk.page.getByRole('button', { name: 'Refresh', exact: true })
    await expect(refresh).toBeEnabled({ timeout: 15_000 })
    // Order history: the ledger reads it, the live watch does not (it reads transfers too, and would take the fault).
    const path = '/accounts/default:1001/orders/history'
    desk.sandbox.control.addFault({ method: 'GET', path, fault: 'status-500' })
    desk.sandbox.control.addFault({ method: 'GET', path, fault: 'delay', delayMs: 6_000 })

    await refresh.click()
    const slow = desk.page.getByTestId('slow-read')
    await expect(slow).toContainText('Still reading cash transfers and order history for default:1001')
    await expect(slow).toContainText('the server answered with an error (500), trying again (attempt 2 of 3) at')
    await expect(refresh).toBeEnabled({ timeout: 15_000 })
    await expect(slow).toHaveCount(0)
  })
})
