// The native modal <dialog>, opened and closed with its component: showModal puts it in the top layer and makes
// everything behind it inert (no clicks, no focus, hidden from assistive technology). What the platform leaves
// open is decided here: Escape asks the owner instead of closing, Tab wraps inside instead of leaving for the
// page, and focus returns to where it was.
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent as ReactKeyboardEvent, type RefObject } from 'react'

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** Opens `ref`'s dialog as modal while mounted; `onEscape` decides what Escape does (close, or ask first). */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, onEscape: () => void) {
  const escape = useRef(onEscape)
  useEffect(() => {
    escape.current = onEscape
  })
  // Before the first paint: the dialog appears already modal, with focus inside it.
  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const previous = document.activeElement as HTMLElement | null
    let mounted = true
    if (!dialog.open) dialog.showModal()
    const first = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog
    first.focus()
    // Escape while focus is on no element reaches the dialog as `cancel`, not as a key press.
    const onCancel = (e: Event) => {
      e.preventDefault()
      escape.current()
    }
    // Chromium closes anyway after repeated cancels without a click in between; the owner still decides.
    const onClose = () => {
      if (!mounted) return
      dialog.showModal()
      escape.current()
    }
    dialog.addEventListener('cancel', onCancel)
    dialog.addEventListener('close', onClose)
    return () => {
      mounted = false
      dialog.removeEventListener('cancel', onCancel)
      dialog.removeEventListener('close', onClose)
      if (dialog.open) dialog.close()
      previous?.focus?.()
    }
  }, [ref])

  return (e: ReactKeyboardEvent<HTMLDialogElement>) => {
    const dialog = ref.current
    if (!dialog) return
    if (e.key === 'Escape') {
      // A dialog opened above this one (a drawer over the order dialog) handles its own Escape first.
      if (e.defaultPrevented) return
      e.preventDefault()
      e.stopPropagation()
      escape.current()
      return
    }
    if (e.key !== 'Tab') return
    const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null)
    const firstItem = items[0]
    const lastItem = items.at(-1)
    if (!firstItem || !lastItem) return
    if (e.shiftKey && (document.activeElement === firstItem || document.activeElement === dialog)) {
      e.preventDefault()
      lastItem.focus()
    } else if (!e.shiftKey && document.activeElement === lastItem) {
      e.preventDefault()
      firstItem.focus()
    }
  }
}
