// A support desk with 200 client accounts: the summary bar puts only the rows in view (and a few either side) in the
// page, yet counts every account that is live and keeps each column as wide as its widest figure, wherever that
// account's row is.
import { act, fireEvent, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AccountMetrics } from '@shared/api/records'
import { formatMoney } from '../../lib/format'
import { layOutSummaryBar, mountSummary, summarySession, watchStatus } from './summary-fixture'
import { fakeWindowApiEachTest } from '@test-support/fake-window-api'

const CLIENTS = 200
const codes = Array.from({ length: CLIENTS }, (_, i) => `default:${5001 + i}`)
/** Far down the list, out of view: the account with the largest balance. */
const RICHEST = 'default:5151'

const metricsOf = (account: string) =>
  ({
    account,
    balance: account === RICHEST ? '987654321.5' : '10000',
    equity: '10000',
    maintenanceMargin: '0',
    openPositionsCount: 0,
    openOrdersCount: 1,
  }) as unknown as AccountMetrics

fakeWindowApiEachTest()

layOutSummaryBar()

describe('summary bar with 200 accounts', () => {
  it('has the rows in view in the page, counts all 200 live, and sizes the columns by the widest row', () => {
    const session = summarySession(codes)
    const bar = mountSummary({ session, metrics: codes.map(metricsOf), status: watchStatus(codes) }).bar()
    const shown = within(bar)
      .getAllByRole('rowheader')
      .filter((th) => th.closest('tr[data-index]'))
    expect(shown.length).toBeGreaterThan(5)
    expect(shown.length).toBeLessThan(30)
    expect(shown[0]).toHaveTextContent('default:5001')
    expect(bar).toHaveAttribute('data-accounts', String(CLIENTS))
    expect(bar).toHaveAttribute('data-live-accounts', String(CLIENTS))
    // A screen reader hears every row counted: the header, 200 accounts and the USD total; each drawn row its place.
    const table = within(bar).getByRole('table')
    expect(table).toHaveAttribute('aria-rowcount', String(1 + CLIENTS + 1))
    expect(shown[0]?.closest('tr')).toHaveAttribute('aria-rowindex', '2')
    expect(shown.at(-1)?.closest('tr')).toHaveAttribute('aria-rowindex', String(shown.length + 1))
    expect(within(bar).getByTestId('summary-total-USD')).toHaveAttribute('aria-rowindex', String(CLIENTS + 2))
    // The richest account is far out of view; its row is laid out in the table (the balance column fits its figure)
    // but neither shown nor read aloud.
    expect(within(bar).queryByRole('rowheader', { name: new RegExp(RICHEST) })).toBeNull()
    const sizer = bar.querySelector('tr.summary-bar__sizer [data-field="balance"]')
    expect(sizer).toHaveTextContent(formatMoney('987654321.5'))
    expect(sizer?.closest('tr')).toHaveAttribute('aria-hidden', 'true')
  })

  it('Tab from the last row in the page reaches the next account’s code, drawn and scrolled to', async () => {
    // A broker's own scheme: every code is longer than the column, so each row's code takes the focus.
    const long = codes.map((c) => c.replace('default:', 'default:desk-europe-'))
    const scrolled = { top: 0 }
    Object.defineProperty(HTMLElement.prototype, 'scrollTop', {
      configurable: true,
      get: () => scrolled.top,
      set: (top: number) => (scrolled.top = top),
    })
    // The bar scrolls as far as its rows reach (one line each).
    Object.defineProperty(HTMLElement.prototype, 'scrollHeight', { configurable: true, get: () => CLIENTS * 19 })
    HTMLElement.prototype.scrollTo = function (this: HTMLElement, options?: ScrollToOptions | number) {
      scrolled.top = typeof options === 'object' ? (options.top ?? 0) : 0
      this.dispatchEvent(new Event('scroll'))
    }
    try {
      const session = summarySession(long)
      const bar = mountSummary({ session, metrics: long.map(metricsOf), status: watchStatus(long) }).bar()
      // The account rows in the page (the total row follows them).
      const inPage = within(bar)
        .getAllByRole('rowheader')
        .filter((th) => th.closest('tr[data-index]'))
      const last = inPage.at(-1)!
      const next = long[inPage.length]!
      expect(within(bar).queryByRole('rowheader', { name: new RegExp(next) })).toBeNull()
      const code = within(last).getByText(/desk-europe/)
      act(() => code.focus())
      fireEvent.keyDown(code, { key: 'Tab' })
      await waitFor(() => expect(document.activeElement).toHaveTextContent(next))
      expect(within(bar).getByRole('rowheader', { name: new RegExp(next) })).toBeInTheDocument()
      expect(scrolled.top).toBeGreaterThan(0)
    } finally {
      delete (HTMLElement.prototype as unknown as Record<string, unknown>).scrollTop
      delete (HTMLElement.prototype as unknown as Record<string, unknown>).scrollHeight
      delete (HTMLElement.prototype as unknown as Record<string, unknown>).scrollTo
    }
  })
})
