// `npm run screenshots`: the edit flow's changed dialogs at 1024 × 700 and 1440 × 900, light and dark — the
// account turned CLOSE_ONLY under an open edit, a change pending in its row, cancelling one order of a group,
// and the password prompt after the session ended.
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures/desk'
import { Camera, REVIEW_SIZES } from '../fixtures/camera'
import { bracketGroup, nudged, openCancel, openEditor, plainLimit } from '../pages/order-edit-steps'

const camera = new Camera('screenshots')
const ACCOUNT = 'default:1001'

/** The same state at both window sizes, in the light and the dark theme. */
const shots = (page: Page, name: string) => camera.shots(page, name, { sizes: REVIEW_SIZES })

test('120 the account turned CLOSE_ONLY while editing', async ({ desk }) => {
  await desk.signIn('Demo trader', [ACCOUNT])
  const order = await plainLimit(desk)
  const dialog = await openEditor(desk, order)
  await dialog.set('Limit price', nudged(order.legs[0]?.price ?? '', -3))
  desk.sandbox.control.setAccountStatus(ACCOUNT, 'CLOSE_ONLY')
  await expect(dialog.root.getByTestId('account-status')).toContainText('now only allows closing', {
    timeout: 20_000,
  })
  await shots(desk.page, '120-edit-close-only')
})

test('121 a change pending in its row', async ({ desk }) => {
  await desk.signIn('Demo trader', [ACCOUNT])
  const order = await plainLimit(desk)
  const dialog = await openEditor(desk, order)
  await dialog.set('Limit price', nudged(order.legs[0]?.price ?? '', -5))
  desk.sandbox.control.addFault({ method: 'PUT', path: `/accounts/${ACCOUNT}/orders`, fault: 'delay', delayMs: 60_000 })
  await dialog.saveAndSend()
  await dialog.button('Hide (keeps sending)').click()
  await expect(desk.page.getByTestId('row-pending')).toBeVisible()
  await shots(desk.page, '121-row-pending')
})

test('122 cancelling the stop-loss of an IF-THEN group', async ({ desk }) => {
  await desk.signIn('Demo trader', [ACCOUNT])
  const { stop } = await bracketGroup(desk)
  await openCancel(desk, stop)
  await expect(desk.page.getByTestId('cancel-choice')).toBeVisible()
  await shots(desk.page, '122-cancel-stop-loss')
})

test('123 the password prompt after the session ended', async ({ desk }) => {
  await desk.connectPage.addProfile({ name: 'Typed trader', baseUrl: desk.sandboxUrl, username: 'trader' })
  await desk.connectPage.connectWithPassword('Typed trader', 'demo')
  await desk.picker.open([ACCOUNT])
  await desk.workspace.expectVisible()
  const order = await plainLimit(desk)
  const dialog = await openEditor(desk, order)
  await dialog.set('Limit price', nudged(order.legs[0]?.price ?? '', -4))
  desk.sandbox.control.expireSessions()
  // The next read meets the ended session (with push the watch may not read again for a while).
  await desk.call('metrics.list', { accounts: [ACCOUNT] }).catch(() => undefined)
  await expect(desk.page.getByTestId('relogin-dialog')).toBeVisible({ timeout: 20_000 })
  await shots(desk.page, '123-relogin')
})
