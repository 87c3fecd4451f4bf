// Concurrency in the order-edit dialog against the sandbox's scenario controls: another user's change
// (412 → three columns → apply mine), account activity that leaves the order alone (412 → resend), a fill
// while the dialog is open, and a connection cut during the PUT (outcome unknown → re-read, never resent).
import { expect, test } from '../fixtures/desk'
import { toast } from '../pages/OrderEditDialog'
import { nudged, openEditor, openOrders, plainLimit } from '../pages/order-edit-steps'

test.describe.configure({ timeout: 60_000 })

const ACCOUNT = 'default:1001'

/**
 * How long a test waits for the live watch to see a change made on the server. It checks every few seconds; on a
 * 2-CPU machine running two browsers a check can take several times that. Nothing here measures the watch's speed.
 */
const WATCH_SEES_IT = { timeout: 20_000 }

test.describe('Order edit under concurrent change', () => {
  test('another user changed the order: 412 → three columns → apply mine → success', async ({ desk }) => {
    await desk.signIn('Demo trader', [ACCOUNT])
    const order = await plainLimit(desk)
    const mine = nudged(order.legs[0]?.price ?? '', -4)
    const theirQuantity = Number(order.legs[0]?.quantity) * 2
    const dialog = await openEditor(desk, order)
    await dialog.set('Limit price', mine)
    desk.sandbox.control.modify(ACCOUNT, order.clientOrderId, { quantity: theirQuantity })
    await dialog.saveAndSend()

    const view = dialog.root.getByTestId('conflict-view')
    await expect(view).toBeVisible()
    await expect(view.getByRole('columnheader')).toHaveText([
      'Order',
      'Field',
      'You started from',
      'Your edit',
      'On the server now',
    ])
    await expect(view.getByRole('row', { name: /Quantity/ })).toContainText(String(theirQuantity))
    await expect(view.getByRole('row', { name: /Limit price/ })).toContainText(mine)
    await dialog.button('Apply my changes to the current order').click()
    await expect(toast(desk.page)).toContainText('changed')
    const after = (await openOrders(desk)).find((o) => o.orderId === order.orderId)
    // Both changes survive: theirs to the quantity, mine to the price.
    expect(after?.legs[0]?.price).toBe(mine)
    expect(after?.legs[0]?.quantity).toBe(String(theirQuantity))
  })

  test('the account changed but the order did not: 412 → "your order did not" → resend with the fresh ETag', async ({
    desk,
  }) => {
    await desk.signIn('Demo trader', [ACCOUNT])
    const order = await plainLimit(desk)
    const next = nudged(order.legs[0]?.price ?? '', -1)
    const dialog = await openEditor(desk, order)
    await dialog.set('Limit price', next)
    desk.sandbox.control.touch(ACCOUNT)
    await dialog.saveAndSend()
    const panel = dialog.root.getByTestId('resend-panel')
    await expect(panel).toContainText('The account changed, your order did not')
    await dialog.button('Resend with the current version').click()
    await expect(toast(desk.page)).toContainText('changed')
    const modifies = desk.calls.filter((c) => c.channel === 'orders.modify')
    expect(modifies).toHaveLength(2)
    const [first, second] = modifies.map((c) => c.input as { ifMatch: string; audit?: { attempt?: string } })
    expect(second?.ifMatch).not.toBe(first?.ifMatch)
    expect(second?.audit?.attempt).toBe('resend')
    expect((await openOrders(desk)).find((o) => o.orderId === order.orderId)?.legs[0]?.price).toBe(next)
  })

  test('filled while the dialog is open: the notice says so and Save is disabled', async ({ desk }) => {
    await desk.signIn('Demo trader', [ACCOUNT])
    const order = await plainLimit(desk)
    const dialog = await openEditor(desk, order)
    await dialog.set('Quantity', String(Number(order.legs[0]?.quantity) + 1000))
    desk.sandbox.control.fill(ACCOUNT, order.clientOrderId)
    await expect(dialog.root).toContainText('This order can no longer be changed', WATCH_SEES_IT)
    await expect(dialog.root).toContainText('Filled')
    await expect(dialog.button('Review changes…')).toBeDisabled()
    await expect(dialog.summary()).toHaveText('Nothing can be sent: the order has ended.')
  })

  test('partially filled while editing: inline notice before submitting', async ({ desk }) => {
    await desk.signIn('Demo trader', [ACCOUNT])
    const order = await plainLimit(desk)
    const dialog = await openEditor(desk, order)
    await dialog.set('Limit price', nudged(order.legs[0]?.price ?? '', -2))
    desk.sandbox.control.fill(ACCOUNT, order.clientOrderId, { quantity: 1000 })
    const notice = dialog.root.getByTestId('watch-notice')
    await expect(notice).toContainText('Partially filled: 1000', WATCH_SEES_IT)
  })

  test('connection cut during the PUT after it was applied: outcome unknown → re-read → "applied"', async ({
    desk,
  }) => {
    await desk.signIn('Demo trader', [ACCOUNT])
    const order = await plainLimit(desk)
    const next = nudged(order.legs[0]?.price ?? '', -6)
    const dialog = await openEditor(desk, order)
    await dialog.set('Limit price', next)
    desk.sandbox.control.addFault({
      method: 'PUT',
      path: `/accounts/${ACCOUNT}/orders`,
      fault: 'reset',
      applyBeforeFault: true,
    })
    await dialog.saveAndSend()
    await expect(toast(desk.page)).toContainText(`Your change to order ${order.orderId} was applied`)
    expect(desk.calls.filter((c) => c.channel === 'orders.modify')).toHaveLength(1)
    // The audit log's outcome line says what the read after the cut found.
    await desk.page.keyboard.press('Escape')
    await desk.page.getByRole('button', { name: 'Audit log', exact: true }).click()
    await expect(desk.page.getByTestId('audit-log')).toContainText(
      're-read: the orders now show the requested values (applied)',
    )
  })

  test('a change answered 200 with an unreadable body: probably applied → the same re-read → "applied"', async ({
    desk,
  }) => {
    await desk.signIn('Demo trader', [ACCOUNT])
    const order = await plainLimit(desk)
    const next = nudged(order.legs[0]?.price ?? '', -7)
    const dialog = await openEditor(desk, order)
    await dialog.set('Limit price', next)
    desk.sandbox.control.addFault({
      method: 'PUT',
      path: `/accounts/${ACCOUNT}/orders`,
      fault: 'malformed-json',
      applyBeforeFault: true,
    })
    await dialog.saveAndSend()
    await expect(toast(desk.page)).toContainText(`Your change to order ${order.orderId} was applied`)
    expect(desk.calls.filter((c) => c.channel === 'orders.modify')).toHaveLength(1)
  })

  test('connection cut before it was applied: "not applied", sending again is an explicit click', async ({ desk }) => {
    await desk.signIn('Demo trader', [ACCOUNT])
    const order = await plainLimit(desk)
    const next = nudged(order.legs[0]?.price ?? '', -7)
    const dialog = await openEditor(desk, order)
    await dialog.set('Limit price', next)
    desk.sandbox.control.addFault({ method: 'PUT', path: `/accounts/${ACCOUNT}/orders`, fault: 'reset' })
    await dialog.saveAndSend()
    const panel = dialog.root.getByTestId('outcome-panel')
    await expect(panel).toContainText('Your change was not applied')
    expect(desk.calls.filter((c) => c.channel === 'orders.modify')).toHaveLength(1)
    await dialog.button('Send again').click()
    await expect(toast(desk.page)).toContainText('changed')
    expect(desk.calls.filter((c) => c.channel === 'orders.modify')).toHaveLength(2)
  })

  test('while a change is in flight the row shows it as pending and a second edit waits', async ({ desk }) => {
    await desk.signIn('Demo trader', [ACCOUNT])
    const order = await plainLimit(desk)
    const next = nudged(order.legs[0]?.price ?? '', -8)
    const dialog = await openEditor(desk, order)
    await dialog.set('Limit price', next)
    desk.sandbox.control.addFault({ method: 'PUT', path: `/accounts/${ACCOUNT}/orders`, fault: 'delay', delayMs: 8000 })
    await dialog.saveAndSend()
    await dialog.button('Hide (keeps sending)').click()
    await expect(dialog.root).toBeHidden()
    const row = desk.page.getByRole('button', { name: `Edit order ${order.orderId} (change pending)` })
    await expect(row).toHaveText('Pending')
    // The row keeps the server's price and shows the one on its way beside it.
    const pending = desk.page.getByRole('row').filter({ has: row }).getByTestId('row-pending')
    await expect(pending).toHaveText(`→ ${next}`)
    // aria-disabled (Playwright would wait for it to clear): the trader can still press it and is told why not.
    await row.click({ force: true })
    await expect(toast(desk.page)).toContainText('still being sent')
    await expect(toast(desk.page)).toContainText(`Order ${order.orderId} changed`, { timeout: 15_000 })
    await expect(desk.page.getByRole('button', { name: `Edit order ${order.orderId}`, exact: true })).toHaveText('Edit')
    await expect(pending).toHaveCount(0)
    expect((await openOrders(desk)).find((o) => o.orderId === order.orderId)?.legs[0]?.price).toBe(next)
  })
})
