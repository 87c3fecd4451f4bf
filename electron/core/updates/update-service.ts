// Updates as one of main's services (electron/core/services.ts): whether the user is editing an order (the
// renderer reports it on `update.editing`), the policy once main hands it an updater, and the `update.ready`
// announcement, sent through the services' one event path like every other main→renderer event. Without an
// updater (development, unpackaged, tests) a restart is refused as 'disabled'.
import type { EventPayload } from '@shared/ipc/contract'
import { createUpdatePolicy, type RestartOutcome, type UpdatePolicy, type UpdatePolicyOptions } from './update-policy'

export type UpdateStartOptions = Omit<UpdatePolicyOptions, 'isEditInProgress' | 'announce'>

export interface UpdateService {
  /** Starts checking with this updater (main, once the app is ready); returns a function that stops it. */
  start(options: UpdateStartOptions): () => void
  isEditInProgress(): boolean
  setEditInProgress(active: boolean): void
  requestRestart(): RestartOutcome
  /** The downloaded update waiting for a restart, if any (a page asks for it as it starts). */
  ready(): EventPayload<'update.ready'> | null
  /** A window (re)loaded: its page lost any open edit with the old page. */
  windowLoaded(): void
  stop(): void
}

export interface UpdateServiceOptions {
  emit(event: 'update.ready', payload: EventPayload<'update.ready'>): void
}

export function createUpdateService(options: UpdateServiceOptions): UpdateService {
  let policy: UpdatePolicy | null = null
  let editing = false

  function stop(): void {
    policy?.stop()
    policy = null
  }

  return {
    start(startOptions) {
      stop()
      const started = createUpdatePolicy({
        ...startOptions,
        isEditInProgress: () => editing,
        announce: (info) => options.emit('update.ready', info),
      })
      policy = started
      started.start()
      return () => {
        if (policy === started) stop()
      }
    },
    isEditInProgress: () => editing,
    setEditInProgress(active) {
      editing = active
    },
    requestRestart: () => (policy ? policy.requestRestart() : { restarting: false, reason: 'disabled' }),
    ready: () => policy?.ready ?? null,
    windowLoaded() {
      editing = false
    },
    stop,
  }
}
