// The profile form's and the Connect screen's explanations: fields to fix, the margin levels, password storage.
import type { SecretStoreReason } from '@shared/ipc/result'
import { msg } from '@shared/text/messages'
import { secretStoreSentence } from '../../lib/refusal-text'

/** The profile form, when an existing profile's "Used by" is changed. */
export const KIND_CHANGE_NOTICE = msg('connect.kindChange')

/** The profile form's summary after Save with fields still wrong. */
export function profileProblemsSummary(count: number): string {
  return msg('connect.profileProblems.summary', { which: msg('connect.profileProblems.which', { count }) })
}

/** Where saved passwords go (`store`: the store's name as people know it, or main's code for it), or why none are. */
export function passwordStorage(
  f:
    | { canRemember: true; store: string }
    | { canRemember: false; backend: string; reason?: SecretStoreReason | undefined },
): string {
  return f.canRemember
    ? msg('connect.passwordStorage.encrypted', { store: f.store })
    : msg('connect.passwordStorage.notSaved', {
        backend: f.backend,
        reason: f.reason ? secretStoreSentence(f.reason) : msg('connect.passwordStorage.askedEachConnect'),
      })
}

/** The profile form's explanation of the broker's margin levels. */
export const PROFILE_MARGIN_LEVELS_HELP = msg('risk.margin.profileHelp')
