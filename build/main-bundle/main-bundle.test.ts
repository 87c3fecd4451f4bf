// The BUILT main process (out/main/index.js, as electron-vite bundles it) run under the Electron stand-in in a
// child Node process: catches a broken bundle, a wrong entry path or a message-protocol mismatch that the
// syntax-tree tests in build/security/ cannot. npm test builds before Vitest (build/scripts/test-all.mjs); on its
// own, run `npm run build` first.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INVOKE_CHANNELS, IPC_PREFIX } from '@shared/ipc/channels'
import { fromWire } from '@shared/ipc/wire'
import { CONTENT_SECURITY_POLICY } from '../../electron/core/security/csp'
import { ROOT, startMain, type MainProcess } from './main-process'
import { STAND_IN_ENV, type FetchResult, type JournalEntry } from './protocol'

const APP = 'app://dx-desk'
type Outcome<T = unknown> = { ok: true; value: T } | { ok: false; error: { kind: string; message: string } }

const calls = (journal: JournalEntry[], api: string) => journal.filter((e) => e.api === api)
const first = (journal: JournalEntry[], api: string) => {
  const entry = journal.find((e) => e.api === api)
  expect(entry, `${api} was called`).toBeDefined()
  return entry as JournalEntry
}

async function readLog(userData: string): Promise<string> {
  return readFile(join(userData, 'logs', 'main.log'), 'utf8').catch(() => '')
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

// Each test starts Node processes (main, a second instance, the sandbox): generous limits for a loaded machine.
const PROCESS_TIMEOUT = { timeout: 60_000 }

describe('the built main process under the Electron stand-in', PROCESS_TIMEOUT, () => {
  let userData: string
  let main: MainProcess
  let windowId: number

  beforeAll(async () => {
    userData = await mkdtemp(join(tmpdir(), 'dx-main-bundle-'))
    main = startMain(userData)
    const loaded = await main.waitFor((e) => e.api === 'webContents.loaded', 'the window loaded its page')
    const window = first(await main.journal(), 'BrowserWindow.constructor')
    windowId = (window.detail as { id: number }).id
    expect(loaded.detail).toMatchObject({ url: `${APP}/index.html`, status: 200 })
  }, PROCESS_TIMEOUT.timeout)

  afterAll(async () => {
    await main?.stop()
    await rm(userData, { recursive: true, force: true })
  })

  it('takes the single-instance lock; a second launch quits at once and focuses the first window', async () => {
    const journal = await main.journal()
    expect(first(journal, 'app.requestSingleInstanceLock')).toMatchObject({ seq: 0, detail: { granted: true } })

    const second = startMain(userData)
    expect(await second.exited).toBe(0)
    await main.waitFor((e) => e.api === 'BrowserWindow.focus', 'the first window was focused')
  })

  it('registers app:// as privileged before ready and serves out/renderer from it with the CSP', async () => {
    const journal = await main.journal()
    const privileged = first(journal, 'protocol.registerSchemesAsPrivileged')
    expect(privileged.ready).toBe(false)
    // Exactly these: V8's code cache between starts, and nothing that bypasses the CSP or opens the scheme to
    // fetch or other origins.
    expect(privileged.detail).toEqual({
      schemes: [
        {
          scheme: 'app',
          privileges: { standard: true, secure: true, codeCache: true, supportFetchAPI: false, corsEnabled: false },
        },
      ],
    })
    expect(first(journal, 'app.enableSandbox').ready).toBe(false)

    const page = await main.send<FetchResult>({ type: 'fetch', url: `${APP}/index.html` })
    expect(page.status).toBe(200)
    expect(page.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY)
    expect(page.body).toBe(await readFile(resolve(ROOT, 'out/renderer/index.html'), 'utf8'))
  })

  it('serves every chunk of the split renderer from app:// as JavaScript under the CSP', async () => {
    const dir = resolve(ROOT, 'out/renderer/assets')
    const chunks = (await readdir(dir)).filter((f) => f.endsWith('.js'))
    // The views, dialogs and chart library are separate chunks that the page imports from app:// later on.
    expect(chunks.length).toBeGreaterThan(8)
    for (const file of chunks) {
      const answer = await main.send<FetchResult>({ type: 'fetch', url: `${APP}/assets/${file}` })
      expect(answer.status, file).toBe(200)
      expect(answer.headers['content-type'], file).toMatch(/^text\/javascript/)
      expect(answer.headers['content-security-policy'], file).toBe(CONTENT_SECURITY_POLICY)
      expect(answer.body, file).toBe(await readFile(resolve(dir, file), 'utf8'))
    }
  })

  it.each([
    `${APP}/..%2f..%2fpackage.json`,
    `${APP}/%2e%2e%2f%2e%2e%2fmain%2findex.js`,
    `${APP}/assets/..%5c..%5c..%5cpackage.json`,
  ])('refuses path traversal: %s', async (url) => {
    const answer = await main.send<FetchResult>({ type: 'fetch', url })
    expect([400, 403]).toContain(answer.status)
    expect(answer.body).toBe('')
  })

  it('hardens the session before the first window: permissions denied, foreign requests cancelled, CSP added', async () => {
    const journal = await main.journal()
    const window = first(journal, 'BrowserWindow.constructor')
    for (const api of [
      'session.setPermissionRequestHandler',
      'session.setPermissionCheckHandler',
      'session.webRequest.onBeforeRequest',
      'session.webRequest.onHeadersReceived',
      'protocol.handle',
    ]) {
      expect(first(journal, api).seq, `${api} before the window`).toBeLessThan(window.seq)
    }
    expect(first(journal, 'webContents.setWindowOpenHandler').seq, 'web contents guarded').toBeGreaterThan(window.seq)

    const asked = { type: 'permissionRequest', url: `${APP}/index.html` } as const
    expect(await main.send({ ...asked, permission: 'media' })).toBe(false)
    expect(await main.send({ ...asked, permission: 'geolocation' })).toBe(false)
    expect(await main.send({ ...asked, type: 'permissionCheck', permission: 'clipboard-read' })).toBe(false)
    expect(await main.send({ type: 'beforeRequest', url: 'https://example.com/track.js' })).toEqual({ cancel: true })
    expect(await main.send({ type: 'beforeRequest', url: `${APP}/assets/app.js` })).toEqual({ cancel: false })
    expect(await main.send({ type: 'headersReceived', url: `${APP}/index.html` })).toEqual({
      responseHeaders: { 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] },
    })
    expect(await main.send({ type: 'navigate', windowId, url: 'https://example.com/' })).toBe(true)
  })

  it('registers every channel of the IPC contract, and no other', async () => {
    const journal = await main.journal()
    const handled = calls(journal, 'ipcMain.handle').map((e) => (e.detail as { channel: string }).channel)
    expect(handled.toSorted()).toEqual(INVOKE_CHANNELS.map((c) => IPC_PREFIX + c).toSorted())
    expect(calls(journal, 'ipcMain.on')).toEqual([])
  })

  it('answers a call from the top frame of our window, and refuses a sub-frame, a foreign page and a foreign contents', async () => {
    const own = await main.send<Outcome<{ name: string }>>({
      type: 'invoke',
      channel: `${IPC_PREFIX}app.info`,
      input: {},
      sender: { windowId },
    })
    expect(own).toMatchObject({ ok: true, value: { name: 'DX Desk' } })

    const refused = { ok: false, error: { kind: 'validation', cause: 'caller-refused', message: 'caller refused' } }
    for (const sender of [
      { windowId, subframe: true },
      { windowId, frameUrl: 'https://example.com/' },
      { windowId: null, frameUrl: `${APP}/index.html` },
    ]) {
      const answer = await main.send({ type: 'invoke', channel: `${IPC_PREFIX}app.info`, input: {}, sender })
      expect(answer, JSON.stringify(sender)).toEqual(refused)
    }
    // The log is written asynchronously: the line lands a moment after the answer.
    await expect.poll(() => readLog(userData)).toContain('refused IPC caller')
  })

  it('connects to Demo through the forked sandbox entry, reads positions, and on quit logs out and stops it', async () => {
    const invoke = <T>(channel: string, input: unknown) =>
      main.send<Outcome<T>>({ type: 'invoke', channel: IPC_PREFIX + channel, input, sender: { windowId } })

    const session = await invoke<{ baseUrl: string; username: string }>('session.connect', { profileId: 'demo-trader' })
    expect(session).toMatchObject({ ok: true, value: { username: 'trader@default' } })
    const baseUrl = session.ok ? session.value.baseUrl : ''
    const journal = await main.journal()
    const forked = first(journal, 'utilityProcess.fork').detail as { modulePath: string; pid: number }
    expect(forked.modulePath).toBe(resolve(ROOT, 'out/main/sandbox.js'))
    expect(first(journal, 'utilityProcess.message').detail).toMatchObject({ message: { type: 'ready', url: baseUrl } })

    // The read ran on the built worker thread (out/main/dx-client-worker.js): main forwards its JSON text
    // unparsed, and the preload's fromWire gives the page the Result.
    const wire = await main.send<unknown>({
      type: 'invoke',
      channel: `${IPC_PREFIX}positions.list`,
      input: { accounts: ['default:1001'] },
      sender: { windowId },
    })
    expect(wire).toMatchObject({ ok: true, json: expect.any(String) })
    const positions = fromWire(wire) as Outcome<{ data: { positionCode: string }[] }>
    const direct = (await (
      await fetch(`${baseUrl}/accounts/default%3A1001/positions`, {
        headers: { Authorization: `Basic ${Buffer.from('trader@default:demo').toString('base64')}` },
      })
    ).json()) as { positions: { positionCode: string }[] }
    expect(direct.positions.length).toBeGreaterThan(0)
    expect(positions.ok && positions.value.data.map((p) => p.positionCode)).toEqual(
      direct.positions.map((p) => p.positionCode),
    )

    const health = async () => (await main.send<{ sessions: number }>({ type: 'utilityHealth' })).sessions
    const sessionsWhileConnected = await health()
    expect(sessionsWhileConnected).toBeGreaterThan(0)

    // Quit; the sandbox's kill is held so the test can see that the logout reached it first.
    await main.send({ type: 'holdUtilityKill', hold: true })
    await main.send({ type: 'quit' })
    await main.waitFor((e) => e.api === 'utilityProcess.kill', 'the sandbox was asked to stop')
    expect(await health()).toBe(sessionsWhileConnected - 1)
    await main.send({ type: 'holdUtilityKill', hold: false })
    expect(await main.exited).toBe(0)
    expect(alive(forked.pid), 'the sandbox process has ended').toBe(false)
    expect(await readLog(userData)).toContain('main services stopped')
  })
})

describe('a start-up failure', PROCESS_TIMEOUT, () => {
  it('exits non-zero and says why in the log', async () => {
    const userData = await mkdtemp(join(tmpdir(), 'dx-main-bundle-'))
    // Electron refusing the session's permission handler: a failure inside the start-up after `ready`.
    const main = startMain(userData, { [STAND_IN_ENV.failingApi]: 'session.setPermissionRequestHandler' })
    try {
      expect(await main.exited).not.toBe(0)
      expect(await readLog(userData)).toMatch(/"level":"error".*"msg":"start-up failed"/)
    } finally {
      await main.stop()
      await rm(userData, { recursive: true, force: true })
    }
  })
})
