// Shared steps of the order-edit specs: finding suitable orders in the sandbox and opening the dialog.
import { expect, type Locator } from '@playwright/test'
import type { Order } from '@shared/api/records'
import type { Desk } from '../fixtures/desk'
import { OrderEditDialogPage } from './OrderEditDialog'

const ACCOUNT = 'default:1001'

export async function openOrders(desk: Desk, account = ACCOUNT): Promise<Order[]> {
  return (await desk.call('orders.open', { accounts: [account] })).data
}

/** A stand-alone working LIMIT order with a quantity of its own and nothing filled. */
export async function plainLimit(desk: Desk, account = ACCOUNT): Promise<Order> {
  const order = (await openOrders(desk, account)).find(
    (o) =>
      o.type === 'LIMIT' &&
      o.status === 'WORKING' &&
      !o.links &&
      o.legs[0]?.quantity !== undefined &&
      o.legs[0]?.filledQuantity === '0' &&
      o.legs[0]?.positionEffect !== 'CLOSE',
  )
  if (!order) throw new Error('the sandbox has no plain working LIMIT order')
  return order
}

/** One tick away from the order's price, on the grid. */
export function nudged(price: string, ticks = -1, increment = price.split('.')[1]?.length ?? 0): string {
  const scale = 10 ** increment
  // Canonical text (no trailing zeros), the form the API answers with.
  return String(Number(((Math.round(Number(price) * scale) + ticks) / scale).toFixed(increment)))
}

/** Open orders, with `action` (Edit, Cancel) clicked on the order's row. */
async function rowAction(desk: Desk, action: 'Edit' | 'Cancel', order: Order): Promise<void> {
  const view = await desk.workspace.open('orders')
  await view.ready()
  await view
    .grid()
    .getByRole('button', { name: `${action} order ${order.orderId}`, exact: true })
    .click()
}

export async function openEditor(desk: Desk, order: Order): Promise<OrderEditDialogPage> {
  await rowAction(desk, 'Edit', order)
  const dialog = new OrderEditDialogPage(desk.page)
  await dialog.ready()
  return dialog
}

/**
 * The editor on a plain LIMIT order with its price moved to the market's own quote, where the sanity check says it
 * would fill at once.
 */
export async function editorAtMarket(desk: Desk): Promise<{ order: Order; dialog: OrderEditDialogPage }> {
  const order = await plainLimit(desk)
  const dialog = await openEditor(desk, order)
  await expect(dialog.root.getByTestId('quote-ask')).toBeVisible()
  const quote = (await desk.call('marketData.quotes', { symbols: [order.instrument] })).data[0]
  await dialog.set('Limit price', order.side === 'BUY' ? (quote?.ask ?? '') : (quote?.bid ?? ''))
  await expect(dialog.root.locator('.oe-field__errors')).toContainText('Limit fills at once')
  return { order, dialog }
}

/** An IF-THEN group the sandbox seeds: an entry with a stop-loss and a take-profit attached to it. */
export async function bracketGroup(
  desk: Desk,
  account = ACCOUNT,
): Promise<{ entry: Order; stop: Order; profit: Order }> {
  const all = await openOrders(desk, account)
  const entry = all.find((o) => o.links?.some((l) => l.linkType === 'PARENT') && (o.links?.length ?? 0) === 2)
  if (!entry) throw new Error('no IF-THEN group with two THEN orders')
  const children = (entry.links ?? []).map((l) => all.find((o) => o.orderCode === l.linkedOrder))
  const stop = children.find((o) => o?.type === 'STOP')
  const profit = children.find((o) => o?.type === 'LIMIT')
  if (!stop || !profit) throw new Error('the group has no stop-loss and take-profit')
  return { entry, stop, profit }
}

/** Open orders, with the cancel confirmation opened on `order` from its row. */
export async function openCancel(desk: Desk, order: Order): Promise<Locator> {
  await rowAction(desk, 'Cancel', order)
  return desk.page.getByTestId('cancel-dialog')
}
