// The trader's books at the smallest supported window (1024 × 700) and a large monitor (1440 × 900), light and
// dark: closed trades over two accounts with totals per currency and a row's records, the performance figures
// with the end-of-day equity curve, and the statement page.
import { expect } from '../fixtures/desk'
import { Camera, testEachLook } from '../fixtures/camera'

const camera = new Camera('screenshots')

testEachLook(
  (look) => `130 ${look.width}×${look.height} ${look.theme}: trades, a row's records, performance, statement`,
  ['default:1001', 'default:1002'],
  async (desk, look) => {
    await desk.workspace.open('trades')
    const root = desk.page.getByTestId('trades-view')
    await root.getByLabel('Period', { exact: true }).selectOption({ label: 'Everything' })
    const grid = root.getByRole('grid', { name: 'Closed trades' })
    await expect(root.getByTestId('trade-totals').locator('[data-currency="EUR"]')).toBeVisible({ timeout: 30_000 })
    await camera.shot(desk.page, `130-trades-${look.tag}`)
    const row = grid.getByRole('row').nth(2)
    await row.click()
    await row.press('Enter')
    await expect(root.getByTestId('trade-details')).toBeVisible()
    await camera.shot(desk.page, `131-trade-records-${look.tag}`)
    await root.getByRole('tab', { name: 'Performance' }).click()
    await expect(root.getByTestId('perf-canvas').locator('canvas').first()).toBeVisible({ timeout: 30_000 })
    await camera.shot(desk.page, `132-performance-${look.tag}`)
    const eod = root.getByRole('region', { name: 'End-of-day equity (EUR)' })
    await eod.scrollIntoViewIfNeeded()
    await expect(eod.getByTestId('perf-eod-canvas').locator('canvas').first()).toBeVisible({ timeout: 60_000 })
    await camera.shot(desk.page, `132-performance-eod-${look.tag}`)
    await root.getByRole('tab', { name: 'Statement' }).click()
    await expect(root.getByTestId('statement')).toBeVisible({ timeout: 30_000 })
    await camera.shot(desk.page, `133-statement-${look.tag}`)
  },
)
