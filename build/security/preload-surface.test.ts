// Checklist items 2 and 11 on the preload exactly as it ships (out/preload/index.cjs): run in a bare VM context
// with a stand-in `electron` module, it must require nothing but `electron` (a sandboxed preload cannot), expose
// one object, `api`, whose verbs are exactly the contract's channels plus `on` for its events, all functions, and
// never hand out ipcRenderer or the Electron event object.
import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import vm from 'node:vm'
import { describe, expect, it, vi } from 'vitest'
import { EVENT_CHANNELS, INVOKE_CHANNELS, IPC_EVENT_BATCH, IPC_PREFIX } from '@shared/ipc/channels'
import { splitChannel } from '@shared/ipc/api-types'
import { ROOT } from './source'

const PRELOAD = resolve(ROOT, 'out/preload/index.cjs')
const built = existsSync(PRELOAD)
const NOT_BUILT = 'out/preload/index.cjs is not built (npm test builds first)'

type Listener = (event: unknown, payload: unknown) => void

function loadPreload() {
  const exposed = new Map<string, unknown>()
  const required: string[] = []
  const listeners = new Map<string, Set<Listener>>()
  const ipcRenderer = {
    invoke: vi.fn(async (channel: string, input: unknown) => ({ channel, input })),
    on: (channel: string, listener: Listener) =>
      listeners.set(channel, (listeners.get(channel) ?? new Set()).add(listener)),
    removeListener: (channel: string, listener: Listener) => listeners.get(channel)?.delete(listener),
    send: vi.fn(),
  }
  const electron = {
    contextBridge: { exposeInMainWorld: (key: string, value: unknown) => exposed.set(key, value) },
    ipcRenderer,
  }
  const sandboxRequire = (name: string) => {
    required.push(name)
    if (name === 'electron') return electron
    throw new Error(`a sandboxed preload cannot require ${name}`)
  }
  // What the preload reports as uncaught (a page listener that threw), as the renderer's microtask queue would.
  const uncaught: unknown[] = []
  const queueMicrotask = (task: () => void) => {
    try {
      task()
    } catch (error) {
      uncaught.push(error)
    }
  }
  const context = vm.createContext({
    require: sandboxRequire,
    module: { exports: {} },
    exports: {},
    console,
    queueMicrotask,
  })
  vm.runInContext(readFileSync(PRELOAD, 'utf8'), context, { filename: PRELOAD })
  return { exposed, required, ipcRenderer, listeners, uncaught }
}

describe('the shipped preload', () => {
  it('requires only `electron`: no Node modules, no npm packages (item 2)', ({ skip }) => {
    skip(!built, NOT_BUILT)
    const text = readFileSync(PRELOAD, 'utf8')
    const requires = [...text.matchAll(/\brequire\(\s*["'`]([^"'`]+)["'`]\s*\)/g)].map((m) => m[1])
    expect(new Set(requires)).toEqual(new Set(['electron']))
    expect(text).not.toMatch(/\bprocess\.|__dirname|import\(/)
    expect(loadPreload().required).toEqual(['electron'])
  })

  it('exposes exactly one object, `api`, shaped by the contract (item 11)', ({ skip }) => {
    skip(!built, NOT_BUILT)
    const { exposed } = loadPreload()
    expect([...exposed.keys()]).toEqual(['api'])
    const api = exposed.get('api') as Record<string, Record<string, unknown>>
    const expected = new Map<string, string[]>()
    for (const channel of INVOKE_CHANNELS) {
      const [domain, verb] = splitChannel(channel)
      expected.set(domain, [...(expected.get(domain) ?? []), verb])
    }
    expect(Object.keys(api).sort()).toEqual([...expected.keys(), 'on'].sort())
    for (const [domain, verbs] of expected) {
      expect(Object.keys(api[domain] ?? {}).sort(), domain).toEqual([...verbs].sort())
      for (const verb of verbs) expect(typeof api[domain]?.[verb], `${domain}.${verb}`).toBe('function')
    }
    expect(Object.keys(api.on ?? {}).sort()).toEqual([...EVENT_CHANNELS].sort())
    const flat = JSON.stringify(Object.keys(api))
    expect(flat).not.toMatch(/ipcRenderer|invoke|send|electron|process|require/)
  })

  it('each verb invokes its own prefixed channel only; events arrive without Electron’s event object', async ({
    skip,
  }) => {
    skip(!built, NOT_BUILT)
    const { exposed, ipcRenderer, listeners } = loadPreload()
    const api = exposed.get('api') as {
      app: { info(input?: unknown): Promise<unknown> }
      on: Record<string, (listener: (payload: unknown) => void) => () => void>
    }
    await expect(api.app.info()).resolves.toEqual({ channel: `${IPC_PREFIX}app.info`, input: {} })
    expect(ipcRenderer.invoke).toHaveBeenCalledTimes(1)
    expect(ipcRenderer.send).not.toHaveBeenCalled()

    const sessions: unknown[] = []
    const accounts: unknown[] = []
    const unsubscribe = api.on['session.changed']?.((payload) => sessions.push(payload)) ?? (() => undefined)
    api.on['account.changed']?.((payload) => accounts.push(payload))
    // One IPC listener takes every batch main sends; the page's listeners never see Electron's event object.
    expect([...listeners.keys()]).toEqual([IPC_EVENT_BATCH])
    expect(listeners.get(IPC_EVENT_BATCH)?.size).toBe(1)
    const electronEvent = { sender: { send: () => undefined }, ports: [] }
    const deliver = (batch: unknown) => {
      for (const listener of listeners.get(IPC_EVENT_BATCH) ?? []) listener(electronEvent, batch)
    }
    deliver([
      ['session.changed', { state: 'connected' }],
      ['account.changed', { account: 'default:1', at: 1 }],
      ['not.an.event', { state: 'x' }],
      'not a pair',
      ['session.changed', { state: 'disconnected' }],
    ])
    deliver('not a batch')
    expect(sessions).toEqual([{ state: 'connected' }, { state: 'disconnected' }])
    expect(accounts).toEqual([{ account: 'default:1', at: 1 }])
    unsubscribe()
    deliver([['session.changed', { state: 'connecting' }]])
    expect(sessions).toHaveLength(2)
    expect(() => api.on['session.changed']?.('not a function' as unknown as () => void)).toThrow(/must be a function/)
  })

  it('a page listener that throws is reported and keeps no other listener from its events', ({ skip }) => {
    skip(!built, NOT_BUILT)
    const { exposed, listeners, uncaught } = loadPreload()
    const api = exposed.get('api') as { on: Record<string, (listener: (payload: unknown) => void) => () => void> }
    const heard: unknown[] = []
    api.on['account.changed']?.(() => {
      throw new Error('a view failed')
    })
    api.on['account.changed']?.((payload) => heard.push(payload))
    for (const listener of listeners.get(IPC_EVENT_BATCH) ?? []) {
      listener({}, [
        ['account.changed', { account: 'default:1', at: 1 }],
        ['account.changed', { account: 'default:2', at: 2 }],
      ])
    }
    expect(heard).toEqual([
      { account: 'default:1', at: 1 },
      { account: 'default:2', at: 2 },
    ])
    expect(uncaught.map((e) => (e as Error).message)).toEqual(['a view failed', 'a view failed'])
  })
})
