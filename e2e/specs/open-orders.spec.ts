import { parseCsv } from '@test-support/csv'
import { shownNumber } from '@test-support/shown-number'
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

  test('the details drawer words the live market and the distance to it as the grid does, never as data', async ({
    desk,
  }) => {
    await desk.signIn('Demo support', ['default:1001'])
    const view = await desk.workspace.open('orders')
    await view.ready()
    // The quotes have reached the grid before the drawer is opened.
    await expect.poll(async () => (await view.columnValues('marketPrice')).some((t) => t !== '')).toBe(true)
    await view.grid().focus()
    await desk.page.keyboard.press('Enter')
    const drawer = desk.page.getByRole('dialog', { name: /^Order \d+/ })
    await expect(drawer).toBeVisible()
    await expect(drawer.locator('[data-field="marketPrice"] dd')).toHaveText(/^[\d,.]+ (bid|ask)$/)
    await expect(drawer.locator('[data-field="distance"] dd')).toHaveText(/^[+−-]?[\d,.]+$/)
    await expect(drawer).not.toContainText('{')
    await expect(drawer).not.toContainText('"')
  })

  test('multi-account: Account column, groups and per-instrument remaining subtotals', async ({ desk }) => {
    const accounts = ['default:1001', 'default:1002']
    await desk.signIn('Demo trader', accounts)
    const view = await desk.workspace.open('orders')
    await view.ready()
    const expected = (await desk.call('orders.open', { accounts })).data
    // Each group's header names its account: no Account column repeats it; the CSV keeps it.
    await expect(view.columnHeaders().filter({ hasText: /^Account$/ })).toHaveCount(0)
    expect(await view.groupLabels()).toHaveLength(2)
    expect(await view.subtotals()).toHaveLength(2)
    const csv = parseCsv(await view.exportCsv())
    expect(csv.rows).toHaveLength(expected.length)
    expect(csv.header[0]).toBe('Account')
  })

  test.describe('at 1024 px', () => {
    test.use({ viewport: { width: 1024, height: 700 } })

    test('two accounts: Price in view, no Account column, each subtotal one line with its figures in view', async ({
      desk,
    }) => {
      const accounts = ['default:1001', 'default:1002']
      await desk.signIn('Demo trader', accounts)
      const view = await desk.workspace.open('orders')
      await view.ready()
      const within = async (locator: ReturnType<typeof view.grid>) => {
        const box = await locator.boundingBox()
        return box !== null && box.x >= 0 && box.x + box.width <= 1024
      }
      expect(await within(view.columnHeaders().filter({ hasText: /^Price/ })), 'Price in view').toBe(true)
      await expect(view.columnHeaders().filter({ hasText: /^Account$/ })).toHaveCount(0)
      const expected = (await desk.call('orders.open', { accounts: ['default:1001'] })).data
      const subtotal = view.subtotalRows().first()
      await expect(subtotal).toBeVisible()
      const row = view.grid().locator('[role="row"][data-row-id]').first()
      const [rowBox, subtotalBox] = [await row.boundingBox(), await subtotal.boundingBox()]
      expect(subtotalBox?.height, 'no band under the subtotal').toBe(rowBox?.height)
      // The first unit of Remaining's subtotal (instrument and side, as the sandbox's orders give them) is in view.
      const units = [...new Set(expected.map((o) => `${o.instrument} ${o.side}`))].sort()
      const first = subtotal.locator('.subtotal__unit').first()
      await expect(first).toHaveText(units[0] ?? '')
      expect(await within(first), 'the first subtotal figure in view').toBe(true)
    })

    test.describe('read from the server', () => {
      // Unreadable records are a REST answer's: with push live the table is answered from the pushed portfolio
      // (docs/live-data.md, "Tables from push"), so this server offers none.
      test.use({ sandboxOptions: { push: false } })

      test('malformed records leave the other orders readable; the notice keeps "as of" and Refresh on screen', async ({
        desk,
      }) => {
        await desk.signIn('Demo trader', ['default:1001'])
        const all = (await desk.call('orders.open', { accounts: ['default:1001'] })).data
        const view = await desk.workspace.open('orders')
        await view.ready()
        desk.sandbox.control.addFault({
          method: 'GET',
          path: '/accounts/default:1001/orders',
          fault: 'malformed-records',
        })
        const refresh = view.region.getByRole('button', { name: 'Refresh now' })
        await refresh.click()
        const notice = view.region.getByTestId('unreadable-notice')
        // The fault breaks every third record from the second on; the others must all be shown.
        const readable = all.filter((_, i) => i % 3 !== 1).map((o) => String(o.orderId))
        await expect(notice).toContainText(`${all.length - readable.length} of ${all.length} records`)
        await expect.poll(async () => [...(await view.columnValues('orderId'))].sort()).toEqual([...readable].sort())
        await expect(view.region.getByRole('alert').filter({ hasText: /Server error|Unreadable/ })).toHaveCount(0)
        const inside = async (locator: typeof refresh) => {
          const box = await locator.boundingBox()
          return box !== null && box.x >= 0 && box.x + box.width <= 1024
        }
        expect(await inside(refresh), 'Refresh stays on screen').toBe(true)
        expect(await inside(view.region.getByText(/as of \d/).first()), '"as of" stays on screen').toBe(true)
      })
    })

    test('the Group cell shows the whole IF-THEN chain; narrowed, the active row reached by keys still shows all of it', async ({
      desk,
    }) => {
      await desk.signIn('Demo trader', ['default:1001'])
      const view = await desk.workspace.open('orders')
      await view.ready()
      const grid = view.grid()
      const ifRow = grid
        .locator('[role="row"][data-row-id]')
        .filter({ hasText: /IF\s*→/ })
        .first()
      const chain = ifRow.locator('.group-cell')
      const clipped = (l: typeof chain) => l.evaluate((el) => el.scrollWidth > el.clientWidth)
      await expect(chain).toContainText(/→ \d+, \d+/)
      expect(await clipped(chain), 'a two-order chain fits the column as it comes').toBe(false)

      const resizer = grid.getByRole('separator', { name: 'Resize Group' })
      await resizer.focus()
      for (let i = 0; i < 2; i++) await desk.page.keyboard.press('Shift+ArrowLeft')
      expect(await clipped(chain), 'narrowed by 100 px, the chain no longer fits').toBe(true)

      await grid.focus()
      await desk.page.keyboard.press('Home')
      for (let i = 0; i < 20 && (await ifRow.getAttribute('aria-selected')) !== 'true'; i++)
        await desk.page.keyboard.press('ArrowDown')
      await expect(ifRow).toHaveAttribute('aria-selected', 'true')
      expect(await clipped(chain), 'the active row shows the chain whole').toBe(false)
      // Painted on top of the next cells, not under them: the chain's last character is what a user sees there.
      const onTop = await chain.evaluate((el) => {
        const r = el.getBoundingClientRect()
        const hit = document.elementFromPoint(r.right - 10, r.top + r.height / 2)
        return hit !== null && el.contains(hit)
      })
      expect(onTop).toBe(true)
    })

    test('row buttons: the label sits in the middle of the button', async ({ desk }) => {
      await desk.signIn('Demo trader', ['default:1001'])
      const view = await desk.workspace.open('orders')
      await view.ready()
      const gaps = await view
        .grid()
        .getByRole('button', { name: /^(Edit|Cancel) order \d+$/ })
        .first()
        .evaluate((button) => {
          const range = document.createRange()
          range.selectNodeContents(button)
          const text = range.getBoundingClientRect()
          const box = button.getBoundingClientRect()
          return { above: text.top - box.top, below: box.bottom - text.bottom }
        })
      expect(Math.abs(gaps.above - gaps.below)).toBeLessThanOrEqual(1)
    })
  })
})

test.describe('Prices at start-up', () => {
  test("a restart shows prices to each instrument's tick from its first rows, while the reference is still on its way", async ({
    desk,
  }) => {
    const account = 'default:1002'
    await desk.signIn('Demo trader', [account])
    // GER40 trades in tenths. With a whole number on every GER40 row, only its tick says "18,321.0": the rows
    // alone would align on "18,321".
    const ger40 = (await desk.call('orders.open', { accounts: [account] })).data.filter((o) => o.instrument === 'GER40')
    expect(ger40.length).toBeGreaterThan(0)
    for (const o of ger40) {
      const price = Math.round(Number(o.legs[0]?.price))
      desk.sandbox.control.modify(
        account,
        o.orderCode,
        o.type === 'STOP' ? { stopPrice: price } : { limitPrice: price },
      )
    }
    const reference = (await desk.call('instruments.reference', { symbol: '*' })).data
    // GER40 is priced in tenths: a whole price is shown with one decimal.
    expect(reference.find((i) => i.symbol === 'GER40')?.priceIncrement).toBe('0.1')
    const shownPrices = async () => {
      const ids = await view.columnValues('orderId')
      const prices = await view.columnValues('price')
      return ger40.map((o) => prices[ids.indexOf(String(o.orderId))])
    }
    const padded = ger40.map((o) => shownNumber(Math.round(Number(o.legs[0]?.price)), 1))
    expect(padded[0]).toMatch(/\.0$/)

    let view = await desk.workspace.open('orders')
    await view.ready()
    await expect.poll(shownPrices).toEqual(padded)

    // The next start: the server holds the instrument reference for a while; the rows do not wait for it.
    desk.sandbox.control.addFault({ path: '/instruments/', fault: 'delay', delayMs: 15_000 })
    await desk.page.reload()
    view = await desk.workspace.open('orders')
    await view.ready()
    expect(await shownPrices()).toEqual(padded)
  })
})
