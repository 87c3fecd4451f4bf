// Accessibility of the order-edit dialog and the audit log (axe: no serious or critical violations, light and
// dark), and the keyboard model: focus moves in, Tab stays inside, Esc asks before dropping an edit.
import { seriousViolations } from '../fixtures/axe'
import { expect, test } from '../fixtures/desk'
import { AuditLogPage } from '../pages/OrderEditDialog'
import { nudged, openEditor, plainLimit } from '../pages/order-edit-steps'

// axe walks the dialog's whole tree several times per scan; with two Playwright workers and other work on the
// 2 CPUs one scan took up to 15 s, and this test scans six times. Nothing here asserts a duration.
test.describe.configure({ timeout: 180_000 })

/** What axe scans here: the edit dialog and what opens over it. */
const DIALOGS = 'dialog, [role="dialog"]'

test('dialog, validation, review, conflict view and audit log pass axe in light and dark', async ({ desk }) => {
  await desk.signIn('Demo trader', ['default:1001'])
  const order = await plainLimit(desk)
  for (const [i, theme] of (['light', 'dark'] as const).entries()) {
    await desk.workspace.setTheme(theme)
    const dialog = await openEditor(desk, order)
    await dialog.set('Limit price', `${order.legs[0]?.price ?? ''}7`)
    await dialog.button('Review changes…').click()
    expect(await seriousViolations(desk.page, DIALOGS)).toEqual([])
    await dialog.set('Limit price', nudged(order.legs[0]?.price ?? '', -1))
    await dialog.button('Review changes…').click()
    await expect(dialog.root.getByTestId('review-step')).toBeVisible()
    expect(await seriousViolations(desk.page, DIALOGS)).toEqual([])
    await dialog.button('Back to editing').click()
    desk.sandbox.control.modify('default:1001', order.clientOrderId, { quantity: 70000 + i * 10000 })
    await dialog.saveAndSend()
    await expect(dialog.root.getByTestId('conflict-view')).toBeVisible()
    expect(await seriousViolations(desk.page, DIALOGS)).toEqual([])
    await dialog.button('Discard my changes').click()
    await dialog.button('Cancel').click()
    const audit = new AuditLogPage(desk.page)
    await audit.open()
    expect(await seriousViolations(desk.page, DIALOGS)).toEqual([])
    await desk.page.keyboard.press('Escape')
    await expect(audit.root).toBeHidden()
  }
})

test('keyboard: focus enters the dialog, Tab stays inside, Esc asks before dropping a change', async ({ desk }) => {
  await desk.signIn('Demo trader', ['default:1001'])
  const order = await plainLimit(desk)
  const dialog = await openEditor(desk, order)
  await expect(dialog.root).toBeFocused()
  for (let i = 0; i < 25; i++) {
    await desk.page.keyboard.press('Tab')
    expect(await dialog.root.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  }
  await dialog.field('Quantity').fill('20000')
  await desk.page.keyboard.press('Escape')
  await expect(dialog.root).toContainText('Discard your changes?')
  await dialog.button('Keep editing').click()
  await expect(dialog.field('Quantity')).toHaveValue('20000')
  await desk.page.keyboard.press('Escape')
  await dialog.button('Discard changes').click()
  await expect(dialog.root).toBeHidden()
})
