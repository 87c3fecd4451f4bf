// The one BrowserWindow. Its webPreferences stay a literal object in this call so scanners
// (Electronegativity) and reviewers see every setting. Do not relax without reading docs/security-checklist.md.
import { BrowserWindow } from 'electron'
import { APP_ORIGIN } from '../core/security/app-protocol'

export interface WindowOptions {
  preload: string
  /** DevTools only in development builds. */
  devTools: boolean
  /** A read-only snapshot viewer: its own smaller window, the page told which snapshot by the URL's fragment. */
  snapshotId?: string
}

export function createMainWindow(options: WindowOptions): BrowserWindow {
  const window = new BrowserWindow({
    width: options.snapshotId ? 1024 : 1440,
    height: options.snapshotId ? 700 : 900,
    minWidth: 960,
    minHeight: 600,
    show: false,
    title: options.snapshotId ? 'DX Desk — snapshot (read-only)' : 'DX Desk',
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
  const fragment = options.snapshotId ? `#snapshot=${encodeURIComponent(options.snapshotId)}` : ''
  void window.loadURL(`${APP_ORIGIN}/index.html${fragment}`)
  return window
}
