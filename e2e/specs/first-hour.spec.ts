// What a trader and a support agent hit in their first hour, each step replayed against the
// sandbox through the real main-process router. Expected rows come from unfiltered reads.
import Big from 'big.js'
import type { Order } from '@shared/api/records'
import { parseCsv } from '@test-support/csv'
import { expect, test } from '../fixtures/desk'
import { attachedTakeProfit } from '../pages/position-steps'

test.describe.configure({ timeout: 60_000 })

const ACCOUNT = ['default:1001']

test.describe('Order history instrument filter', () => {
  test('EUR* and eur/usd are expanded against the instrument list and say what they became', async ({ desk }) => {
    test.slow()
    await desk.signIn('Demo trader', ACCOUNT)
    const all: Order[] = (await desk.call('orders.history', { accounts: ACCOUNT, params: { 'page-size': 1000 } })).data
      .orders
    const view = await desk.workspace.open('history')
    await view.ready()

    await view.fill('for-instrument', 'EUR*')
    await view.applyFilters()
    const eur = all.filter((o) => o.instrument.startsWith('EUR')).slice(0, 100)
    expect(eur.length).toBeGreaterThan(0)
    const symbols = [...new Set(eur.map((o) => o.instrument))]
    await expect(view.region.getByRole('status').filter({ hasText: 'became' })).toContainText(
      /Instruments EUR\* became \d+ symbols?: /,
    )
    for (const s of symbols) await expect(view.region.getByText(/became/)).toContainText(s)
    await view.region.getByRole('button', { name: 'Close', exact: true }).click()
    await view.ready()
    expect(await view.columnValues('orderId')).toEqual(eur.map((o) => String(o.orderId)))

    await view.resetFilters()
    await view.fill('for-instrument', 'eur/usd')
    await view.applyFilters()
    await expect(view.region.getByText(/became/)).toHaveText('Instruments eur/usd became 1 symbol: EUR/USD.')
    await view.region.getByRole('button', { name: 'Close', exact: true }).click()
    await view.ready()
    const eurusd = all.filter((o) => o.instrument === 'EUR/USD').slice(0, 100)
    expect(eurusd.length).toBeGreaterThan(0)
    expect(await view.columnValues('orderId')).toEqual(eurusd.map((o) => String(o.orderId)))
  })
})

test.describe('Attached take-profit on Positions', () => {
  test('the position shows its attached take-profit price and links the order from its details', async ({ desk }) => {
    await desk.signIn('Demo trader', ACCOUNT)
    const { order: tp, positionCode } = await attachedTakeProfit(desk)
    const view = await desk.workspace.open('positions')
    await view.ready()
    const codes = await view.columnValues('positionCode')
    const index = codes.indexOf(positionCode)
    expect(index).toBeGreaterThanOrEqual(0)
    const shown = (await view.columnValues('takeProfitPrice'))[index] ?? ''
    expect(Number(shown.replace(/,/g, ''))).toBe(Number(tp.legs[0]?.price))

    const row = view.grid().locator('[role="row"][data-row-id]').filter({ hasText: positionCode })
    await row.getByRole('gridcell').nth(1).dblclick()
    const drawer = desk.page.getByRole('dialog', { name: new RegExp(`^Position ${positionCode}`) })
    await expect(drawer).toContainText('Take profit: order')
    await drawer.getByRole('button', { name: `order ${tp.orderId}` }).click()
    await expect(desk.page.getByRole('dialog', { name: new RegExp(`^Order ${tp.orderId}`) })).toBeVisible()
  })
})

test.describe('A CLOSE_ONLY account', () => {
  test('its row says "close only" instead of Edit, in words, and nothing is sent', async ({ desk }) => {
    desk.sandbox.control.setAccountStatus('default:1001', 'CLOSE_ONLY')
    await desk.signIn('Demo trader', ACCOUNT)
    const open = (await desk.call('orders.open', { accounts: ACCOUNT })).data
    const opening = open.find((o) => o.legs.every((l) => l.positionEffect !== 'CLOSE'))
    expect(opening).toBeDefined()
    if (!opening) return
    const view = await desk.workspace.open('orders')
    await view.ready()
    const button = view
      .grid()
      .getByRole('button', { name: `Edit order ${opening.orderId} (disabled: account close only)` })
    await expect(button).toHaveText('close only')
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await button.click({ force: true })
    await expect(
      view.region.getByText(/only allows closing positions: only orders that close a position can be changed/),
    ).toBeVisible()
    // The status in words everywhere, never the API's enum.
    await expect(desk.page.locator('body')).not.toContainText('CLOSE_ONLY')
    await desk.workspace.changeAccounts()
    await expect(desk.page.getByText('close only', { exact: true }).first()).toBeVisible()
    await expect(desk.page.locator('body')).not.toContainText(/CLOSE_ONLY|FULL_TRADING/)
    await expect(desk.page.getByTestId('order-edit-dialog')).toHaveCount(0)
    expect(desk.calls.filter((c) => c.channel === 'orders.modify')).toEqual([])
  })
})

test.describe('CSV of several accounts', () => {
  test('the Positions P/L column is followed by its currency, per row', async ({ desk }) => {
    const accounts = ['default:1001', 'default:1002']
    await desk.signIn('Demo trader', accounts)
    const positions = (await desk.call('positions.list', { accounts })).data
    const me = (await desk.call('users.me', {})).data
    const currencies = new Map(me.accounts.map((a) => [a.account, a.baseCurrency] as const))
    expect(new Set(currencies.values()).size).toBe(2)
    const view = await desk.workspace.open('positions')
    await view.ready()
    await expect(view.region.getByText(/P\/L from metrics as of/)).toBeVisible()
    const csv = parseCsv(await view.exportCsv())
    const pl = csv.header.indexOf('P/L')
    expect(csv.header[pl + 1]).toBe('P/L currency')
    const account = csv.header.indexOf('Account')
    const code = csv.header.indexOf('Position code')
    expect(csv.rows).toHaveLength(positions.length)
    for (const row of csv.rows) {
      expect(row[pl + 1], `currency of ${row[code]}`).toBe(currencies.get(row[account] ?? ''))
    }
  })
})

test.describe('One layout per table', () => {
  test('a column hidden with one account stays hidden when a second account is opened', async ({ desk }) => {
    await desk.signIn('Demo trader', ACCOUNT)
    let view = await desk.workspace.open('orders')
    await view.ready()
    await view.region.getByRole('button', { name: 'Columns' }).click()
    await desk.page
      .getByRole('dialog', { name: /^Columns of/ })
      .getByRole('checkbox', { name: 'Client order id' })
      .uncheck()
    await desk.page.keyboard.press('Escape')
    await expect(view.columnHeaders().filter({ hasText: 'Client order id' })).toHaveCount(0)

    await desk.workspace.changeAccounts()
    await desk.picker.open(['default:1001', 'default:1002'])
    await desk.workspace.expectVisible()
    view = await desk.workspace.open('orders')
    await view.ready()
    // Grouped, each group's header names the account; ungrouped, the Account column does.
    await expect(view.columnHeaders().filter({ hasText: /^Account/ })).toHaveCount(0)
    await view.region.getByRole('checkbox', { name: 'Group by account' }).uncheck()
    await expect(view.columnHeaders().filter({ hasText: /^Account/ })).toHaveCount(1)
    await expect(view.columnHeaders().filter({ hasText: 'Client order id' })).toHaveCount(0)
  })
})

test.describe('Internal words stay in a disclosure', () => {
  test('Portfolio and Open orders say no versions, ETags or portfolio pager until asked', async ({ desk }) => {
    await desk.signIn('Demo trader', ACCOUNT)
    const portfolio = await desk.workspace.open('portfolio')
    await portfolio.ready('Balances')
    await expect(portfolio.region.getByText(/Snapshot versions/)).toHaveCount(0)
    await expect(portfolio.region.getByText(/portfolios 1/)).toHaveCount(0)
    const versions = portfolio.region.getByText('Versions', { exact: true })
    await expect(portfolio.region.getByText(/default:1001 version \d+/)).toBeHidden()
    await versions.click()
    await expect(portfolio.region.getByText(/default:1001 version \d+/)).toBeVisible()

    const orders = await desk.workspace.open('orders')
    await orders.ready()
    await expect(orders.region.getByText(/ETag/)).toHaveCount(0)
  })
})

test.describe('Keyboard after choosing accounts and behind dialogs', () => {
  test('focus starts on the view tab; Alt+3 does not switch the tab behind an open dialog', async ({ desk }) => {
    await desk.signIn('Demo trader', ACCOUNT)
    await expect(desk.page.getByRole('tab', { selected: true })).toBeFocused()
    const view = await desk.workspace.open('positions')
    await view.ready()
    const row = view.grid().locator('[role="row"][data-row-id]').first()
    await row.getByRole('gridcell').nth(1).dblclick()
    await expect(desk.page.getByRole('dialog', { name: /^Position / })).toBeVisible()
    await desk.page.keyboard.press('Alt+Digit3')
    await expect(desk.page.getByRole('tab', { name: /^Positions/ })).toHaveAttribute('aria-selected', 'true')
    await desk.page.keyboard.press('Escape')
    await desk.page.keyboard.press('Alt+Digit3')
    await expect(desk.page.getByRole('tab', { name: /^Order history/ })).toHaveAttribute('aria-selected', 'true')
  })

  test('at 1024 px every header shows its whole label and the Price of Open orders is in view', async ({ desk }) => {
    test.slow()
    await desk.page.setViewportSize({ width: 1024, height: 768 })
    await desk.signIn('Demo trader', ACCOUNT)
    for (const key of ['positions', 'orders', 'history', 'metrics'] as const) {
      const view = await desk.workspace.open(key)
      await view.ready()
      const labels = view.region.locator('[role="columnheader"] .data-table__head-label')
      await expect(labels.first()).toBeVisible()
      const cut = await labels.evaluateAll((spans) =>
        spans.filter((s) => s.scrollWidth > s.clientWidth).map((s) => s.textContent),
      )
      expect(cut, `headers cut short on ${key}`).toEqual([])
    }
    const orders = await desk.workspace.open('orders')
    await orders.ready()
    const price = orders.region.locator('[role="columnheader"][data-column-id="price"]')
    await expect(price).toBeInViewport({ ratio: 1 })
    // Nothing around the views is cut off either: the last tab, and the summary's time and refresh.
    await expect(desk.page.getByRole('tab', { name: /^Balance & P\/L/ })).toBeInViewport({ ratio: 1 })
    await expect(desk.page.getByRole('button', { name: 'Refresh account summary' })).toBeInViewport({ ratio: 1 })
  })
})

/** A quantity without the zeros a grid column adds to line up its decimal points. */
function unpadded(text: string | null | undefined): string {
  const t = (text ?? '').trim()
  return /^[^\d]*[\d,]+\.\d+$/.test(t) ? t.replace(/\.?0+$/, '') : t
}

test.describe('Details read like the grid', () => {
  test('position and order details use the grid’s labels and formats, never raw field names', async ({ desk }) => {
    test.slow()
    await desk.signIn('Demo trader', ACCOUNT)
    const rawName = /^[a-z]+[A-Z]\w*$/
    const checks = [
      {
        key: 'positions',
        dialog: /^Position /,
        fields: { fpl: 'P/L', quantity: 'Quantity', openPrice: 'Open price' },
        live: true,
      },
      {
        key: 'history',
        dialog: /^Order /,
        fields: { quantity: 'Quantity', price: 'Price', status: 'Status' },
        live: false,
      },
    ] as const
    for (const { key, dialog, fields, live } of checks) {
      const view = await desk.workspace.open(key)
      await view.ready()
      const grid: Record<string, string | undefined> = {}
      for (const id of Object.keys(fields)) grid[id] = (await view.columnValues(id))[0]
      await view.grid().locator('[role="row"][data-row-id]').first().getByRole('gridcell').nth(1).dblclick()
      const details = desk.page.getByRole('dialog', { name: dialog })
      await expect(details).toBeVisible()
      // Labels, descriptions and dialog names point at ids: one id on two elements names things wrongly.
      const ids = await desk.page.evaluate(() => [...document.querySelectorAll('[id]')].map((e) => e.id))
      expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([])
      for (const [id, label] of Object.entries(fields)) {
        const row = details.locator(`.record-fields__row[data-field="${id}"]`).first()
        await expect(row.locator('dt')).toHaveText(label)
        if (id === 'quantity') {
          // The grid pads a quantity to its column's most decimals ("1.0" beside "0.5"); one record stands alone.
          await expect.poll(async () => unpadded(await row.locator('dd').textContent())).toBe(unpadded(grid[id]))
        } else {
          // Prices and P/L take the instrument's precision and the money format in both: the same text.
          await expect(row.locator('dd')).toHaveText(grid[id] ?? '')
        }
      }
      // The live quote joined to a position is shown as Market, Bid and Ask, never as the record it came in.
      if (live) await expect(details.locator('.record-fields__row[data-field="marketPrice"]')).toBeVisible()
      await expect(details.locator('.record-fields dd').filter({ hasText: /^\s*\{/ })).toHaveCount(0)
      const labels = await details.locator('.record-fields dt').allTextContents()
      expect(
        labels.filter((l) => rawName.test(l)),
        `raw field names on ${key}`,
      ).toEqual([])
      await desk.page.keyboard.press('Escape')
      await expect(details).toBeHidden()
    }
  })
})

test.describe('Sizes in the profile’s unit', () => {
  test('a profile set to lots shows every size in lots, converted with the lot size, each labelled', async ({
    desk,
  }) => {
    test.slow()
    await desk.connectPage.connectInLots(desk.sandboxUrl)
    await desk.picker.open(ACCOUNT)
    await desk.workspace.expectVisible()
    const symbol = 'EUR/USD'
    const [rules] = (await desk.call('instruments.bySymbol', { account: 'default:1001', symbol })).data
    const [reference] = (await desk.call('instruments.reference', { symbol })).data
    if (!rules || !reference) throw new Error(`${symbol} is not in the sandbox`)
    const lots = (units: string) =>
      new Big(units).div(reference.lotSize).toNumber().toLocaleString('en-US', { maximumFractionDigits: 12 })
    // English plural: exactly one lot is singular ("1 lot"), any other amount plural ("0.01 lots").
    const inLots = (units: string) => `${lots(units)} ${lots(units) === '1' ? 'lot' : 'lots'}`

    const view = await desk.workspace.open('instruments')
    await view.ready()
    const symbols = await view.columnValues('symbol')
    const at = symbols.indexOf(symbol)
    expect(at).toBeGreaterThanOrEqual(0)
    const min = await view.columnValues('minOrderSize')
    const max = await view.columnValues('maxOrderSize')
    const step = await view.columnValues('minOrderSizeIncrement')
    expect(min[at]).toBe(inLots(rules.minOrderSize))
    expect(step[at]).toBe(inLots(rules.minOrderSizeIncrement))
    if (rules.maxOrderSize.limitType === 'LOTS') expect(max[at]).toMatch(/ lots?$/)
    for (const text of [...min, ...max, ...step]) expect(text).toMatch(/ (lots?|units?|notional)$/)

    await view.grid().locator('[role="row"][data-row-id]').nth(at).getByRole('gridcell').first().dblclick()
    const drawer = desk.page.getByRole('dialog', { name: new RegExp(`^${symbol.replace('/', '\\/')} ·`) })
    await expect(drawer.getByRole('columnheader', { name: 'Up to volume (lots)' })).toBeVisible()
    await expect(drawer.getByText(inLots(rules.minOrderSize)).first()).toBeVisible()
  })
})
