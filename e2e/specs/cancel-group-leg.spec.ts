// Cancelling one order of a group against the sandbox: a stop-loss (THEN) alone where the group rules allow it,
// the entry and the take-profit untouched; never an orphan left behind without a word.
import { expect, test } from '../fixtures/desk'
import { bracketGroup, openCancel, openOrders } from '../pages/order-edit-steps'

test.describe.configure({ timeout: 60_000 })

const ACCOUNT = 'default:1001'

test('cancel the stop-loss of an IF-THEN group alone: the entry and the take-profit keep their group', async ({
  desk,
}) => {
  await desk.signIn('Demo trader', [ACCOUNT])
  const { entry: parent, stop, profit } = await bracketGroup(desk)
  const dialog = await openCancel(desk, stop)
  await expect(dialog.getByTestId('cancel-choice')).toContainText('the entry and the take-profit stay')
  await expect(dialog.getByRole('button', { name: 'Cancel all 3 orders' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel this stop-loss only' }).click()
  await expect(dialog).toHaveCount(0)
  const after = await openOrders(desk)
  expect(after.some((o) => o.orderId === stop.orderId)).toBe(false)
  expect(after.find((o) => o.orderId === parent.orderId)?.links?.map((l) => l.linkedOrder)).toEqual([profit.orderCode])
  expect(after.find((o) => o.orderId === profit.orderId)?.links?.map((l) => l.linkedOrder)).toEqual([parent.orderCode])
})
