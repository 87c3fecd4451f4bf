// The account summary bar of a support desk with 3 client accounts and with 200 (only the rows in view are in the
// page; the columns fit every account's figures), at 1024 × 700 and 1440 × 900, light and dark.
import { expect, test } from '../fixtures/desk'
import { Camera, REVIEW_SIZES } from '../fixtures/camera'

const camera = new Camera('screenshots')

for (const [number, clients] of [
  [124, 3],
  [125, 200],
] as const) {
  test.describe(`${clients} accounts`, () => {
    test.describe.configure({ timeout: 180_000 })
    test.use({ sandboxOptions: { supportClients: clients } })
    test(`${number} the summary bar with ${clients} client accounts`, async ({ desk }) => {
      const accounts = Array.from({ length: clients }, (_, i) => `default:${5001 + i}`)
      await desk.connectPage.connect('Demo support')
      await desk.picker.typeCodes(accounts)
      await desk.page.getByRole('button', { name: `Open ${clients} accounts` }).click()
      await desk.picker.openCase('CASE-4711', 'Client asked why an order did not fill')
      const bar = desk.workspace.summaryBar()
      await expect(bar).toHaveAttribute('data-live-accounts', String(clients), { timeout: 60_000 })
      await camera.shots(desk.page, `${number}-summary-bar-${clients}-accounts`, {
        sizes: REVIEW_SIZES,
        themeAttribute: true,
      })
    })
  })
}
