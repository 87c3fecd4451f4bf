// Closing the editor: mid-send it hides (the row shows the change as pending and the answer brings it back); with
// unsent changes it asks first ("Discard your changes?"); otherwise it closes.
import { useState } from 'react'

export interface CloseGuardOptions {
  /** A send is under way: close hides instead. */
  busy: boolean
  /** There are changes that closing would lose. */
  unsaved: boolean
  /** The dialog's title element: where focus goes back when the question goes away. */
  titleId: string
  onClose: () => void
  onHide?: (() => void) | undefined
}

export interface CloseGuard {
  /** The "Discard your changes?" question is showing. */
  confirming: boolean
  /** Close, hide or ask, as the state allows: for ✕, Cancel and Escape. */
  requestClose: () => void
  /** The trader keeps editing: the question goes away and focus goes back into the dialog. */
  keepEditing: () => void
}

export function useCloseGuard({ busy, unsaved, titleId, onClose, onHide }: CloseGuardOptions): CloseGuard {
  const [confirming, setConfirming] = useState(false)
  return {
    confirming,
    requestClose: () => {
      if (busy) return onHide?.()
      if (unsaved) setConfirming(true)
      else onClose()
    },
    keepEditing: () => {
      setConfirming(false)
      // The confirmation (and its button) goes away: focus goes back into the dialog.
      document.getElementById(titleId)?.closest<HTMLElement>('dialog')?.focus()
    },
  }
}
