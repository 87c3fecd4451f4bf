// The whole renderer→main surface: named verbs generated from the contract's channel list, and event
// subscriptions that strip Electron's event object and return an unsubscribe function. No ipcRenderer,
// no generic invoke, no Node objects reach the page. Bundled as one CommonJS file with no runtime
// dependencies (a sandboxed preload cannot require node_modules), so only zod-free files are imported.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron'
import { EVENT_CHANNELS, INVOKE_CHANNELS, IPC_PREFIX } from '@shared/ipc/channels'
import { splitChannel } from '@shared/ipc/api-types'
import { fromWire } from '@shared/ipc/wire'

type Verb = (input: unknown) => Promise<unknown>
const api: Record<string, Record<string, Verb>> = {}
for (const channel of INVOKE_CHANNELS) {
  const [domain, verb] = splitChannel(channel)
  api[domain] ??= {}
  // A read main forwarded as JSON text is parsed here, so the page gets the same Result either way.
  api[domain][verb] = async (input: unknown) => fromWire(await ipcRenderer.invoke(IPC_PREFIX + channel, input ?? {}))
}

const on: Record<string, (listener: (payload: unknown) => void) => () => void> = {}
for (const event of EVENT_CHANNELS) {
  on[event] = (listener) => {
    if (typeof listener !== 'function') throw new TypeError('listener must be a function')
    const wrapped = (_event: IpcRendererEvent, payload: unknown) => listener(payload)
    ipcRenderer.on(IPC_PREFIX + event, wrapped)
    return () => {
      ipcRenderer.removeListener(IPC_PREFIX + event, wrapped)
    }
  }
}

contextBridge.exposeInMainWorld('api', { ...api, on })
