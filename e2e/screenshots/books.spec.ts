// The trader's books at the smallest supported window (1024 × 700) and a large monitor (1440 × 900), light and
// dark: closed trades over two accounts with totals per currency and a row's records, the performance figures
// with the end-of-day equity curve, and the statement page.
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from '../fixtures/desk'

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
    test(`130 ${width}×${height} ${theme}: trades, a row's records, performance, statement`, async ({ desk }) => {
      await desk.page.setViewportSize({ width, height })
      await desk.signIn('Demo trader', ['default:1001', 'default:1002'])
      await desk.workspace.setTheme(theme)
      await desk.workspace.open('trades')
      const root = desk.page.getByTestId('trades-view')
      await root.getByLabel('Period', { exact: true }).selectOption({ label: 'Everything' })
      const grid = root.getByRole('grid', { name: 'Closed trades' })
      await expect(root.getByTestId('trade-totals').locator('[data-currency="EUR"]')).toBeVisible({ timeout: 30_000 })
      await shot(desk.page, `130-trades-${width}x${height}-${theme}`)
      const row = grid.getByRole('row').nth(2)
      await row.click()
      await row.press('Enter')
      await expect(root.getByTestId('trade-details')).toBeVisible()
      await shot(desk.page, `131-trade-records-${width}x${height}-${theme}`)
      await root.getByRole('tab', { name: 'Performance' }).click()
      await expect(root.getByTestId('perf-canvas').locator('canvas').first()).toBeVisible({ timeout: 30_000 })
      await shot(desk.page, `132-performance-${width}x${height}-${theme}`)
      const eod = root.getByRole('region', { name: 'End-of-day equity (EUR)' })
      await eod.scrollIntoViewIfNeeded()
      await expect(eod.getByTestId('perf-eod-canvas').locator('canvas').first()).toBeVisible({ timeout: 60_000 })
      await shot(desk.page, `132-performance-eod-${width}x${height}-${theme}`)
      await root.getByRole('tab', { name: 'Statement' }).click()
      await expect(root.getByTestId('statement')).toBeVisible({ timeout: 30_000 })
      await shot(desk.page, `133-statement-${width}x${height}-${theme}`)
    })
  }
}
