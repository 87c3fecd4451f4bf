// Modifying an order with the keyboard alone, as a trader at a terminal does: the price field takes focus, ↑/↓
// step it by one tick, Enter reviews and Enter sends; the grid's Tab reaches the selected row's buttons and
// Delete asks to cancel the selected order.
import { expect, test, type Desk } from '../fixtures/desk'
import { OrderEditDialogPage } from '../pages/OrderEditDialog'
import { nudged, plainLimit } from '../pages/order-edit-steps'

/** The grid of open orders with keyboard focus on it and its active row on `orderId`. */
async function selectRow(desk: Desk, orderId: number) {
  const view = await desk.workspace.open('orders')
  await view.ready()
  const grid = view.grid()
  await grid.focus()
  for (let i = 0; i < 200; i++) {
    const active = grid.locator('[role="row"][aria-selected="true"] [data-column-id="orderId"]')
    if ((await active.textContent()) === String(orderId)) return grid
    await desk.page.keyboard.press('ArrowDown')
  }
  throw new Error(`order ${orderId} is not in the grid`)
}

/** The tick of an instrument as the server's reference gives it. */
async function tickOf(desk: Desk, symbol: string): Promise<string> {
  const reference = await desk.call('instruments.reference', { symbol })
  const tick = reference.data.find((i) => i.symbol === symbol)?.priceIncrement
  if (!tick) throw new Error(`no tick for ${symbol}`)
  return tick
}

test('Enter on a row opens the editor on the price; ↑/↓ step one tick; Enter reviews, Enter sends', async ({
  desk,
}) => {
  await desk.signIn('Demo trader', ['default:1001'])
  const order = await plainLimit(desk)
  const price = order.legs[0]?.price ?? ''
  const tick = await tickOf(desk, order.instrument)
  const decimals = tick.split('.')[1]?.length ?? 0
  await selectRow(desk, order.orderId)
  await desk.page.keyboard.press('Enter')
  const dialog = new OrderEditDialogPage(desk.page)
  await dialog.ready()
  const field = dialog.field('Limit price')
  await expect(field).toBeFocused()
  await dialog.tickKnown()

  await desk.page.keyboard.press('ArrowUp')
  await desk.page.keyboard.press('ArrowUp')
  await desk.page.keyboard.press('ArrowDown')
  await expect(field).toHaveValue(nudged(price, 1, decimals))
  await desk.page.keyboard.press('ArrowDown')
  await desk.page.keyboard.press('ArrowDown')
  const target = nudged(price, -1, decimals)
  await expect(field).toHaveValue(target)

  await desk.page.keyboard.press('Enter')
  await expect(dialog.root.getByTestId('review-step')).toBeVisible()
  await expect(dialog.button('Send change')).toBeFocused()
  await desk.page.keyboard.press('Enter')
  const priceNow = async () =>
    (await desk.call('orders.open', { accounts: ['default:1001'] })).data.find((o) => o.orderId === order.orderId)
      ?.legs[0]?.price
  await expect.poll(priceNow).toBe(target)
})

test('Tab from the grid reaches the selected row’s Edit and Cancel buttons', async ({ desk }) => {
  await desk.signIn('Demo trader', ['default:1001'])
  const orders = (await desk.call('orders.open', { accounts: ['default:1001'] })).data
  const grid = await selectRow(desk, (await plainLimit(desk)).orderId)
  await desk.page.keyboard.press('ArrowDown')
  const selected = await grid.locator('[role="row"][aria-selected="true"] [data-column-id="orderId"]').textContent()
  expect(orders.some((o) => String(o.orderId) === selected)).toBe(true)
  await desk.page.keyboard.press('Tab')
  await expect(grid.getByRole('button', { name: `Edit order ${selected}`, exact: true })).toBeFocused()
  await desk.page.keyboard.press('Tab')
  await expect(grid.getByRole('button', { name: `Cancel order ${selected}`, exact: true })).toBeFocused()
  await desk.page.keyboard.press('Shift+Tab')
  await desk.page.keyboard.press('Shift+Tab')
  await expect(grid).toBeFocused()
})

test('Delete on the selected order asks to cancel that order', async ({ desk }) => {
  await desk.signIn('Demo trader', ['default:1001'])
  const order = await plainLimit(desk)
  await selectRow(desk, order.orderId)
  await desk.page.keyboard.press('Delete')
  const confirm = desk.page.getByRole('dialog', { name: new RegExp(`${order.orderId}`) })
  await expect(confirm).toBeVisible()
})

test('a row’s context menu lists its actions with their keys; each works from the menu and from its key', async ({
  desk,
}) => {
  await desk.page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await desk.signIn('Demo trader', ['default:1001'])
  const order = await plainLimit(desk)
  const grid = await selectRow(desk, order.orderId)
  const menu = desk.page.getByRole('menu', { name: 'Open orders: row actions' })

  // Right-click: the menu of that row, every action named with its key.
  await grid.locator('[role="row"][aria-selected="true"] [data-column-id="instrument"]').click({ button: 'right' })
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Edit order…Enter',
    'Cancel order…Delete',
    'Order detailsAlt+Enter',
    `Copy order id ${order.orderId}Ctrl+Shift+C`,
    'Show in order historyCtrl+Shift+H',
  ])
  await menu.getByRole('menuitem', { name: /^Copy order id/ }).click()
  await expect(menu).toBeHidden()
  expect(await desk.page.evaluate(() => navigator.clipboard.readText())).toBe(String(order.orderId))

  // Shift+F10 opens it from the keyboard on the selected row; arrows and Enter choose; focus goes back to the grid.
  await grid.focus()
  await desk.page.keyboard.press('Shift+F10')
  await expect(menu.getByRole('menuitem', { name: /^Edit order/ })).toBeFocused()
  await desk.page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(grid).toBeFocused()

  // Alt+Enter: the order's details.
  await desk.page.keyboard.press('Alt+Enter')
  const details = desk.page.getByRole('dialog', { name: new RegExp(`^Order ${order.orderId}`) })
  await expect(details).toBeVisible()
  await desk.page.keyboard.press('Escape')
  await expect(details).toBeHidden()

  // Show in order history: the history tab with the order as its selected row.
  await grid.focus()
  await desk.page.keyboard.press('Shift+F10')
  await desk.page.keyboard.press('End')
  await desk.page.keyboard.press('Enter')
  await expect(desk.workspace.tab('history')).toHaveAttribute('aria-selected', 'true')
  const history = desk.page.getByRole('region', { name: 'Order history', exact: true }).getByRole('grid').first()
  await expect(history.locator('[role="row"][aria-selected="true"] [data-column-id="orderId"]')).toHaveText(
    String(order.orderId),
  )
})
