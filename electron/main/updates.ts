// Auto-update wiring: electron-updater (GitHub provider, from the app-update.yml electron-builder bakes in) behind
// the plain-Node policy in electron/core/updates, which decides when to check and when a restart is allowed.
// electron/main/index.ts calls startAutoUpdates() once the app is ready.
import { app, BrowserWindow, type WebContents } from 'electron'
import electronUpdater, { type UpdateDownloadedEvent } from 'electron-updater'
import { IPC_PREFIX } from '../../shared/ipc/channels'
import { events } from '../../shared/ipc/contract'
import {
  createUpdatePolicy,
  updateCenter,
  updatesEnabled,
  type UpdateInfo,
  type UpdateLogger,
  type UpdaterPort,
} from '../core/updates'

export interface AutoUpdateOptions {
  logger?: UpdateLogger
  /** `npm run dev` passes --dev; a development run never updates itself. */
  isDevelopment?: boolean
}

function sendReady(contents: WebContents, info: UpdateInfo): void {
  // Events leave main only as contract-shaped data, like every other main→renderer event.
  const payload = events['update.ready'].safeParse(info)
  if (payload.success && !contents.isDestroyed()) contents.send(`${IPC_PREFIX}update.ready`, payload.data)
}

/** Starts the update checks (when updates apply) and returns a function that stops them. */
export function startAutoUpdates(options: AutoUpdateOptions = {}): () => void {
  const enabled = updatesEnabled({
    isPackaged: app.isPackaged,
    isDevelopment: options.isDevelopment ?? process.argv.includes('--dev'),
    env: process.env,
  })
  // Reading electronUpdater.autoUpdater creates the platform updater; only do that when updates apply.
  const updater: UpdaterPort = enabled ? electronUpdaterPort(options.logger) : inertPort
  const policy = createUpdatePolicy({
    enabled,
    updater,
    isEditInProgress: () => updateCenter.isEditInProgress(),
    announce: (info) => {
      for (const window of BrowserWindow.getAllWindows()) sendReady(window.webContents, info)
    },
    ...(options.logger ? { logger: options.logger } : {}),
  })
  updateCenter.attach(policy)

  // A reloaded renderer has lost any open edit and missed the announcement: reset the one, repeat the other.
  const watch = (contents: WebContents) =>
    contents.on('did-finish-load', () => {
      updateCenter.setEditInProgress(false)
      if (policy.ready) sendReady(contents, policy.ready)
    })
  for (const window of BrowserWindow.getAllWindows()) watch(window.webContents)
  const onWindow = (_event: Electron.Event, window: BrowserWindow) => watch(window.webContents)
  app.on('browser-window-created', onWindow)

  policy.start()
  return () => {
    policy.stop()
    updateCenter.detach()
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
