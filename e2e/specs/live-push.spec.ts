// How changes reach the window, said in the summary's Live cell: pushed by a server that offers push, checked on
// the cadence by one that does not, and "Reconnecting…" while push is lost; a lost push leaves a gap entry in the
// activity panel saying what the catching-up read found.
import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../fixtures/desk'
import { Camera, REVIEW_SIZES } from '../fixtures/camera'

test.describe.configure({ timeout: 60_000 })

const A = 'default:1001'
const WITHIN = { timeout: 15_000 }
const camera = new Camera('test-results/live-cell')

/** The Live cell is wholly in the window at the smallest review size (not cut by the figures' scroller), photographed. */
async function wholeAndShot(page: Page, cell: Locator, name: string) {
  await page.setViewportSize({ width: 1024, height: 700 })
  await expect(cell).toBeInViewport({ ratio: 1 })
  await camera.shots(page, name, { sizes: REVIEW_SIZES, themeAttribute: true })
}

test('push: Live · push; lost, Reconnecting… and a gap entry with what changed', async ({ desk }) => {
  await desk.page.setViewportSize({ width: 1440, height: 900 })
  await desk.signIn('Demo trader', [A])
  const cell = desk.page.locator('td.live-cell')
  await expect(cell).toHaveText('● Live · push', WITHIN)
  await expect(cell).toHaveAttribute('title', /^The server pushes every change as it happens/)
  await wholeAndShot(desk.page, cell, '01-live-push')

  // Push goes away (a broker that stops offering it) while the account changes.
  const push = desk.sandbox.control.push
  push.refuseUpgrades(503)
  push.holdPushes()
  desk.sandbox.control.touch(A)
  push.dropConnections()
  push.releasePushes()
  await expect(cell).toHaveText('Reconnecting…', WITHIN)
  await expect(cell).toHaveAttribute('title', /^Push updates were interrupted; checking for changes every 3 s/)
  await wholeAndShot(desk.page, cell, '02-reconnecting')

  const { list } = await desk.workspace.openActivity()
  const gap = list.locator('li.kind-gap')
  await expect(gap).toHaveCount(1, WITHIN)
  await expect(gap).toContainText('Not watched')
  await expect(gap).toContainText('on catching up: 1 transfer')
  await expect(gap.locator('time')).toHaveText(/^\d\d:\d\d:\d\d–\d\d:\d\d:\d\d$/)
  await expect(list.locator('li.kind-transfer')).toHaveCount(1)
})

test.describe('a server without push', () => {
  test.use({ sandboxOptions: { push: false } })

  test('Live · checking every 3 s', async ({ desk }) => {
    await desk.page.setViewportSize({ width: 1440, height: 900 })
    await desk.signIn('Demo trader', [A])
    const cell = desk.page.locator('td.live-cell')
    await expect(cell).toHaveText('● Live · checking every 3 s', WITHIN)
    await expect(cell).toHaveAttribute('title', /^This server does not push changes; the account is checked every 3 s/)
    await wholeAndShot(desk.page, cell, '03-checking')
  })
})
