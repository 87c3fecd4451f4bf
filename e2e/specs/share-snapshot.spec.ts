// "Share what I see" → "Open snapshot…" as support staff use it: a client's cash transfers are shared under a
// case, the file opens read-only with a valid signature and says whose it is and when it was taken, and a copy
// with one cell changed says it was altered. Screenshots of the viewer at 1024×700, light and dark, go to
// test-results/support-desk/ for review.
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, test } from '../fixtures/desk'
import type { Page } from '@playwright/test'
import { Camera } from '../fixtures/camera'
import { AuditLogPage } from '../pages/OrderEditDialog'
import { seriousViolations } from '../fixtures/axe'

test.describe.configure({ timeout: 60_000 })
test.use({ viewport: { width: 1024, height: 700 } })

const camera = new Camera('test-results/support-desk')
/** The support desk's screens at the spec's window, light and dark, for review. */
const shots = (page: Page, name: string) => camera.shots(page, name, { themeAttribute: true })

test('a shared view opens read-only with its signature checked, and an altered copy says so', async ({ desk, app }) => {
  await desk.signIn('Demo support', ['default:1001'])
  const transfers = await desk.call('transfers.list', { accounts: ['default:1001'] })
  const comments = transfers.data.map((t) => t.comment).filter((c): c is string => Boolean(c))
  expect(comments.length).toBeGreaterThan(0)
  const view = await desk.workspace.open('transfers')
  await view.ready()
  const shownRows = await view.rowCount()

  await desk.page.getByRole('button', { name: 'Share what I see…' }).click()
  const share = desk.page.getByRole('dialog', { name: 'Share what I see' })
  expect(await seriousViolations(desk.page, '.share-dialog')).toEqual([])
  await share.getByRole('button', { name: 'Save snapshot…' }).click()
  await expect(share.getByRole('status')).toContainText('account codes replaced by pseudonyms')
  await share.getByRole('button', { name: 'Close' }).click()
  const [saved] = app.files.saved
  if (!saved) throw new Error('nothing was saved')
  const text = await readFile(saved, 'utf8')
  for (const personal of ['default:1001', 'Alex Trader', ...comments]) expect(text).not.toContain(personal)

  // Opened where a colleague would: from the audit viewer's tools.
  app.files.nextOpen = saved
  const audit = new AuditLogPage(desk.page)
  await audit.open()
  await audit.root.getByRole('button', { name: 'Open snapshot…' }).click()
  const viewer = desk.page.getByRole('main', { name: 'Snapshot (read-only)' })
  await expect(viewer.getByTestId('snapshot-verdict')).toContainText('Signature valid')
  const facts = viewer.getByRole('definition')
  await expect(viewer.getByLabel('About this snapshot')).toContainText('Cash transfers')
  await expect(viewer.getByLabel('About this snapshot')).toContainText('Casey Support (support@default)')
  await expect(facts.filter({ hasText: /^client-[0-9a-f]{8}/ })).toHaveCount(1)
  const rows = viewer.getByRole('region', { name: 'Snapshot rows' }).locator('tbody tr')
  await expect(rows).toHaveCount(shownRows)
  await expect(viewer.getByRole('cell', { name: '[comment masked]' }).first()).toBeVisible()
  // Read-only: nothing in the viewer reaches the server.
  const requestsBefore = app.calls.length
  await expect(viewer.getByRole('button')).toHaveText(['Close'])
  await shots(desk.page, '05-snapshot-viewer')
  expect(await seriousViolations(desk.page, '.snapshot-overlay')).toEqual([])
  expect(app.calls.slice(requestsBefore).map((c) => c.channel)).toEqual([])

  // A copy with one cell changed: the viewer says it was altered.
  const file = JSON.parse(text) as { content: string }
  const content = JSON.parse(file.content) as { rows: string[][] }
  const cell = content.rows[0]?.find((value) => /\d/.test(value)) ?? ''
  const altered = join(app.userDataDir, 'altered.dxsnap')
  await writeFile(altered, text.replace(JSON.stringify(cell).slice(1, -1), `${cell}0`))
  await viewer.getByRole('button', { name: 'Close' }).click()
  // Closing the viewer returns to the desk as it was: the audit viewer is still open.
  await expect(viewer).toBeHidden()
  await expect(audit.root).toBeVisible()
  app.files.nextOpen = altered
  await audit.root.getByRole('button', { name: 'Open snapshot…' }).click()
  await expect(viewer.getByTestId('snapshot-verdict')).toContainText('Altered')
  await shots(desk.page, '06-snapshot-altered')
})
