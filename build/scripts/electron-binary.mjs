// Finds the Electron executable without triggering electron's own download-on-require.
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const require = createRequire(import.meta.url)

/** @returns {string | null} absolute path of the Electron executable, or null when it is not installed */
export function findElectronBinary() {
  const pkgDir = dirname(require.resolve('electron/package.json'))
  const pathFile = join(pkgDir, 'path.txt')
  const relative = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : null
  const override = process.env.ELECTRON_OVERRIDE_DIST_PATH
  if (override) {
    const candidate = join(override, relative ?? (process.platform === 'win32' ? 'electron.exe' : 'electron'))
    return existsSync(candidate) ? candidate : null
  }
  if (!relative) return null
  const candidate = join(pkgDir, 'dist', relative)
  return existsSync(candidate) ? candidate : null
}

export const ELECTRON_MISSING_REASON =
  'the Electron binary is not installed here (it cannot be downloaded on this machine)'
