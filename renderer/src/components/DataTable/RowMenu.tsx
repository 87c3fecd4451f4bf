// The context menu of a grid row: its actions with their hotkeys, disabled ones with their reason. Arrow keys
// move, Enter or Space runs, Escape or a click elsewhere closes; focus goes back to the grid either way.
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react'
import type { RowAction } from './row-actions'

export interface RowMenuProps {
  label: string
  actions: readonly RowAction[]
  /** Viewport coordinates of the menu's top-left corner. */
  at: { x: number; y: number }
  onClose: () => void
}

export function RowMenu({ label, actions, at, onClose }: RowMenuProps) {
  const ref = useRef<HTMLDivElement>(null)
  const items = () => [...(ref.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])]

  // Kept inside the window, then the first enabled item takes focus.
  useLayoutEffect(() => {
    const menu = ref.current
    if (!menu) return
    const box = menu.getBoundingClientRect()
    menu.style.left = `${Math.max(4, Math.min(at.x, window.innerWidth - box.width - 4))}px`
    menu.style.top = `${Math.max(4, Math.min(at.y, window.innerHeight - box.height - 4))}px`
    const list = [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')]
    ;(list.find((el) => el.getAttribute('aria-disabled') !== 'true') ?? list[0])?.focus()
  }, [at])

  useEffect(() => {
    const onPointer = (e: MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) onClose()
    }
    const onBlur = () => onClose()
    document.addEventListener('mousedown', onPointer)
    window.addEventListener('blur', onBlur)
    return () => {
      document.removeEventListener('mousedown', onPointer)
      window.removeEventListener('blur', onBlur)
    }
  }, [onClose])

  const run = (action: RowAction) => {
    if (action.disabled !== undefined) return
    onClose()
    action.run()
  }

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const list = items()
    const index = list.indexOf(document.activeElement as HTMLElement)
    const move = (to: number) => list[(to + list.length) % list.length]?.focus()
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(index + 1),
      ArrowUp: () => move(index - 1),
      Home: () => move(0),
      End: () => move(list.length - 1),
      Escape: onClose,
      Tab: onClose,
    }
    const key = keys[e.key]
    if (!key) return
    e.preventDefault()
    e.stopPropagation()
    key()
  }

  return (
    <div
      ref={ref}
      className="row-menu"
      role="menu"
      aria-label={label}
      style={{ left: at.x, top: at.y }}
      onKeyDown={onKeyDown}
      onContextMenu={(e) => e.preventDefault()}
    >
      {actions.map((a) => (
        <div
          key={a.id}
          role="menuitem"
          tabIndex={-1}
          className="row-menu__item"
          aria-disabled={a.disabled !== undefined || undefined}
          aria-keyshortcuts={a.keys?.replace(/Ctrl/g, 'Control')}
          title={a.disabled}
          onClick={() => run(a)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter' && e.key !== ' ') return
            e.preventDefault()
            e.stopPropagation()
            run(a)
          }}
        >
          <span>{a.label}</span>
          {a.keys && <kbd className="row-menu__keys">{a.keys}</kbd>}
          {a.disabled && <span className="sr-only">. {a.disabled}</span>}
        </div>
      ))}
    </div>
  )
}
