// Packaging smoke test: the real electron-builder pipeline (`--linux dir`) with a stand-in Electron (electronDist),
// then the produced app.asar and executable are inspected. Proves the files allowlist, the dependency selection and
// the fuse flipping on every run, offline. The installers themselves (AppImage, deb, NSIS, DMG) need downloads and
// are built by the release workflow.
import { execFile } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, relative, resolve, sep } from 'node:path'
import { promisify } from 'node:util'
import asar from '@electron/asar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyFuses } from '../verify-fuses'
import { createFakeElectronDist, STOCK_FUSE_WIRE } from '@test-support/fake-electron-dist'

const root = resolve(import.meta.dirname, '../..')
const require = createRequire(import.meta.url)
const run = promisify(execFile)

/**
 * The asar budget: today's app is ~12.2 MiB (renderer bundle, zod, fastify with its compression plugin and ws for
 * the Demo sandbox's REST and push, pino, updater, csv-parse for audit checks).
 */
const ASAR_BUDGET_BYTES = 14 * 1024 * 1024
/**
 * The main process, the Demo sandbox's utilityProcess entry and the DX client's worker thread (electron/main/paths.ts;
 * Electron loads worker_threads files from inside the asar, so the worker is not unpacked), the preload, the page.
 */
const REQUIRED_IN_ASAR = [
  'out/main/index.js',
  'out/main/sandbox.js',
  'out/main/dx-client-worker.js',
  'out/preload/index.cjs',
  'out/renderer/index.html',
  'package.json',
]
const SHIPPED_OUT = ['out/main', 'out/preload', 'out/renderer']

const outBuilt = REQUIRED_IN_ASAR.filter((f) => f.startsWith('out/')).every((f) => existsSync(resolve(root, f)))
// The stand-in is a Linux layout; macOS and Windows runners package the real app in the release workflow instead.
const onLinux = process.platform === 'linux'
const built = outBuilt && onLinux
const NOT_BUILT_REASON = onLinux
  ? 'out/ is not built (npm test builds first; run `npm run build`)'
  : 'the stand-in packaging check runs on Linux; this runner packages the real app in the release workflow'
const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>
  devDependencies: Record<string, string>
}
const electronVersion = (
  JSON.parse(readFileSync(require.resolve('electron/package.json'), 'utf8')) as { version: string }
).version

interface LockEntry {
  version?: string
  dev?: boolean
  devOptional?: boolean
}
const lock = JSON.parse(readFileSync(resolve(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockEntry>
}
/**
 * `name@version` of every package the lockfile says production code needs. electron-builder may nest and hoist
 * them differently from npm, so packages are compared by identity, not by folder.
 */
const productionPackages = new Set(
  Object.entries(lock.packages)
    .filter(([key, entry]) => key.includes('node_modules/') && !entry.dev && !entry.devOptional)
    .map(([key, entry]) => `${key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length)}@${entry.version}`),
)

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'))
}

/** `node_modules/a/node_modules/@b/c` for every package folder in the archive (the lockfile's own keys). */
function packageFolders(paths: readonly string[]): Set<string> {
  const folders = new Set<string>()
  for (const p of paths) {
    const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\/package\.json$/.exec(p)
    if (match?.[1]) folders.add(match[1])
  }
  return folders
}

describe('packaged app (electron-builder --linux dir with a stand-in Electron)', () => {
  let work = ''
  let appDir = ''
  let asarPath = ''
  let entries: string[] = []

  beforeAll(async () => {
    if (!built) return
    work = await mkdtemp(join(tmpdir(), 'dx-desk-pack-'))
    const fakeDist = await createFakeElectronDist(join(work, 'electron-dist'), electronVersion)
    const output = join(work, 'dist')
    const cli = require.resolve('electron-builder/cli.js')
    const started = Date.now()
    await run(
      process.execPath,
      [
        cli,
        '--linux',
        'dir',
        '--config',
        'build/electron-builder.config.ts',
        `-c.electronDist=${fakeDist}`,
        `-c.directories.output=${output}`,
        '--publish',
        'never',
      ],
      { cwd: root, timeout: 170_000, maxBuffer: 16 * 1024 * 1024, env: { ...process.env, CI: 'true' } },
    ).catch((error: unknown) => {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
      throw new Error(`electron-builder failed:\n${`${stdout}\n${stderr}`.trim().split('\n').slice(-25).join('\n')}`)
    })
    appDir = join(output, 'linux-unpacked')
    asarPath = join(appDir, 'resources', 'app.asar')
    entries = asar.listPackage(asarPath, { isPack: false }).map((p) => p.replace(/\\/g, '/').replace(/^\//, ''))
    console.log(`packaging took ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }, 180_000)

  afterAll(async () => {
    if (work) await rm(work, { recursive: true, force: true })
  })

  it('used the stand-in Electron and produced an asar', ({ skip }) => {
    skip(!built, NOT_BUILT_REASON)
    expect(readFileSync(join(appDir, 'dx-desk'), 'latin1')).toContain('stand-in for Electron')
    expect(existsSync(asarPath)).toBe(true)
  })

  it('ships every built file and the manifest', ({ skip }) => {
    skip(!built, NOT_BUILT_REASON)
    for (const file of REQUIRED_IN_ASAR) expect(entries, file).toContain(file)
    // Everything electron-vite built ships (so the Demo sandbox's utilityProcess entry does, whenever it is built);
    // anything else that lands in out/, such as benchmark pages, does not.
    const builtFiles = SHIPPED_OUT.flatMap((dir) =>
      existsSync(resolve(root, dir)) ? filesUnder(resolve(root, dir)) : [],
    ).filter((f) => !f.endsWith('.map'))
    expect(builtFiles.filter((f) => !entries.includes(f))).toEqual([])
  })

  it('ships no sources, tests, source maps or project folders', ({ skip }) => {
    skip(!built, NOT_BUILT_REASON)
    expect(entries.filter((f) => /\.(ts|tsx|mts|cts)$/.test(f))).toEqual([])
    expect(entries.filter((f) => /\.map$/.test(f))).toEqual([])
    expect(entries.filter((f) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(f) || /(^|\/)__tests__\//.test(f))).toEqual([])
    const topLevel = new Set(entries.map((f) => f.split('/')[0]))
    expect([...topLevel].sort()).toEqual(['node_modules', 'out', 'package.json'])
    const outFolders = new Set(entries.filter((f) => f.startsWith('out/')).map((f) => f.split('/')[1]))
    expect([...outFolders].sort()).toEqual(['main', 'preload', 'renderer'])
  })

  it('ships only runtime dependencies (package.json `dependencies` and what they need)', ({ skip }) => {
    skip(!built, NOT_BUILT_REASON)
    const folders = packageFolders(entries)
    const shipped = [...folders].map((folder) => {
      const manifest = JSON.parse(asar.extractFile(asarPath, `${folder}/package.json`).toString('utf8')) as {
        name?: string
        version?: string
      }
      return `${manifest.name}@${manifest.version}`
    })
    expect(shipped.filter((id) => !productionPackages.has(id))).toEqual([])
    for (const name of Object.keys(pkg.dependencies)) expect(folders, name).toContain(`node_modules/${name}`)
    // A tool the tests use directly may also be a runtime dependency's own dependency (ajv under fastify): the
    // lock file then marks it as production, and it ships for that reason alone.
    const productionNames = new Set([...productionPackages].map((id) => id.slice(0, id.lastIndexOf('@'))))
    for (const name of Object.keys(pkg.devDependencies)) {
      if (!productionNames.has(name)) expect(folders, name).not.toContain(`node_modules/${name}`)
    }
  })

  it('ships a manifest without scripts or devDependencies', ({ skip }) => {
    skip(!built, NOT_BUILT_REASON)
    const manifest = JSON.parse(asar.extractFile(asarPath, 'package.json').toString('utf8')) as Record<string, unknown>
    expect(manifest.main).toBe('out/main/index.js')
    expect(manifest).not.toHaveProperty('devDependencies')
    expect(manifest).not.toHaveProperty('scripts')
  })

  it('keeps the app only in app.asar, within the size budget', ({ skip }) => {
    skip(!built, NOT_BUILT_REASON)
    const resources = readdirSync(join(appDir, 'resources')).sort()
    expect(resources).toEqual(['app-update.yml', 'app.asar'])
    const size = statSync(asarPath).size
    console.log(
      `app.asar: ${(size / 1024 / 1024).toFixed(2)} MiB of a ${ASAR_BUDGET_BYTES / 1024 / 1024} MiB budget, ` +
        `${entries.length} entries, ${packageFolders(entries).size} packages`,
    )
    expect(size).toBeLessThan(ASAR_BUDGET_BYTES)
  })

  it('bakes the GitHub update feed into app-update.yml', ({ skip }) => {
    skip(!built, NOT_BUILT_REASON)
    const feed = readFileSync(join(appDir, 'resources', 'app-update.yml'), 'utf8')
    expect(feed).toMatch(/^provider: github$/m)
    expect(feed).toMatch(/^owner: \S+$/m)
    expect(feed).toMatch(/^repo: \S+$/m)
  })

  it('flips every required fuse in the packaged executable', async ({ skip }) => {
    skip(!built, NOT_BUILT_REASON)
    const executable = join(appDir, 'dx-desk')
    expect(readFileSync(executable, 'latin1')).not.toContain(STOCK_FUSE_WIRE)
    expect(await verifyFuses(executable)).toEqual([])
  })
})
