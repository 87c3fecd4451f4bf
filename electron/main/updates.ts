// Auto-update wiring: electron-updater (GitHub provider, from the app-update.yml electron-builder bakes in)
// handed to the services' update service (electron/core/updates), whose plain-Node policy decides when to check
// and when a restart is allowed, and which announces a download through the services' one event path — so the
// IPC bridge's own-window filter applies to it like to every other event. electron/main/index.ts calls
// startAutoUpdates() once the app is ready.
import { app, type BrowserWindow, type WebContents } from 'electron'
import electronUpdater, { type UpdateDownloadedEvent } from 'electron-updater'
import { updatesEnabled, type UpdateLogger, type UpdaterPort, type UpdateService } from '../core/updates'

export interface AutoUpdateOptions {
  updates: UpdateService
  /** The windows this app created (the ones whose reload matters). */
  windows(): readonly BrowserWindow[]
  logger?: UpdateLogger
  /** `npm run dev` passes --dev; a development run never updates itself. */
  isDevelopment?: boolean
}

/** Starts the update checks (when updates apply) and returns a function that stops them. */
export function startAutoUpdates(options: AutoUpdateOptions): () => void {
  const { updates } = options
  const enabled = updatesEnabled({
    isPackaged: app.isPackaged,
    isDevelopment: options.isDevelopment ?? process.argv.includes('--dev'),
    env: process.env,
  })
  // Reading electronUpdater.autoUpdater creates the platform updater; only do that when updates apply.
  const updater: UpdaterPort = enabled ? electronUpdaterPort(options.logger) : inertPort
  const stop = updates.start({ enabled, updater, ...(options.logger ? { logger: options.logger } : {}) })

  // A reloaded renderer has lost any open edit and missed the announcement.
  const watch = (contents: WebContents) => contents.on('did-finish-load', () => updates.windowLoaded())
  for (const window of options.windows()) watch(window.webContents)
  const onWindow = (_event: Electron.Event, window: BrowserWindow) => watch(window.webContents)
  app.on('browser-window-created', onWindow)

  return () => {
    stop()
    app.off('browser-window-created', onWindow)
  }
}

const inertPort: UpdaterPort = {
  checkForUpdates: async () => null,
  quitAndInstall: () => undefined,
  onUpdateDownloaded: () => () => undefined,
  onError: () => () => undefined,
}

function electronUpdaterPort(logger: UpdateLogger | undefined): UpdaterPort {
  const { autoUpdater } = electronUpdater
  autoUpdater.autoDownload = true
  // Installing on a quit the user chose never interrupts anything; restarting now is the user's call.
  autoUpdater.autoInstallOnAppQuit = true
  autoUpdater.allowPrerelease = false
  autoUpdater.logger = logger
    ? {
        info: (m) => logger.info({ updater: String(m) }, 'updater'),
        warn: (m) => logger.warn({ updater: String(m) }, 'updater'),
        error: (m) => logger.warn({ updater: String(m) }, 'updater error'),
      }
    : null
  return {
    checkForUpdates: () => autoUpdater.checkForUpdates(),
    // Not silent (the Windows installer shows its progress), and start the new version afterwards.
    quitAndInstall: () => autoUpdater.quitAndInstall(false, true),
    onUpdateDownloaded(listener) {
      const handler = (event: UpdateDownloadedEvent) =>
        listener({ version: event.version, ...(event.releaseName ? { releaseName: event.releaseName } : {}) })
      autoUpdater.on('update-downloaded', handler)
      return () => autoUpdater.off('update-downloaded', handler)
    },
    onError(listener) {
      autoUpdater.on('error', listener)
      return () => autoUpdater.off('error', listener)
    },
  }
}
