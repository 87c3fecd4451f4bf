// Sanity warnings in the order-edit dialog against the live sandbox price: a limit that would fill at once is
// named with its numbers, Save says what to check, "Send anyway" sends it and the audit log records that.
import { expect, test } from '../fixtures/desk'
import { openEditor, plainLimit } from '../pages/order-edit-helpers'

test.describe.configure({ timeout: 60_000 })

test('a BUY limit above the ask warns "Limit fills at once"; send anyway is audited with the warning', async ({
  desk,
}) => {
  await desk.signIn('Demo trader', ['default:1001'])
  const order = await plainLimit(desk)
  const quote = (await desk.call('marketData.quotes', { symbols: [order.instrument] })).data[0]
  if (!quote) throw new Error(`no quote for ${order.instrument}`)
  // Put the market right next to the order, so the only warning is the one under test.
  const price = Number(order.legs[0]?.price)
  const moved = desk.sandbox.control.setPrice(order.instrument, order.side === 'BUY' ? price * 0.999 : price * 1.001)
  const dialog = await openEditor(desk, order)
  await expect(dialog.root.getByTestId('quote-ask')).toBeVisible()
  const market = order.side === 'BUY' ? moved.ask : moved.bid
  // Exactly at the market: fills at once.
  await dialog.set('Limit price', String(market))
  const errors = dialog.root.locator('.oe-field__errors')
  await expect(errors).toContainText('Limit fills at once')
  await expect(errors).toContainText(
    `${order.side} limit at ${market} is at the ${order.side === 'BUY' ? 'ask' : 'bid'}`,
  )
  await expect(dialog.summary()).toHaveText(/^Check before sending \(1 warning\): Limit fills at once/)

  await dialog.button('Review changes…').click()
  await dialog.button('Send anyway').click()
  await expect(dialog.root.getByTestId('review-step')).toBeVisible()
  await dialog.button('Send change').click()
  await expect(dialog.root).toBeHidden()

  const audit = await desk.call('audit.list', {})
  // Two lines per write (attempt, then outcome); both name the attempt and carry the warnings.
  const sent = audit.entries.filter((e) => e.attempt === 'send-anyway')
  expect(sent.map((e) => e.phase).sort()).toEqual(['attempt', 'outcome'])
  const outcome = sent.find((e) => e.phase === 'outcome')
  expect(outcome).toMatchObject({ action: 'modify-order', order: order.clientOrderId, result: 'applied' })
  for (const e of sent) expect(e.warnings?.[0]).toMatch(/^Limit fills at once: /)
})
