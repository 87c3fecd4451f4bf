// When DX Desk looks for updates and when it may restart into one. Plain Node: electron-updater and the window
// arrive as ports (electron/main/updates.ts wires them), so every rule below is unit-tested without Electron.
//
// Rules: off in development and unpackaged runs; a check at start and then every few hours, never two at once;
// a downloaded update is announced to the user once ("update ready — restart"); the app restarts only when the
// user asks, and never while an order edit is in progress — a trader must not lose a half-typed modify.
import type { Timers } from '@shared/domain/clock'
import { realTimers } from '../real-timers'

export interface UpdateInfo {
  version: string
  releaseName?: string
}

/** The part of electron-updater's autoUpdater this policy drives. */
export interface UpdaterPort {
  /** Looks for an update and, when there is one, downloads it in the background. */
  checkForUpdates(): Promise<unknown>
  /** Quits and installs the downloaded update, then starts the new version. */
  quitAndInstall(): void
  onUpdateDownloaded(listener: (info: UpdateInfo) => void): () => void
  onError(listener: (error: Error) => void): () => void
}

export interface UpdateLogger {
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
}

export interface UpdatePolicyOptions {
  /** Whether updates apply at all: true only for a packaged production build (see updatesEnabled). */
  enabled: boolean
  updater: UpdaterPort
  /** True while the user is editing an order; a restart then waits for the user to finish. */
  isEditInProgress(): boolean
  /** Tells the renderer that an update is ready (the `update.ready` event). */
  announce(info: UpdateInfo): void
  logger?: UpdateLogger
  /** Between checks. */
  intervalMs?: number
  /** From start to the first check, so it does not compete with the app's own start-up. */
  firstCheckDelayMs?: number
  timers?: Timers
}

export type RestartOutcome =
  { restarting: true; version: string } | { restarting: false; reason: 'disabled' | 'no-update' | 'edit-in-progress' }

export interface UpdatePolicy {
  start(): void
  stop(): void
  /** Runs one check now (also what the timer calls); resolves when it is done, never rejects. */
  checkNow(): Promise<void>
  /** The user asked to restart into the downloaded update. */
  requestRestart(): RestartOutcome
  /** The downloaded update waiting for a restart, if any. */
  readonly ready: UpdateInfo | null
}

export const DEFAULT_CHECK_INTERVAL_MS = 4 * 60 * 60 * 1000
export const DEFAULT_FIRST_CHECK_DELAY_MS = 15 * 1000

/**
 * Updates run only in a packaged app that is not in development mode: an unpacked build has no update feed and
 * a developer's build must never replace itself. DX_DESK_DISABLE_UPDATES lets an administrator switch them off.
 */
export function updatesEnabled(facts: {
  isPackaged: boolean
  isDevelopment: boolean
  env: Readonly<Record<string, string | undefined>>
}): boolean {
  if (!facts.isPackaged || facts.isDevelopment) return false
  const off = facts.env.DX_DESK_DISABLE_UPDATES
  return !(off && off !== '0' && off.toLowerCase() !== 'false')
}

const silent: UpdateLogger = { info: () => undefined, warn: () => undefined }

export function createUpdatePolicy(options: UpdatePolicyOptions): UpdatePolicy {
  const logger = options.logger ?? silent
  const timers = options.timers ?? realTimers
  const intervalMs = options.intervalMs ?? DEFAULT_CHECK_INTERVAL_MS
  const firstDelayMs = options.firstCheckDelayMs ?? DEFAULT_FIRST_CHECK_DELAY_MS
  let ready: UpdateInfo | null = null
  let checking: Promise<void> | null = null
  let timer: unknown = null
  let started = false
  const unsubscribe: Array<() => void> = []

  function schedule(ms: number): void {
    timer = timers.setTimeout(() => {
      timer = null
      void checkNow().finally(() => {
        if (started) schedule(intervalMs)
      })
    }, ms)
  }

  function checkNow(): Promise<void> {
    if (!options.enabled) return Promise.resolve()
    checking ??= options.updater
      .checkForUpdates()
      .then(
        () => undefined,
        (error: unknown) => {
          // Offline, a proxy, a missing release: the app works on; the next check tries again.
          logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'update check failed')
        },
      )
      .finally(() => {
        checking = null
      })
    return checking
  }

  return {
    start() {
      if (started) return
      if (!options.enabled) {
        logger.info({}, 'updates are off (development or unpackaged build)')
        return
      }
      started = true
      unsubscribe.push(
        options.updater.onUpdateDownloaded((info) => {
          if (ready?.version === info.version) return
          ready = { version: info.version, ...(info.releaseName ? { releaseName: info.releaseName } : {}) }
          logger.info({ version: info.version }, 'update downloaded; waiting for the user to restart')
          options.announce(ready)
        }),
        options.updater.onError((error) => logger.warn({ err: error.message }, 'updater error')),
      )
      schedule(firstDelayMs)
    },
    stop() {
      started = false
      if (timer !== null) timers.clearTimeout(timer)
      timer = null
      for (const off of unsubscribe.splice(0)) off()
    },
    checkNow,
    requestRestart() {
      if (!options.enabled) return { restarting: false, reason: 'disabled' }
      if (!ready) return { restarting: false, reason: 'no-update' }
      if (options.isEditInProgress()) {
        logger.info({ version: ready.version }, 'restart for update refused: an order edit is in progress')
        return { restarting: false, reason: 'edit-in-progress' }
      }
      logger.info({ version: ready.version }, 'restarting into the downloaded update')
      options.updater.quitAndInstall()
      return { restarting: true, version: ready.version }
    },
    get ready() {
      return ready
    },
  }
}
