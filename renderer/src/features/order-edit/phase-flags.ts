// What a phase of the edit allows, read by the dialog and each of its parts the same way.
import type { Phase } from './edit-reducer'

export interface PhaseFlags {
  /** A send or its check is under way: the form is locked and closing hides the dialog. */
  busy: boolean
  /** The order ended or cannot be seen: nothing can be sent. */
  ended: boolean
  /** The fields cannot be changed. */
  formLocked: boolean
  /** A panel asks the trader to choose (send again, apply mine, read again). */
  deciding: boolean
}

export function phaseFlags(phase: Phase): PhaseFlags {
  const busy = phase.name === 'sending' || phase.name === 'checking'
  const ended = phase.name === 'ended' || phase.name === 'not-visible'
  return {
    busy,
    ended,
    formLocked: busy || ended || phase.name === 'saved',
    deciding:
      phase.name === 'resend' || phase.name === 'conflict' || phase.name === 'not-applied' || phase.name === 'unknown',
  }
}
