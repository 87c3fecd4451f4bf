// Launching the real desktop app for the checks that need the Electron binary. Two ways in:
// - the development build (`electron .` on out/) through Playwright's _electron, which can also evaluate in the
//   main process — available wherever the binary is installed;
// - the packaged app (after `npm run dist`), started directly and judged by how it exits: its fuses switch off
//   --inspect and it refuses the remote-debugging switches, so nothing (these tests included) can drive it.
// Both get a fresh user-data folder per test so a developer's profiles are never touched.
import type { ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { _electron as electron, test as base, type ElectronApplication, type Page } from '@playwright/test'
import { ELECTRON_MISSING_REASON, findElectronBinary } from '../../build/scripts/electron-binary.mjs'
import { locatePackagedApp, PRODUCT_FILENAME, type PackagedApp } from '../../build/packaging/packaged-app'

export const ROOT = resolve(import.meta.dirname, '../..')
export const electronBinary = findElectronBinary()
export const packagedApp: PackagedApp | null = locatePackagedApp(resolve(ROOT, 'dist'), process.env)
export const NO_ELECTRON = `skipped: ${ELECTRON_MISSING_REASON}; the release workflow runs it`
export const NO_PACKAGED_APP = 'skipped: no packaged app here (the release workflow runs this after `npm run dist`)'
const built = existsSync(resolve(ROOT, 'out/main/index.js'))

/** The environment of a launched app: its own config folders, never the developer's. */
export function isolatedEnv(home: string): Record<string, string> {
  const env: Record<string, string> = {}
  for (const [key, value] of Object.entries(process.env)) if (value !== undefined) env[key] = value
  delete env.ELECTRON_RUN_AS_NODE
  return { ...env, XDG_CONFIG_HOME: home, APPDATA: home, LOCALAPPDATA: home }
}

/** Arguments that start the development build (the project folder) with a private user-data folder. */
export function devArgs(userDataDir: string): string[] {
  return [ROOT, `--user-data-dir=${userDataDir}`]
}

export interface DevApp {
  app: ElectronApplication
  window: Page
  userDataDir: string
}

export const test = base.extend<{ userDataDir: string; desktop: DevApp }>({
  userDataDir: async ({}, use) => {
    const dir = await mkdtemp(join(tmpdir(), 'dx-desk-electron-'))
    await use(dir)
    await rm(dir, { recursive: true, force: true })
  },
  desktop: async ({ userDataDir }, use, testInfo) => {
    testInfo.skip(!electronBinary, NO_ELECTRON)
    testInfo.skip(!built, 'skipped: out/ is not built')
    const app = await electron.launch({
      executablePath: electronBinary as string,
      args: devArgs(userDataDir),
      env: isolatedEnv(userDataDir),
      cwd: ROOT,
      timeout: 60_000,
    })
    const window = await app.firstWindow()
    await window.waitForURL(/^app:\/\/dx-desk\//)
    await window.waitForLoadState('domcontentloaded')
    await use({ app, window, userDataDir })
    await app.close()
  },
})

export { expect } from '@playwright/test'

export function packagedExecutable(app: PackagedApp): string {
  return app.platform === 'darwin' ? join(app.path, 'Contents', 'MacOS', PRODUCT_FILENAME) : app.path
}

/** Resolves with the exit code (or signal) if the process ends within the time, else null. */
export function exitWithin(child: ChildProcess, ms: number): Promise<number | string | null> {
  return new Promise((done) => {
    if (child.exitCode !== null) return done(child.exitCode)
    const timer = setTimeout(() => done(null), ms)
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      done(code ?? signal)
    })
  })
}
