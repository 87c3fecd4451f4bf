// The order-edit flow against the sandbox when the account's status changes under an open edit: said before
// anything is sent, never blamed on another order, and the grid stops offering Edit.
import { expect, test } from '../fixtures/desk'
import { nudged, openEditor, plainLimit } from '../pages/order-edit-steps'

test.describe.configure({ timeout: 60_000 })

const ACCOUNT = 'default:1001'

/**
 * How long a test waits for the live watch to see a change made on the server. Nothing here measures the watch's
 * speed: it checks every few seconds, and a busy machine makes a check take longer.
 */
const WATCH_SEES_IT = { timeout: 20_000 }

test.describe('An account that turns CLOSE_ONLY while an edit is open', () => {
  test('the dialog says so before anything is sent, and the grid stops offering Edit', async ({ desk }) => {
    await desk.signIn('Demo trader', [ACCOUNT])
    const order = await plainLimit(desk)
    const dialog = await openEditor(desk, order)
    await dialog.set('Limit price', nudged(order.legs[0]?.price ?? '', -3))
    desk.sandbox.control.setAccountStatus(ACCOUNT, 'CLOSE_ONLY')
    await expect(dialog.root.getByTestId('account-status')).toContainText(
      'This account now only allows closing',
      WATCH_SEES_IT,
    )
    // Said once, above the fields: the footer points there instead of repeating it.
    await expect(dialog.root.getByText('This account now only allows closing')).toHaveCount(1)
    await expect(dialog.summary()).toContainText('Nothing can be sent: see the account’s status above.')
    await expect(dialog.summary()).not.toContainText('Ready to send')
    await expect(dialog.button('Review changes…')).toBeDisabled()
    await dialog.button('Close').click()
    await dialog.root.getByRole('button', { name: 'Discard changes' }).click()
    const view = await desk.workspace.open('orders')
    await expect(
      view.grid().getByRole('button', { name: `Edit order ${order.orderId} (disabled: account close only)` }),
    ).toHaveAttribute('aria-disabled', 'true')
    expect(desk.calls.filter((c) => c.channel === 'orders.modify')).toEqual([])
  })

  test('sent just after the change: the refusal is the status’s, never "another order", and nothing is resent', async ({
    desk,
  }) => {
    await desk.signIn('Demo trader', [ACCOUNT])
    const order = await plainLimit(desk)
    const dialog = await openEditor(desk, order)
    await dialog.set('Limit price', nudged(order.legs[0]?.price ?? '', -3))
    await dialog.button('Review changes…').click()
    // The user's record (where the status is read) answers slowly, so the send goes out before the dialog knows:
    // the server answers 412 for the account's new version.
    desk.sandbox.control.addFault({ method: 'GET', path: '/users', fault: 'delay', delayMs: 2_000, times: 20 })
    desk.sandbox.control.setAccountStatus(ACCOUNT, 'CLOSE_ONLY')
    await dialog.button('Send change').dispatchEvent('click')
    await expect(dialog.root).toContainText('This account now only allows closing', WATCH_SEES_IT)
    await expect(dialog.root.getByText('This account now only allows closing')).toHaveCount(1)
    await expect(dialog.root).not.toContainText('another order, a fill or a transfer')
    await expect(dialog.button('Resend with the current version')).toHaveCount(0)
    await expect(dialog.summary()).not.toContainText('Ready to send')
    expect(desk.calls.filter((c) => c.channel === 'orders.modify')).toHaveLength(1)
  })
})
