// Page object of one resource tab: its toolbar, generated filter panel, chips, pager, the virtualized grid
// and CSV export. Locators are role-based; grid cells are addressed by their column id.
import { expect, type Download, type Locator, type Page } from '@playwright/test'

export class ResourceView {
  readonly page: Page
  readonly region: Locator

  constructor(page: Page, title: string) {
    this.page = page
    this.region = page.getByRole('region', { name: title, exact: true })
  }

  grid(name?: string): Locator {
    return name ? this.region.getByRole('grid', { name, exact: true }) : this.region.getByRole('grid').first()
  }

  /** Waits until the grid shows data (or its empty state) and nothing is loading. */
  async ready(gridName?: string): Promise<void> {
    // A view's first grid waits for its code chunk and its first read; on a 2-CPU runner busy with a second
    // browser that can pass the default 5 s without anything being wrong. What the view shows is asserted after.
    await expect(this.grid(gridName)).toBeVisible({ timeout: 15_000 })
    await expect(this.grid(gridName)).not.toHaveAttribute('aria-busy', 'true')
    await expect(this.region.getByRole('button', { name: 'Refresh now' })).toBeEnabled()
  }

  async rowCount(gridName?: string): Promise<number> {
    return Number(await this.grid(gridName).locator('..').getAttribute('data-row-count'))
  }

  columnHeaders(gridName?: string): Locator {
    return this.grid(gridName).getByRole('columnheader')
  }

  /**
   * Every painted row in display order, scrolling the virtualized grid from top to bottom (only the rows in
   * view exist in the DOM): data rows give the text of `columnId`, group and subtotal rows their text.
   */
  async scan(
    columnId: string,
    gridName?: string,
  ): Promise<Array<{ kind: 'row' | 'group' | 'subtotal'; text: string }>> {
    const grid = this.grid(gridName)
    return grid.evaluate(async (el, col) => {
      const seen = new Map<number, { kind: 'row' | 'group' | 'subtotal'; text: string }>()
      const collect = () => {
        for (const row of el.querySelectorAll<HTMLElement>('.data-table__body [role="row"]')) {
          const index = Number(row.getAttribute('aria-rowindex'))
          if (row.classList.contains('data-table__row--group'))
            seen.set(index, { kind: 'group', text: row.textContent ?? '' })
          else if (row.classList.contains('data-table__row--subtotal'))
            seen.set(index, { kind: 'subtotal', text: row.textContent ?? '' })
          else {
            const cell = row.querySelector<HTMLElement>(`[data-column-id="${col}"]`)
            seen.set(index, { kind: 'row', text: cell?.title || cell?.textContent || '' })
          }
        }
      }
      const frame = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
      el.scrollTop = 0
      await frame()
      collect()
      while (el.scrollTop + el.clientHeight < el.scrollHeight - 1) {
        el.scrollTop += Math.max(50, el.clientHeight - 60)
        await frame()
        collect()
      }
      el.scrollTop = 0
      await frame()
      return [...seen.entries()].sort((a, b) => a[0] - b[0]).map(([, v]) => v)
    }, columnId)
  }

  /** Every value of one column in display order (all rows, not just the ones in view). */
  async columnValues(columnId: string, gridName?: string): Promise<string[]> {
    return (await this.scan(columnId, gridName)).filter((r) => r.kind === 'row').map((r) => r.text)
  }

  /** Group header labels of multi-account mode. */
  async groupLabels(gridName?: string): Promise<string[]> {
    return (await this.scan('account', gridName)).filter((r) => r.kind === 'group').map((r) => r.text)
  }

  /** Subtotal rows' text, in order. */
  async subtotals(gridName?: string): Promise<string[]> {
    return (await this.scan('account', gridName)).filter((r) => r.kind === 'subtotal').map((r) => r.text)
  }

  subtotalRows(gridName?: string): Locator {
    return this.grid(gridName).getByRole('row', { name: /^Subtotal / })
  }

  async sortBy(header: string | RegExp, gridName?: string): Promise<void> {
    await this.grid(gridName).getByRole('columnheader', { name: header }).getByRole('button').click()
  }

  // --- filters

  async openFilters(): Promise<Locator> {
    const toggle = this.region.getByRole('button', { name: /^Filters/ })
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
    const form = this.region.getByRole('form', { name: /filters$/ })
    await expect(form).toBeVisible()
    return form
  }

  async tick(param: string, values: readonly string[]): Promise<void> {
    const form = await this.openFilters()
    const group = form.getByRole('group', { name: new RegExp(`\\(${param}\\)$`) })
    for (const v of values) await group.getByRole('checkbox', { name: v, exact: true }).check()
  }

  /** A text, number, date-time or select control, found by its "(wire-name)" label. */
  field(form: Locator, param: string): Locator {
    return form.getByLabel(new RegExp(`\\(${param.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&')}\\)$`))
  }

  async fill(param: string, value: string): Promise<void> {
    const form = await this.openFilters()
    await this.field(form, param).fill(value)
  }

  async select(param: string, value: string): Promise<void> {
    const form = await this.openFilters()
    await this.field(form, param).selectOption(value)
  }

  async applyFilters(): Promise<void> {
    const form = await this.openFilters()
    await form.getByRole('button', { name: 'Apply filters' }).click()
    // The click's render shows the previous rows dimmed (aria-busy) until the new read answers: what a test reads
    // next must be the filtered rows, not those, however long the answer takes on a loaded runner.
    await this.ready()
  }

  /** Applies an issue-time range whose end comes before its start; answers the filter form, open to show why. */
  async applyBackwardsRange(): Promise<Locator> {
    await this.fill('issued-from', '2026-11-20T10:00:00')
    await this.fill('issued-to', '2026-11-01T10:00:00')
    await this.applyFilters()
    return this.openFilters()
  }

  async resetFilters(): Promise<void> {
    await this.region.getByRole('button', { name: 'Reset filters' }).first().click()
    await this.ready()
  }

  chips(): Locator {
    return this.region
      .getByRole('list', { name: 'Active filters' })
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('button', { name: /^Remove filter/ }) })
  }

  async removeChip(label: string): Promise<void> {
    await this.region.getByRole('button', { name: `Remove filter ${label}` }).click()
  }

  // --- paging

  pager(): Locator {
    return this.region.getByRole('navigation')
  }

  async pageSize(size: number): Promise<void> {
    await this.pager().getByLabel('Page size').selectOption(String(size))
  }

  // --- export

  async exportCsv(button: Locator = this.region.getByRole('button', { name: 'Export CSV' }).first()): Promise<string> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), button.click()])
    return readDownload(download)
  }
}

export async function readDownload(download: Download): Promise<string> {
  const stream = await download.createReadStream()
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array))
  return Buffer.concat(chunks).toString('utf8')
}
