// One owner of freshness: with push live, the window reads an account again only because main's watch said it
// changed. Nothing in the renderer polls on a clock of its own: not the summary, not the open edit dialog.
import type { TestSandbox } from '@test-support/sandbox'
import { expect, test } from '../fixtures/desk'
import { openEditor, plainLimit } from '../pages/order-edit-steps'

test.describe.configure({ timeout: 90_000 })

const A = 'default:1001'
const WITHIN = { timeout: 20_000 }

/** Account reads the sandbox received since `from` (the session's keep-alive and quotes aside). */
function readsSince(sandbox: TestSandbox, from: number): string[] {
  return sandbox.seen
    .slice(from)
    .map((r) => `${r.method} ${r.url.split('?')[0] ?? ''}`)
    .filter((r) => !r.endsWith('/ping') && !r.endsWith('/marketdata') && r.includes('/dxsca-web/'))
}

test('push live, summary and an open edit dialog on screen: no REST read without a change', async ({ desk }) => {
  const sandbox = desk.sandbox as TestSandbox
  await desk.signIn('Demo trader', [A])
  await expect(desk.page.locator('td.live-cell')).toHaveText('● Live · push', WITHIN)
  const order = await plainLimit(desk)
  await openEditor(desk, order)
  // Settled: every first read answered.
  await desk.page.waitForLoadState('networkidle')
  const from = sandbox.seen.length
  // Longer than any renderer cadence there was (the dialog's 2 s, the summary's 15 s); nothing changes meanwhile.
  await desk.page.waitForTimeout(17_000)
  expect(readsSince(sandbox, from)).toEqual([])
})
