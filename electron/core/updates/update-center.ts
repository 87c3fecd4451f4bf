// The main process's one place for update state that IPC handlers can reach: whether the user is editing an
// order (the renderer reports it on `update.editing`) and the policy, once electron/main/updates.ts has created
// it. Without a policy (development, unpackaged, tests) a restart is simply refused as 'disabled'.
import type { RestartOutcome, UpdatePolicy } from './update-policy'

export interface UpdateCenter {
  attach(policy: UpdatePolicy): void
  detach(): void
  /** The policy's isEditInProgress port. */
  isEditInProgress(): boolean
  setEditInProgress(active: boolean): void
  requestRestart(): RestartOutcome
}

export function createUpdateCenter(): UpdateCenter {
  let policy: UpdatePolicy | null = null
  let editing = false
  return {
    attach(next) {
      policy = next
    },
    detach() {
      policy = null
    },
    isEditInProgress: () => editing,
    setEditInProgress(active) {
      editing = active
    },
    requestRestart: () => (policy ? policy.requestRestart() : { restarting: false, reason: 'disabled' }),
  }
}

/** The app's instance: the IPC handlers read it, electron/main/updates.ts attaches the policy to it. */
export const updateCenter: UpdateCenter = createUpdateCenter()
