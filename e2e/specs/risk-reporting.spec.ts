// Exposure in the multi-account grids and in the reporting currency, and price alerts, against the sandbox:
// the summary bar's Exposure column and "All in USD" row across a USD and a EUR account (the EUR figures converted
// with the rate the sandbox serves), a currency the sandbox cannot price said so, and a price alert set from an
// instrument row with the keyboard, fired by the sandbox's price control and removed again.
// Screenshots at 1024 × 700 and 1440 × 900, light and dark.
import Big from 'big.js'
import type { AccountMetrics } from '@shared/api/records'
import { shownMoney } from '@test-support/shown-number'
import { expect, test, type Desk } from '../fixtures/desk'
import { Camera } from '../fixtures/camera'

const camera = new Camera('screenshots')
test.use({ timezoneId: 'UTC' })
const A = 'default:1001' // USD
const B = 'default:1002' // EUR
const C = 'default:2001' // USD, trader2's (support sees all three)

/**
 * The screen as it is in the app's light theme and in its dark one (`name-light.png`, `name-dark.png`), then light
 * again for the rest of the test: the theme changes colours only, so each test runs once and is photographed in both.
 */
async function shotLightAndDark(desk: Desk, name: string): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await desk.workspace.setTheme(theme)
    await expect(desk.page.locator('html')).toHaveAttribute('data-theme', theme)
    await camera.shot(desk.page, `${name}-${theme}`)
  }
  await desk.workspace.setTheme('light')
}

async function metricsOf(desk: Desk, account: string): Promise<AccountMetrics> {
  return (await desk.call('metrics.list', { accounts: [account] })).data[0] as AccountMetrics
}

/** A figure of a subtotal row: the column's name, the currency and the exact sum. */
const subtotal = (column: string, currency: string, sum: Big.BigSource) =>
  new RegExp(`${column}\\s*${currency}\\s*${shownMoney(sum).replace(/[.]/g, '\\.')}(?![\\d])`)

const SIZES = [
  { width: 1024, height: 700 },
  { width: 1440, height: 900 },
] as const

for (const size of SIZES) {
  const tag = `${size.width}x${size.height}`
  test(`140 exposure column and totals in USD across a USD and a EUR account, ${tag}`, async ({ desk }) => {
    await desk.page.setViewportSize(size)
    await desk.signIn('Demo trader', [A, B])
    await desk.workspace.tab('exposure').click()
    await desk.page.getByLabel('Report in').selectOption('USD')

    const rate = (await desk.call('books.conversionRates', { toCurrency: 'USD', fromCurrency: 'EUR' })).data[0]!
    await expect(desk.page.getByTestId('exposure-rates')).toContainText(`EUR→USD ${rate.convRate}`)
    await expect(desk.page.getByTestId('exposure-reported-by-account').getByRole('rowheader')).toHaveCount(2)

    // The summary bar: each account's exposure, and the equity of both in USD at the sandbox's rate.
    const bar = desk.workspace.summaryBar()
    // Below 1366 px the summary bar leaves the column out (the Exposure tab and the Metrics grid keep it).
    await expect(bar.getByRole('columnheader', { name: 'Exposure' })).toBeVisible({ visible: size.width >= 1366 })
    const [a, b] = [await metricsOf(desk, A), await metricsOf(desk, B)]
    const equityUsd = new Big(a.equity).plus(new Big(b.equity).times(rate.convRate).round(2, Big.roundHalfEven))
    const reported = bar.getByTestId('summary-reported')
    await expect(reported.getByRole('rowheader')).toContainText('All in USD')
    await expect(reported.locator('[data-field="equity"]')).toHaveText(shownMoney(equityUsd.toFixed(2)))
    await expect(reported.getByTestId('summary-rates')).toContainText(`EUR→USD ${rate.convRate}`)
    await shotLightAndDark(desk, `140-exposure-reporting-${tag}`)
  })
}

test(`141 a reporting currency the sandbox has no rate for is said, not converted, 1024x700`, async ({ desk }) => {
  await desk.page.setViewportSize({ width: 1024, height: 700 })
  await desk.signIn('Demo trader', [A, B])
  expect((await desk.call('books.conversionRates', { toCurrency: 'SEK' })).data).toEqual([])
  await desk.workspace.tab('exposure').click()
  await desk.page.getByLabel('Report in').selectOption('SEK')
  await expect(desk.page.getByTestId('exposure-rates-missing')).toContainText('No USD, EUR→SEK rate from the server')
  // Nothing could be converted: no converted table pretends otherwise.
  await expect(desk.page.getByTestId('exposure-reported-by-instrument')).toHaveCount(0)
  await expect(desk.page.getByTestId('exposure-rates')).not.toContainText('no conversion was needed')
  await expect(desk.workspace.summaryBar().getByTestId('summary-reported').locator('[data-field="equity"]')).toHaveText(
    'no rate',
  )
  await shotLightAndDark(desk, '141-exposure-no-rate-1024x700')
})

test(`142 a price alert set from an instrument row fires once and is removed, 1024x700`, async ({ desk }) => {
  await desk.page.setViewportSize({ width: 1024, height: 700 })
  await desk.signIn('Demo trader', [A])
  await desk.workspace.tab('exposure').click()
  const quote = (await desk.call('marketData.quotes', { symbols: ['EUR/USD'] })).data[0]!
  const level = new Big(quote.bid).plus('0.005').toFixed(4)

  // Keyboard only: the row's button, then the level field it focuses, Enter to add.
  const row = desk.page
    .getByTestId('exposure-by-instrument')
    .getByRole('button', { name: 'Set a price alert on EUR/USD' })
  await row.focus()
  await desk.page.keyboard.press('Enter')
  const levelField = desk.page.getByRole('textbox', { name: 'Level' })
  await expect(levelField).toBeFocused()
  await expect(desk.page.getByRole('combobox', { name: 'Instrument' })).toHaveValue('EUR/USD')
  await desk.page.keyboard.type(level)
  await desk.page.keyboard.press('Enter')
  const alerts = desk.page.getByRole('list', { name: 'Price alerts' })
  await expect(alerts.getByTestId('price-alert')).toHaveText([`EUR/USD bid at or above ${level} Remove`])

  desk.sandbox.control.setPrice('EUR/USD', Number(level) + 0.002)
  const entry = `EUR/USD bid rose to ${level}`
  // Main subscribes the alerted symbol itself (pushed here): the entry comes with no view asking for prices.
  const toast = desk.page.getByTestId('activity-toast')
  await expect(toast).toContainText(entry, { timeout: 15_000 })
  // Its sentence wraps inside the toast, nothing cut off at the right edge (it sits in the one-line top bar).
  expect(await toast.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
  await shotLightAndDark(desk, '142-price-alert-fired-1024x700')
  const { list } = await desk.workspace.openActivity()
  await expect(list.getByRole('listitem').filter({ hasText: entry })).toHaveCount(1)
  await desk.page.keyboard.press('Escape')

  await alerts.getByRole('button', { name: `Remove alert EUR/USD bid at or above ${level}` }).focus()
  await desk.page.keyboard.press('Enter')
  await expect(alerts).toContainText('No price alerts.')
  expect((await desk.call('priceAlerts.list', {})).alerts).toEqual([])
})

test(`143 an alert near a working order watches the side it fills on, 1024x700`, async ({ desk }) => {
  await desk.page.setViewportSize({ width: 1024, height: 700 })
  await desk.signIn('Demo trader', [A])
  const open = (await desk.call('orders.open', { accounts: [A], params: {} })).data
  const order = open.find((o) => o.legs[0]?.instrument === 'EUR/USD' && o.legs[0].side === 'BUY' && o.legs[0].price)!
  const price = new Big(order.legs[0]!.price!)
  const quote = (await desk.call('marketData.quotes', { symbols: ['EUR/USD'] })).data[0]!
  expect(price.lt(quote.ask)).toBe(true)
  // A buy fills on the ask: below the market, the alert waits for the ask to come down to price + distance.
  const level = price.plus('0.003').toFixed()

  await desk.workspace.tab('exposure').click()
  await desk.page.getByLabel('Order', { exact: true }).selectOption(`${A}|${order.orderCode}`)
  await desk.page.getByLabel('Distance').fill('0.003')
  await desk.page.getByLabel('Distance').press('Enter')
  const alerts = desk.page.getByRole('list', { name: 'Price alerts' })
  await expect(alerts.getByTestId('price-alert')).toContainText([`EUR/USD ask at or below ${level}`])

  desk.sandbox.control.setPrice('EUR/USD', Number(level) - 0.001)
  await expect(desk.page.getByTestId('activity-toast')).toContainText(`EUR/USD ask fell to ${level}`, {
    timeout: 15_000,
  })
  await expect(desk.page.getByTestId('activity-toast')).toContainText(`order ${order.orderCode}`)
  await shotLightAndDark(desk, '143-price-alert-near-order-1024x700')
})

test(`144 Metrics totals per currency and in USD with the rate and its time, 1024x700`, async ({ desk }) => {
  await desk.page.setViewportSize({ width: 1024, height: 700 })
  await desk.signIn('Demo support', [A, B, C])
  await desk.workspace.tab('exposure').click()
  await desk.page.getByLabel('Report in').selectOption('USD')
  await desk.workspace.tab('metrics').click()

  const [a, b, c] = [await metricsOf(desk, A), await metricsOf(desk, B), await metricsOf(desk, C)]
  const grid = desk.page.getByRole('grid', { name: 'Account metrics' })
  // Each currency adds up its own accounts, never another currency's.
  const usd = grid.getByRole('row', { name: 'Subtotal USD' })
  await expect(usd).toContainText(subtotal('Balance', 'USD', new Big(a.balance).plus(c.balance)))
  await expect(usd).toContainText(subtotal('Equity', 'USD', new Big(a.equity).plus(c.equity)))
  const eur = grid.getByRole('row', { name: 'Subtotal EUR' })
  await expect(eur).toContainText(subtotal('Balance', 'EUR', b.balance))
  await expect(eur).not.toContainText('USD')

  // In USD: the EUR account's figure at the sandbox's rate, rounded to the cent, added to the USD accounts'.
  const rate = (await desk.call('books.conversionRates', { toCurrency: 'USD', fromCurrency: 'EUR' })).data[0]!
  const inUsd = (v: string) => new Big(v).times(rate.convRate).round(2, Big.roundHalfEven)
  const reported = desk.page.getByTestId('metrics-reported')
  await expect(reported).toContainText('All in USD')
  await expect(reported.locator('[data-field="equity"]')).toContainText(
    shownMoney(new Big(a.equity).plus(c.equity).plus(inUsd(b.equity)).toFixed(2)),
  )
  await expect(reported.locator('[data-field="balance"]')).toContainText(
    shownMoney(new Big(a.balance).plus(c.balance).plus(inUsd(b.balance)).toFixed(2)),
  )
  // The rate and the time it was read are on screen, not only on hover, here and in the summary bar.
  await expect(desk.page.getByTestId('metrics-rates')).toContainText(
    new RegExp(`EUR→USD ${rate.convRate.replace('.', '\\.')} · read \\d{2}:\\d{2}:\\d{2}`),
  )
  await expect(desk.page.getByTestId('metrics-rates')).toBeVisible()
  await expect(desk.workspace.summaryBar().getByTestId('summary-rates')).toBeVisible()
  await expect(desk.workspace.summaryBar().getByTestId('summary-rates')).toContainText(
    new RegExp(`EUR→USD ${rate.convRate.replace('.', '\\.')} · read \\d{2}:\\d{2}:\\d{2}`),
  )
  await shotLightAndDark(desk, '144-metrics-totals-1024x700')

  // A currency the sandbox has no rate for: nothing is converted, and the note says which.
  await desk.workspace.tab('exposure').click()
  await desk.page.getByLabel('Report in').selectOption('SEK')
  await desk.workspace.tab('metrics').click()
  await expect(reported.locator('[data-field="equity"]')).toContainText('no rate')
  await expect(desk.page.getByTestId('metrics-rates-missing').first()).toContainText(
    'No EUR→SEK rate from the server: shown in EUR, not converted.',
  )
})
