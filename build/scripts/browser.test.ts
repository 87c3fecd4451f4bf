// The browser resolver's order, on a simulated machine: which files exist and what each command does are
// injected, so no test installs anything. The apt branch is proven here (the real machine already has Chromium).
import { describe, expect, it } from 'vitest'
import {
  chromiumExecutable,
  findChromium,
  HOW_TO_GET_A_BROWSER,
  NO_DISPLAY,
  NO_PDF_TOOLS,
  resolveChromium,
  resolveDisplay,
  resolvePdfTools,
  type BrowserSystem,
} from './browser.mjs'

const MANAGED = '/root/.cache/ms-playwright/chromium-1/chrome-linux64/chrome'

interface Machine {
  files?: string[]
  env?: Record<string, string>
  platform?: NodeJS.Platform
  isRoot?: boolean
  /** What a command does when run: returns its exit status, may add files (an install). */
  commands?: Record<string, (files: Set<string>) => number>
}

function machine(spec: Machine = {}) {
  const files = new Set(spec.files ?? [])
  const ran: string[] = []
  const lines: string[] = []
  const system: Partial<BrowserSystem> = {
    env: spec.env ?? {},
    platform: spec.platform ?? 'linux',
    isRoot: spec.isRoot ?? false,
    exists: (path) => files.has(path),
    playwrightChromium: () => MANAGED,
    exec(command, args) {
      const line = [command, ...args].join(' ')
      ran.push(line)
      const behaviour = spec.commands?.[line]
      return { status: behaviour ? behaviour(files) : 1, output: behaviour ? '' : `Error: ${line} failed here\n` }
    },
    log: (line) => lines.push(line),
  }
  return { system, ran, lines }
}

describe('finding a browser', () => {
  it('takes CHROMIUM_PATH first, over every other browser present', () => {
    const { system } = machine({ env: { CHROMIUM_PATH: '/opt/mine/chrome' }, files: ['/opt/mine/chrome', MANAGED] })
    expect(findChromium(system)).toEqual({ ok: true, path: '/opt/mine/chrome', source: 'CHROMIUM_PATH' })
  })

  it('reports a CHROMIUM_PATH that does not exist in one sentence and installs nothing in its place', () => {
    const { system, ran } = machine({ env: { CHROMIUM_PATH: '/nonexistent' }, files: ['/usr/bin/chromium'] })
    const result = resolveChromium(system)
    expect(result.ok).toBe(false)
    expect(!result.ok && result.reason).toMatch(/^CHROMIUM_PATH is set to \/nonexistent, which does not exist[^.]*\.$/)
    expect(ran).toEqual([])
    expect(() => chromiumExecutable(system)).toThrow('/nonexistent')
  })

  it("takes the system's headless shell before its full browser: every browser test is headless", () => {
    const { system } = machine({ files: ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell'] })
    expect(findChromium(system)).toMatchObject({ ok: true, path: '/usr/bin/chromium-headless-shell' })
  })

  it('asked for the full browser (the benchmarks), takes it before the shell, and the shell when alone', () => {
    const both = machine({ files: ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'] })
    expect(chromiumExecutable(both.system, { preferFull: true })).toBe('/usr/bin/chromium')
    const shellOnly = machine({ files: ['/usr/bin/chromium-headless-shell'] })
    expect(chromiumExecutable(shellOnly.system, { preferFull: true })).toBe('/usr/bin/chromium-headless-shell')
  })

  it("prefers Playwright's installed Chromium over the system's", () => {
    const { system } = machine({ files: [MANAGED, '/usr/bin/chromium'] })
    expect(findChromium(system)).toMatchObject({ ok: true, path: MANAGED })
  })

  it.each([
    ['linux', '/usr/bin/chromium', {}],
    ['linux', '/usr/bin/google-chrome-stable', {}],
    ['darwin', '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome', {}],
    ['win32', 'C:\\Program Files/Google/Chrome/Application/chrome.exe', { PROGRAMFILES: 'C:\\Program Files' }],
  ] as const)('finds the system browser on %s at %s', (platform, path, env) => {
    const { system } = machine({ platform, env, files: [path] })
    expect(findChromium(system)).toMatchObject({ ok: true, path, source: 'the system browser' })
  })

  it('says in one line which browser it uses and where it came from', () => {
    const { system, lines } = machine({ files: ['/usr/bin/chromium'] })
    resolveChromium(system)
    expect(lines).toEqual(['Browser for the browser tests: /usr/bin/chromium (the system browser).'])
  })
})

describe('installing a browser when none is there', () => {
  it('installs with Playwright first, and uses what it installed', () => {
    const { system, ran } = machine({
      platform: 'darwin',
      commands: { 'npx playwright install chromium': (files) => (files.add(MANAGED), 0) },
    })
    expect(resolveChromium(system)).toMatchObject({ ok: true, path: MANAGED })
    expect(ran).toEqual(['npx playwright install chromium'])
  })

  it("falls back to the distribution's headless shell with apt on Linux as root when Playwright cannot download", () => {
    const { system, ran, lines } = machine({
      isRoot: true,
      files: ['/usr/bin/apt-get'],
      commands: {
        'apt-get update -qq': () => 0,
        'apt-get install -y -qq chromium-headless-shell': (files) => (files.add('/usr/bin/chromium-headless-shell'), 0),
      },
    })
    expect(resolveChromium(system)).toEqual({
      ok: true,
      path: '/usr/bin/chromium-headless-shell',
      source: 'installed now with `apt-get install chromium-headless-shell`',
    })
    expect(ran).toEqual([
      'npx playwright install --with-deps chromium',
      'apt-get update -qq',
      'apt-get install -y -qq chromium-headless-shell',
    ])
    expect(lines.at(-1)).toBe(
      'Browser for the browser tests: /usr/bin/chromium-headless-shell ' +
        '(installed now with `apt-get install chromium-headless-shell`).',
    )
  })

  it('installs the full chromium package where the distribution has no headless shell', () => {
    const { system, ran } = machine({
      isRoot: true,
      files: ['/usr/bin/apt-get'],
      commands: {
        'apt-get update -qq': () => 0,
        'apt-get install -y -qq chromium': (files) => (files.add('/usr/bin/chromium'), 0),
      },
    })
    expect(resolveChromium(system)).toEqual({
      ok: true,
      path: '/usr/bin/chromium',
      source: 'installed now with `apt-get install chromium`',
    })
    expect(ran.slice(-2)).toEqual(['apt-get install -y -qq chromium-headless-shell', 'apt-get install -y -qq chromium'])
  })

  it('does not use apt without root, and then says how to get a browser', () => {
    const { system, ran } = machine({ isRoot: false, files: ['/usr/bin/apt-get'] })
    expect(resolveChromium(system)).toEqual({ ok: false, reason: HOW_TO_GET_A_BROWSER })
    expect(ran).toEqual(['npx playwright install chromium'])
  })

  it('gives up with the one sentence when apt cannot install chromium either', () => {
    const { system, ran } = machine({ isRoot: true, files: ['/usr/bin/apt-get'] })
    expect(resolveChromium(system)).toEqual({ ok: false, reason: HOW_TO_GET_A_BROWSER })
    expect(ran).toEqual(['npx playwright install --with-deps chromium', 'apt-get update -qq'])
    expect(HOW_TO_GET_A_BROWSER.split(/\.\s/)).toHaveLength(1)
  })

  it('never installs when a browser is already there', () => {
    const { system, ran } = machine({ isRoot: true, files: ['/usr/bin/apt-get', '/usr/bin/chromium'] })
    expect(resolveChromium(system)).toMatchObject({ ok: true, path: '/usr/bin/chromium' })
    expect(ran).toEqual([])
  })
})

describe('a display for the real-Electron specs', () => {
  it('needs none off Linux, with a display, or without the Electron binary', () => {
    expect(resolveDisplay(true, machine({ platform: 'darwin' }).system)).toEqual({ ok: true, wrapper: [] })
    expect(resolveDisplay(true, machine({ env: { DISPLAY: ':0' } }).system)).toEqual({ ok: true, wrapper: [] })
    expect(resolveDisplay(false, machine().system)).toEqual({ ok: true, wrapper: [] })
  })

  it('runs them under xvfb-run, installing xvfb with apt as root when it is missing', () => {
    const { system, ran } = machine({
      isRoot: true,
      files: ['/usr/bin/apt-get'],
      commands: {
        'apt-get update -qq': () => 0,
        'apt-get install -y -qq xvfb': (files) => (files.add('/usr/bin/xvfb-run'), 0),
      },
    })
    expect(resolveDisplay(true, system)).toEqual({
      ok: true,
      wrapper: ['xvfb-run', '-a', '-s', '-screen 0 1440x900x24'],
    })
    expect(ran).toEqual(['apt-get update -qq', 'apt-get install -y -qq xvfb'])
  })

  it('says how to get a display when it cannot install one', () => {
    expect(resolveDisplay(true, machine({ isRoot: false }).system)).toEqual({ ok: false, reason: NO_DISPLAY })
  })
})

describe('PDF tools for the statement spec', () => {
  const POPPLER = ['/usr/bin/pdftoppm', '/usr/bin/pdftotext']

  it('uses poppler when it is there and installs nothing', () => {
    const { system, ran } = machine({ isRoot: true, files: ['/usr/bin/apt-get', ...POPPLER] })
    expect(resolvePdfTools(system)).toEqual({ ok: true })
    expect(ran).toEqual([])
  })

  it('installs poppler-utils with apt as root when it is missing', () => {
    const { system, ran } = machine({
      isRoot: true,
      files: ['/usr/bin/apt-get'],
      commands: {
        'apt-get update -qq': () => 0,
        'apt-get install -y -qq poppler-utils': (files) => (POPPLER.forEach((f) => files.add(f)), 0),
      },
    })
    expect(resolvePdfTools(system)).toEqual({ ok: true })
    expect(ran).toEqual(['apt-get update -qq', 'apt-get install -y -qq poppler-utils'])
  })

  it('says how to get them when it cannot install them', () => {
    expect(resolvePdfTools(machine({ isRoot: false }).system)).toEqual({ ok: false, reason: NO_PDF_TOOLS })
  })
})
