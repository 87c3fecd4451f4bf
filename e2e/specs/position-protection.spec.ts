// A position's take-profit and stop-loss are orders attached to it: edited from the Positions row through the
// same editor, ETag check and audit log as any modify; where none is attached, the row says that adding one
// would place an order, which the desk does not do.
import { expect, test } from '../fixtures/desk'
import { AuditLogPage, OrderEditDialogPage } from '../pages/OrderEditDialog'
import { nudged, openOrders } from '../pages/order-edit-steps'

test.describe.configure({ timeout: 60_000 })

const ACCOUNT = 'default:1001'

/** The position-attached closing orders and the positions, as the sandbox has them. */
async function protection(desk: Parameters<Parameters<typeof test>[2]>[0]['desk']) {
  const positions = (await desk.call('positions.list', { accounts: [ACCOUNT] })).data
  const closes = (await openOrders(desk)).filter(
    (o) => o.legs[0]?.positionEffect === 'CLOSE' && o.legs[0]?.quantity === undefined && o.legs[0]?.positionCode,
  )
  return { positions, closes }
}

test('edit a position’s take profit from its row: the same editor, sent with the ETag, in the audit log', async ({
  desk,
}) => {
  await desk.signIn('Demo trader', [ACCOUNT])
  const { positions, closes } = await protection(desk)
  const tp = closes.find((o) => o.type === 'LIMIT' && positions.some((p) => p.positionCode === o.legs[0]?.positionCode))
  if (!tp) throw new Error('the sandbox seeds no position-attached take-profit')
  const positionCode = tp.legs[0]?.positionCode ?? ''
  const [reference] = (await desk.call('instruments.reference', { symbol: tp.instrument })).data
  const decimals = reference?.priceIncrement.split('.')[1]?.length ?? 0
  const view = await desk.workspace.open('positions')
  await view.ready()
  await view
    .grid()
    .getByRole('button', { name: `Edit take profit of position ${positionCode}`, exact: true })
    .click()
  const dialog = new OrderEditDialogPage(desk.page)
  await dialog.ready()
  await expect(dialog.root.getByRole('heading', { level: 2 })).toContainText(`Edit order ${tp.orderId}`)
  await expect(dialog.field('Limit price')).toBeFocused()
  await desk.page.keyboard.press('ArrowUp')
  const target = nudged(tp.legs[0]?.price ?? '', 1, decimals)
  await expect(dialog.field('Limit price')).toHaveValue(target)
  await dialog.saveAndSend()
  await expect
    .poll(async () => (await openOrders(desk)).find((o) => o.orderId === tp.orderId)?.legs[0]?.price)
    .toBe(target)
  const audit = new AuditLogPage(desk.page)
  await audit.open()
  await expect(
    audit
      .rows()
      .filter({ hasText: String(tp.orderId) })
      .first(),
  ).toBeVisible()
})

test('a position without a take profit or stop loss says adding one is placing an order', async ({ desk }) => {
  await desk.signIn('Demo trader', [ACCOUNT])
  const { positions, closes } = await protection(desk)
  const bare = positions.find(
    (p) => !closes.some((o) => o.legs[0]?.positionCode === p.positionCode && o.type === 'LIMIT'),
  )
  if (!bare) throw new Error('every position has a take-profit')
  const view = await desk.workspace.open('positions')
  await view.ready()
  const row = view.grid().locator('[role="row"][data-row-id]').filter({ hasText: bare.positionCode })
  await expect(row.locator('[data-column-id="takeProfitPrice"] .protection-cell')).toHaveAttribute(
    'title',
    /places a new order, which DX Desk does not do/,
  )
  await row.locator('[data-column-id="symbol"]').click({ button: 'right' })
  const item = desk.page
    .getByRole('menu', { name: 'Open positions: row actions' })
    .getByRole('menuitem', { name: /^Add take profit/ })
  await expect(item).toHaveAttribute('aria-disabled', 'true')
  await expect(item).toHaveAttribute('title', /places a new order, which DX Desk does not do/)
})
