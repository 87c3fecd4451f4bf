import { useEffect, useRef } from 'react'

/**
 * Where the keyboard is when a phase begins: on the first price (else the first editable field) when the order is
 * ready to edit, on the phase's own first choice ("Send change" in the review) otherwise — never left on the
 * dialog's frame, from where the price was eight Tabs away. Focus the trader already moved stays where it is.
 */
export function useKeyboardFocus(titleId: string, phase: string) {
  const edited = useRef(false)
  useEffect(() => {
    const dialog = document.getElementById(titleId)?.closest('dialog')
    if (!dialog) return
    const lost = document.activeElement === dialog || !dialog.contains(document.activeElement)
    if (phase === 'editing') {
      if (edited.current && !lost) return
      edited.current = true
      const fields = [...dialog.querySelectorAll<HTMLInputElement>('.oe-field input:not([disabled])')]
      const price = fields.find((f) => /-(limitPrice|stopPrice)$/.test(f.id))
      ;(price ?? fields[0])?.focus()
      return
    }
    const first = dialog.querySelector<HTMLElement>('[data-autofocus]')
    if (first) first.focus()
    else if (lost) dialog.focus()
  }, [titleId, phase])
}
