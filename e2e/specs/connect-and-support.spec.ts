import { createServer, type AddressInfo } from 'node:net'
import { expect, test } from '../fixtures/desk'

// Each test signs in and reads through the real main-process services; leave room on a loaded CI machine.
test.describe.configure({ timeout: 60_000 })

test.describe('Connect', () => {
  test('lists the Demo profiles first and connects with one click', async ({ desk }) => {
    // Profiles arrive over IPC after first paint: a retrying assertion, not a one-off read.
    const names = desk.connectPage.profileCards().locator('strong')
    await expect(names.nth(0)).toHaveText('Demo trader')
    await expect(names.nth(1)).toHaveText('Demo support')
    await desk.connectPage.connect('Demo trader')
    await expect(
      desk.page.getByRole('heading', { name: 'Choose accounts' }).or(desk.page.getByRole('tablist')),
    ).toBeVisible()
  })

  test('validates the profile form field by field and sends nothing invalid', async ({ desk }) => {
    const form = await desk.connectPage.openNewProfile()
    await form.getByLabel('Server address').fill('http://broker.example.com/dxsca-web')
    await form.getByLabel('Display time zone').fill('Mars/Olympus')
    await form.getByRole('button', { name: 'Save profile' }).click()
    await expect(form.getByLabel('Profile name')).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByText('Give the profile a name')).toBeVisible()
    await expect(form.getByLabel('Server address')).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByText(/must start with https:\/\//)).toBeVisible()
    await expect(form.getByLabel('Display time zone')).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByLabel('Login')).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByRole('alert').filter({ hasText: 'fields need attention' })).toBeVisible()
  })

  test('wrong password: says so in plain words', async ({ desk }) => {
    await desk.connectPage.addProfile({ name: 'Alex typo', baseUrl: desk.sandboxUrl, username: 'trader' })
    await desk.connectPage.connectWithPassword('Alex typo', 'not-the-password')
    await desk.connectPage.expectError('Wrong username or password')
    await expect(desk.connectPage.error()).toContainText('"trader"')
    await expect(desk.connectPage.error()).toContainText('passwords are case-sensitive')
    // The next try is typed at once: focus is back in the password box, not on the page.
    await expect(
      desk.page.getByRole('form', { name: 'Password for Alex typo' }).getByLabel(/^Password for/),
    ).toBeFocused()
  })

  test('unreachable server: names the server and the next step, once', async ({ desk }) => {
    // A port that was free a moment ago: nothing listens there, so the connection is refused.
    const probe = createServer()
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
    const port = (probe.address() as AddressInfo).port
    await new Promise<void>((resolve) => probe.close(() => resolve()))
    const baseUrl = `http://127.0.0.1:${port}/dxsca-web`
    await desk.connectPage.addProfile({ name: 'Closed port', baseUrl, username: 'trader' })
    await desk.connectPage.connectWithPassword('Closed port', 'demo')
    await desk.connectPage.expectError('Server unreachable')
    await expect(desk.connectPage.error()).toContainText('Check the server address')
    // Said once, with its cause: not "could not be reached. The server could not be reached."
    await expect(desk.connectPage.error().locator('.error-panel__sentence')).toHaveText(
      `The server at ${baseUrl} could not be reached: it refused the connection (is the address right and the server running?).`,
    )
  })

  test('a user without API access: "API not permitted"', async ({ desk }) => {
    await desk.connectPage.addProfile({ name: 'Dana', baseUrl: desk.sandboxUrl, username: 'noapi' })
    await desk.connectPage.connectWithPassword('Dana', 'demo')
    await desk.connectPage.expectError('API not permitted')
    await expect(desk.connectPage.error()).toContainText('404 "2"')
  })

  test('an account that is not visible says so, naming the account', async ({ desk }) => {
    await desk.signIn('Demo support', ['default:9999'])
    const view = await desk.workspace.open('positions')
    const alert = view.region.getByRole('alert')
    await expect(alert).toContainText('Not visible to you')
    await expect(alert).toContainText('default:9999 is not visible to you or does not exist')
  })
})

test.describe('Support case mode', () => {
  test('banner names whose accounts are on screen; Edit stays disabled until unlocked', async ({ desk }) => {
    await desk.connectPage.connect('Demo support')
    await desk.picker.expectVisible()
    await expect(desk.page.getByText(/read-only case mode/)).toBeVisible()
    await desk.picker.searchUsers('Alex')
    await desk.picker.setAccount('default:1001', true)
    await desk.page.getByRole('button', { name: 'Open 1 account' }).click()
    await desk.picker.openCase('CASE-4711', 'Client asked to move the stop')
    await desk.workspace.expectVisible()

    const banner = desk.workspace.caseBanner()
    await expect(banner).toContainText('Viewing accounts of Alex Trader (trader@default): default:1001')
    await expect(banner).toContainText('Read-only')

    const view = await desk.workspace.open('orders')
    await view.ready()
    const edit = view
      .grid()
      .getByRole('button', { name: /^Edit order \d+/ })
      .first()
    await expect(edit).toHaveAttribute('aria-disabled', 'true')
    await expect(edit).toHaveAttribute('title', /unlock editing/)
    await edit.click({ force: true })
    await expect(view.region.getByRole('status').filter({ hasText: 'Read-only case mode' })).toBeVisible()

    await banner.getByRole('button', { name: 'Unlock editing…' }).click()
    const dialog = desk.page.getByRole('dialog', { name: 'Unlock editing for default:1001' })
    await dialog.getByRole('button', { name: 'Unlock editing' }).click()
    await expect(dialog.getByLabel(/Reason/)).toHaveAttribute('aria-invalid', 'true')
    await dialog.getByLabel(/Reason/).fill('Ticket 4711: client asked to move the stop')
    await dialog.getByRole('button', { name: 'Unlock editing' }).click()
    await expect(banner).toContainText('Editing unlocked for default:1001')
    await expect(
      view
        .grid()
        .getByRole('button', { name: /^Edit order \d+$/ })
        .first(),
    ).not.toHaveAttribute('aria-disabled', 'true')
  })

  test('an unlock is for one client account: after Change accounts… the next client is read-only again', async ({
    desk,
  }) => {
    await desk.signIn('Demo support', ['default:1001'])
    const banner = desk.workspace.caseBanner()
    await banner.getByRole('button', { name: 'Unlock editing…' }).click()
    const first = desk.page.getByRole('dialog', { name: 'Unlock editing for default:1001' })
    await first.getByLabel(/Reason/).fill('Ticket A-1: client A asked')
    await first.getByRole('button', { name: 'Unlock editing' }).click()
    await expect(banner).toContainText('Editing unlocked for default:1001')

    await desk.workspace.changeAccounts()
    await desk.picker.open(['default:2001'])
    await expect(banner).toContainText('Read-only')
    await expect(banner).not.toContainText('Editing unlocked')
    const view = await desk.workspace.open('orders')
    await view.ready()
    await expect(
      view
        .grid()
        .getByRole('button', { name: /^Edit order \d+/ })
        .first(),
    ).toHaveAttribute('aria-disabled', 'true')
    await banner.getByRole('button', { name: 'Unlock editing…' }).click()
    await expect(desk.page.getByRole('dialog', { name: 'Unlock editing for default:2001' })).toBeVisible()
  })

  test('support staff can type client account codes and see several clients at once', async ({ desk }) => {
    await desk.connectPage.connect('Demo support')
    await desk.picker.typeCodes(['default:1001', 'default:2001'])
    await desk.page.getByRole('button', { name: 'Open 2 accounts' }).click()
    await desk.picker.openCase('CASE-4711', 'Two clients asked about the same fill')
    await expect(desk.workspace.caseBanner()).toContainText('default:1001, default:2001')
    // Owners of typed accounts are looked up, so the banner says whose accounts these are.
    await expect(desk.workspace.caseBanner()).toContainText('Alex Trader (trader@default)')
    await expect(desk.workspace.caseBanner()).toContainText('Blair Trader (trader2@default)')
    const view = await desk.workspace.open('positions')
    await view.ready()
    expect(await view.groupLabels()).toHaveLength(2)
  })
})

test.describe('Keyboard', () => {
  test('Alt+digit switches views; arrows move between tabs', async ({ desk }) => {
    await desk.signIn('Demo trader', ['default:1001'])
    await desk.page.keyboard.press('Alt+3')
    await expect(desk.workspace.tab('history')).toHaveAttribute('aria-selected', 'true')
    await expect(desk.workspace.tab('history')).toBeFocused()
    await expect(desk.workspace.tab('history')).toHaveAttribute('title', 'Order history (Alt+3)')
    await desk.page.keyboard.press('ArrowRight')
    await expect(desk.workspace.tab('portfolio')).toHaveAttribute('aria-selected', 'true')
    await desk.page.keyboard.press('Alt+8')
    await expect(desk.workspace.tab('instruments')).toHaveAttribute('aria-selected', 'true')
  })
})
