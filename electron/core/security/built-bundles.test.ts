// Checks on what `npm run build` produced: the renderer bundle never references Electron's privileged APIs,
// the sandboxed preload requires nothing but `electron`, and the object it exposes is exactly the contract
// (its domains plus `on`) — evaluated for real, in a vm context with a fake `electron` module.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { EVENT_CHANNELS, INVOKE_CHANNELS, IPC_EVENT_BATCH, IPC_PREFIX } from '@shared/ipc/channels'
import { splitChannel } from '@shared/ipc/api-types'

const OUT = resolve(import.meta.dirname, '../../../out')
const RENDERER_ASSETS = join(OUT, 'renderer/assets')
const PRELOAD = join(OUT, 'preload/index.cjs')
const MAIN = join(OUT, 'main/index.js')
const NOT_BUILT = 'the app is not built here (run `npm run build` first)'

const rendererBuilt = existsSync(RENDERER_ASSETS)
const preloadBuilt = existsSync(PRELOAD)

describe.skipIf(!rendererBuilt)(`renderer bundle${rendererBuilt ? '' : ` — skipped: ${NOT_BUILT}`}`, () => {
  it('contains no safeStorage or ipcRenderer reference', () => {
    const scripts = readdirSync(RENDERER_ASSETS).filter((f) => f.endsWith('.js'))
    expect(scripts.length).toBeGreaterThan(0)
    for (const file of scripts) {
      const text = readFileSync(join(RENDERER_ASSETS, file), 'utf8')
      expect(text, file).not.toContain('safeStorage')
      expect(text, file).not.toContain('ipcRenderer')
      expect(text, file).not.toMatch(/require\(["']electron["']\)/)
    }
  })
})

describe.skipIf(!preloadBuilt)(`preload bundle${preloadBuilt ? '' : ` — skipped: ${NOT_BUILT}`}`, () => {
  const source = preloadBuilt ? readFileSync(PRELOAD, 'utf8') : ''

  it('requires nothing but electron (a sandboxed preload cannot load modules)', () => {
    const required = [...source.matchAll(/\brequire\(\s*([^)]*)\)/g)].map((m) => m[1]?.trim())
    expect(required.length).toBeGreaterThan(0)
    expect(new Set(required)).toEqual(new Set(['"electron"']))
    expect(source).not.toMatch(/\bimport\s*\(/)
  })

  function evaluatePreload() {
    const exposed = new Map<string, unknown>()
    const invoked: Array<{ channel: string; input: unknown }> = []
    const listeners = new Map<string, Set<(event: unknown, payload: unknown) => void>>()
    const electron = {
      contextBridge: { exposeInMainWorld: (key: string, value: unknown) => exposed.set(key, value) },
      ipcRenderer: {
        invoke: (channel: string, input: unknown) => {
          invoked.push({ channel, input })
          return Promise.resolve({ ok: true, value: {} })
        },
        on: (channel: string, listener: (event: unknown, payload: unknown) => void) => {
          const set = listeners.get(channel) ?? new Set()
          set.add(listener)
          listeners.set(channel, set)
        },
        removeListener: (channel: string, listener: (event: unknown, payload: unknown) => void) =>
          listeners.get(channel)?.delete(listener),
      },
    }
    const required: string[] = []
    const fakeRequire = (name: string) => {
      required.push(name)
      if (name !== 'electron') throw new Error(`the preload required ${name}`)
      return electron
    }
    const module = { exports: {} }
    runInNewContext(source, { require: fakeRequire, module, exports: module.exports, console })
    return { exposed, invoked, listeners, required }
  }

  it('exposes only window.api: the contract domains, each with its verbs, plus on', () => {
    const { exposed, required } = evaluatePreload()
    expect([...exposed.keys()]).toEqual(['api'])
    expect(required).toEqual(['electron'])
    const api = exposed.get('api') as Record<string, Record<string, unknown>>
    const domains = new Set(INVOKE_CHANNELS.map((c) => splitChannel(c)[0]))
    expect(new Set(Object.keys(api))).toEqual(new Set([...domains, 'on']))
    for (const domain of domains) {
      const verbs = INVOKE_CHANNELS.filter((c) => splitChannel(c)[0] === domain).map((c) => splitChannel(c)[1])
      expect(new Set(Object.keys(api[domain] ?? {})), domain).toEqual(new Set(verbs))
      for (const verb of verbs) expect(typeof api[domain]?.[verb], `${domain}.${verb}`).toBe('function')
    }
    expect(new Set(Object.keys(api.on ?? {}))).toEqual(new Set(EVENT_CHANNELS))
    expect(Object.keys(api)).not.toContain('invoke')
    expect(JSON.stringify(Object.keys(api))).not.toMatch(/ipcRenderer|send|require/)
  })

  it('a verb invokes exactly its prefixed channel; on() strips the event and unsubscribes', async () => {
    const { exposed, invoked, listeners } = evaluatePreload()
    const api = exposed.get('api') as {
      positions: { list(input?: unknown): Promise<unknown> }
      session: { current(input?: unknown): Promise<unknown> }
      on: Record<string, (listener: (payload: unknown) => void) => () => void>
    }
    await api.positions.list({ accounts: ['default:1001'] })
    await api.session.current()
    expect(invoked).toEqual([
      { channel: `${IPC_PREFIX}positions.list`, input: { accounts: ['default:1001'] } },
      { channel: `${IPC_PREFIX}session.current`, input: {} },
    ])
    const received: unknown[] = []
    const event = EVENT_CHANNELS[0]
    const unsubscribe = api.on[event]?.((payload) => received.push(payload))
    const registered = [...(listeners.get(IPC_EVENT_BATCH) ?? [])]
    expect(registered).toHaveLength(1)
    const deliver = () =>
      registered[0]?.({ sender: 'the IpcRendererEvent must not reach the page' }, [[event, { state: 'connected' }]])
    deliver()
    expect(received).toEqual([{ state: 'connected' }])
    unsubscribe?.()
    deliver()
    expect(received).toHaveLength(1)
    expect(() => api.on[event]?.('not a function' as never)).toThrow('listener must be a function')
  })
})

describe.skipIf(!existsSync(MAIN))(`main bundle${existsSync(MAIN) ? '' : ` — skipped: ${NOT_BUILT}`}`, () => {
  it('does not carry the in-process sandbox (the app forks it as a utilityProcess)', () => {
    const text = readFileSync(MAIN, 'utf8')
    expect(text).not.toMatch(/from ["']fastify["']/)
    expect(text).toContain('utilityProcess')
  })
})
