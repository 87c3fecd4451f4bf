// Where electron-builder leaves the unpacked app of each platform, so the fuse check and the packaged-app
// tests find it without being told (`dist/linux-unpacked/dx-desk`, `dist/win-unpacked/DX Desk.exe`,
// `dist/mac-arm64/DX Desk.app`, …). DX_DESK_PACKAGED_APP names one explicitly.
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

export const LINUX_EXECUTABLE = 'dx-desk'
export const PRODUCT_FILENAME = 'DX Desk'

export interface PackagedApp {
  platform: 'linux' | 'win32' | 'darwin'
  /** The executable (Linux, Windows) or the `.app` bundle (macOS); @electron/fuses accepts either. */
  path: string
  /** The folder holding app.asar. */
  resourcesDir: string
}

export function describePackagedApp(path: string): PackagedApp {
  if (path.endsWith('.app')) return { platform: 'darwin', path, resourcesDir: join(path, 'Contents', 'Resources') }
  const dir = join(path, '..')
  return { platform: path.endsWith('.exe') ? 'win32' : 'linux', path, resourcesDir: join(dir, 'resources') }
}

export function findPackagedApps(distDir: string): PackagedApp[] {
  if (!existsSync(distDir)) return []
  const found: PackagedApp[] = []
  for (const entry of readdirSync(distDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue
    const dir = join(distDir, entry.name)
    const candidates = entry.name.startsWith('linux')
      ? [join(dir, LINUX_EXECUTABLE)]
      : entry.name.startsWith('win')
        ? [join(dir, `${PRODUCT_FILENAME}.exe`)]
        : entry.name.startsWith('mac')
          ? [join(dir, `${PRODUCT_FILENAME}.app`)]
          : []
    for (const candidate of candidates) if (existsSync(candidate)) found.push(describePackagedApp(candidate))
  }
  return found
}

/** The packaged app the release workflow points at, or the first one under dist/; null when nothing is packaged. */
export function locatePackagedApp(
  distDir: string,
  env: Readonly<Record<string, string | undefined>>,
): PackagedApp | null {
  const explicit = env.DX_DESK_PACKAGED_APP
  if (explicit) return existsSync(explicit) ? describePackagedApp(explicit) : null
  const native = findPackagedApps(distDir).filter((app) => app.platform === process.platform)
  return native[0] ?? null
}
