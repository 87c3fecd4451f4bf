import type { AccountEvent, CashTransfer } from '@shared/api/records'
import { parseCsv } from '@test-support/csv'
import { expect, test } from '../fixtures/desk'
import type { ResourceView } from '../pages/ResourceView'

// Each test signs in and reads through the real main-process services; leave room on a loaded CI machine.
test.describe.configure({ timeout: 60_000 })

const ACCOUNT = ['default:1001']
const txCodes = (transfers: readonly CashTransfer[]) =>
  transfers.flatMap((t) => t.cashTransactions.map((c) => c.transactionCode))

async function shownCodes(view: ResourceView): Promise<string[]> {
  await view.ready()
  return (await view.columnValues('transactionCode')).filter(Boolean)
}

test.describe('Cash transfers', () => {
  test('pages with limit/start-from, showing what the server returned', async ({ desk }) => {
    await desk.signIn('Demo trader', ACCOUNT)
    const view = await desk.workspace.open('transfers')
    await view.ready()
    await view.pageSize(50)
    const all = (await desk.call('transfers.list', { accounts: ACCOUNT, params: { limit: 1000 } })).data
    expect(all.length).toBeGreaterThan(50)
    await expect(view.pager()).toContainText('transfers 1–50 · server returned 50')
    expect(await shownCodes(view)).toEqual(txCodes(all.slice(0, 50)))
    await view.pager().getByRole('button', { name: 'Next ▶' }).click()
    await expect(view.pager()).toContainText('transfers 51–')
    expect(await shownCodes(view)).toEqual(txCodes(all.slice(50, 100)))
    await view.pager().getByRole('button', { name: '◀ Previous' }).click()
    await expect(view.pager()).toContainText('transfers 1–50')
    expect(await shownCodes(view)).toEqual(txCodes(all.slice(0, 50)))
  })

  test('filters by type, time range and period', async ({ desk }) => {
    await desk.signIn('Demo trader', ACCOUNT)
    const view = await desk.workspace.open('transfers')
    await view.ready()
    const all = (await desk.call('transfers.list', { accounts: ACCOUNT, params: { limit: 1000 } })).data

    await view.tick('of-type', ['DEPOSIT', 'FINANCING'])
    await view.applyFilters()
    const typed = all.filter((t) => t.cashTransactions.some((c) => c.type === 'DEPOSIT' || c.type === 'FINANCING'))
    expect(typed.length).toBeGreaterThan(0)
    expect(await shownCodes(view)).toEqual(txCodes(typed.slice(0, 100)))
    const csv = parseCsv(await view.exportCsv())
    expect(csv.provenance).toContain('Filters: Transfer types: FINANCING, DEPOSIT')
    await view.resetFilters()

    const mid = all[Math.floor(all.length / 2)] as CashTransfer
    const to = new Date(Date.parse(mid.transactionTime))
    const zone = await desk.page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
    const wall = new Intl.DateTimeFormat('sv-SE', { timeZone: zone, dateStyle: 'short', timeStyle: 'medium' })
      .format(to)
      .replace(' ', 'T')
    await view.fill('time-to', wall)
    await view.applyFilters()
    // Inclusive upper bound at the typed second (the field has no milliseconds).
    const bound = Math.floor(to.getTime() / 1000) * 1000
    const upTo = all.filter((t) => Date.parse(t.transactionTime) <= bound)
    expect(await shownCodes(view)).toEqual(txCodes(upTo.slice(0, 100)))
    await view.resetFilters()

    await view.select('period', 'previous-week')
    await view.applyFilters()
    const lastWeek = (
      await desk.call('transfers.list', { accounts: ACCOUNT, params: { period: 'previous-week', limit: 100 } })
    ).data
    expect(await shownCodes(view)).toEqual(txCodes(lastWeek))
  })

  test('multi-account: subtotals per account and currency', async ({ desk }) => {
    await desk.signIn('Demo trader', ['default:1001', 'default:1002'])
    const view = await desk.workspace.open('transfers')
    await view.ready()
    // One subtotal per account, each in its own currency; the groups follow the rows' order, not the accounts'.
    const currencies = async () => (await view.subtotals()).map((s) => /USD|EUR/.exec(s)?.[0]).sort()
    await expect.poll(currencies).toEqual(['EUR', 'USD'])
    const csv = parseCsv(await view.exportCsv())
    expect(csv.header[0]).toBe('Account')
  })
})

test.describe('Account events', () => {
  test('loads, filters by type and time, pages, exports', async ({ desk }) => {
    await desk.signIn('Demo trader', ACCOUNT)
    const view = await desk.workspace.open('events')
    await view.ready()
    const all = (await desk.call('events.list', { accounts: ACCOUNT, params: { limit: 1000 } })).data
    expect(all.length).toBeGreaterThan(1)
    const times = (events: readonly AccountEvent[]) => events.map((e) => e.time ?? '')
    const shownTimes = async () => {
      await view.ready()
      const values = await view.columnValues('time')
      return values
    }
    expect(await shownTimes()).toHaveLength(all.length)

    await view.tick('of-type', ['LIQUIDATION'])
    await view.applyFilters()
    const liquidations = all.filter((e) => e.eventType === 'LIQUIDATION')
    expect(await view.columnValues('eventType')).toEqual(liquidations.map(() => 'LIQUIDATION'))
    expect(await shownTimes()).toHaveLength(liquidations.length)
    await view.resetFilters()

    const pivot = all[1] as AccountEvent
    const zone = await desk.page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
    const wall = new Intl.DateTimeFormat('sv-SE', { timeZone: zone, dateStyle: 'short', timeStyle: 'medium' })
      .format(new Date(Date.parse(pivot.time ?? '')))
      .replace(' ', 'T')
    await view.fill('from-time', wall)
    await view.applyFilters()
    const since = Math.floor(Date.parse(pivot.time ?? '') / 1000) * 1000
    expect(await shownTimes()).toHaveLength(all.filter((e) => Date.parse(e.time ?? '') >= since).length)
    await view.resetFilters()

    await view.pageSize(50)
    await expect(view.pager()).toContainText(`events 1–${Math.min(50, all.length)}`)
    expect(times(all).length).toBe(all.length)
    const csv = parseCsv(await view.exportCsv())
    expect(csv.rows).toHaveLength(Math.min(50, all.length))
    expect(csv.header).toEqual(expect.arrayContaining(['Event', 'Reason']))
  })

  test('multi-account events group by account', async ({ desk }) => {
    await desk.signIn('Demo trader', ['default:1001', 'default:1002'])
    const view = await desk.workspace.open('events')
    await view.ready()
    expect(await view.groupLabels()).toHaveLength(2)
    // Each group's header names its account: no Account column repeats it.
    await expect(view.columnHeaders().filter({ hasText: /^Account$/ })).toHaveCount(0)
  })
})
