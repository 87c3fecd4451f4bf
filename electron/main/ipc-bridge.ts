// Binds every contract channel to ipcMain.handle. Each call's sender is checked first — the main frame of a
// window we created, on our app:// origin — and refused (and logged) otherwise; only then does the router
// parse the payload. Main→renderer events go to our windows only, a turn's events in one message
// (events-per-turn.ts). Do not relax without reading docs/security-checklist.md (item 12).
import type { BrowserWindow, IpcMain, IpcMainInvokeEvent } from 'electron'
import { INVOKE_CHANNELS, IPC_EVENT_BATCH, IPC_PREFIX, type EventBatch, type EventChannel } from '@shared/ipc/channels'
import { events as eventSchemas, type EventPayload } from '@shared/ipc/contract'
import type { Result } from '@shared/ipc/result'
import type { AppLogger } from '../core/logging'
import { eventsPerTurn } from '../core/ipc/events-per-turn'
import { checkSender } from '../core/security/sender'
import type { MainServices } from '../core/services'

export interface BridgeOptions {
  ipcMain: IpcMain
  services: MainServices
  /** The windows this app created. */
  windows(): readonly BrowserWindow[]
  /** The window hosting a web contents (BrowserWindow.fromWebContents). */
  windowOf(event: IpcMainInvokeEvent): BrowserWindow | null
  logger: AppLogger
}

const REFUSED: Result<never> = {
  ok: false,
  error: { kind: 'validation', cause: 'caller-refused', message: 'caller refused' },
}

export function bindIpc(options: BridgeOptions): () => void {
  const { ipcMain, services, logger } = options
  for (const channel of INVOKE_CHANNELS) {
    ipcMain.handle(IPC_PREFIX + channel, async (event, input: unknown) => {
      const frame = event.senderFrame
      const window = options.windowOf(event)
      const verdict = checkSender({
        senderFrameUrl: frame?.url ?? '',
        isMainFrame: frame !== null && frame.parent === null,
        windowId: window?.id ?? null,
        knownWindowIds: options.windows().map((w) => w.id),
      })
      if (!verdict.trusted) {
        logger.warn({ channel, reason: verdict.reason, url: (frame?.url ?? '').slice(0, 200) }, 'refused IPC caller')
        return REFUSED
      }
      // Closing the window cancels what it was waiting for.
      const controller = new AbortController()
      const abort = () => controller.abort()
      event.sender.once('destroyed', abort)
      // What concerns this call only (its retries) goes to the window that asked, contract-shaped like any event.
      const notify = <E extends EventChannel>(name: E, payload: EventPayload<E>) => {
        const parsed = eventSchemas[name].safeParse(payload)
        if (parsed.success && !event.sender.isDestroyed())
          event.sender.send(IPC_EVENT_BATCH, [[name, parsed.data]] satisfies EventBatch)
      }
      try {
        return await services.router.invokeWire(channel, input, {
          signal: controller.signal,
          caller: `window ${window?.id ?? '?'}`,
          notify,
        })
      } finally {
        event.sender.off('destroyed', abort)
      }
    })
  }
  const toWindows = eventsPerTurn((batch) => {
    for (const window of options.windows()) {
      if (!window.isDestroyed()) window.webContents.send(IPC_EVENT_BATCH, batch)
    }
  })
  const unsubscribe = services.subscribe((event, payload) => toWindows.post(event, payload))
  return () => {
    unsubscribe()
    toWindows.close()
    for (const channel of INVOKE_CHANNELS) ipcMain.removeHandler(IPC_PREFIX + channel)
  }
}
