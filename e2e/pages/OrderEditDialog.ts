// Page object of the order-edit dialog and the audit log viewer.
import { expect, type Locator, type Page } from '@playwright/test'

export class OrderEditDialogPage {
  readonly root: Locator

  constructor(readonly page: Page) {
    this.root = page.getByTestId('order-edit-dialog')
  }

  /** Visible and its first own read of the account done (the ETag it will send is this account's). */
  async ready(): Promise<void> {
    await expect(this.root).toBeVisible()
    await expect(this.root).toHaveAttribute('data-watched', 'yes')
    await expect(this.root).toHaveAttribute('data-phase', 'editing')
  }

  /** The instrument's tick is read, as the price field's hint says: ↑/↓ move the price from now on. */
  async tickKnown(label = 'Limit price'): Promise<void> {
    await expect(this.field(label)).toHaveAccessibleDescription(/↑\/↓ move one tick/)
  }

  member(orderId: number | string): Locator {
    return this.root.getByRole('group', { name: new RegExp(`\\b${orderId}$`) })
  }

  field(label: string, orderId?: number | string): Locator {
    const scope = orderId === undefined ? this.root : this.member(orderId)
    return scope.getByLabel(new RegExp(`^${label}`))
  }

  async set(label: string, value: string, orderId?: number | string): Promise<void> {
    const f = this.field(label, orderId)
    if ((await f.evaluate((el) => el.tagName)) === 'SELECT') await f.selectOption(value)
    else await f.fill(value)
  }

  button(name: string | RegExp): Locator {
    return this.root.getByRole('button', typeof name === 'string' ? { name, exact: true } : { name })
  }

  summary(): Locator {
    return this.root.locator('.oe-summary')
  }

  /** Review (the Demo profiles review before sending) → Send. */
  async saveAndSend(): Promise<void> {
    await this.button('Review changes…').click()
    await expect(this.root.getByTestId('review-step')).toBeVisible()
    await this.button('Send change').click()
  }

  async expectPhase(phase: string): Promise<void> {
    await expect(this.root).toHaveAttribute('data-phase', phase)
  }
}

export function toast(page: Page): Locator {
  return page.getByTestId('order-edit-toast')
}

export class AuditLogPage {
  readonly root: Locator
  constructor(readonly page: Page) {
    this.root = page.getByTestId('audit-log')
  }
  async open(): Promise<void> {
    await this.page.getByRole('button', { name: 'Audit log', exact: true }).click()
    await expect(this.root).toBeVisible()
  }
  rows(): Locator {
    return this.root.getByRole('table', { name: 'Audit log entries' }).locator('tbody tr')
  }
  integrity(): Locator {
    return this.root.getByTestId('audit-integrity')
  }
}
