// Checklist items 12 and 13 through the real bridge (electron/main/ipc-bridge.ts, which imports only Electron's
// types) and the real main-process services: the caller is checked before its payload is looked at — a sub-frame,
// a window the app did not create, another origin are refused and never reach a handler — and every payload is
// parsed against the contract with a field-named error. Item 10's handler is driven through the same path.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { bindIpc } from '../../electron/main/ipc-bridge'
import { createFakeCipher } from '@test-support/fake-cipher'
import { recordingLogger } from '../../electron/core/logging'
import { createMainServices, type MainServices } from '../../electron/core/services'
import type { Sandbox } from '../../electron/sandbox'
import { startTestSandbox } from '@test-support/sandbox'
import { EVENT_CHANNELS, INVOKE_CHANNELS, IPC_EVENT_BATCH, IPC_PREFIX, type EventBatch } from '@shared/ipc/channels'
import type { Result } from '@shared/ipc/result'

// Electron's own types, taken from the bridge's options (only electron/main may import Electron).
type BridgeOptions = Parameters<typeof bindIpc>[0]
type IpcMain = BridgeOptions['ipcMain']
type BrowserWindow = ReturnType<BridgeOptions['windows']>[number]
type IpcMainInvokeEvent = Parameters<BridgeOptions['windowOf']>[0]

type Listener = (event: IpcMainInvokeEvent, input: unknown) => Promise<unknown>

interface FakeFrame {
  url: string
  parent: FakeFrame | null
}

function fakeIpcMain() {
  const handlers = new Map<string, Listener>()
  const ipcMain = {
    handle: (channel: string, listener: Listener) => handlers.set(channel, listener),
    removeHandler: (channel: string) => handlers.delete(channel),
  }
  return { ipcMain: ipcMain as unknown as IpcMain, handlers }
}

function fakeWindow(id: number) {
  const sent: Array<[string, unknown]> = []
  const window = {
    id,
    isDestroyed: () => false,
    webContents: { send: (channel: string, payload: unknown) => sent.push([channel, payload]) },
  }
  return { window: window as unknown as BrowserWindow, sent }
}

const top: FakeFrame = { url: 'app://dx-desk/index.html', parent: null }

function eventFrom(frame: FakeFrame | null, windowId: number | null): IpcMainInvokeEvent {
  return {
    senderFrame: frame,
    sender: { once: () => undefined, off: () => undefined, __windowId: windowId },
  } as unknown as IpcMainInvokeEvent
}

describe('IPC bridge', () => {
  let dir = ''
  let services: MainServices
  const openExternal = vi.fn(async () => undefined)
  const logger = recordingLogger()
  const { ipcMain, handlers } = fakeIpcMain()
  const ours = fakeWindow(1)
  const stranger = fakeWindow(2)
  let unbind: () => void = () => undefined
  let sandbox: Sandbox | undefined

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'dx-desk-bridge-'))
    services = await createMainServices({
      userDataDir: dir,
      cipher: createFakeCipher(),
      sandboxLauncher: {
        start: async () => {
          // Tests here run on the wall clock at any hour: every market stays open.
          sandbox = await startTestSandbox()
          return { baseUrl: sandbox.baseUrl }
        },
        stop: async () => sandbox?.close(),
      },
      appInfo: { name: 'DX Desk', version: '0.0.0-test', platform: process.platform },
      openExternal,
    })
    unbind = bindIpc({
      ipcMain,
      services,
      windows: () => [ours.window],
      windowOf: (event) => {
        const id = (event.sender as unknown as { __windowId: number | null }).__windowId
        return id === 1 ? ours.window : id === 2 ? stranger.window : null
      },
      logger,
    })
  })

  afterAll(async () => {
    unbind()
    await services.shutdown()
    await rm(dir, { recursive: true, force: true })
  })

  async function call(channel: string, input: unknown, event: IpcMainInvokeEvent): Promise<Result<unknown>> {
    const listener = handlers.get(IPC_PREFIX + channel)
    if (!listener) throw new Error(`no handler for ${channel}`)
    return (await listener(event, input)) as Result<unknown>
  }

  it('binds exactly the contract channels, each under the app prefix', () => {
    expect([...handlers.keys()].sort()).toEqual(INVOKE_CHANNELS.map((c) => IPC_PREFIX + c).sort())
  })

  it('answers the main frame of our window on our origin', async () => {
    const result = await call('app.info', {}, eventFrom(top, 1))
    expect(result).toMatchObject({ ok: true, value: { name: 'DX Desk' } })
  })

  it.each([
    ['a sub-frame of our page', eventFrom({ url: 'app://dx-desk/index.html', parent: top }, 1)],
    ['a window the app did not create', eventFrom(top, 2)],
    ['a contents in no window', eventFrom(top, null)],
    ['our window showing another origin', eventFrom({ url: 'https://evil.example/', parent: null }, 1)],
    ['a look-alike origin', eventFrom({ url: 'app://dx-desk.evil/index.html', parent: null }, 1)],
    ['a file: page', eventFrom({ url: 'file:///tmp/index.html', parent: null }, 1)],
    ['a destroyed frame', eventFrom(null, 1)],
  ])('refuses %s before looking at the payload (item 12)', async (_what, event) => {
    const before = logger.lines.length
    const result = await call('shell.openExternal', { url: 'https://broker.example.com/' }, event)
    expect(result).toEqual({
      ok: false,
      error: { kind: 'validation', cause: 'caller-refused', message: 'caller refused' },
    })
    expect(openExternal).not.toHaveBeenCalled()
    expect(logger.lines.slice(before).map((l) => l.message)).toContain('refused IPC caller')
  })

  it.each([
    ['an unknown key', 'profiles.remove', { id: 'x', extra: true }],
    ['a wrong type', 'profiles.remove', { id: 42 }],
    ['a missing field', 'session.connect', {}],
    ['a prototype-polluting key', 'profiles.remove', JSON.parse('{"id":"x","__proto__":{"admin":true}}')],
    ['an oversized string', 'profiles.import', { json: 'x'.repeat(2_000_000) }],
    ['a deep structure', 'profiles.remove', { id: JSON.parse('['.repeat(40) + ']'.repeat(40)) }],
    ['not an object at all', 'profiles.remove', 'id=x'],
  ])('rejects %s with a validation error that names the problem (item 13)', async (_what, channel, input) => {
    const result = await call(channel, input, eventFrom(top, 1))
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.error.kind).toBe('validation')
      expect(result.error.message.length).toBeGreaterThan(10)
    }
  })

  it('opens only validated https links in the OS browser (item 10)', async () => {
    for (const url of [
      'javascript:alert(1)',
      'file:///C:/Windows/calc.exe',
      'smb://evil/share',
      'http://broker.example.com',
    ]) {
      const result = await call('shell.openExternal', { url }, eventFrom(top, 1))
      expect(result.ok, url).toBe(false)
    }
    expect(openExternal).not.toHaveBeenCalled()
    // A host no profile uses is not opened without main's own dialog (none here); a documented host is.
    expect((await call('shell.openExternal', { url: 'https://Broker.Example.com/help' }, eventFrom(top, 1))).ok).toBe(
      false,
    )
    const ok = await call('shell.openExternal', { url: 'https://GitHub.com/dx-desk/releases' }, eventFrom(top, 1))
    expect(ok.ok).toBe(true)
    expect(openExternal).toHaveBeenCalledExactlyOnceWith('https://github.com/dx-desk/releases')
  })

  it('sends main→renderer events to our windows only, a turn’s events in one message', async () => {
    const result = await call('session.connect', { profileId: 'demo-trader' }, eventFrom(top, 1))
    expect(result).toMatchObject({ ok: true })
    await new Promise((resolve) => setImmediate(resolve))
    expect(new Set(ours.sent.map(([channel]) => channel))).toEqual(new Set([IPC_EVENT_BATCH]))
    const told = ours.sent.flatMap(([, batch]) => batch as EventBatch)
    expect(told.map(([event]) => event)).toContain('session.changed')
    expect(EVENT_CHANNELS).toEqual(expect.arrayContaining(told.map(([event]) => event)))
    expect(told.find(([event]) => event === 'session.changed')?.[1]).toMatchObject({ state: expect.any(String) })
    expect(stranger.sent).toEqual([])
  })
})
