// Where things live, asked of Electron once and handed to core as plain strings.
import { join } from 'node:path'
import type { App } from 'electron'

export interface AppPaths {
  /** profiles.json, secrets.json, audit log (per OS: see README "Connections, profiles and secrets"). */
  userData: string
  logs: string
  /** The built renderer served as app://dx-desk/. */
  renderer: string
  preload: string
  /** The Demo sandbox's utilityProcess entry. */
  sandboxEntry: string
  /** The API client's worker thread (inside app.asar when packaged: Electron loads worker files from it). */
  dxClientWorker: string
}

export function appPaths(app: App): AppPaths {
  const userData = app.getPath('userData')
  return {
    userData,
    logs: join(userData, 'logs'),
    renderer: join(import.meta.dirname, '../renderer'),
    preload: join(import.meta.dirname, '../preload/index.cjs'),
    sandboxEntry: join(import.meta.dirname, 'sandbox.js'),
    dxClientWorker: join(import.meta.dirname, 'dx-client-worker.js'),
  }
}
