import { parseCsv } from '@test-support/csv'
import { shownMoney } from '@test-support/shown-number'
import { expect, test } from '../fixtures/desk'
import type { ResourceView } from '../pages/ResourceView'

// Each test signs in and reads through the real main-process services; leave room on a loaded CI machine.
test.describe.configure({ timeout: 60_000 })

const ACCOUNT = ['default:1001']

test.describe('Portfolio', () => {
  test('shows balances, positions and working orders of one snapshot, filtered by last update', async ({ desk }) => {
    await desk.signIn('Demo trader', ACCOUNT)
    const view = await desk.workspace.open('portfolio')
    await view.ready('Balances')
    const [portfolio] = (await desk.call('portfolio.list', { accounts: ACCOUNT })).data
    if (!portfolio) throw new Error('no portfolio')
    expect(await view.columnValues('currency', 'Balances')).toEqual(portfolio.balances.map((b) => b.currency))
    expect(await view.columnValues('positionCode', 'Portfolio positions')).toEqual(
      portfolio.positions.map((p) => p.positionCode),
    )
    expect(await view.columnValues('orderId', 'Portfolio working orders')).toEqual(
      portfolio.orders.map((o) => String(o.orderId)),
    )
    // The snapshot version is kept in a closed "Versions" disclosure, away from the numbers a trader reads.
    await expect(view.grid('Balances').getByRole('columnheader', { name: /^Version/ })).toHaveCount(0)
    await view.region.getByText('Versions', { exact: true }).click()
    await expect(view.region.getByText(`default:1001 version ${portfolio.version}`)).toBeVisible()

    // last-updated-from: only what changed since then.
    const times = [
      ...portfolio.positions.map((p) => p.lastUpdateTime),
      ...portfolio.orders.map((o) => o.transactionTime),
    ].sort()
    const since = times[Math.floor(times.length / 2)] as string
    const zone = await desk.page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
    const bound = Math.floor(Date.parse(since) / 1000) * 1000
    await view.fill(
      'last-updated-from',
      new Intl.DateTimeFormat('sv-SE', { timeZone: zone, dateStyle: 'short', timeStyle: 'medium' })
        .format(new Date(bound))
        .replace(' ', 'T'),
    )
    await view.applyFilters()
    const [filtered] = (
      await desk.call('portfolio.list', {
        accounts: ACCOUNT,
        params: { 'last-updated-from': new Date(bound).toISOString() },
      })
    ).data
    await view.ready('Balances')
    expect(await view.columnValues('positionCode', 'Portfolio positions')).toEqual(
      (filtered?.positions ?? []).map((p) => p.positionCode),
    )
    expect(await view.columnValues('orderId', 'Portfolio working orders')).toEqual(
      (filtered?.orders ?? []).map((o) => String(o.orderId)),
    )
    expect((filtered?.positions.length ?? 0) + (filtered?.orders.length ?? 0)).toBeLessThan(
      portfolio.positions.length + portfolio.orders.length,
    )

    const positionsCsv = parseCsv(await view.exportCsv(view.region.getByRole('button', { name: 'Export CSV' }).nth(1)))
    expect(positionsCsv.provenance).toContain('DX Desk export: Portfolio positions')
    expect(positionsCsv.rows).toHaveLength(filtered?.positions.length ?? 0)
  })

  test('multi-account portfolio subtotals balances per account and currency', async ({ desk }) => {
    const accounts = ['default:1001', 'default:1002']
    await desk.signIn('Demo trader', accounts)
    const view = await desk.workspace.open('portfolio')
    await view.ready('Balances')
    const portfolios = (await desk.call('portfolio.list', { accounts })).data
    const subtotals = await view.subtotals('Balances')
    expect(subtotals).toHaveLength(2)
    for (const [i, p] of portfolios.entries()) {
      for (const b of p.balances) expect(subtotals[i]).toContain(shownMoney(b.value))
    }
  })
})

test.describe('Metrics', () => {
  test('summary bar and metrics tab agree with the server; per-position metrics can be switched off', async ({
    desk,
  }) => {
    await desk.signIn('Demo trader', ACCOUNT)
    const bar = desk.workspace.summaryBar()
    await expect(bar.getByRole('rowheader', { name: /default:1001/ })).toBeVisible()
    for (const label of ['Balance', 'Equity', 'Margin', 'Free margin', 'Open P/L']) {
      await expect(bar.getByRole('columnheader', { name: label, exact: true })).toBeVisible()
    }
    const view = await desk.workspace.open('metrics')
    await view.ready('Account metrics')
    const [m] = (await desk.call('metrics.list', { accounts: ACCOUNT, params: { 'include-positions': true } })).data
    if (!m) throw new Error('no metrics')
    expect(await view.columnValues('balance', 'Account metrics')).toEqual([shownMoney(m.balance)])
    const codes = await view.columnValues('positionCode', 'Per-position metrics')
    expect([...codes].sort()).toEqual((m.positions ?? []).map((p) => p.positionCode).sort())
    await expect(view.chips()).toContainText(['Per-position metrics: yes'])
    await view.removeChip('Per-position metrics')
    await expect(view.region.getByText(/Per-position metrics are off/)).toBeVisible()
  })

  test('"Group by account" groups accounts by currency and positions by account; unticked, both list flat', async ({
    desk,
  }) => {
    const accounts = ['default:1001', 'default:1002']
    await desk.signIn('Demo trader', accounts)
    const view = await desk.workspace.open('metrics')
    await view.ready('Account metrics')
    const kinds = async (grid: string) => (await view.scan('account', grid)).map((r) => r.kind)
    expect(await kinds('Account metrics')).toContain('group')
    expect(await kinds('Per-position metrics')).toContain('group')
    await view.region.getByRole('checkbox', { name: 'Group by account' }).uncheck()
    await expect.poll(() => kinds('Account metrics')).toEqual(accounts.map(() => 'row'))
    expect(await kinds('Per-position metrics')).not.toContain('group')
  })

  test('per-position prices read in the instrument currency; account-currency figures wait in the chooser', async ({
    desk,
  }) => {
    await desk.signIn('Demo trader', ACCOUNT)
    const view = await desk.workspace.open('metrics')
    await view.ready('Per-position metrics')
    const [m] = (await desk.call('metrics.list', { accounts: ACCOUNT, params: { 'include-positions': true } })).data
    const positions = m?.positions ?? []
    expect(positions.length).toBeGreaterThan(0)
    const grid = view.grid('Per-position metrics')
    await expect(grid.getByRole('columnheader', { name: /^Open price \(instrument ccy\)/ })).toBeVisible()
    await expect(grid.getByRole('columnheader', { name: /^Current price \(instrument ccy\)/ })).toBeVisible()
    await expect(grid.getByRole('columnheader', { name: /account ccy/ })).toHaveCount(0)

    const codes = await view.columnValues('positionCode', 'Per-position metrics')
    const opens = await view.columnValues('openPriceInstrumentCcy', 'Per-position metrics')
    const nows = await view.columnValues('currentPriceInstrumentCcy', 'Per-position metrics')
    const number = (text: string) => Number(text.replace(/[^\d.]/g, ''))
    for (const [i, code] of codes.entries()) {
      const p = positions.find((x) => x.positionCode === code)
      if (!p) throw new Error(`position ${code} not in the read`)
      expect(number(opens[i] ?? '')).toBeCloseTo(Number(p.openPriceInstrumentCcy), 6)
      const now = Number(p.rate) / Number(p.convRate)
      expect(Math.abs(number(nows[i] ?? '') - now) / now).toBeLessThan(1e-4)
      const row = grid.getByRole('row').filter({ hasText: code })
      for (const column of ['openPriceInstrumentCcy', 'currentPriceInstrumentCcy']) {
        await expect(row.locator(`[data-column-id="${column}"]`)).toContainText(p.instrumentCurrency)
      }
    }

    await view.region.locator('[data-table-id="metrics-positions"]').getByRole('button', { name: 'Columns' }).click()
    const chooser = desk.page.getByRole('dialog', { name: 'Columns of Per-position metrics' })
    await expect(chooser.getByRole('checkbox', { name: 'Rate (account ccy)' })).not.toBeChecked()
    await chooser.getByRole('checkbox', { name: 'Open price (account ccy)' }).check()
    await desk.page.keyboard.press('Escape')
    await expect(grid.getByRole('columnheader', { name: /^Open price \(account ccy\)/ })).toBeVisible()
  })

  test('multi-account per-position metrics carry P/L subtotals per account', async ({ desk }) => {
    const accounts = ['default:1001', 'default:1002']
    await desk.signIn('Demo trader', accounts)
    const view = await desk.workspace.open('metrics')
    await view.ready('Per-position metrics')
    expect(await view.groupLabels('Per-position metrics')).toHaveLength(2)
    expect(await view.subtotals('Per-position metrics')).toHaveLength(2)
    const csv = parseCsv(await view.exportCsv())
    expect(csv.rows).toHaveLength(2)
  })
})

test.describe('A THEN order waiting for its IF order', () => {
  test('reads the same in Open orders, Portfolio and History: its group, what it acts on, what remains', async ({
    desk,
  }) => {
    test.slow()
    await desk.signIn('Demo trader', ACCOUNT)
    const open = (await desk.call('orders.open', { accounts: ACCOUNT })).data
    const then = open.find((o) => o.status === 'ACCEPTED' && (o.links ?? []).some((l) => l.linkType === 'CHILD'))
    if (!then) throw new Error('the sandbox seeds an IF-THEN group with a waiting THEN order')
    const id = String(then.orderId)
    const cellsOf = async (view: ResourceView, grid?: string) => {
      const ids = await view.columnValues('orderId', grid)
      const at = ids.indexOf(id)
      expect(at, `order ${id} on screen`).toBeGreaterThanOrEqual(0)
      const cell = async (column: string) => (await view.columnValues(column, grid))[at]
      return {
        quantity: await cell('quantity'),
        remaining: await cell('remainingQuantity'),
        group: await cell('group'),
      }
    }

    const orders = await desk.workspace.open('orders')
    await orders.ready()
    const inOpenOrders = await cellsOf(orders)
    expect(inOpenOrders.group).toMatch(/^THEN ←/)
    expect(inOpenOrders.remaining).not.toBe('0')

    const portfolio = await desk.workspace.open('portfolio')
    await portfolio.ready('Portfolio working orders')
    expect(await cellsOf(portfolio, 'Portfolio working orders')).toEqual(inOpenOrders)

    const history = await desk.workspace.open('history')
    await history.ready()
    await history.fill('with-order-id', id)
    await history.applyFilters()
    await expect(history.chips().first()).toBeVisible()
    await history.ready()
    const inHistory = await cellsOf(history)
    expect({ quantity: inHistory.quantity, remaining: inHistory.remaining }).toEqual({
      quantity: inOpenOrders.quantity,
      remaining: inOpenOrders.remaining,
    })
  })
})
