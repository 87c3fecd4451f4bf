// The Electron shell: lifecycle and wiring only. Everything a test needs lives in electron/core.
import { Worker } from 'node:worker_threads'
import { app, BrowserWindow, dialog, ipcMain, protocol, safeStorage, session, shell } from 'electron'
import { watchContentProtection } from '../core/security/content-protection'
import { debugSwitchRefusal, switchRefusalText } from '../core/security/debug-switches'
import { createMainServices, type MainServices } from '../core/services'
import { CLIENT_WORKER_LIMITS, RENDERER_JS_FLAGS } from '../core/memory-limits'
import { createFileLogger } from '../core/logging'
import { registerAppScheme, serveApp } from './app-protocol'
import { bindIpc } from './ipc-bridge'
import { appPaths } from './paths'
import { createSafeStorageCipher } from './safe-storage-cipher'
import { createUtilityProcessSandboxLauncher } from './sandbox-process'
import { guardWebContents, hardenSession } from './session-hardening'
import { startAutoUpdates } from './updates'
import { createMainWindow } from './window'
import { createNotificationPort } from './notifications'
import { savePdf } from './save-pdf'
import { createElectronFileDialog } from './file-dialog'
import { msg } from '@shared/text/messages'

// A packaged app never runs with remote debugging on (see debug-switches.ts). One instance only: a second
// launch would be a second writer of the profiles and secrets files.
const debugRefusal = debugSwitchRefusal(process.argv, app.isPackaged, (name) => app.commandLine.hasSwitch(name))
if (debugRefusal) {
  process.stderr.write(`${switchRefusalText(debugRefusal)}\n`)
  app.exit(1)
} else if (!app.requestSingleInstanceLock()) {
  app.quit()
} else {
  app.enableSandbox()
  // Before the first window: the renderer's heap bounds (core/memory-limits.ts).
  app.commandLine.appendSwitch('js-flags', RENDERER_JS_FLAGS)
  registerAppScheme(protocol)
  const paths = appPaths(app)
  const log = createFileLogger({ dir: paths.logs, level: app.isPackaged ? 'info' : 'debug' })
  const logger = log.logger
  const windows = new Set<BrowserWindow>()
  let services: MainServices | null = null
  let quitting = false
  let protectContent = false

  app.on('web-contents-created', (_event, contents) => guardWebContents(contents, logger))

  app.on('second-instance', () => {
    const [first] = windows
    if (!first) return
    if (first.isMinimized()) first.restore()
    first.focus()
  })

  const openWindow = (snapshotId?: string) => {
    const window = createMainWindow({
      preload: paths.preload,
      devTools: !app.isPackaged,
      ...(snapshotId ? { snapshotId } : {}),
    })
    window.setContentProtection(protectContent)
    windows.add(window)
    window.on('closed', () => windows.delete(window))
  }

  app
    .whenReady()
    .then(async () => {
      hardenSession(session.defaultSession, logger)
      serveApp(protocol, paths.renderer, logger)
      services = await createMainServices({
        userDataDir: paths.userData,
        cipher: createSafeStorageCipher(safeStorage),
        sandboxLauncher: createUtilityProcessSandboxLauncher(paths.sandboxEntry, logger),
        // The DX client's network, parsing and validation run on this worker thread, off the main thread.
        dxClientWorker: () =>
          new Worker(paths.dxClientWorker, { name: 'dx-client', resourceLimits: CLIENT_WORKER_LIMITS }),
        logger,
        appInfo: { name: app.getName(), version: app.getVersion(), platform: process.platform },
        // Only URLs that passed validateExternalUrl reach this line.
        openExternal: (url) => shell.openExternal(url),
        revealFile: (path) => shell.showItemInFolder(path),
        logDir: paths.logs,
        confirmExternal: async (url) => {
          const [window] = windows
          const options = {
            type: 'question' as const,
            buttons: [msg('shell.confirmExternal.cancel'), msg('shell.confirmExternal.open')],
            defaultId: 0,
            cancelId: 0,
            message: msg('shell.confirmExternal.title', { host: new URL(url).host }),
            detail: msg('shell.confirmExternal.detail', { url }),
          }
          const answer = window ? await dialog.showMessageBox(window, options) : await dialog.showMessageBox(options)
          return answer.response === 1
        },
        notifications: createNotificationPort(() => [...windows]),
        savePdf: (fileName) => savePdf([...windows][0], fileName),
        fileDialog: createElectronFileDialog(() => [...windows]),
        showSnapshot: (id) => {
          openWindow(id)
          return true
        },
      })
      bindIpc({
        ipcMain,
        services,
        windows: () => [...windows],
        windowOf: (event) => BrowserWindow.fromWebContents(event.sender),
        logger,
      })
      watchContentProtection(
        services,
        (protect) => {
          protectContent = protect
          for (const window of windows) window.setContentProtection(protect)
        },
        process.env,
      )
      openWindow()
      startAutoUpdates({
        updates: services.updates,
        windows: () => [...windows],
        logger: logger.child({ module: 'updates' }),
      })
      app.on('activate', () => {
        if (windows.size === 0) openWindow()
      })
    })
    .catch((error: unknown) => {
      logger.error({ err: error }, 'start-up failed')
      // app.exit ends the process at once: close the log first, or the line above is lost with its buffer.
      void log.close().finally(() => app.exit(1))
    })

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit()
  })

  // Log out of the broker and stop the Demo sandbox before the process ends.
  app.on('before-quit', (event) => {
    if (quitting || !services) return
    event.preventDefault()
    quitting = true
    void services
      .shutdown()
      .catch((error: unknown) => logger.error({ err: error }, 'shutdown failed'))
      .finally(() => void log.close().finally(() => app.quit()))
  })
}
