import Big from 'big.js'
import { parseCsv } from '@test-support/csv'
import { exportedNumber, shownNumber } from '@test-support/shown-number'
import { expect, test } from '../fixtures/desk'

// Each test signs in and reads through the real main-process services; leave room on a loaded CI machine.
test.describe.configure({ timeout: 60_000 })

test.describe('Positions', () => {
  test('loads every open position of the account, sorts on the page and exports what is shown', async ({ desk }) => {
    await desk.signIn('Demo trader', ['default:1001'])
    const view = await desk.workspace.open('positions')
    await view.ready()
    const expected = (await desk.call('positions.list', { accounts: ['default:1001'] })).data
    expect(expected.length).toBeGreaterThan(0)
    expect(await view.columnValues('positionCode')).toEqual(expected.map((p) => p.positionCode))
    expect(await view.columnValues('quantity')).toEqual(expected.map((p) => shownNumber(p.quantity)))

    await view.sortBy(/^Quantity/)
    const header = view.grid().getByRole('columnheader', { name: /^Quantity/ })
    await expect(header).toHaveAttribute('aria-sort', 'descending')
    await expect(header).toContainText('page')
    await expect(view.region.getByText('Quantity descending (sorted on this page only)')).toBeVisible()
    const byQuantity = [...expected].sort((a, b) => new Big(b.quantity).cmp(a.quantity))
    expect(await view.columnValues('quantity')).toEqual(byQuantity.map((p) => shownNumber(p.quantity)))

    const csv = parseCsv(await view.exportCsv())
    expect(csv.provenance).toEqual(
      expect.arrayContaining([
        'DX Desk export: Positions',
        'Accounts: default:1001',
        'Filters: none',
        'Sort: Quantity descending (sorted on this page only)',
        expect.stringMatching(/^Profile: Demo trader/),
        expect.stringMatching(/^Time zone: /),
        expect.stringMatching(/^Fetched at: \d{4}-\d{2}-\d{2} /),
        expect.stringMatching(/^App version: DX Desk /),
      ]),
    )
    expect(csv.header).toContain('Quantity')
    const q = csv.header.indexOf('Quantity')
    expect(csv.rows.map((r) => r[q])).toEqual(byQuantity.map((p) => exportedNumber(p.quantity)))
  })

  test('multi-account: one request, a group per account named in its header, and exact subtotals', async ({ desk }) => {
    const accounts = ['default:1001', 'default:1002']
    await desk.signIn('Demo trader', accounts)
    const view = await desk.workspace.open('positions')
    await view.ready()
    // Each group's header names its account: no Account column repeats it.
    await expect(view.columnHeaders().filter({ hasText: /^Account$/ })).toHaveCount(0)
    // One ?accounts= request, not one per account.
    const reads = desk.calls.filter((c) => c.channel === 'positions.list')
    expect(reads.length).toBeGreaterThan(0)
    for (const r of reads) expect((r.input as { accounts: string[] }).accounts).toEqual(accounts)
    const expected = (await desk.call('positions.list', { accounts })).data
    const groups = await view.groupLabels()
    expect(groups).toHaveLength(2)
    expect(groups[0]).toContain('default:1001')
    expect(groups[1]).toContain('default:1002')
    const rows = await view.scan('positionCode')
    const byGroup = new Map<string, string[]>()
    let current = ''
    for (const r of rows) {
      if (r.kind === 'group') current = /default:\d+/.exec(r.text)?.[0] ?? ''
      else if (r.kind === 'row') byGroup.set(current, [...(byGroup.get(current) ?? []), r.text])
    }
    for (const account of accounts)
      expect((byGroup.get(account) ?? []).sort(), `positions under ${account}`).toEqual(
        expected
          .filter((p) => p.account === account)
          .map((p) => p.positionCode)
          .sort(),
      )
    expect(await view.subtotals()).toHaveLength(2)
    // Net quantity per instrument: the subtotal of account 1001 names each of its instruments once.
    const [first] = await view.subtotals()
    const symbols = [...new Set(expected.filter((p) => p.account === 'default:1001').map((p) => p.symbol))]
    for (const s of symbols) expect(first).toContain(s)

    const csv = parseCsv(await view.exportCsv())
    expect(csv.provenance).toContain('Accounts: default:1001, default:1002')
    expect(csv.header[0]).toBe('Account')
    expect(csv.rows).toHaveLength(expected.length)
  })
})
