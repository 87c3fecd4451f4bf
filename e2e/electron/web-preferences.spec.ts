// Checklist items 1–4 and 24 on a running window: Electron's own account of the preferences it applied, and
// a packaged app that refuses the remote-debugging switches (so no DevTools can attach; its window is built
// with devTools off, see window-options.test.ts). Needs the Electron binary; skips here with the reason.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { exitWithin, expect, isolatedEnv, NO_PACKAGED_APP, packagedApp, packagedExecutable, test } from './electron-app'

test('the window runs with the secure web preferences (items 1–4)', async ({ desktop }) => {
  const prefs = await desktop.app.evaluate(({ BrowserWindow }) => {
    const [window] = BrowserWindow.getAllWindows()
    // Electron's own record of the preferences it applied (an undocumented but long-standing method).
    const contents = window?.webContents as unknown as { getLastWebPreferences?: () => Record<string, unknown> }
    return contents?.getLastWebPreferences ? { ...contents.getLastWebPreferences() } : null
  })
  expect(prefs).toMatchObject({
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webviewTag: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
  })
  expect(prefs?.experimentalFeatures ?? false).toBe(false)
  expect(prefs?.enableBlinkFeatures ?? '').toBe('')
  expect(await desktop.window.evaluate(() => typeof (window as unknown as { require?: unknown }).require)).toBe(
    'undefined',
  )
})

test('the renderer process is sandboxed and the app sandbox is on (item 2)', async ({ desktop }) => {
  test.skip(process.platform === 'linux', 'skipped: Electron reports OS-level sandboxing only on macOS and Windows')
  const sandboxed = await desktop.app.evaluate(({ app, BrowserWindow }) => {
    const [window] = BrowserWindow.getAllWindows()
    const pid = window?.webContents.getOSProcessId()
    const metric = app.getAppMetrics().find((m) => m.pid === pid)
    return { sandboxed: metric?.sandboxed ?? null, type: metric?.type ?? null }
  })
  expect(sandboxed).toEqual({ sandboxed: true, type: 'Tab' })
})

test('the packaged app refuses to start with remote debugging, so nothing can attach DevTools (item 24)', async () => {
  test.skip(!packagedApp, NO_PACKAGED_APP)
  const dir = await mkdtemp(join(tmpdir(), 'dx-desk-packaged-'))
  try {
    for (const flag of ['--remote-debugging-port=0', '--remote-debugging-pipe']) {
      const child = spawn(packagedExecutable(packagedApp!), [`--user-data-dir=${dir}`, flag], {
        env: isolatedEnv(dir),
        stdio: 'ignore',
      })
      const code = await exitWithin(child, 20_000)
      if (code === null) child.kill()
      expect(code, `${flag}: the app must exit by itself`).not.toBeNull()
      expect(code).not.toBe(0)
      expect(existsSync(join(dir, 'DevToolsActivePort')), flag).toBe(false)
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})
