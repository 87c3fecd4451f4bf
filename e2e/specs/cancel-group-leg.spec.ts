// Cancelling one order of a group against the sandbox: a stop-loss (THEN) alone where the group rules allow it,
// the entry and the take-profit untouched; never an orphan left behind without a word.
import { expect, test } from '../fixtures/desk'
import { openOrders } from '../pages/order-edit-steps'

test.describe.configure({ timeout: 60_000 })

const ACCOUNT = 'default:1001'

test('cancel the stop-loss of an IF-THEN group alone: the entry and the take-profit keep their group', async ({
  desk,
}) => {
  await desk.signIn('Demo trader', [ACCOUNT])
  const all = await openOrders(desk)
  const parent = all.find((o) => o.links?.some((l) => l.linkType === 'PARENT') && (o.links?.length ?? 0) === 2)
  if (!parent) throw new Error('no IF-THEN group with two THEN orders')
  const children = (parent.links ?? []).map((l) => all.find((o) => o.orderCode === l.linkedOrder))
  const stop = children.find((o) => o?.type === 'STOP')
  const profit = children.find((o) => o?.type === 'LIMIT')
  if (!stop || !profit) throw new Error('the group has no stop-loss and take-profit')
  const view = await desk.workspace.open('orders')
  await view.ready()
  await view
    .grid()
    .getByRole('button', { name: `Cancel order ${stop.orderId}`, exact: true })
    .click()
  const dialog = desk.page.getByTestId('cancel-dialog')
  await expect(dialog.getByTestId('cancel-choice')).toContainText('the entry and the take-profit stay')
  await expect(dialog.getByRole('button', { name: 'Cancel all 3 orders' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel this stop-loss only' }).click()
  await expect(dialog).toHaveCount(0)
  const after = await openOrders(desk)
  expect(after.some((o) => o.orderId === stop.orderId)).toBe(false)
  expect(after.find((o) => o.orderId === parent.orderId)?.links?.map((l) => l.linkedOrder)).toEqual([profit.orderCode])
  expect(after.find((o) => o.orderId === profit.orderId)?.links?.map((l) => l.linkedOrder)).toEqual([parent.orderCode])
})
