import { useEffect } from 'react'
import { TABS, type TabId } from './tabs'

/**
 * Alt+1…Alt+9, Alt+0 and Alt+- switch views from anywhere but an open dialog. `code` (Digit1…, Minus) is used rather
 * than `key` so the shortcut works on keyboard layouts where Alt+digit types another character.
 */
export function useTabShortcuts(onSelect: (id: TabId) => void): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return
      // A dialog in front owns the keyboard: switching the view behind it would change what it was opened on.
      if (document.querySelector('dialog[open], [aria-modal="true"]')) return
      const digit = e.code === 'Minus' ? '-' : /^Digit([0-9])$/.exec(e.code)?.[1]
      const tab = TABS.find((t) => t.digit === digit)
      if (!tab) return
      e.preventDefault()
      onSelect(tab.id)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [onSelect])
}
