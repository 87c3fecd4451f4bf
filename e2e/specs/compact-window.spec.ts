// The smallest supported window, 1024 × 700 (a trader's laptop), and a large monitor, 1440 × 900: the top bar and
// the account summary are one line each with every control in reach, and the order editor shows the order's
// price, quantity and Save without scrolling.
import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../fixtures/desk'
import { openEditor, plainLimit } from '../pages/order-edit-steps'

test.describe.configure({ timeout: 60_000 })

/** The header's visible parts, left to right, with their boxes and whether their text is cut short. */
async function headerParts(page: Page) {
  return page.locator('.workspace__header').evaluate((header) => {
    const frame = header.getBoundingClientRect()
    const parts = [...header.children]
      .map((el) => ({ el: el as HTMLElement, box: el.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0)
      .map(({ el, box }) => ({
        text: el.textContent ?? '',
        left: box.left,
        right: box.right,
        top: box.top,
        bottom: box.bottom,
        cut: el.scrollWidth > el.clientWidth + 1,
      }))
    return { frame: { top: frame.top, bottom: frame.bottom, height: frame.height }, parts }
  })
}

async function expectOneLineHeader(page: Page, width: number, { whole }: { whole: boolean }) {
  const { frame, parts } = await headerParts(page)
  // One line: no taller than one row of buttons, every part inside it, side by side and inside the window.
  expect(frame.height).toBeLessThan(42)
  for (const [i, p] of parts.entries()) {
    expect(p.top, p.text).toBeGreaterThanOrEqual(frame.top)
    expect(p.bottom, p.text).toBeLessThanOrEqual(frame.bottom)
    expect(p.right, p.text).toBeLessThanOrEqual(width)
    const next = parts[i + 1]
    if (next) expect(p.right, `${p.text} | ${next.text}`).toBeLessThanOrEqual(next.left)
    if (whole) expect(p.cut, p.text).toBe(false)
  }
}

/** Every header control is on screen and takes the focus under its accessible name, in reading order by Tab. */
async function expectControlsInReach(page: Page, width: number) {
  const header = page.locator('.workspace__header')
  // Label in name (WCAG 2.5.3): the button is called what it shows, so "click Change…" spoken at 1024 px works,
  // and it is described by the accounts it changes.
  const change = header.getByRole('button', { name: width >= 1366 ? 'Change accounts…' : 'Change…', exact: true })
  await expect(change).toHaveAccessibleName((await change.innerText()).trim())
  await expect(change).toHaveAccessibleDescription(/^Accounts: default:1001\b/)
  const controls: Locator[] = [
    change,
    header.getByRole('button', { name: /^Activity/ }),
    header.getByRole('button', { name: 'Audit log', exact: true }),
    header.getByRole('button', { name: 'Report a problem…', exact: true }),
    header.getByRole('combobox', { name: 'Theme', exact: true }),
    header.getByRole('button', { name: 'Disconnect', exact: true }),
  ]
  await controls[0]?.focus()
  for (const control of controls) {
    await expect(control).toBeInViewport({ ratio: 1 })
    await expect(control).toBeFocused()
    await page.keyboard.press('Tab')
  }
}

async function expectSummaryBeside(page: Page) {
  const bar = page.getByRole('region', { name: 'Account summary' })
  const asOf = bar.getByText(/as of/)
  await expect(asOf).toBeVisible()
  const table = await bar.getByRole('table').boundingBox()
  const time = await asOf.boundingBox()
  const refresh = await bar.getByRole('button', { name: 'Refresh account summary' }).boundingBox()
  if (!table || !time || !refresh) throw new Error('no summary table, time or refresh')
  // Beside the figures, not under them: no line of its own, nothing out of the window.
  for (const box of [time, refresh]) {
    expect(box.x).toBeGreaterThanOrEqual(table.x + table.width)
    expect(box.y + box.height).toBeLessThanOrEqual(table.y + table.height + 2)
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0)
  }
  expect(await bar.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
  // The figures themselves are readable (13 px or more: the bar closes up its spacing instead of shrinking them)
  // and whole: none is cut short to make room.
  const figures = await bar.locator('tbody td[data-field]').evaluateAll((cells) =>
    cells.map((td) => ({
      field: td.getAttribute('data-field') ?? '',
      size: parseFloat(getComputedStyle(td).fontSize),
      cut: td.scrollWidth > td.clientWidth + 1,
    })),
  )
  expect(figures.length).toBeGreaterThanOrEqual(8)
  for (const f of figures) {
    expect(f.size, f.field).toBeGreaterThanOrEqual(13)
    expect(f.cut, f.field).toBe(false)
  }
  // The zone the time is in is still there for whoever looks for it.
  await expect(asOf).toHaveAttribute('title', /^Read at \d\d:\d\d:\d\d \S+/)
}

for (const [width, height] of [
  [1024, 700],
  [1440, 900],
] as const) {
  test.describe(`at ${width} × ${height}`, () => {
    test.use({ viewport: { width, height } })

    test('the top bar and the account summary are one line each, every control in reach by keyboard', async ({
      desk,
    }) => {
      await desk.signIn('Demo trader', ['default:1001'])
      const view = await desk.workspace.open('positions')
      await view.ready()
      await expectOneLineHeader(desk.page, width, { whole: true })
      await expectControlsInReach(desk.page, width)
      await expectSummaryBeside(desk.page)
      const header = desk.page.locator('.workspace__header')
      // Whatever gave way is still there for whoever looks for it.
      await expect(header.getByTitle(/^Logged-in user: Alex Trader \(trader@default\)/)).toBeAttached()
      await expect(header.getByTitle(/local time, UTC/)).toBeAttached()
      if (width >= 1440) await expect(header.getByText('local time, UTC')).toBeVisible()
    })

    test('a trader with two accounts: at 1440 px the name and both account codes whole', async ({ desk }) => {
      await desk.signIn('Demo trader', ['default:1001', 'default:1002'])
      const view = await desk.workspace.open('positions')
      await view.ready()
      const header = desk.page.locator('.workspace__header')
      const cut = (l: Locator) => l.evaluate((el) => el.scrollWidth > el.clientWidth)
      await expect(header.locator('.workspace__user')).toContainText('Alex Trader')
      // At 1024 px the name may give way (its tooltip has it); at 1440 px nothing need.
      if (width >= 1440) {
        expect(await cut(header.locator('.workspace__user')), 'the name whole').toBe(false)
        await expect(header.locator('.workspace__accounts')).toHaveText('Accounts: default:1001, default:1002')
        expect(await cut(header.locator('.workspace__accounts')), 'both accounts whole').toBe(false)
      }
    })

    test('every view tab is in the window; the last one opens without shifting the page sideways', async ({ desk }) => {
      await desk.signIn('Demo trader', ['default:1001', 'default:1002'])
      const tabs = desk.page.getByRole('tablist', { name: 'Account views' }).getByRole('tab')
      const last = tabs.last()
      await last.click()
      await expect(last).toHaveAttribute('aria-selected', 'true')
      const box = await last.boundingBox()
      expect(box!.x + box!.width, 'the last tab ends inside the window').toBeLessThanOrEqual(width)
      const page = await desk.page.evaluate(() => ({
        scrollX: window.scrollX,
        wide: document.documentElement.scrollWidth,
      }))
      expect(page, 'the page does not scroll sideways').toEqual({ scrollX: 0, wide: width })
    })

    test('support with two accounts: still one line, the controls in reach', async ({ desk }) => {
      await desk.signIn('Demo support', ['default:1001', 'default:1002'])
      const view = await desk.workspace.open('positions')
      await view.ready()
      await expectOneLineHeader(desk.page, width, { whole: false })
      await expectControlsInReach(desk.page, width)
      await expectSummaryBeside(desk.page)
    })

    test('a filter range the wrong way round: the error is beside its field and in view, the page does not scroll', async ({
      desk,
    }) => {
      await desk.signIn('Demo trader', ['default:1001'])
      const view = await desk.workspace.open('history')
      await view.ready()
      await view.fill('issued-from', '2026-11-20T10:00:00')
      await view.fill('issued-to', '2026-11-01T10:00:00')
      await view.applyFilters()
      const form = await view.openFilters()
      const to = view.field(form, 'issued-to')
      await expect(to).toBeFocused()
      await expect(to).toHaveAttribute('aria-invalid', 'true')
      // Named with the fields' labels (not "issued-to must not be before issued-from"), right under the field.
      const error = form.getByText('“Issued to” must not be before “Issued from”.', { exact: true })
      await expect(to).toHaveAccessibleDescription(/“Issued to” must not be before “Issued from”\./)
      await expect(error).toBeInViewport({ ratio: 1 })
      const [field, said] = [await to.boundingBox(), await error.boundingBox()]
      if (!field || !said) throw new Error('no field or error box')
      expect(said.y).toBeGreaterThanOrEqual(field.y + field.height - 1)
      expect(said.y).toBeLessThan(field.y + field.height + 24)
      // The panel scrolls inside itself: the window never does, so the top bar, Apply and some rows stay in view.
      expect(await desk.page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(height)
      await expect(desk.page.getByRole('button', { name: 'Disconnect', exact: true })).toBeInViewport({ ratio: 1 })
      await expect(form.getByText(/not valid; nothing was sent: Issued to\./)).toBeInViewport({ ratio: 1 })
      await expect(form.getByRole('button', { name: 'Apply filters' })).toBeInViewport({ ratio: 1 })
      expect((await view.grid().boundingBox())?.height ?? 0).toBeGreaterThan(60)
    })

    test("the order editor shows the order's price, quantity and Save without scrolling", async ({ desk }) => {
      await desk.signIn('Demo trader', ['default:1001'])
      const dialog = await openEditor(desk, await plainLimit(desk))
      await expect(dialog.root.getByTestId('quote-ask')).toBeVisible()
      await expect(dialog.root.getByTestId('candle-canvas').locator('canvas').first()).toBeVisible()
      // Inside the window and not scrolled out of the dialog's body (the observer counts both).
      for (const target of [
        dialog.field('Limit price'),
        dialog.field('Quantity'),
        dialog.button('Review changes…'),
        dialog.root.getByTestId('quote-ask'),
      ]) {
        await expect(target).toBeInViewport({ ratio: 1 })
      }
      expect(await dialog.root.locator('.oe-body').evaluate((el) => el.scrollTop)).toBe(0)
      // Nothing lost: the chart is one scroll away.
      await dialog.root.getByTestId('price-chart').scrollIntoViewIfNeeded()
      await expect(dialog.root.getByTestId('candle-canvas').locator('canvas').first()).toBeInViewport()
    })
  })
}
