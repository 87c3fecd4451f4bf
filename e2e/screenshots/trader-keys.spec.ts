// `npm run screenshots`: the trader's keyboard and chart tools at a laptop and a desktop size, light and dark —
// a row's context menu, the edit dialog's chart with bid/ask, the group's lines and the price grip, and a
// position's take profit edited from its row with its pips and P/L.
import type { Page } from '@playwright/test'
import { expect } from '../fixtures/desk'
import { Camera, testEachLook } from '../fixtures/camera'
import { OrderEditDialogPage } from '../pages/OrderEditDialog'
import { openEditor, openOrders } from '../pages/order-edit-steps'

const camera = new Camera('screenshots')

const shot = (page: Page, name: string) => camera.shot(page, name)

testEachLook(
  (look) => `row menu, edit chart and position protection at ${look.tag}`,
  ['default:1001'],
  async (desk, look) => {
    const view = await desk.workspace.open('orders')
    await view.ready()
    await view.grid().focus()
    await desk.page.keyboard.press('ArrowDown')
    await desk.page.keyboard.press('Shift+F10')
    await expect(desk.page.getByRole('menu')).toBeVisible()
    await shot(desk.page, `70-row-menu-${look.tag}`)
    await desk.page.keyboard.press('Escape')

    const all = await openOrders(desk)
    const parent = all.find((o) => o.links?.some((l) => l.linkType === 'PARENT') && (o.links?.length ?? 0) >= 2)
    if (!parent) throw new Error('no IF-THEN group')
    const dialog = await openEditor(desk, parent)
    const chart = dialog.root.getByTestId('price-chart')
    await chart.getByRole('slider').scrollIntoViewIfNeeded()
    await desk.page.keyboard.press('ArrowDown')
    await shot(desk.page, `71-edit-chart-${look.tag}`)
    await dialog.button('Close').click()
    if (await dialog.root.isVisible()) await dialog.button('Discard changes').click()

    const positions = await desk.workspace.open('positions')
    await positions.ready()
    await shot(desk.page, `72-positions-protection-${look.tag}`)
    await positions
      .grid()
      .getByRole('button', { name: /^Edit take profit of position/ })
      .first()
      .click()
    const tp = new OrderEditDialogPage(desk.page)
    await tp.ready()
    await shot(desk.page, `73-take-profit-editor-${look.tag}`)
  },
)
