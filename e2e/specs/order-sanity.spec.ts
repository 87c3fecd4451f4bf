// Sanity warnings in the order-edit dialog against the live sandbox price: a limit that would fill at once is
// named with its numbers, Save says what to check, "Send anyway" sends it and the audit log records that.
import { expect, test } from '../fixtures/desk'
import { openEditor, plainLimit } from '../pages/order-edit-steps'

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

test('a profile with a 1 % threshold warns "Far from market" for a price 2 % away, which 5 % would let pass', async ({
  desk,
}) => {
  await desk.connectPage.addProfile({
    name: 'Tight trader',
    baseUrl: desk.sandboxUrl,
    username: 'trader',
    warnFarFromMarketPercent: 1,
  })
  await desk.connectPage.connectWithPassword('Tight trader', 'demo')
  await desk.picker.open(['default:1001'])
  await desk.workspace.expectVisible()
  const order = await plainLimit(desk)
  const current = order.legs[0]?.price ?? ''
  const decimals = current.split('.')[1]?.length ?? 0
  const moved = desk.sandbox.control.setPrice(order.instrument, Number(current))
  const buy = order.side === 'BUY'
  const market = buy ? moved.ask : moved.bid
  // 2 % on the side away from the market, so nothing fills or triggers at once: only the distance is wrong.
  const typed = String(Number((market * (buy ? 0.98 : 1.02)).toFixed(decimals)))
  const percent = (Math.abs(Number(typed) - market) / market) * 100
  expect(percent).toBeGreaterThan(1)
  expect(percent).toBeLessThan(5)

  const dialog = await openEditor(desk, order)
  await expect(dialog.root.getByTestId(buy ? 'quote-ask' : 'quote-bid')).toBeVisible()
  await dialog.set('Limit price', typed)
  const errors = dialog.root.locator('.oe-field__errors')
  await expect(errors).toContainText('Far from market')
  await expect(errors).toContainText(`${typed} is `)
  await expect(errors).toContainText(`% from the ${buy ? 'ask' : 'bid'}`)
  await expect(errors).toContainText('(warning above 1%)')
  await expect(dialog.summary()).toHaveText(/^Check before sending \(1 warning\): Far from market/)
})
