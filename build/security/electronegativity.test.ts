// Electronegativity (Doyensec's Electron scanner) over the shipped sources, through its programmatic API — the
// CLI exits 0 whatever it finds. Every finding must be in build/electronegativity-allowlist.json with a reason;
// a new finding fails, and so does an allowlist entry that no longer matches anything (it would hide a
// regression in the same file later). Deterministic and offline: its translation download is answered "offline"
// at once, and its network-based security-fix check is excluded (item 18 has its own test).
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { matchAllowlist, snippetOf, type AllowEntry, type Finding } from './electronegativity-allowlist'
import { ROOT } from './source'

interface Issue extends Finding {
  manualReview: boolean
}
interface ScanResult {
  globalChecks: number
  atomicChecks: number
  errors: Array<{ file: string; message: string; tolerable: boolean }>
  issues: Issue[]
}
type Run = (options: {
  input: string
  isRelative: boolean
  excludeFromScan: string[]
  output?: string
}) => Promise<ScanResult>

const allowlist = (
  JSON.parse(readFileSync(resolve(ROOT, 'build/electronegativity-allowlist.json'), 'utf8')) as {
    accepted: AllowEntry[]
  }
).accepted

const readLines = (file: string): string[] => readFileSync(resolve(ROOT, file), 'utf8').split('\n')

/** What ships: the main process, preload, sandbox and renderer sources plus the manifest; tests stay out. */
const SCANNED = ['electron', 'renderer/index.html', 'renderer/src', 'shared', 'package.json']

function loadScanner(): Run {
  const require = createRequire(import.meta.url)
  const pkgDir = dirname(require.resolve('@doyensec/electronegativity/package.json'))
  // Its i18n module fetches translations with a 1 s timeout; answer "offline" at once so runs are identical.
  const fromI18n = createRequire(join(pkgDir, 'dist/locales/i18n.js'))
  const gotPath = fromI18n.resolve('got')
  const offline = () => Promise.reject(new Error('offline: translations are not fetched in tests'))
  require.cache[gotPath] = {
    id: gotPath,
    filename: gotPath,
    loaded: true,
    exports: offline,
  } as unknown as NodeJS.Module
  return require('@doyensec/electronegativity') as Run
}

describe('Electronegativity scan of the sources', () => {
  let stage = ''
  let result: ScanResult

  beforeAll(async () => {
    stage = mkdtempSync(join(tmpdir(), 'dx-desk-eng-'))
    for (const entry of SCANNED) {
      cpSync(resolve(ROOT, entry), join(stage, entry), {
        recursive: true,
        filter: (source) => !/\.(test|spec)\.tsx?$/.test(source),
      })
    }
    const run = loadScanner()
    const started = Date.now()
    const quiet = console.log
    console.log = () => undefined
    try {
      result = await run({ input: stage, isRelative: true, excludeFromScan: ['availablesecurityfixesglobalcheck'] })
    } finally {
      console.log = quiet
    }
    console.log(
      `electronegativity: ${result.atomicChecks} atomic + ${result.globalChecks} global checks, ` +
        `${result.issues.length} findings, ${((Date.now() - started) / 1000).toFixed(1)} s`,
    )
  }, 60_000)

  afterAll(() => {
    if (stage) rmSync(stage, { recursive: true, force: true })
  })

  it('ran its checks and parsed every file', () => {
    expect(result.atomicChecks).toBeGreaterThan(30)
    expect(result.globalChecks).toBeGreaterThan(3)
    expect(result.errors.filter((e) => !e.tolerable)).toEqual([])
  })

  it('every allowlist entry gives a reason and the test that proves it', () => {
    for (const entry of allowlist) {
      expect(entry.reason.length, `${entry.id} ${entry.file}`).toBeGreaterThan(40)
      expect(entry.verifiedBy.length, `${entry.id} ${entry.file}`).toBeGreaterThan(5)
    }
  })

  it('finds nothing that is not on the allowlist (each entry accepts one finding: check, file and line text)', () => {
    const { unaccepted } = matchAllowlist(result.issues, allowlist, readLines)
    const hint = result.issues.map((i) => `${i.id} ${i.file} ${JSON.stringify(snippetOf(i, readLines))}`)
    expect(unaccepted, `findings with their line text:\n${hint.join('\n')}`).toEqual([])
  })

  it('every allowlist entry still matches a finding (stale entries would hide a regression)', () => {
    expect(matchAllowlist(result.issues, allowlist, readLines).stale).toEqual([])
  })
})
