// "Update ready — restart" end to end: the services' update service (with a stand-in for electron-updater)
// announces a downloaded update through the services' event path, the banner offers the restart, and main
// refuses it while the order-edit dialog — which reports itself on `update.editing` — is open.
import type { UpdateService } from '../../electron/core/updates/update-service'
import { createFakeUpdater } from '@test-support/fake-updater'
import { expect, test } from '../fixtures/desk'
import { openEditor, plainLimit } from '../pages/order-edit-steps'

test.describe.configure({ timeout: 60_000 })

/** The update service running on a stand-in updater whose downloads the test makes; returns it and its stop. */
function startFakeUpdates(updates: UpdateService, quitAndInstall: () => void = () => undefined) {
  const fake = createFakeUpdater({ checkForUpdates: async () => null, quitAndInstall })
  const stop = updates.start({
    enabled: true,
    updater: fake.updater,
    // No scheduled checks in a test: the downloads the test makes are the only events.
    timers: { setTimeout: () => 0, clearTimeout: () => undefined },
  })
  return { fake, stop }
}

test.describe('Update ready banner', () => {
  test('restarts only when asked and never under an open order edit', async ({ desk, app }) => {
    let installs = 0
    const updates = app.services.updates
    const { fake, stop } = startFakeUpdates(updates, () => void installs++)
    try {
      await desk.signIn('Demo trader', ['default:1001'])
      const banner = desk.page.getByRole('region', { name: 'Update' })
      await expect(banner).toHaveCount(0)
      fake.download({ version: '0.2.0' })
      await expect(banner).toContainText('Version 0.2.0 of DX Desk is downloaded')

      const dialog = await openEditor(desk, await plainLimit(desk))
      await expect.poll(() => updates.isEditInProgress()).toBe(true)
      // The dialog is modal; main is asked as the banner would ask it.
      const refused = await app.invoke('update.restart', {})
      expect(refused).toEqual({ ok: true, value: { restarting: false, reason: 'edit-in-progress' } })
      expect(installs).toBe(0)
      await dialog.button('Close').click()
      await expect(dialog.root).toBeHidden()
      await expect.poll(() => updates.isEditInProgress()).toBe(false)

      await banner.getByRole('button', { name: 'Later' }).click()
      await expect(banner).toHaveCount(0)
      fake.download({ version: '0.2.1' })
      await banner.getByRole('button', { name: 'Restart now' }).click()
      await expect(banner).toContainText('Restarting…')
      expect(installs).toBe(1)
    } finally {
      stop()
    }
  })

  test('a window reloaded after the download still offers the restart', async ({ desk, app }) => {
    const { fake, stop } = startFakeUpdates(app.services.updates)
    try {
      await desk.signIn('Demo trader', ['default:1001'])
      const banner = desk.page.getByRole('region', { name: 'Update' })
      fake.download({ version: '0.2.0' })
      await expect(banner).toContainText('Version 0.2.0 of DX Desk is downloaded')
      // The announcement was made once, to the page before this one.
      await desk.page.reload()
      await expect(desk.page.getByRole('tablist', { name: 'Account views' })).toBeVisible()
      await expect(banner).toContainText('Version 0.2.0 of DX Desk is downloaded')
    } finally {
      stop()
    }
  })

  test('says why a restart is refused instead of restarting', async ({ desk, app }) => {
    // No updater handed over: this build has updates switched off.
    await desk.signIn('Demo trader', ['default:1001'])
    await app.emit('update.ready', { version: '0.3.0', releaseName: 'Winter release' })
    const banner = desk.page.getByRole('region', { name: 'Update' })
    await expect(banner).toContainText('Winter release (0.3.0)')
    await banner.getByRole('button', { name: 'Restart now' }).click()
    await expect(banner.getByRole('alert')).toContainText('Updates are switched off for this installation')
    await expect(banner.getByRole('button', { name: 'Restart now' })).toBeVisible()
  })
})
