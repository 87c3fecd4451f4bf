// The installer settings the release depends on, read from the configuration electron-builder loads: what ships,
// per-user Windows install, hardened and notarised macOS builds, Linux metadata, the update feed, icons.
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import config, {
  APP_ID,
  createBuilderConfig,
  notarizationEnabled,
  PRODUCT_NAME,
  publishTarget,
} from '../electron-builder.config'

const root = resolve(import.meta.dirname, '../..')
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }

function pngSize(path: string): { width: number; height: number } {
  const png = readFileSync(path)
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) }
}

describe('electron-builder configuration', () => {
  it('names the app and keeps resources and output where the repo expects them', () => {
    expect(config.appId).toBe(APP_ID)
    expect(config.productName).toBe(PRODUCT_NAME)
    expect(config.directories).toEqual({ buildResources: 'build', output: 'dist' })
    expect(config.asar).toBe(true)
  })

  it('allowlists only the build output and the manifest; everything else is an exclusion', () => {
    const files = config.files as string[]
    expect(files.filter((p) => !p.startsWith('!'))).toEqual([
      'out/main/**',
      'out/preload/**',
      'out/renderer/**',
      'package.json',
    ])
    expect(files).toContain('!**/*.map')
  })

  it('installs per user on Windows, without elevation', () => {
    expect(config.nsis).toMatchObject({ oneClick: true, perMachine: false, allowElevation: false })
    expect(config.win?.target).toEqual([{ target: 'nsis', arch: ['x64'] }])
  })

  it('builds hardened DMG and ZIP on macOS with a minimal entitlements file', () => {
    expect(config.mac).toMatchObject({
      hardenedRuntime: true,
      entitlements: 'build/entitlements.mac.plist',
      entitlementsInherit: 'build/entitlements.mac.plist',
    })
    const targets = (config.mac?.target as Array<{ target: string }>).map((t) => t.target)
    expect(targets).toEqual(['dmg', 'zip'])
    const plist = readFileSync(resolve(root, 'build/entitlements.mac.plist'), 'utf8')
    const keys = [...plist.matchAll(/<key>([^<]+)<\/key>/g)].map((m) => m[1])
    expect(keys).toEqual(['com.apple.security.cs.allow-jit'])
  })

  it('notarises only when all three Apple credentials are in the environment', () => {
    const all = { APPLE_ID: 'id', APPLE_APP_SPECIFIC_PASSWORD: 'pw', APPLE_TEAM_ID: 'team' }
    expect(notarizationEnabled(all)).toBe(true)
    expect(createBuilderConfig(all).mac?.notarize).toBe(true)
    for (const missing of Object.keys(all)) {
      const env = { ...all, [missing]: undefined }
      expect(notarizationEnabled(env)).toBe(false)
      expect(createBuilderConfig(env).mac?.notarize).toBe(false)
    }
    expect(createBuilderConfig({}).mac?.notarize).toBe(false)
  })

  it('builds AppImage and deb on Linux with the metadata deb requires', () => {
    expect(config.linux?.target).toEqual(['AppImage', 'deb'])
    expect(config.linux?.maintainer).toMatch(/^.+ <[^@\s]+@[^@\s]+>$/)
    expect((config.extraMetadata as { homepage: string }).homepage).toMatch(/^https:\/\//)
  })

  it('publishes to a draft GitHub release, owner and repo from the environment', () => {
    expect(config.publish).toEqual([expect.objectContaining({ provider: 'github', releaseType: 'draft' })])
    expect(publishTarget({ GITHUB_REPOSITORY: 'acme/desk' })).toEqual({ owner: 'acme', repo: 'desk' })
    expect(publishTarget({ GITHUB_REPOSITORY: 'acme/desk', DX_DESK_PUBLISH_OWNER: 'fork' })).toEqual({
      owner: 'fork',
      repo: 'desk',
    })
    const placeholder = publishTarget({})
    expect(placeholder.owner.length).toBeGreaterThan(0)
    expect(placeholder.repo.length).toBeGreaterThan(0)
  })

  it('has icons for every platform', () => {
    expect(config.win?.icon).toBe('build/icons/icon.ico')
    const ico = readFileSync(resolve(root, 'build/icons/icon.ico'))
    expect(ico.readUInt16LE(2)).toBe(1)
    expect(ico.readUInt16LE(4)).toBeGreaterThanOrEqual(5)
    expect(pngSize(resolve(root, config.mac?.icon as string))).toEqual({ width: 1024, height: 1024 })
    for (const size of [16, 32, 48, 64, 128, 256, 512]) {
      expect(pngSize(resolve(root, config.linux?.icon as string, `${size}x${size}.png`))).toEqual({
        width: size,
        height: size,
      })
    }
    expect(existsSync(resolve(root, 'build/icons/icon.svg'))).toBe(true)
  })

  it('`npm run dist` builds and packages for the current platform without publishing by default', () => {
    expect(pkg.scripts.dist).toBe('node build/scripts/dist.mjs')
    const script = readFileSync(resolve(root, 'build/scripts/dist.mjs'), 'utf8')
    expect(script).toContain('build/electron-builder.config.ts')
    expect(script).toContain("'--publish', 'never'")
  })
})
