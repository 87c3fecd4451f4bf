// Checklist items 1 and 11 from inside the renderer: after the app has booted and a trader has signed in, the page
// has no Node or Electron globals (context isolation, no node integration, nothing shimmed in by the bundler), and
// its one bridge, window.api, is a frozen object of functions. The shipped preload's own surface is checked in
// build/security/preload-surface.test.ts; the live window's preferences in e2e/electron/web-preferences.spec.ts.
import { expect, test } from '../fixtures/desk'

test.describe.configure({ timeout: 60_000 })

test('the renderer sees no Node or Electron globals, and window.api is only functions', async ({ desk, page }) => {
  await desk.signIn('Demo trader', ['default:1001'])
  const globals = await page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>
    return Object.fromEntries(
      [
        'require',
        'process',
        'module',
        'exports',
        'Buffer',
        'global',
        '__dirname',
        '__filename',
        'ipcRenderer',
        'electron',
      ].map((name) => [name, typeof w[name]]),
    )
  })
  expect(
    Object.values(globals).every((type) => type === 'undefined'),
    JSON.stringify(globals),
  ).toBe(true)

  const surface = await page.evaluate(() => {
    const api = (window as unknown as { api: Record<string, Record<string, unknown>> }).api
    const leaves: Array<[string, string]> = []
    for (const [domain, verbs] of Object.entries(api)) {
      for (const [verb, value] of Object.entries(verbs)) leaves.push([`${domain}.${verb}`, typeof value])
    }
    return { frozen: Object.isFrozen(api), leaves }
  })
  expect(surface.frozen).toBe(true)
  expect(surface.leaves.length).toBeGreaterThan(10)
  expect(surface.leaves.filter(([, type]) => type !== 'function')).toEqual([])
})
