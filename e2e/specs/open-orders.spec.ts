import { parseCsv } from '../../test-support/csv'
import { expect, test } from '../fixtures/desk'

// Each test signs in and reads through the real main-process services; leave room on a loaded CI machine.
test.describe.configure({ timeout: 60_000 })

test.describe('Open orders', () => {
  test('shows every working order with group members together and their links', async ({ desk }) => {
    await desk.signIn('Demo trader', ['default:1001'])
    const view = await desk.workspace.open('orders')
    await view.ready()
    const expected = (await desk.call('orders.open', { accounts: ['default:1001'] })).data
    const shown = await view.columnValues('orderId')
    expect([...shown].sort()).toEqual(expected.map((o) => String(o.orderId)).sort())

    // Members of every group (OCO or IF-THEN) sit on adjacent rows.
    const linked = expected.filter((o) => (o.links ?? []).length > 0)
    expect(linked.length).toBeGreaterThan(0)
    for (const order of linked) {
      const at = shown.indexOf(String(order.orderId))
      for (const link of order.links ?? []) {
        const partner = expected.find((o) => o.orderCode === link.linkedOrder)
        if (!partner) continue
        const distance = Math.abs(shown.indexOf(String(partner.orderId)) - at)
        expect(distance, `order ${order.orderId} next to its ${link.linkType} ${partner.orderId}`).toBeLessThanOrEqual(
          (order.links ?? []).length + 1,
        )
      }
    }
    const groupTexts = await view.columnValues('group')
    expect(groupTexts.some((t) => t.startsWith('OCO ↔'))).toBe(true)
    expect(groupTexts.some((t) => t.startsWith('IF →'))).toBe(true)
    expect(groupTexts.some((t) => t.startsWith('THEN ←'))).toBe(true)

    // Groups stay together when the page is sorted.
    await view.sortBy(/^Instrument/)
    const sorted = await view.columnValues('orderId')
    const sortedGroups = await view.columnValues('group')
    for (const order of linked.filter((o) => (o.links ?? []).some((l) => l.linkType === 'OCO'))) {
      const i = sorted.indexOf(String(order.orderId))
      expect(sortedGroups[i - 1]?.startsWith('OCO') || sortedGroups[i + 1]?.startsWith('OCO')).toBe(true)
    }

    const csv = parseCsv(await view.exportCsv())
    expect(csv.header).not.toContain('Edit')
    expect(csv.rows).toHaveLength(expected.length)
    expect(csv.provenance).toContain('Sort: Instrument ascending (sorted on this page only)')
  })

  test('trader profiles can use Edit; Enter or a double-click on a row opens the order editor, its details one click away', async ({
    desk,
  }) => {
    await desk.signIn('Demo trader', ['default:1001'])
    const view = await desk.workspace.open('orders')
    await view.ready()
    const edit = view
      .grid()
      .getByRole('button', { name: /^Edit order \d+$/ })
      .first()
    await expect(edit).not.toHaveAttribute('aria-disabled', 'true')
    await view.grid().focus()
    await desk.page.keyboard.press('ArrowDown')
    await desk.page.keyboard.press('Enter')
    const editor = desk.page.getByTestId('order-edit-dialog')
    await expect(editor).toBeVisible()
    await editor.getByRole('button', { name: 'Order details' }).click()
    await expect(desk.page.getByRole('dialog', { name: /^Order \d+/ })).toBeVisible()
    await desk.page.keyboard.press('Escape')
    await expect(desk.page.getByRole('dialog', { name: /^Order \d+/ })).toBeHidden()
    await editor.getByRole('button', { name: 'Close the order editor' }).click()
    await expect(desk.page.getByRole('dialog')).toBeHidden()

    // A double-click on a row opens the same editor for that row's order.
    const row = view.grid().locator('[role="row"][data-row-id]').nth(1)
    const orderId = (await row.getByRole('button', { name: /^Edit order \d+$/ }).getAttribute('aria-label'))?.slice(11)
    await row.getByRole('gridcell').nth(2).dblclick()
    await expect(editor).toBeVisible()
    await expect(editor).toContainText(`${orderId}`)
  })

  test('multi-account: Account column, groups and per-instrument remaining subtotals', async ({ desk }) => {
    const accounts = ['default:1001', 'default:1002']
    await desk.signIn('Demo trader', accounts)
    const view = await desk.workspace.open('orders')
    await view.ready()
    const expected = (await desk.call('orders.open', { accounts })).data
    await expect(view.columnHeaders().nth(1)).toHaveText('Account')
    expect(await view.groupLabels()).toHaveLength(2)
    expect(await view.subtotals()).toHaveLength(2)
    const csv = parseCsv(await view.exportCsv())
    expect(csv.rows).toHaveLength(expected.length)
    expect(csv.header[0]).toBe('Account')
  })
})
