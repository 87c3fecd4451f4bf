// What main knows about passwords and saved files, said on screen: which store keeps saved passwords (or why
// none can), a profiles file that had to be set aside at start, and a password that could not be saved.
import { expect, test } from '../fixtures/desk'

test.describe.configure({ timeout: 60_000 })

test.describe('Password storage', () => {
  test('names the store that encrypts saved passwords', async ({ desk }) => {
    const storage = desk.page.getByRole('region', { name: 'Password storage' })
    await expect(storage).toContainText('Saved passwords are encrypted by test_keychain')
  })

  test.describe('on Linux without a keyring', () => {
    test.use({ secrets: { backend: 'basic_text' } })

    test('says passwords are not saved, and why', async ({ desk }) => {
      const storage = desk.page.getByRole('region', { name: 'Password storage' })
      await expect(storage).toContainText('Passwords are not saved on this computer (password store: basic_text)')
      await expect(storage).toContainText('Linux reports no keyring')
    })

    test('a connect that asked to remember the password says once that it was not saved', async ({ desk }) => {
      await desk.connectPage.addProfile({ name: 'Keyring gone', baseUrl: desk.sandboxUrl, username: 'trader' })
      // The keyring went away after this window read the store's state: the box was ticked, main refuses.
      await desk.page.evaluate(() => {
        const session = (window as unknown as { api: { session: { connect: (i: object) => Promise<unknown> } } }).api
          .session
        const connect = session.connect.bind(session)
        session.connect = (input) => connect({ ...input, rememberPassword: true })
      })
      await desk.connectPage.connectWithPassword('Keyring gone', 'demo')
      const notice = desk.page.getByRole('status').filter({ hasText: 'Connected, but the password was not saved' })
      await desk.picker.open(['default:1001'])
      await expect(notice).toContainText('Linux reports no keyring')
      await notice.getByRole('button', { name: 'Dismiss' }).click()
      await expect(notice).toHaveCount(0)
    })
  })
})

test.describe('A profiles file that cannot be read', () => {
  test.use({ userDataFiles: { 'profiles.json': '{"version": 1, "profiles": [ truncated' } })

  test('is set aside and said so on the connect screen, the Demo profiles still there', async ({ desk }) => {
    const notice = desk.page.getByRole('status').filter({ hasText: 'The saved profiles could not be read' })
    await expect(notice).toContainText('profiles.corrupt-')
    await expect(desk.page.getByRole('button', { name: 'Connect with Demo trader' })).toBeVisible()
  })
})
