// The edit dialog's chart as a trader uses it: the market's bid and ask and the group's take-profit and stop-loss
// drawn beside the order's own price, and the order's line dragged (or moved with the arrow keys on its grip) to
// set the proposed price, on the tick, with the same checks as typing it.
import { expect, test } from '../fixtures/desk'
import { nudged, openEditor, openOrders, plainLimit } from '../pages/order-edit-steps'

const ACCOUNT = 'default:1001'

test('the edit chart draws bid and ask, and the take-profit and stop-loss of the group', async ({ desk }) => {
  await desk.signIn('Demo trader', [ACCOUNT])
  const all = await openOrders(desk)
  const parent = all.find((o) => o.links?.some((l) => l.linkType === 'PARENT') && (o.links?.length ?? 0) >= 2)
  if (!parent) throw new Error('no IF-THEN group')
  const thens = (parent.links ?? []).map((l) => all.find((o) => o.orderCode === l.linkedOrder))
  const dialog = await openEditor(desk, parent)
  const legend = dialog.root.getByTestId('price-chart').getByRole('list', { name: 'Price lines' })
  for (const then of thens) {
    if (!then) continue
    const name = then.type === 'LIMIT' ? 'Take profit' : 'Stop loss'
    await expect(legend).toContainText(`${name} ${then.orderId} ${then.legs[0]?.price ?? ''}`)
  }
  const [quote] = (await desk.call('marketData.quotes', { account: ACCOUNT, symbols: [parent.instrument] })).data
  await expect(legend).toContainText(`Bid ${quote?.bid ?? ''}`)
  await expect(legend).toContainText(`Ask ${quote?.ask ?? ''}`)
})

test.describe('in a 1024 × 700 window', () => {
  test.use({ viewport: { width: 1024, height: 700 } })

  test('a group’s chart names every line inside the plot: none over the axes, none over another', async ({ desk }) => {
    await desk.signIn('Demo trader', [ACCOUNT])
    const all = await openOrders(desk)
    const parent = all.find((o) => o.links?.some((l) => l.linkType === 'PARENT') && (o.links?.length ?? 0) >= 2)
    if (!parent) throw new Error('no IF-THEN group')
    const thens = (parent.links ?? []).map((l) => all.find((o) => o.orderCode === l.linkedOrder))
    const [quote] = (await desk.call('marketData.quotes', { account: ACCOUNT, symbols: [parent.instrument] })).data
    const dialog = await openEditor(desk, parent)
    const canvas = dialog.root.getByTestId('candle-canvas')
    await canvas.scrollIntoViewIfNeeded()
    const names = [
      'Order now',
      ...thens.flatMap((t) => (t ? [`${t.type === 'LIMIT' ? 'Take profit' : 'Stop loss'} ${t.orderId}`] : [])),
      'Bid',
      'Ask',
    ]
    const labels = canvas.locator('.chart-level')
    for (const name of names) await expect(labels.filter({ hasText: name })).toHaveCount(1)
    await expect(labels.filter({ hasText: /^Bid/ })).toContainText(quote?.bid ?? '')
    await expect(labels.filter({ hasText: /^Ask/ })).toContainText(quote?.ask ?? '')

    const plot = await canvas.locator('.u-over').boundingBox()
    if (!plot) throw new Error('the plot is not drawn')
    const boxes: { x: number; y: number; width: number; height: number }[] = []
    for (const label of await labels.all()) {
      const box = await label.boundingBox()
      if (box) boxes.push(box)
    }
    expect(boxes).toHaveLength(await labels.count())
    const outside = boxes.filter(
      (b) =>
        b.x < plot.x - 0.5 ||
        b.y < plot.y - 0.5 ||
        b.x + b.width > plot.x + plot.width + 0.5 ||
        b.y + b.height > plot.y + plot.height + 0.5,
    )
    expect(outside, 'labels over the price or time axis').toEqual([])
    const overlapping = boxes.flatMap((a, i) =>
      boxes
        .slice(i + 1)
        .filter((b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height),
    )
    expect(overlapping).toEqual([])
  })
})

test('dragging the order line sets the proposed price on the tick; its grip takes the arrow keys', async ({ desk }) => {
  await desk.signIn('Demo trader', [ACCOUNT])
  const order = await plainLimit(desk)
  const price = order.legs[0]?.price ?? ''
  const [reference] = (await desk.call('instruments.reference', { symbol: order.instrument })).data
  const tick = reference?.priceIncrement ?? ''
  const decimals = tick.split('.')[1]?.length ?? 0
  const dialog = await openEditor(desk, order)
  const field = dialog.field('Limit price')
  await dialog.tickKnown()

  const grip = dialog.root.getByRole('slider', { name: /^Proposed price/ })
  await grip.focus()
  await desk.page.keyboard.press('ArrowDown')
  await expect(field).toHaveValue(nudged(price, -1, decimals))
  await desk.page.keyboard.press('ArrowUp')
  await desk.page.keyboard.press('ArrowUp')
  await expect(field).toHaveValue(nudged(price, 1, decimals))

  // Drag down: a lower price, on the instrument's grid, shown as "Proposed" and marked as changed.
  await grip.scrollIntoViewIfNeeded()
  const box = await grip.boundingBox()
  if (!box) throw new Error('the grip is not drawn')
  await desk.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await desk.page.mouse.down()
  await desk.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 20, { steps: 4 })
  await desk.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 40, { steps: 4 })
  await desk.page.mouse.up()
  await expect.poll(async () => Number(await field.inputValue())).toBeLessThan(Number(price))
  const dragged = await field.inputValue()
  expect((dragged.split('.')[1] ?? '').length).toBeLessThanOrEqual(decimals)
  await expect(dialog.root.getByTestId('price-chart').getByRole('list', { name: 'Price lines' })).toContainText(
    `Proposed ${dragged}`,
  )
  await expect(dialog.root.locator('.oe-field.is-changed')).toContainText(`was ${price}`)
})
