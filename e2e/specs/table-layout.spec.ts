import { expect, test } from '../fixtures/desk'
import { AuditLogPage } from '../pages/OrderEditDialog'
import { nudged, openEditor, plainLimit } from '../pages/order-edit-steps'

// Each test signs in and reads through the real main-process services; leave room on a loaded CI machine.
test.describe.configure({ timeout: 60_000 })

test.describe('Table layout', () => {
  test('drag to reorder, resize, hide columns; the layout survives a reload and restores to defaults', async ({
    desk,
  }) => {
    await desk.signIn('Demo trader', ['default:1001'])
    const view = await desk.workspace.open('positions')
    await view.ready()
    const headers = () => view.columnHeaders().allTextContents()
    const initial = await headers()
    expect(initial.slice(0, 2)).toEqual(['Symbol', 'Side'])

    // Pressed, then moved in several steps as a hand does (a header starts moving after a few pixels), dropped
    // on the middle of Open price. Not locator.dragTo: it waits for the target to be clear of the moving header.
    const symbol = view.grid().getByRole('columnheader', { name: 'Symbol' })
    await expect(symbol).toHaveAttribute('aria-roledescription', 'movable column header')
    const from = await symbol.boundingBox()
    const to = await view
      .grid()
      .getByRole('columnheader', { name: /^Open price/ })
      .boundingBox()
    if (!from || !to) throw new Error('no header to drag')
    await desk.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await desk.page.mouse.down()
    await desk.page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 })
    await desk.page.mouse.up()
    await expect
      .poll(async () => {
        const moved = await headers()
        return moved.indexOf('Symbol') > moved.findIndex((h) => h.startsWith('Open price'))
      })
      .toBe(true)

    const side = view.grid().getByRole('columnheader', { name: 'Side' })
    const before = (await side.boundingBox())?.width ?? 0
    const handle = side.getByRole('separator', { name: 'Resize Side' })
    const box = await handle.boundingBox()
    if (!box) throw new Error('no resize handle')
    await desk.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await desk.page.mouse.down()
    await desk.page.mouse.move(box.x + 80, box.y + box.height / 2, { steps: 5 })
    await desk.page.mouse.up()
    const dragged = (await side.boundingBox())?.width ?? 0
    expect(dragged).toBeGreaterThan(before + 50)
    // The same edge from the keyboard: focus the handle, Shift+→ widens by 50 px, ← narrows by 10.
    await handle.focus()
    await desk.page.keyboard.press('Shift+ArrowRight')
    await desk.page.keyboard.press('ArrowLeft')
    await expect(handle).toHaveAttribute('aria-valuenow', String(Math.round(dragged) + 40))
    const after = (await side.boundingBox())?.width ?? 0
    expect(Math.round(after)).toBe(Math.round(dragged) + 40)

    await view.region.getByRole('button', { name: 'Columns' }).click()
    await desk.page
      .getByRole('dialog', { name: /^Columns of/ })
      .getByRole('checkbox', { name: 'Take profit' })
      .uncheck()
    await desk.page.keyboard.press('Escape')
    const customised = await headers()
    expect(customised).not.toContain('Take profit')

    await desk.page.reload()
    await desk.workspace.expectVisible()
    const again = await desk.workspace.open('positions')
    await again.ready()
    expect(await headers()).toEqual(customised)
    expect(Math.round((await again.grid().getByRole('columnheader', { name: 'Side' }).boundingBox())?.width ?? 0)).toBe(
      Math.round(after),
    )

    await again.region.getByRole('button', { name: 'Columns' }).click()
    await desk.page.getByRole('button', { name: 'Restore defaults' }).click()
    expect(await headers()).toEqual(initial)
  })

  test('a column moves from the keyboard, each step announced; Escape puts it back; the order is kept', async ({
    desk,
  }) => {
    await desk.signIn('Demo trader', ['default:1001'])
    const view = await desk.workspace.open('positions')
    await view.ready()
    const headers = view.columnHeaders()
    const count = await headers.count()
    await expect(headers.nth(0)).toHaveText('Symbol')
    await expect(headers.nth(1)).toHaveText('Side')
    const second = await headers.nth(1).textContent()
    const third = await headers.nth(2).textContent()
    const symbol = view.grid().getByRole('columnheader', { name: 'Symbol' })
    // Headers become movable once the reordering code is here (it is not needed to paint the first grid).
    await expect(symbol).toHaveAttribute('aria-roledescription', 'movable column header')
    const announced = (text: string) => desk.page.getByRole('status').filter({ hasText: text })

    // dnd-kit's keyboard sensor listens for the arrow keys only from a task queued when it picks a column up;
    // a task queued after the announcement runs after it, so the next key press is not lost on a busy runner.
    const sensorListening = () => desk.page.evaluate(() => new Promise((done) => setTimeout(done, 0)))
    await symbol.focus()
    await desk.page.keyboard.press('Space')
    await expect(announced(`Picked up the Symbol column, at position 1 of ${count}.`)).toBeAttached()
    await sensorListening()
    await desk.page.keyboard.press('ArrowRight')
    await expect(announced(`Symbol column: position 2 of ${count}.`)).toBeAttached()
    await desk.page.keyboard.press('ArrowRight')
    await expect(announced(`Symbol column: position 3 of ${count}.`)).toBeAttached()
    await desk.page.keyboard.press('Space')
    await expect(announced(`Symbol column dropped at position 3 of ${count}.`)).toBeAttached()
    await expect(headers.nth(0)).toHaveText(second ?? '')
    await expect(headers.nth(1)).toHaveText(third ?? '')
    await expect(headers.nth(2)).toHaveText('Symbol')
    // The body follows its header.
    await expect(
      view.grid().locator('.data-table__body [role="row"]').first().locator('[role="gridcell"]').nth(2),
    ).toHaveAttribute('data-column-id', 'symbol')
    await expect(symbol).toBeFocused()

    await desk.page.keyboard.press('Space')
    await expect(announced(`Picked up the Symbol column, at position 3 of ${count}.`)).toBeAttached()
    await sensorListening()
    await desk.page.keyboard.press('ArrowLeft')
    await expect(announced(`Symbol column: position 2 of ${count}.`)).toBeAttached()
    await desk.page.keyboard.press('Escape')
    await expect(announced(`Move cancelled: the Symbol column stays at position 3 of ${count}.`)).toBeAttached()
    await expect(headers.nth(2)).toHaveText('Symbol')

    await desk.page.reload()
    await desk.workspace.expectVisible()
    const again = await desk.workspace.open('positions')
    await again.ready()
    await expect(again.columnHeaders().nth(2)).toHaveText('Symbol')
    await again.region.getByRole('button', { name: 'Columns' }).click()
    await desk.page.getByRole('button', { name: 'Restore defaults' }).click()
    await expect(again.columnHeaders().nth(0)).toHaveText('Symbol')
  })

  test('each row of a virtualized grid has a line of its own, and the row under the pointer is the one seen', async ({
    desk,
  }) => {
    await desk.signIn('Demo trader', ['default:1001'])
    const view = await desk.workspace.open('orders')
    await view.ready()
    const rows = view.grid().locator('[role="row"][data-row-id]')
    await expect(rows.nth(2)).toBeVisible()
    // Rows are placed by an inline transform and the body sized by an inline height; without them every row sits
    // at the top of the body and another row's button takes the click.
    const boxes = await rows.evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect()
        const hit = document.elementFromPoint(r.x + 20, r.y + r.height / 2)
        return { y: r.y, height: r.height, hitsItself: hit !== null && el.contains(hit) }
      }),
    )
    expect(boxes.length).toBeGreaterThan(2)
    for (let i = 1; i < boxes.length; i++) {
      const above = boxes[i - 1]
      const box = boxes[i]
      if (!above || !box) continue
      expect(box.y, `row ${i + 1} starts below row ${i}`).toBeGreaterThanOrEqual(above.y + above.height - 1)
    }
    // The first rows are in view whatever the window's height.
    expect(boxes.slice(0, 3).map((b) => b.hitsItself)).toEqual([true, true, true])
  })

  test('arrow keys move the active row, Home/End jump, Enter opens it', async ({ desk }) => {
    await desk.signIn('Demo trader', ['default:1001'])
    const view = await desk.workspace.open('transfers')
    await view.ready()
    const grid = view.grid()
    await grid.focus()
    const active = () => grid.evaluate((el) => el.getAttribute('aria-activedescendant'))
    const first = await active()
    expect(first).toBeTruthy()
    await desk.page.keyboard.press('ArrowDown')
    const second = await active()
    expect(second).not.toEqual(first)
    await desk.page.keyboard.press('End')
    const last = await active()
    await expect(grid.locator(`[id="${last}"]`)).toBeVisible()
    await desk.page.keyboard.press('Home')
    expect(await active()).toEqual(first)
    await desk.page.keyboard.press('Enter')
    await expect(desk.page.getByRole('dialog', { name: /^Transfer/ })).toBeVisible()
  })

  test.describe('on a 1024 × 700 window', () => {
    test.use({ viewport: { width: 1024, height: 700 } })

    test('Metrics: each table keeps its own space, below the one before; units stand apart from numbers', async ({
      desk,
    }) => {
      await desk.signIn('Demo trader', ['default:1001'])
      const view = await desk.workspace.open('metrics')
      await view.ready('Per-position metrics')
      const box = async (name: string) => {
        const b = await view.grid(name).boundingBox()
        if (!b) throw new Error(`no grid ${name}`)
        return b
      }
      const accounts = await box('Account metrics')
      const positions = await box('Per-position metrics')
      const currencies = await box('Per-currency metrics')
      expect(positions.y).toBeGreaterThanOrEqual(accounts.y + accounts.height - 1)
      expect(currencies.y).toBeGreaterThanOrEqual(positions.y + positions.height - 1)
      // Room for the header and at least two rows.
      expect(positions.height).toBeGreaterThanOrEqual(90)
      // Its heading is what a user sees at its place, not the grid above painted over it.
      const heading = view.region.getByRole('heading', { name: 'Currencies' })
      await heading.scrollIntoViewIfNeeded()
      const seen = await heading.evaluate((h) => {
        const r = h.getBoundingClientRect()
        const hit = document.elementFromPoint(r.left + 10, r.top + r.height / 2)
        return hit !== null && h.contains(hit)
      })
      expect(seen).toBe(true)
      const gap = await view
        .grid('Per-position metrics')
        .locator('.cell-unit')
        .first()
        .evaluate((unit) => {
          const range = document.createRange()
          range.selectNodeContents(unit.parentElement as HTMLElement)
          range.setEndBefore(unit)
          return unit.getBoundingClientRect().left - range.getBoundingClientRect().right
        })
      expect(gap).toBeGreaterThanOrEqual(2)
    })

    test('the audit log keeps every column header on one line', async ({ desk }) => {
      await desk.signIn('Demo trader', ['default:1001'])
      // Entries with long cells (a 412 and the server's reason) are what squeeze the columns.
      const order = await plainLimit(desk)
      const dialog = await openEditor(desk, order)
      await dialog.set('Limit price', nudged(order.legs[0]?.price ?? '', -3))
      await dialog.button('Review changes…').click()
      desk.sandbox.control.modify('default:1001', order.clientOrderId, {
        quantity: Number(order.legs[0]?.quantity) * 2,
      })
      await dialog.button('Send change').click()
      await expect(dialog.root.getByTestId('conflict-view')).toBeVisible()
      await dialog.button('Apply my changes to the current order').click()
      await expect(dialog.root).toBeHidden({ timeout: 15_000 })
      const audit = new AuditLogPage(desk.page)
      await audit.open()
      await expect(audit.rows()).toHaveCount(4)
      // A cell's height is its row's; the label's own line boxes say whether it wrapped.
      const lines = await audit.root
        .getByRole('table', { name: 'Audit log entries' })
        .getByRole('columnheader')
        .evaluateAll((ths) =>
          ths.map((th) => {
            const range = document.createRange()
            range.selectNodeContents(th)
            const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)))
            return `${th.textContent ?? ''}: ${tops.size}`
          }),
        )
      expect(lines.length).toBeGreaterThan(5)
      expect(lines.filter((l) => !l.endsWith(': 1'))).toEqual([])
      // …and every column, the server's reason last, is in view without scrolling sideways.
      const body = audit.root.locator('.oe-audit__body')
      expect(await body.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0)
    })

    test('Order history filters: every date-and-time box is wide enough for its whole value', async ({ desk }) => {
      await desk.signIn('Demo trader', ['default:1001'])
      const view = await desk.workspace.open('history')
      await view.ready()
      await view.region.getByRole('button', { name: /^Filters/ }).click()
      const boxes = view.region.locator('input.iso-date')
      await expect(boxes.first()).toBeVisible()
      // A box's natural width is what its size asks for: "YYYY-MM-DD HH:mm:ss" whole.
      const short = await boxes.evaluateAll((inputs) =>
        inputs.flatMap((input) => {
          const probe = input.cloneNode() as HTMLInputElement
          probe.style.cssText = 'position:absolute;visibility:hidden;width:auto'
          document.body.append(probe)
          const natural = probe.getBoundingClientRect().width
          probe.remove()
          const shown = input.getBoundingClientRect().width
          return shown + 0.5 < natural ? [`${input.id}: ${Math.round(shown)} < ${Math.round(natural)}`] : []
        }),
      )
      expect(short).toEqual([])
    })
  })
})
