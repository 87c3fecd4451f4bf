// The app inside the real binary: the preload's bridge, the Demo sandbox in a utilityProcess, safeStorage
// and the vault's file on disk. Needs the Electron binary; skips here with the reason.
import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { INVOKE_CHANNELS } from '@shared/ipc/channels'
import { expect, test } from './electron-app'

test('the preload exposes exactly the contract’s verbs and nothing of Node or Electron', async ({ desktop }) => {
  const surface = await desktop.window.evaluate(() => {
    const api = (window as unknown as { api: Record<string, Record<string, unknown>> }).api
    const verbs = Object.entries(api)
      .filter(([domain]) => domain !== 'on')
      .flatMap(([domain, fns]) => Object.keys(fns).map((verb) => `${domain}.${verb}`))
    const w = window as unknown as Record<string, unknown>
    return { verbs: verbs.sort(), require: typeof w.require, process: typeof w.process, ipc: 'ipcRenderer' in w }
  })
  expect(surface.verbs).toEqual([...INVOKE_CHANNELS].sort())
  expect(surface).toMatchObject({ require: 'undefined', process: 'undefined', ipc: false })
})

test('Demo trader connects through the bundled sandbox and shows positions', async ({ desktop }) => {
  const page = desktop.window
  await page.getByRole('button', { name: 'Connect with Demo trader', exact: true }).click()
  const picker = page.getByRole('heading', { name: 'Choose accounts' })
  const tabs = page.getByRole('tablist', { name: 'Account views' })
  await expect(picker.or(tabs)).toBeVisible({ timeout: 30_000 })
  if (await picker.isVisible()) await page.getByRole('button', { name: /^Open \d+ accounts?$/ }).click()
  await expect(page.getByRole('grid').first().getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 })
})

test('a remembered password is safeStorage ciphertext in a 0600 file, and the store is named', async ({ desktop }) => {
  const backend = await desktop.app.evaluate(({ safeStorage }) =>
    process.platform === 'linux' ? safeStorage.getSelectedStorageBackend() : 'os',
  )
  const storage = desktop.window.getByRole('region', { name: 'Password storage' })
  if (backend === 'basic_text' || backend === 'unknown') {
    await expect(storage).toContainText('Passwords are not saved on this computer')
    test.skip(true, `skipped: this Linux session has no keyring (safeStorage backend ${backend})`)
  }
  await expect(storage).toContainText('Saved passwords are encrypted by')

  // Saving the profile stores the password; nothing connects, so any loopback address will do.
  const page = desktop.window
  await page.getByRole('button', { name: 'Add profile…' }).click()
  const form = page.getByRole('region', { name: 'Profile editor' })
  await form.getByLabel('Profile name').fill('Vault check')
  await form.getByLabel('Server address').fill('http://127.0.0.1:9/dxsca-web')
  await form.getByLabel('Login').fill('trader')
  await form.getByLabel('Password', { exact: true }).fill('s3cret-Passw0rd')
  await form.getByLabel('Remember password').check()
  await form.getByRole('button', { name: 'Save profile' }).click()

  const file = join(desktop.userDataDir, 'secrets.json')
  await expect.poll(async () => (await stat(file).catch(() => null))?.mode ?? null).not.toBeNull()
  expect((await stat(file)).mode & 0o777).toBe(0o600)
  const text = await readFile(file, 'utf8')
  expect(text).not.toContain('s3cret-Passw0rd')
  expect(text).not.toContain(Buffer.from('s3cret-Passw0rd').toString('base64'))
})
