// A support desk delegated to 200 client accounts opens every one of them under one case: the tables show the last
// client's rows, the banner says how many accounts are read-only in one control (a list of unlock buttons behind it,
// reachable by keyboard) and the summary bar keeps to its height, so table rows show below them in a laptop window.
import { expect, test } from '../fixtures/desk'
import { Camera, REVIEW_SIZES } from '../fixtures/camera'

const CLIENTS = 200
const accounts = Array.from({ length: CLIENTS }, (_, i) => `default:${5001 + i}`)
const LAST = accounts[CLIENTS - 1]!

test.describe.configure({ timeout: 180_000 })
test.use({ sandboxOptions: { supportClients: CLIENTS }, viewport: { width: 1440, height: 900 } })

const camera = new Camera('test-results/support-scale')

test('200 client accounts open under one case; the last one’s rows show below a compact banner', async ({ desk }) => {
  await desk.connectPage.connect('Demo support')
  await desk.picker.typeCodes(accounts)
  await desk.page.getByRole('button', { name: `Open ${CLIENTS} accounts` }).click()
  await desk.picker.openCase('CASE-4711', 'Client asked why an order did not fill')
  await desk.workspace.expectVisible()
  // Every account comes live (by push: its first look is the pushed portfolios and one read of events and transfers).
  // Only the rows in view are in the page: the bar counts the accounts whose Live cell says Live, and read row by row
  // (the bar scrolled through) every one of the 200 says so.
  const bar = desk.workspace.summaryBar()
  await expect(bar).toHaveAttribute('data-accounts', String(CLIENTS))
  await expect(bar).toHaveAttribute('data-live-accounts', String(CLIENTS), { timeout: 60_000 })
  const live = await desk.workspace.summaryCells('td.live-cell')
  expect([...live.keys()].sort()).toEqual([...accounts].sort())
  expect([...live.values()].filter((text) => !text.startsWith('● Live'))).toEqual([])
  // Far fewer rows than accounts are in the page: those in view, a few either side, and the widest of each column.
  const rowsInPage = await bar.locator('tbody tr').count()
  expect(rowsInPage).toBeLessThan(40)

  // One working order per client (the sandbox's seed): all 200 are rows of Open orders, the last client's among them.
  const orders = await desk.workspace.open('orders')
  await orders.ready()
  const scanned = await orders.scan('account')
  const truth = await desk.call('orders.open', { accounts, params: {} })
  expect(scanned.filter((r) => r.kind === 'row')).toHaveLength(truth.data.length)
  // Rows name their account, or sit under a group row that does (grouped by account).
  const named = new Set(scanned.flatMap((r) => r.text.match(/default:\d{4}/g) ?? []))
  expect(named).toEqual(new Set(accounts))
  expect(truth.data.some((o) => o.account === LAST)).toBe(true)

  // Idle with 200 on screen, the window asks main for no account read at all (main's watch reads none by push).
  const readsBefore = desk.calls.length
  await desk.page.waitForTimeout(5_000)
  expect(desk.calls.slice(readsBefore).filter((c) => /\.(list|open|history)$/.test(c.channel))).toEqual([])

  // Read-only accounts: one control that counts them, not 200 buttons.
  const banner = desk.workspace.caseBanner()
  await expect(banner.getByRole('button')).toHaveCount(2) // Switch case…, End case
  const control = banner.getByText(`${CLIENTS} accounts read-only — unlock…`)
  await expect(control).toBeVisible()
  // A table row is in the window under the banner and the summary bar.
  await expect(orders.grid().getByRole('row').nth(1)).toBeInViewport()
  for (const [width, height] of REVIEW_SIZES) {
    await desk.page.setViewportSize({ width, height })
    await expect(orders.grid().getByRole('row').nth(1)).toBeInViewport()
    // The totals' wide figures make the summary tight: the Live column still sits beside "Pos / Ord", not over it.
    const [posOrd, live] = await desk.workspace
      .summaryBar()
      .locator('thead th')
      .evaluateAll((ths) => ths.slice(-2).map((th) => th.getBoundingClientRect().toJSON() as DOMRect))
    expect(live!.left, `at ${width} px the Live heading starts where "Pos / Ord" ends`).toBeGreaterThanOrEqual(
      posOrd!.right - 0.5,
    )
  }
  await camera.shots(desk.page, '01-200-accounts', { sizes: REVIEW_SIZES, themeAttribute: true })

  // By keyboard: the control opens the list; the last client's unlock asks for a reason for that account.
  await control.focus()
  await desk.page.keyboard.press('Enter')
  const list = banner.getByRole('list', { name: 'Read-only accounts: unlock editing for one' })
  await expect(list.getByRole('button')).toHaveCount(CLIENTS)
  await camera.shots(desk.page, '02-200-accounts-unlock-list', { sizes: REVIEW_SIZES, themeAttribute: true })
  const unlockLast = list.getByRole('button', { name: `Unlock editing for ${LAST}…` })
  await unlockLast.focus()
  await desk.page.keyboard.press('Enter')
  await expect(desk.page.getByRole('heading', { name: new RegExp(`${LAST}`) })).toBeVisible()
})
