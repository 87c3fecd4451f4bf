// The connected workspace: header, case banner, summary bar and the resource tabs.
import { expect, type Locator, type Page } from '@playwright/test'
import { ResourceView } from './ResourceView'

export const TAB_TITLES = {
  positions: 'Positions',
  orders: 'Open orders',
  history: 'Order history',
  portfolio: 'Portfolio',
  metrics: 'Metrics',
  transfers: 'Cash transfers',
  events: 'Account events',
  instruments: 'Instruments',
} as const
export type TabKey = keyof typeof TAB_TITLES
/** Every tab: the resource views above plus the views that are not a resource table. */
export const VIEW_TITLES = { ...TAB_TITLES, balance: 'Balance & P/L', trades: 'Trades', exposure: 'Exposure' } as const
export type ViewKey = keyof typeof VIEW_TITLES

export class WorkspacePage {
  constructor(readonly page: Page) {}

  async expectVisible(): Promise<void> {
    await expect(this.page.getByRole('tablist', { name: 'Account views' })).toBeVisible()
  }

  tab(key: ViewKey): Locator {
    return this.page.getByRole('tab', { name: new RegExp(`^${VIEW_TITLES[key]}`) })
  }

  async open(key: ViewKey): Promise<ResourceView> {
    await this.tab(key).click()
    await expect(this.tab(key)).toHaveAttribute('aria-selected', 'true')
    return new ResourceView(this.page, VIEW_TITLES[key])
  }

  caseBanner(): Locator {
    return this.page.getByRole('region', { name: 'Case mode' })
  }

  summaryBar(): Locator {
    return this.page.getByRole('region', { name: 'Account summary' })
  }

  /** Each account's cell `selector` in the summary bar, as text: see `summaryCells`. */
  summaryCells(selector: string): Promise<Map<string, string>> {
    return summaryCells(this.summaryBar(), selector)
  }

  /** Opens the header's Activity panel (its button's name carries the unread count): the drawer and its list. */
  async openActivity(): Promise<{ panel: Locator; list: Locator }> {
    await this.page.getByRole('button', { name: /^Activity/ }).click()
    return {
      panel: this.page.getByRole('dialog', { name: 'Activity' }),
      list: this.page.getByRole('list', { name: 'Activity, newest first' }),
    }
  }

  async changeAccounts(): Promise<void> {
    // "Change accounts…", or "Change…" below 1366 px: the name is the text shown.
    await this.page.getByRole('button', { name: /^Change( accounts)?…$/ }).click()
  }

  async setTheme(theme: 'light' | 'dark'): Promise<void> {
    await this.page.getByLabel('Theme').selectOption(theme)
  }
}

/**
 * Each account's cell `selector` in the summary bar, as text, by account code. Only the rows in view are in the page,
 * so the bar is scrolled from top to bottom, half its height at a time, each row read once drawn; then back to the
 * top. A bar that stops scrolling short of its end, or never ends, or a page that paints no frame for 5 s, fails the
 * read rather than holding it forever; rows are never read before the frame after a scroll has drawn them.
 */
export async function summaryCells(bar: Locator, selector: string): Promise<Map<string, string>> {
  const read = await bar.evaluate(async (el, cellSelector) => {
    const frame = () =>
      new Promise((done, fail) => {
        const late = setTimeout(() => fail(new Error('no frame in 5 s: the page is not being painted')), 5000)
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            clearTimeout(late)
            done(undefined)
          }),
        )
      })
    const cells: Record<string, string> = {}
    el.scrollTop = 0
    try {
      for (let step = 0; step < 2000; step++) {
        await frame()
        for (const tr of el.querySelectorAll('tbody tr[data-index]')) {
          const code = tr.querySelector('.summary-bar__code')?.textContent
          const cell = tr.querySelector(cellSelector)
          if (code && cell) cells[code] = cell.textContent ?? ''
        }
        if (el.scrollTop + el.clientHeight >= el.scrollHeight - 1) return cells
        const at = el.scrollTop
        el.scrollTop += Math.max(1, Math.floor(el.clientHeight / 2))
        if (el.scrollTop === at) throw new Error(`the summary bar stopped scrolling at ${at} of ${el.scrollHeight} px`)
      }
      throw new Error(`the summary bar did not reach its end in 2000 steps (${el.scrollHeight} px)`)
    } finally {
      el.scrollTop = 0
    }
  }, selector)
  return new Map(Object.entries(read))
}
