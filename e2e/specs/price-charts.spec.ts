// Candle charts from sandbox data: the canvas is drawn (non-blank pixels), the table view holds the same
// numbers the sandbox serves, and the chart library is not part of the first screen's bundle.
import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect, test } from '../fixtures/desk'
import { RENDERER_DIR } from '../fixtures/renderer-server'
import { canvasColours } from '../pages/canvas'
import { openEditor, plainLimit } from '../pages/order-edit-steps'

test.describe.configure({ timeout: 60_000 })

const ACCOUNT = 'default:1001'

test('the instrument drawer draws candles and shows the same numbers as a table', async ({ desk }) => {
  await desk.signIn('Demo trader', [ACCOUNT])
  const view = await desk.workspace.open('instruments')
  await view.ready()
  await view.grid().focus()
  await desk.page.keyboard.press('ArrowDown')
  await desk.page.keyboard.press('Enter')
  const drawer = desk.page.getByRole('dialog').filter({ has: desk.page.getByTestId('price-chart') })
  await expect(drawer).toBeVisible()
  const symbol = ((await drawer.getByRole('heading', { level: 3 }).first().textContent()) ?? '').split(' price')[0]
  const canvas = drawer.getByTestId('candle-canvas').locator('canvas').first()
  await expect(canvas).toBeVisible()
  // Drawn: the canvas holds more than one colour.
  await expect.poll(() => canvasColours(canvas)).toBeGreaterThan(3)

  await drawer.getByRole('button', { name: 'Show as table' }).click()
  const table = drawer.getByTestId('candle-table')
  await expect(table.locator('tbody tr').first()).toBeVisible()
  const rows = await table.locator('tbody tr').count()
  const served = (
    await desk.call('marketData.candles', {
      account: ACCOUNT,
      symbol: symbol ?? '',
      candleType: 'h',
      fromTime: new Date(Date.now() - 5 * 86_400_000).toISOString(),
      toTime: new Date().toISOString(),
    })
  ).data
  // The last candle may have moved between the two reads; every finished one must match exactly.
  expect(Math.abs(rows - served.length)).toBeLessThanOrEqual(1)
  for (const i of [0, 1, Math.floor(rows / 2)]) {
    const c = served[i]
    await expect(table.locator('tbody tr').nth(i).locator('td').nth(1)).toHaveText(c?.open ?? '')
    await expect(table.locator('tbody tr').nth(i).locator('td').nth(2)).toHaveText(c?.high ?? '')
    await expect(table.locator('tbody tr').nth(i).locator('td').nth(3)).toHaveText(c?.low ?? '')
    await expect(table.locator('tbody tr').nth(i).locator('td').nth(4)).toHaveText(c?.close ?? '')
  }
})

test('the edit dialog charts the order with its current and proposed price lines', async ({ desk }) => {
  await desk.signIn('Demo trader', [ACCOUNT])
  const order = await plainLimit(desk)
  const dialog = await openEditor(desk, order)
  const chart = dialog.root.getByTestId('price-chart')
  await expect(chart.getByTestId('candle-canvas').locator('canvas').first()).toBeVisible()
  await expect(chart.getByRole('list', { name: 'Price lines' })).toContainText('Order now')
  const proposed = String(Number(order.legs[0]?.price) * 0.999).slice(0, 7)
  await dialog.set('Limit price', proposed)
  await expect(chart.getByRole('list', { name: 'Price lines' })).toContainText(`Proposed`)
})

test('the chart library is not in the first screen’s bundle', () => {
  const assets = resolve(RENDERER_DIR, 'assets')
  const html = readFileSync(resolve(RENDERER_DIR, 'index.html'), 'utf8')
  const entry = [...html.matchAll(/assets\/([^"]+\.js)/g)].map((m) => m[1] ?? '')
  expect(entry.length).toBeGreaterThan(0)
  // `valToPos` is a method of the chart library's API, so the name survives minification.
  for (const file of entry) expect(readFileSync(resolve(assets, file), 'utf8')).not.toContain('valToPos')
  const lazy = readdirSync(assets).filter((f) => f.endsWith('.js') && !entry.includes(f))
  expect(lazy.some((f) => readFileSync(resolve(assets, f), 'utf8').includes('valToPos'))).toBe(true)
})
