// The one place that decides which Chromium the browser tests, screenshots, benchmarks and icon rendering launch.
// Order: CHROMIUM_PATH (a missing file there is an error, never silently replaced); a Chromium that Playwright
// already installed; a system Chromium or Chrome at the usual places; then, only when asked to (`npm test`), it
// installs one — `npx playwright install chromium` first (as root on Linux `--with-deps`, for the libraries it
// needs), and where that cannot download, on Linux as root, the distribution's headless shell with apt.
// Of the system's browsers the headless shell comes first: the tests, screenshots and benchmarks are all
// headless, and the shell (Chromium without its desktop browser, what Playwright itself runs headless tests in)
// ran the end-to-end suite in 19 minutes where the full browser took 23, on the project's 2-CPU machine. The
// benchmarks ask for the full browser first (`preferFull`): they measure what the app's own Chromium would do.
// Every Chromium test runs headless; only the real-Electron specs (e2e/electron, where the Electron binary is
// installed) open windows, so resolveDisplay() provides Xvfb for them on a Linux machine without a display.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

const require = createRequire(import.meta.url)

export const HOW_TO_GET_A_BROWSER =
  'No Chromium or Chrome was found and none could be installed: run `npx playwright install chromium` ' +
  "(or install your system's chromium package), or set CHROMIUM_PATH to a Chromium or Chrome executable."

const isShell = (path) => path.endsWith('headless-shell')

/** Where Chromium and Chrome usually live, per platform, in the order they are tried. */
export function systemCandidates(platform, env) {
  if (platform === 'darwin') {
    const home = env.HOME ?? ''
    return [
      '/Applications/Chromium.app/Contents/MacOS/Chromium',
      '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
      join(home, 'Applications/Chromium.app/Contents/MacOS/Chromium'),
      join(home, 'Applications/Google Chrome.app/Contents/MacOS/Google Chrome'),
    ]
  }
  if (platform === 'win32') {
    const roots = [env.LOCALAPPDATA, env.PROGRAMFILES, env['PROGRAMFILES(X86)']].filter(Boolean)
    return roots.flatMap((root) => [
      join(root, 'Chromium', 'Application', 'chrome.exe'),
      join(root, 'Google', 'Chrome', 'Application', 'chrome.exe'),
    ])
  }
  return [
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/snap/bin/chromium',
    '/usr/bin/google-chrome-stable',
    '/usr/bin/google-chrome',
    '/opt/google/chrome/chrome',
  ]
}

/** Where Playwright keeps (or would keep) its own Chromium; the path is known whether or not it is installed. */
function playwrightChromiumPath() {
  try {
    return require('playwright-core').chromium.executablePath()
  } catch {
    return null
  }
}

function run(command, args) {
  // npx is npx.cmd on Windows, which only a shell can start.
  const result = spawnSync(command, args, {
    encoding: 'utf8',
    shell: process.platform === 'win32',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  return { status: result.status ?? 1, output: `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ?? ''}` }
}

const realSystem = () => ({
  env: process.env,
  platform: process.platform,
  isRoot: typeof process.getuid === 'function' && process.getuid() === 0,
  exists: existsSync,
  playwrightChromium: playwrightChromiumPath,
  exec: run,
  log: (line) => console.log(line),
})

/** The last meaningful line of a failed command, so one line says why it failed. */
function reasonOf(output) {
  const lines = output
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('at '))
  return (lines.at(-1) ?? 'no output').slice(0, 200)
}

/**
 * Finds a browser without installing anything; `preferFull` tries the system's full browsers before its shell.
 * @returns {{ ok: true, path: string, source: string } | { ok: false, reason: string }}
 */
export function findChromium(overrides = {}, { preferFull = false } = {}) {
  const system = { ...realSystem(), ...overrides }
  const configured = system.env.CHROMIUM_PATH
  if (configured) {
    if (system.exists(configured)) return { ok: true, path: configured, source: 'CHROMIUM_PATH' }
    return {
      ok: false,
      reason: `CHROMIUM_PATH is set to ${configured}, which does not exist: point it at a Chromium or Chrome executable, or unset it.`,
    }
  }
  const managed = system.playwrightChromium()
  if (managed && system.exists(managed)) return { ok: true, path: managed, source: "Playwright's own Chromium" }
  const candidates = systemCandidates(system.platform, system.env)
  const ordered = preferFull ? [...candidates.filter((p) => !isShell(p)), ...candidates.filter(isShell)] : candidates
  const found = ordered.find((path) => system.exists(path))
  if (found) return { ok: true, path: found, source: 'the system browser' }
  return { ok: false, reason: HOW_TO_GET_A_BROWSER }
}

/**
 * Finds a browser and, when none is there, installs one. Prints one line saying which browser is used and where
 * it came from, or nothing (the caller prints the reason) when none can be had.
 * @returns {{ ok: true, path: string, source: string } | { ok: false, reason: string }}
 */
export function resolveChromium(overrides = {}) {
  const system = { ...realSystem(), ...overrides }
  const announce = (found) => {
    system.log(`Browser for the browser tests: ${found.path} (${found.source}).`)
    return found
  }
  const found = findChromium(system)
  // A configured path is the user's decision: a wrong one is reported, not papered over by an install.
  if (found.ok || system.env.CHROMIUM_PATH) return found.ok ? announce(found) : found

  // As root on Linux (a fresh container) Playwright also installs the libraries its Chromium needs.
  const withDeps = system.platform === 'linux' && system.isRoot
  const command = `npx playwright install ${withDeps ? '--with-deps ' : ''}chromium`
  system.log(`No Chromium found; installing one with \`${command}\`…`)
  const playwright = system.exec('npx', command.split(' ').slice(1))
  const managed = system.playwrightChromium()
  if (playwright.status === 0 && managed && system.exists(managed)) {
    return announce({ ok: true, path: managed, source: `installed now by \`${command}\`` })
  }
  system.log(`${command} did not work: ${reasonOf(playwright.output)}`)

  if (system.platform === 'linux' && system.isRoot && system.exists('/usr/bin/apt-get')) {
    const update = system.exec('apt-get', ['update', '-qq'])
    if (update.status !== 0) system.log(`apt-get could not update its package lists: ${reasonOf(update.output)}`)
    // Debian ships the headless shell as a package of its own; a distribution without one has `chromium`.
    for (const name of update.status === 0 ? ['chromium-headless-shell', 'chromium'] : []) {
      system.log(`Installing the distribution's ${name} package with apt-get…`)
      const install = system.exec('apt-get', ['install', '-y', '-qq', name])
      const installed = systemCandidates(system.platform, system.env).find((path) => system.exists(path))
      if (install.status === 0 && installed) {
        return announce({ ok: true, path: installed, source: `installed now with \`apt-get install ${name}\`` })
      }
      system.log(`apt-get could not install ${name}: ${reasonOf(install.output)}`)
    }
  }
  return { ok: false, reason: HOW_TO_GET_A_BROWSER }
}

export const NO_DISPLAY =
  'The real-Electron specs open windows and this Linux machine has no display: install xvfb ' +
  '(`apt-get install xvfb`) or run npm test in a desktop session.'

/**
 * How to give the Playwright run a display: none is needed off Linux, with a display, or without the Electron
 * binary (the Chromium tests are headless). Otherwise `xvfb-run`, installed with apt as root when missing.
 * @returns {{ ok: true, wrapper: string[] } | { ok: false, reason: string }} wrapper: the command to run under
 */
export function resolveDisplay(electronInstalled, overrides = {}) {
  const system = { ...realSystem(), ...overrides }
  const { env } = system
  if (system.platform !== 'linux' || env.DISPLAY || env.WAYLAND_DISPLAY || !electronInstalled) {
    return { ok: true, wrapper: [] }
  }
  const xvfb = ['xvfb-run', '-a', '-s', '-screen 0 1440x900x24']
  if (system.exists('/usr/bin/xvfb-run')) return { ok: true, wrapper: xvfb }
  if (system.isRoot && system.exists('/usr/bin/apt-get')) {
    system.log('No display for the real-Electron specs; installing xvfb with apt-get…')
    const update = system.exec('apt-get', ['update', '-qq'])
    const install = update.status === 0 ? system.exec('apt-get', ['install', '-y', '-qq', 'xvfb']) : update
    if (install.status === 0 && system.exists('/usr/bin/xvfb-run')) return { ok: true, wrapper: xvfb }
    system.log(`apt-get could not install xvfb: ${reasonOf(install.output)}`)
  }
  return { ok: false, reason: NO_DISPLAY }
}

export const NO_PDF_TOOLS =
  'The statement spec renders PDFs with poppler (pdftoppm, pdftotext), which this machine lacks: install ' +
  "poppler-utils (`apt-get install poppler-utils`) or your system's poppler package."

/**
 * The PDF tools the statement spec reads Chromium's PDF with: found on PATH's usual place, or installed with
 * apt as root on Linux when missing, as the browser is.
 * @returns {{ ok: true } | { ok: false, reason: string }}
 */
export function resolvePdfTools(overrides = {}) {
  const system = { ...realSystem(), ...overrides }
  const present = () => system.exists('/usr/bin/pdftoppm') && system.exists('/usr/bin/pdftotext')
  if (present()) return { ok: true }
  if (system.platform === 'linux' && system.isRoot && system.exists('/usr/bin/apt-get')) {
    system.log('No PDF tools for the statement spec; installing poppler-utils with apt-get…')
    const update = system.exec('apt-get', ['update', '-qq'])
    const install = update.status === 0 ? system.exec('apt-get', ['install', '-y', '-qq', 'poppler-utils']) : update
    if (install.status === 0 && present()) return { ok: true }
    system.log(`apt-get could not install poppler-utils: ${reasonOf(install.output)}`)
  }
  return { ok: false, reason: NO_PDF_TOOLS }
}

/**
 * For the Playwright configs and scripts (after `npm test` has resolved, and if need be installed, the browser):
 * the path found; undefined when there is none, so Playwright names its own missing browser; a wrong
 * CHROMIUM_PATH throws its one-sentence reason. `options` as findChromium's.
 */
export function chromiumExecutable(overrides = {}, options = {}) {
  const found = findChromium(overrides, options)
  if (found.ok) return found.path
  if ((overrides.env ?? process.env).CHROMIUM_PATH) throw new Error(found.reason)
  return undefined
}
