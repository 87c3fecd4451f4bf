// The whole renderer→main surface: named verbs generated from the contract's channel list, and event
// subscriptions that strip Electron's event object and return an unsubscribe function. No ipcRenderer,
// no generic invoke, no Node objects reach the page. Bundled as one CommonJS file with no runtime
// dependencies (a sandboxed preload cannot require node_modules), so only zod-free files are imported.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron'
import { EVENT_CHANNELS, INVOKE_CHANNELS, IPC_EVENT_BATCH, IPC_PREFIX } from '@shared/ipc/channels'
import { splitChannel } from '@shared/ipc/api-types'
import { deliverEvents } from '@shared/ipc/deliver-events'
import { fromWire } from '@shared/ipc/wire'

type Verb = (input: unknown) => Promise<unknown>
const api: Record<string, Record<string, Verb>> = {}
for (const channel of INVOKE_CHANNELS) {
  const [domain, verb] = splitChannel(channel)
  api[domain] ??= {}
  // A read main forwarded as JSON text is parsed here, so the page gets the same Result either way.
  api[domain][verb] = async (input: unknown) => fromWire(await ipcRenderer.invoke(IPC_PREFIX + channel, input ?? {}))
}

// Main sends a turn's events as one message; each goes to its event's listeners in order. A listener that throws
// is reported as uncaught, as an IPC listener's error is, without keeping the batch from the others.
const listeners = new Map<string, Set<(payload: unknown) => void>>(EVENT_CHANNELS.map((event) => [event, new Set()]))
ipcRenderer.on(IPC_EVENT_BATCH, (_event: IpcRendererEvent, batch: unknown) =>
  deliverEvents(batch, (event) => listeners.get(event)),
)

const on: Record<string, (listener: (payload: unknown) => void) => () => void> = {}
for (const event of EVENT_CHANNELS) {
  on[event] = (listener) => {
    if (typeof listener !== 'function') throw new TypeError('listener must be a function')
    // A wrapper of its own, so subscribing the same function twice needs two unsubscribes, as with ipcRenderer.on.
    const wrapped = (payload: unknown) => listener(payload)
    listeners.get(event)?.add(wrapped)
    return () => {
      listeners.get(event)?.delete(wrapped)
    }
  }
}

contextBridge.exposeInMainWorld('api', { ...api, on })
