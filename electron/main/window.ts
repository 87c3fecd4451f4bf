// The one BrowserWindow. Its webPreferences stay a literal object in this call so scanners
// (Electronegativity) and reviewers see every setting. Do not relax without reading docs/security-checklist.md.
import { BrowserWindow } from 'electron'
import { APP_ORIGIN } from '../core/security/app-protocol'

export interface WindowOptions {
  preload: string
  /** DevTools only in development builds. */
  devTools: boolean
}

export function createMainWindow(options: WindowOptions): BrowserWindow {
  const window = new BrowserWindow({
    width: 1440,
    height: 900,
    minWidth: 960,
    minHeight: 600,
    show: false,
    title: 'DX Desk',
    backgroundColor: '#0f1115',
    webPreferences: {
      preload: options.preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webviewTag: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      safeDialogs: true,
      spellcheck: false,
      // Middle-click is denied anyway (no new windows, no navigation away); this stops it before any handler.
      disableBlinkFeatures: 'Auxclick',
      devTools: options.devTools,
    },
  })
  window.once('ready-to-show', () => window.show())
  void window.loadURL(`${APP_ORIGIN}/index.html`)
  return window
}
