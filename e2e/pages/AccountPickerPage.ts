import { expect, type Page } from '@playwright/test'

export class AccountPickerPage {
  constructor(readonly page: Page) {}

  async expectVisible(): Promise<void> {
    await expect(this.page.getByRole('heading', { name: 'Choose accounts' })).toBeVisible()
  }

  async setAccount(code: string, on: boolean): Promise<void> {
    const box = this.page
      .getByRole('checkbox', { name: new RegExp(`^${code.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`) })
      .first()
    await box.setChecked(on)
  }

  /** Leaves exactly these accounts selected and opens them. */
  async open(codes: readonly string[]): Promise<void> {
    await this.expectVisible()
    const selected = this.page.getByRole('region', { name: 'Selected accounts' })
    for (const remove of await selected.getByRole('button', { name: /^Remove / }).all()) await remove.click()
    for (const code of codes) {
      const box = this.page.getByRole('checkbox', {
        name: new RegExp(`^${code.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`),
      })
      if ((await box.count()) > 0) await box.first().check()
      else await this.typeCodes([code])
    }
    await this.page.getByRole('button', { name: /^Open \d+ accounts?$/ }).click()
    // Someone else's accounts open only under a support case: answer the prompt as support staff would.
    const prompt = this.page.getByRole('heading', { name: 'Open a support case' })
    const tabs = this.page.getByRole('tablist', { name: 'Account views' })
    await expect(prompt.or(tabs)).toBeVisible()
    if (await prompt.isVisible()) await this.openCase('CASE-4711', 'Client asked why an order did not fill')
  }

  /** Fills the case prompt and opens the case. */
  async openCase(reference: string, reason: string): Promise<void> {
    await this.page.getByLabel('Case or ticket reference').fill(reference)
    await this.page.getByLabel('Reason').fill(reason)
    await this.page.getByRole('button', { name: 'Open case' }).click()
  }

  async searchUsers(text: string): Promise<void> {
    await this.page.getByLabel('Name, login or account').fill(text)
    await this.page.getByRole('button', { name: 'Search users' }).click()
  }

  async typeCodes(codes: readonly string[]): Promise<void> {
    await this.page.getByLabel('Client account codes').fill(codes.join(', '))
    await this.page.getByRole('button', { name: 'Add', exact: true }).click()
  }
}
