// Equity and margin follow prices as the server pushes them: a price move at the sandbox changes the summary's
// equity and margin level, with no read of the figures by the page and no timer of its own, and the margin-call
// alert it causes reaches the activity panel. Expected figures come from the sandbox.
import { expect, test } from '../fixtures/desk'
import { shownMoney } from '@test-support/shown-number'

test.describe.configure({ timeout: 60_000 })

const A = 'default:1001'
const WITHIN = { timeout: 15_000 }

test('a price move reaches the summary by push, and the margin call it causes is told', async ({ desk }) => {
  await desk.page.setViewportSize({ width: 1440, height: 900 })
  await desk.signIn('Demo trader', [A])
  const summary = desk.page.getByRole('region', { name: 'Account summary' })
  await expect(summary.locator('td.live-cell')).toHaveText('● Live · push', WITHIN)
  const equity = summary.locator('tbody tr').first().locator('[data-field="equity"]')
  const sandboxEquity = async () =>
    (await desk.call('metrics.list', { accounts: [A], params: { 'include-positions': true } })).data[0]?.equity
  await expect(equity).toHaveText(shownMoney(await sandboxEquity()), WITHIN)

  const pageCalls = desk.calls.length
  desk.sandbox.control.setPrice('USD/JPY', 323)
  const after = await sandboxEquity()
  await expect(equity).toHaveText(shownMoney(after), WITHIN)
  // Pushed: the page read no figures for it, and the summary shows no estimate beside the server's figure.
  expect(desk.calls.slice(pageCalls).filter((c) => c.channel === 'metrics.list')).toEqual([])
  await expect(summary.getByTestId('equity-estimate')).toHaveCount(0)

  const { list } = await desk.workspace.openActivity()
  await expect(list).toContainText('Margin level fell to the margin-call level', WITHIN)
})
