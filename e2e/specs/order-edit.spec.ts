// The order-edit dialog against the real main-process services and the sandbox: plain edit, live
// validation with server rejections (409 off the price grid, 400 "33"), group edits, and the support
// case mode whose unlock and edit both land in the audit log.
import { expect, test } from '../fixtures/desk'
import { AuditLogPage, toast } from '../pages/OrderEditDialog'
import { nudged, openEditor, openOrders, plainLimit } from '../pages/order-edit-steps'

test.describe.configure({ timeout: 60_000 })

const ACCOUNT = 'default:1001'

test.describe('Order edit', () => {
  test('plain edit: review old → new, sent with If-Match, confirmed, table refreshed', async ({ desk }) => {
    await desk.signIn('Demo trader', [ACCOUNT])
    const order = await plainLimit(desk)
    const price = order.legs[0]?.price ?? ''
    const next = nudged(price, -3)
    const dialog = await openEditor(desk, order)
    await expect(dialog.root).toContainText(/read \d\d:\d\d:\d\d/)
    await expect(dialog.root.getByText('Versions')).toBeVisible()
    await expect(dialog.root).toContainText(ACCOUNT)
    await expect(dialog.field('Stop price')).toHaveCount(0)
    await expect(dialog.root).toContainText('the server refuses a different instrument')
    await expect(dialog.summary()).toHaveText('Nothing changed yet: edit a field first')

    await dialog.set('Limit price', next)
    await expect(dialog.summary()).toHaveText('Ready to send')
    await dialog.button('Review changes…').click()
    const review = dialog.root.getByTestId('review-step')
    await expect(
      review.getByRole('row', { name: new RegExp(`Limit price ${price.replace('.', '\\.')} ${next}`) }),
    ).toBeVisible()
    await dialog.button('Send change').click()

    // The write, the re-read it triggers and the live watch's event all land at once; on a busy 2-CPU runner the
    // page has been seen to take over 5 s to get to the toast (run alone it shows within 0.2 s).
    await expect(toast(desk.page)).toContainText(`Order ${order.orderId} changed`, { timeout: 15_000 })
    await expect(dialog.root).toBeHidden()
    const after = (await openOrders(desk)).find((o) => o.orderId === order.orderId)
    expect(after?.legs[0]?.price).toBe(next)
    expect(after?.clientOrderId).toBe(order.clientOrderId)
  })

  test('409 on a price off the increment grid: rule named first, the server’s words next to the field', async ({
    desk,
  }) => {
    await desk.signIn('Demo trader', [ACCOUNT])
    const order = await plainLimit(desk)
    const offGrid = `${order.legs[0]?.price ?? ''}3`
    const dialog = await openEditor(desk, order)
    await dialog.set('Limit price', offGrid)
    await expect(dialog.root).toContainText('not a multiple of the price increment 0.00001')
    await expect(dialog.button('Review changes…')).toBeEnabled()
    await dialog.button('Review changes…').click()
    await expect(dialog.summary()).toContainText('Fix first')
    // Our copy of the rules may be stale: the trader may let the server decide.
    await dialog.button('Send anyway').click()
    await dialog.button('Send change').click()
    await expect(dialog.root).toContainText('Server 409')
    await expect(dialog.field('Limit price')).toHaveValue(offGrid)
    await expect(dialog.field('Limit price')).toHaveAttribute('aria-invalid', 'true')
  })

  test('400 "33": GTD without an expiry date, detail shown and field marked', async ({ desk }) => {
    await desk.signIn('Demo trader', [ACCOUNT])
    const order = await plainLimit(desk)
    const dialog = await openEditor(desk, order)
    await dialog.set('Time in force', 'GTD')
    await expect(dialog.root).toContainText('A GTD order needs expiry date')
    await dialog.button('Review changes…').click()
    await dialog.button('Send anyway').click()
    await dialog.button('Send change').click()
    await expect(dialog.root).toContainText('Server 400 "33"')
    await expect(dialog.field('Expiry date')).toHaveAttribute('aria-invalid', 'true')
    await expect(dialog.field('Time in force')).toHaveValue('GTD')
  })

  test('group edit: an OCO group opens whole and is sent as one Order Group Request', async ({ desk }) => {
    await desk.signIn('Demo trader', [ACCOUNT])
    const all = await openOrders(desk)
    const member = all.find((o) => o.links?.some((l) => l.linkType === 'OCO') && o.type === 'STOP')
    if (!member) throw new Error('no OCO group')
    const partner = all.find((o) => o.orderCode === member.links?.[0]?.linkedOrder)
    if (!partner) throw new Error('no OCO partner')
    const dialog = await openEditor(desk, member)
    await expect(dialog.root.getByRole('heading', { level: 2 })).toContainText('Edit OCO group')
    await expect(dialog.member(member.orderId)).toBeVisible()
    await expect(dialog.member(partner.orderId)).toBeVisible()
    const next = nudged(member.legs[0]?.price ?? '', 5)
    await dialog.set('Stop price', next, member.orderId)
    await dialog.button('Review changes…').click()
    await expect(dialog.root.getByTestId('review-step')).toContainText(next)
    await dialog.button('Send change').click()
    await expect(toast(desk.page)).toContainText('changed')
    const after = await openOrders(desk)
    const m = after.find((o) => o.orderId === member.orderId)
    expect(m?.legs[0]?.price).toBe(next)
    expect(m?.links?.map((l) => l.linkedOrder)).toEqual([partner.orderCode])
  })

  test('group edit: a THEN order cannot leave before its IF order fills; an OCO member can, and stands alone', async ({
    desk,
  }) => {
    await desk.signIn('Demo trader', [ACCOUNT])
    const all = await openOrders(desk)
    const parent = all.find((o) => o.links?.some((l) => l.linkType === 'PARENT') && (o.links?.length ?? 0) >= 2)
    if (!parent) throw new Error('no IF-THEN group')
    const dialog = await openEditor(desk, parent)
    await expect(dialog.root.getByRole('heading', { level: 2 })).toContainText('Edit IF-THEN group')
    const then = parent.links?.[1]?.linkedOrder ?? ''
    const thenOrder = all.find((o) => o.orderCode === then)
    const keep = dialog.member(thenOrder?.orderId ?? then).getByLabel('Keep in group')
    await keep.uncheck()
    await dialog.button('+ Stop-loss').click()
    await expect(dialog.root).toContainText('One request cannot both add and remove orders of a group')
    await dialog.root
      .getByRole('group', { name: /new \(/ })
      .getByRole('button', { name: 'Remove' })
      .click()
    // Alone it would be a closing order without a size: the dialog says so and sends nothing.
    await expect(dialog.root).toContainText('has no size of its own until its IF order fills')
    await dialog.button('Review changes…').click()
    await expect(dialog.root.getByTestId('review-step')).toHaveCount(0)
    await keep.check()
    await dialog.button('Close').click()
    expect(desk.calls.filter((c) => c.channel === 'orders.modify')).toEqual([])

    const member = all.find((o) => o.links?.some((l) => l.linkType === 'OCO'))
    const partner = all.find((o) => o.orderCode === member?.links?.[0]?.linkedOrder)
    if (!member || !partner) throw new Error('no OCO pair')
    const oco = await openEditor(desk, member)
    await oco.member(partner.orderId).getByLabel('Keep in group').uncheck()
    await oco.button('Review changes…').click()
    await expect(oco.root.getByTestId('review-step')).toContainText('leaves the group')
    await oco.button('Send change').click()
    await expect(toast(desk.page)).toContainText('changed')
    const left = (await openOrders(desk)).find((o) => o.orderId === partner.orderId)
    expect(left?.links ?? []).toEqual([])
  })

  test('support case mode: edit needs an unlock; the unlock and the edit are in the audit log', async ({ desk }) => {
    await desk.signIn('Demo support', [ACCOUNT])
    const order = await plainLimit(desk)
    const view = await desk.workspace.open('orders')
    await view.ready()
    const edit = view
      .grid()
      .getByRole('button', { name: /^Edit order \d+/ })
      .first()
    await expect(edit).toHaveAttribute('aria-disabled', 'true')
    await desk.workspace.caseBanner().getByRole('button', { name: 'Unlock editing…' }).click()
    await desk.page.getByLabel(/^Reason/).fill('ticket 4711: client asked to move the limit')
    await desk.page.getByRole('button', { name: 'Unlock editing', exact: true }).click()
    await expect(desk.workspace.caseBanner()).toContainText('Editing unlocked')

    const dialog = await openEditor(desk, order)
    await expect(dialog.root.locator('.oe-owner')).toContainText('Client account')
    const next = nudged(order.legs[0]?.price ?? '', -2)
    await dialog.set('Limit price', next)
    await dialog.saveAndSend()
    await expect(toast(desk.page)).toContainText('changed')

    const audit = new AuditLogPage(desk.page)
    await audit.open()
    await expect(audit.integrity()).toContainText('Hash chain intact · 4 entries')
    await expect(audit.rows()).toHaveCount(4)
    // Newest first: the outcome, the attempt main wrote before sending (with its old → new), the unlock, the case.
    await expect(audit.rows().nth(0)).toContainText('order change (send) · outcome of #3')
    await expect(audit.rows().nth(0)).toContainText('applied')
    await expect(audit.rows().nth(1)).toContainText('order change (send)')
    await expect(audit.rows().nth(1)).toContainText(`Limit price ${order.legs[0]?.price} → ${next}`)
    await expect(audit.rows().nth(1)).toContainText('recorded before sending')
    await expect(audit.rows().nth(1)).toContainText('support@default')
    await expect(audit.rows().nth(2)).toContainText('support unlock')
    await expect(audit.rows().nth(2)).toContainText('ticket 4711')
    await audit.root.getByLabel('Action').selectOption('unlock-editing')
    await expect(audit.rows()).toHaveCount(1)
    const download = desk.page.waitForEvent('download')
    await audit.root.getByRole('button', { name: 'Export CSV' }).click()
    expect((await download).suggestedFilename()).toMatch(/^dx-desk-audit-\d{8}T\d{6}Z\.csv$/)
  })

  test('the quote line and the chart keep the inset of the panels below them, clear of the dialog edges', async ({
    desk,
  }) => {
    await desk.page.setViewportSize({ width: 1024, height: 700 })
    await desk.signIn('Demo trader', [ACCOUNT])
    const dialog = await openEditor(desk, await plainLimit(desk))
    await expect(dialog.root.getByTestId('quote-ask')).toBeVisible()
    const edges = await dialog.root.evaluate((root) => {
      const frame = root.getBoundingClientRect()
      const inset = (el: Element | null) => {
        const r = el?.getBoundingClientRect()
        return r ? { left: Math.round(r.left - frame.left), right: Math.round(frame.right - r.right) } : undefined
      }
      return {
        quote: inset(root.querySelector('[data-testid="quote-strip"]')),
        chart: inset(root.querySelector('[data-testid="price-chart"]')),
        body: inset(root.querySelector('.oe-body > *')),
      }
    })
    expect(edges.body?.left).toBeGreaterThanOrEqual(10)
    expect(edges.quote).toEqual({ left: edges.body?.left, right: expect.any(Number) })
    expect(edges.chart?.left).toBe(edges.body?.left)
    expect(edges.chart?.right).toBeGreaterThanOrEqual(10)
  })
})
