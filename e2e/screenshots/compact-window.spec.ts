// The smallest supported window (1024 × 700) beside a large monitor (1440 × 900), light and dark: the top bar and
// account summary over Positions, the order-edit dialog, and Order history.
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures/desk'
import { openEditor, plainLimit } from '../pages/order-edit-steps'

const OUT = resolve(import.meta.dirname, '../../screenshots')
mkdirSync(OUT, { recursive: true })

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: resolve(OUT, `${name}.png`), animations: 'disabled', caret: 'hide' })
}

for (const [width, height] of [
  [1024, 700],
  [1440, 900],
] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`120 ${width}×${height} ${theme}: positions, order editor, order history`, async ({ desk }) => {
      await desk.page.setViewportSize({ width, height })
      await desk.signIn('Demo trader', ['default:1001'])
      await desk.workspace.setTheme(theme)
      const positions = await desk.workspace.open('positions')
      await positions.ready()
      await expect(desk.page.getByRole('region', { name: 'Account summary' }).getByText(/as of/)).toBeVisible()
      await shot(desk.page, `120-positions-${width}x${height}-${theme}`)
      const order = await plainLimit(desk)
      const dialog = await openEditor(desk, order)
      await expect(dialog.root.getByTestId('quote-ask')).toBeVisible()
      await expect(dialog.root.getByTestId('candle-canvas').locator('canvas').first()).toBeVisible()
      await shot(desk.page, `121-order-edit-${width}x${height}-${theme}`)
      await dialog.root.getByRole('button', { name: 'Close the order editor' }).click()
      const history = await desk.workspace.open('history')
      await history.ready()
      await shot(desk.page, `122-order-history-${width}x${height}-${theme}`)
    })
  }
}
