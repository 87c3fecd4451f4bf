import type { CashTransfer, InstrumentDetails } from '@shared/api/records'
import { parseCsv } from '@test-support/csv'
import { expect, test } from '../fixtures/desk'
import { readDownload } from '../pages/ResourceView'

// Reading every page of the list through the real main-process services: leave room on a loaded machine.
test.describe.configure({ timeout: 120_000 })

const ACCOUNT = ['default:1001']
const TRANSFERS_PATH = '/accounts/default:1001/transfers'

test.describe('Export all pages', () => {
  test.afterEach(({ desk }) => desk.sandbox.control.clearFaults())

  test('Cash transfers: the file holds every page, as many rows as an unfiltered read', async ({ desk }) => {
    await desk.signIn('Demo trader', ACCOUNT)
    const view = await desk.workspace.open('transfers')
    await view.ready()
    await view.pageSize(25)
    await expect(view.pager()).toContainText('transfers 1–25')

    const all: CashTransfer[] = []
    for (;;) {
      const page = (
        await desk.call('transfers.list', { accounts: ACCOUNT, params: { limit: 1000, 'start-from': all.length } })
      ).data
      all.push(...page)
      if (page.length === 0) break
    }
    // One row per cash transaction; a transfer without any still has its row.
    const expectedRows = all.reduce((n, t) => n + Math.max(1, t.cashTransactions.length), 0)
    expect(all.length).toBeGreaterThan(50)

    const [download] = await Promise.all([
      desk.page.waitForEvent('download'),
      view.region.getByRole('button', { name: 'Export all pages as CSV' }).click(),
    ])
    const csv = parseCsv(await readDownload(download))
    expect(csv.rows).toHaveLength(expectedRows)
    const pages = Math.ceil(all.length / 25)
    expect(csv.provenance).toContain(
      `Page: all pages, ${expectedRows.toLocaleString('en-US')} rows (${pages} pages read)`,
    )
    await expect(view.region.getByRole('status').filter({ hasText: 'Exported all pages' })).toHaveText(
      `Exported all pages: ${expectedRows.toLocaleString('en-US')} rows.`,
    )

    // This page's export still holds this page only, and says so.
    const one = parseCsv(await view.exportCsv())
    expect(one.provenance.find((l) => l.startsWith('Page: '))).toMatch(/; this page only$/)
    expect(one.rows.length).toBeLessThan(expectedRows)
  })

  test('Instruments: the file holds every instrument of an unfiltered read, in the server’s order', async ({
    desk,
  }) => {
    await desk.signIn('Demo trader', ACCOUNT)
    const view = await desk.workspace.open('instruments')
    await view.ready()
    await view.pageSize(25)
    await expect(view.pager()).toContainText('instruments 1–25')

    const all: InstrumentDetails[] = []
    for (;;) {
      const page = (
        await desk.call('instruments.query', {
          account: ACCOUNT[0] ?? '',
          params: { limit: 1000, 'start-from': all.length },
        })
      ).data
      all.push(...page)
      if (page.length === 0) break
    }
    expect(all.length).toBeGreaterThan(25)
    // Full pages go on; a short page after a full one, or an empty one, ends the reading.
    const pagesRead = Math.floor(all.length / 25) + 1

    const [download] = await Promise.all([
      desk.page.waitForEvent('download'),
      view.region.getByRole('button', { name: 'Export all pages as CSV' }).click(),
    ])
    const csv = parseCsv(await readDownload(download))
    expect(csv.rows.map((r) => r[csv.header.indexOf('Symbol')])).toEqual(all.map((i) => i.symbol))
    expect(csv.provenance).toContain(
      `Page: all pages, ${all.length.toLocaleString('en-US')} rows (${pagesRead} pages read)`,
    )
    await expect(view.region.getByRole('status').filter({ hasText: 'Exported all pages' })).toHaveText(
      `Exported all pages: ${all.length.toLocaleString('en-US')} rows.`,
    )
  })

  test('Cash transfers: Cancel stops the reading, aborts the request in flight and writes no file', async ({
    desk,
  }) => {
    await desk.signIn('Demo trader', ACCOUNT)
    const view = await desk.workspace.open('transfers')
    await view.ready()
    await view.pageSize(25)
    await expect(view.pager()).toContainText('transfers 1–25')

    // Every page the export reads now takes a while to come, so it is still reading when Cancel is pressed.
    desk.sandbox.control.addFault({ path: TRANSFERS_PATH, fault: 'delay', delayMs: 1500, times: 50 })
    let downloads = 0
    desk.page.on('download', () => downloads++)
    const readsBefore = desk.calls.length

    await view.region.getByRole('button', { name: 'Export all pages as CSV' }).click()
    const status = view.region.getByRole('status').filter({ hasText: /all pages|cancelled/ })
    await expect(status).toContainText('Reading all pages: 1 page, ')
    await view.region.getByRole('button', { name: 'Cancel the export' }).click()

    await expect(status).toHaveText(/^Export cancelled after \d+ pages?, \d+ rows; no file written\.$/)
    await expect(view.region.getByRole('button', { name: 'Cancel the export' })).toHaveCount(0)
    await expect(view.region.getByRole('button', { name: 'Export all pages as CSV' })).toBeEnabled()
    // The read in flight was told to stop in main, not left to finish for nobody.
    const walkReads = desk.calls.slice(readsBefore).filter((c) => c.channel === 'transfers.list')
    const lastRead = walkReads[walkReads.length - 1]?.input as { requestId?: string } | undefined
    expect(desk.calls.some((c) => c.channel === 'requests.cancel' && sameRequest(c.input, lastRead))).toBe(true)
    expect(downloads).toBe(0)
  })
})

function sameRequest(input: unknown, read: { requestId?: string } | undefined): boolean {
  return read?.requestId !== undefined && (input as { requestId?: string }).requestId === read.requestId
}
