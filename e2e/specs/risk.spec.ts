// Risk at a glance against the sandbox: the margin gauge in each state as the sandbox's price control moves USD/JPY
// against default:1001's largest position, the Exposure view across two accounts, and the closed-market warning in
// the order editor before anything is sent. Screenshots at 1024 × 700, light and dark.
import type { Page } from '@playwright/test'
import type { AccountMetrics } from '@shared/api/records'
import { expect, test, type Desk } from '../fixtures/desk'
import { Camera } from '../fixtures/camera'
import { openEditor, plainLimit } from '../pages/order-edit-steps'

const camera = new Camera('screenshots')
// The closed-market notice names the next open in the profile's zone (Demo trader: this computer's).
test.use({ timezoneId: 'UTC' })
const A = 'default:1001'
const B = 'default:1002'
/** The first support client (`--support-clients`): a deposit and a working order, no position, so no margin. */
const CLIENT = 'default:5001'

const shot = (page: Page, name: string) => camera.shot(page, name)

/** The sandbox's own margin level of the account, in percent. */
async function levelOf(desk: Desk, account: string): Promise<number> {
  const read = await desk.call('metrics.list', { accounts: [account] })
  const m = read.data[0] as AccountMetrics
  return (Number(m.equity) / Number(m.maintenanceMargin)) * 100
}

for (const theme of ['light', 'dark'] as const) {
  test(`130 margin gauge in each state, 1024×700 ${theme}`, async ({ desk }) => {
    await desk.page.setViewportSize({ width: 1024, height: 700 })
    await desk.signIn('Demo trader', [A])
    await desk.workspace.setTheme(theme)
    const bar = desk.workspace.summaryBar()
    const gauge = bar.getByRole('row', { name: new RegExp(A) }).locator('[data-field="level"]')
    expect(await levelOf(desk, A)).toBeGreaterThan(100)
    await expect(gauge).toContainText('OK')
    await shot(desk.page, `130-gauge-ok-1024x700-${theme}`)

    desk.sandbox.control.setPrice('USD/JPY', 323)
    const call = await levelOf(desk, A)
    expect(call).toBeLessThanOrEqual(100)
    expect(call).toBeGreaterThan(50)
    await bar.getByRole('button', { name: 'Refresh account summary' }).click()
    await expect(gauge).toContainText('Margin call')
    await expect(gauge).toContainText(`${Number(call.toFixed(2))}%`)
    await shot(desk.page, `131-gauge-margin-call-1024x700-${theme}`)

    desk.sandbox.control.setPrice('USD/JPY', 400)
    expect(await levelOf(desk, A)).toBeLessThanOrEqual(50)
    await bar.getByRole('button', { name: 'Refresh account summary' }).click()
    await expect(gauge).toContainText('Stop-out')
    await shot(desk.page, `132-gauge-stop-out-1024x700-${theme}`)
  })

  test(`135 margin gauge below the profile's warning level, 1024×700 ${theme}`, async ({ desk }) => {
    await desk.page.setViewportSize({ width: 1024, height: 700 })
    // A profile of the trader's own with the highest warning level the form takes (the Demo profiles cannot be
    // edited): the account's margin level, the sandbox's own, lies between the margin call and it.
    const warnAt = 10_000
    await desk.call('profiles.save', {
      profile: {
        name: 'Trader with a warning level',
        baseUrl: desk.sandboxUrl,
        username: 'trader',
        warnMarginPercent: warnAt,
      },
    })
    await desk.page.reload()
    await desk.connectPage.connectWithPassword('Trader with a warning level', 'demo')
    const pickerHeading = desk.page.getByRole('heading', { name: 'Choose accounts' })
    await expect(pickerHeading).toBeVisible()
    await desk.picker.open([A])
    await desk.workspace.expectVisible()
    await desk.workspace.setTheme(theme)
    const bar = desk.workspace.summaryBar()
    const level = await levelOf(desk, A)
    expect(level).toBeGreaterThan(100)
    expect(level).toBeLessThanOrEqual(warnAt)
    const gauge = bar.getByRole('row', { name: new RegExp(A) }).locator('[data-field="level"]')
    await expect(gauge.locator('[data-margin-state]')).toHaveAttribute('data-margin-state', 'warning')
    await shot(desk.page, `135-gauge-warning-1024x700-${theme}`)
  })

  test(`133 exposure across two accounts, 1024×700 ${theme}`, async ({ desk }) => {
    await desk.page.setViewportSize({ width: 1024, height: 700 })
    await desk.signIn('Demo trader', [A, B])
    await desk.workspace.setTheme(theme)
    await desk.workspace.tab('exposure').click()
    const byInstrument = desk.page.getByTestId('exposure-by-instrument')
    await expect(byInstrument).toBeVisible()
    const positions = (await desk.call('positions.list', { accounts: [A, B] })).data as Array<{ symbol: string }>
    for (const symbol of new Set(positions.map((p) => p.symbol))) {
      await expect(byInstrument.getByRole('rowheader', { name: symbol, exact: true })).toBeVisible()
    }
    await expect(desk.page.getByTestId(`exposure-account-${A}`)).toBeVisible()
    await expect(desk.page.getByTestId(`exposure-account-${B}`)).toBeVisible()
    await shot(desk.page, `133-exposure-1024x700-${theme}`)
  })

  test(`134 closed-market warning in the order editor, 1024×700 ${theme}`, async ({ desk }) => {
    // A Saturday: FX is closed from Friday 21:00 to Sunday 21:00 UTC in the instrument's trading hours.
    await desk.page.clock.setFixedTime(new Date('2026-03-21T12:00:00Z'))
    await desk.page.setViewportSize({ width: 1024, height: 700 })
    await desk.signIn('Demo trader', [A])
    await desk.workspace.setTheme(theme)
    const order = await plainLimit(desk)
    const dialog = await openEditor(desk, order)
    const notice = dialog.root.getByTestId('market-closed-notice')
    await expect(notice).toContainText(`The ${order.instrument} market is closed until 2026-03-22 21:00`)
    await shot(desk.page, `134-market-closed-edit-1024x700-${theme}`)
  })

  test.describe('with a client account that holds no position', () => {
    test.use({ sandboxOptions: { supportClients: 1 } })

    test(`136 margin gauge with no margin in use, 1024×700 ${theme}`, async ({ desk }) => {
      await desk.page.setViewportSize({ width: 1024, height: 700 })
      await desk.signIn('Demo support', [A, CLIENT])
      await desk.workspace.setTheme(theme)
      const read = await desk.call('metrics.list', { accounts: [CLIENT] })
      const metrics = read.data[0] as AccountMetrics
      expect(Number(metrics.maintenanceMargin)).toBe(0)
      expect(Number(metrics.equity)).toBeGreaterThan(0)
      const bar = desk.workspace.summaryBar()
      const none = bar.getByRole('row', { name: new RegExp(CLIENT) }).locator('[data-field="level"]')
      await expect(none.locator('[data-margin-state]')).toHaveAttribute('data-margin-state', 'no-margin')
      // Said in words, not only by a colour or an empty bar.
      await expect(none).toContainText('No margin')
      const beside = bar.getByRole('row', { name: new RegExp(A) }).locator('[data-field="level"]')
      await expect(beside).toContainText('%')
      await shot(desk.page, `136-gauge-no-margin-1024x700-${theme}`)
    })
  })
}
