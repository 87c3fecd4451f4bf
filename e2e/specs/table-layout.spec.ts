import { expect, test } from '../fixtures/desk'

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

    await view
      .grid()
      .getByRole('columnheader', { name: 'Symbol' })
      .dragTo(view.grid().getByRole('columnheader', { name: /^Open price/ }))
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
})
