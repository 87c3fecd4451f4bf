// The Connect screen: profile cards, the profile form, connect progress and errors.
import { expect, type Locator, type Page } from '@playwright/test'

export class ConnectPage {
  constructor(readonly page: Page) {}

  heading(): Locator {
    return this.page.getByRole('heading', { name: 'Connect' })
  }

  profileCards(): Locator {
    return this.page.getByRole('listitem').filter({ has: this.page.getByRole('button', { name: /^Connect with / }) })
  }

  async connect(profileName: string): Promise<void> {
    await this.page.getByRole('button', { name: `Connect with ${profileName}`, exact: true }).click()
  }

  /** Connects with a typed password when the profile has none saved. */
  async connectWithPassword(profileName: string, password: string): Promise<void> {
    await this.connect(profileName)
    const prompt = this.page.getByRole('form', { name: `Password for ${profileName}` })
    await prompt.getByLabel(/^Password for/).fill(password)
    await prompt.getByRole('button', { name: 'Connect' }).click()
  }

  error(): Locator {
    return this.page.getByRole('alert').filter({ has: this.page.locator('.error-panel__title') })
  }

  async expectError(title: string | RegExp): Promise<void> {
    await expect(this.error().locator('.error-panel__title')).toHaveText(title)
  }

  async openNewProfile(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Add profile…' }).click()
    const form = this.page.getByRole('form', { name: 'New profile' })
    await expect(form).toBeVisible()
    return form
  }

  async addProfile(fields: {
    name: string
    baseUrl: string
    username: string
    domain?: string
    kind?: 'trader' | 'support'
    timeZone?: string
    sizeUnit?: 'units' | 'lots'
    /** The order editor's far-from-market warning threshold, in percent. */
    warnFarFromMarketPercent?: number
  }): Promise<void> {
    const form = await this.openNewProfile()
    await form.getByLabel('Profile name').fill(fields.name)
    if (fields.kind) await form.getByLabel('Used by').selectOption(fields.kind)
    await form.getByLabel('Server address').fill(fields.baseUrl)
    await form.getByLabel('Login').fill(fields.username)
    if (fields.domain) await form.getByLabel('Domain').fill(fields.domain)
    if (fields.timeZone) await form.getByLabel('Display time zone').fill(fields.timeZone)
    if (fields.sizeUnit) await form.getByLabel('Show order sizes in').selectOption(fields.sizeUnit)
    if (fields.warnFarFromMarketPercent !== undefined) {
      await form
        .getByLabel(/^Warn when a price is further from the market/)
        .fill(String(fields.warnFarFromMarketPercent))
    }
    await form.getByRole('button', { name: 'Save profile' }).click()
    await expect(form).toBeHidden()
  }

  /** Adds a profile for the Demo trader that shows sizes in lots, and connects with it. */
  async connectInLots(baseUrl: string, name = 'Alex in lots'): Promise<void> {
    await this.addProfile({ name, baseUrl, username: 'trader', sizeUnit: 'lots' })
    await this.connectWithPassword(name, 'demo')
  }
}
