// A position's take-profit and stop-loss are orders attached to it: edited from the Positions row through the
// same editor, ETag check and audit log as any modify; where none is attached, the row says that adding one
// would place an order, which the desk does not do.
import Big from 'big.js'
import { shownMoney } from '@test-support/shown-number'
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
  await dialog.tickKnown()
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

test('a take profit is also set by its distance in pips or the P/L it locks in', async ({ desk }) => {
  await desk.signIn('Demo trader', [ACCOUNT])
  const { positions, closes } = await protection(desk)
  const tp = closes.find((o) => o.type === 'LIMIT' && positions.some((p) => p.positionCode === o.legs[0]?.positionCode))
  const position = positions.find((p) => p.positionCode === tp?.legs[0]?.positionCode)
  if (!tp || !position) throw new Error('the sandbox seeds no position-attached take-profit')
  const [reference] = (await desk.call('instruments.reference', { symbol: tp.instrument })).data
  if (!reference) throw new Error(`no reference for ${tp.instrument}`)
  const favour = position.side === 'SELL' ? -1 : 1
  const view = await desk.workspace.open('positions')
  await view.ready()
  await view
    .grid()
    .getByRole('button', { name: `Edit take profit of position ${position.positionCode}`, exact: true })
    .click()
  const dialog = new OrderEditDialogPage(desk.page)
  await dialog.ready()
  // What the take profit means now: its P/L on the whole position, in the instrument's currency.
  const pl = new Big(tp.legs[0]?.price ?? '0').minus(position.openPrice).times(position.quantity).times(favour)
  await expect(dialog.root.getByLabel(`P/L it locks in (${reference.currency})`)).toHaveValue(shownMoney(pl))
  // 400 pips from the entry, in the position's favour (further than the market, so no warning stops the review).
  await dialog.root.getByLabel('Distance from entry (pips)').fill('400')
  const target = new Big(position.openPrice).plus(new Big(reference.pipSize).times(400 * favour))
  await expect.poll(async () => Number(await dialog.field('Limit price').inputValue())).toBe(target.toNumber())
  await dialog.button('Review changes…').click()
  await expect(dialog.root.getByTestId('review-step')).toContainText(target.toString())
})
