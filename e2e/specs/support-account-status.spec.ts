// A client's account whose status changes at the server while support has it open under a case: the change
// reaches the screen through the account watch — the summary row says the new status and the grid stops offering
// Edit for the orders the status forbids changing — with nothing reloaded by hand.
import { expect, test } from '../fixtures/desk'

test.describe.configure({ timeout: 60_000 })

const ACCOUNT = 'default:1001'

/**
 * How long a test waits for the live watch to see a change made on the server. Nothing here measures the watch's
 * speed: it checks every few seconds, and a busy machine makes a check take longer.
 */
const WATCH_SEES_IT = { timeout: 20_000 }

test('a client account turned CLOSE_ONLY, then TERMINATED, during a case shows it and stops Edit', async ({ desk }) => {
  await desk.signIn('Demo support', [ACCOUNT])
  const banner = desk.workspace.caseBanner()
  await banner.getByRole('button', { name: 'Unlock editing…' }).click()
  const unlock = desk.page.getByRole('dialog', { name: `Unlock editing for ${ACCOUNT}` })
  await unlock.getByLabel(/Reason/).fill('Ticket 77: client asked to move a limit')
  await unlock.getByRole('button', { name: 'Unlock editing' }).click()
  await expect(banner).toContainText(`Editing unlocked for ${ACCOUNT}`)

  const open = (await desk.call('orders.open', { accounts: [ACCOUNT] })).data
  const opening = open.find((o) => o.status === 'WORKING' && o.legs[0]?.positionEffect !== 'CLOSE' && !o.links)
  if (!opening) throw new Error('the sandbox has no working opening order on the client account')
  const view = await desk.workspace.open('orders')
  await view.ready()
  const row = desk.workspace.summaryBar().getByRole('rowheader', { name: new RegExp(`^${ACCOUNT}\\b`) })
  await expect(
    view.grid().getByRole('button', { name: `Edit order ${opening.orderId}`, exact: true }),
  ).not.toHaveAttribute('aria-disabled', 'true')
  await expect(row.getByTestId('account-status')).toHaveCount(0)

  desk.sandbox.control.setAccountStatus(ACCOUNT, 'CLOSE_ONLY')
  await expect(row.getByTestId('account-status')).toHaveText('close only', WATCH_SEES_IT)
  await expect(
    view.grid().getByRole('button', { name: `Edit order ${opening.orderId} (disabled: account close only)` }),
  ).toHaveAttribute('aria-disabled', 'true')

  desk.sandbox.control.setAccountStatus(ACCOUNT, 'TERMINATED')
  await expect(row.getByTestId('account-status')).toHaveText('terminated', WATCH_SEES_IT)
  await expect(
    view.grid().getByRole('button', { name: `Edit order ${opening.orderId} (disabled: account terminated)` }),
  ).toHaveAttribute('aria-disabled', 'true')
})
