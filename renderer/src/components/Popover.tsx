// A button that opens a small non-modal panel; Escape or a click outside closes it and focus returns.
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react'

interface PopoverProps {
  label: ReactNode
  buttonTitle?: string
  panelLabel: string
  buttonRef?: RefObject<HTMLButtonElement | null>
  buttonClass?: string
  align?: 'left' | 'right'
  children: ReactNode
}

export function Popover({
  label,
  buttonTitle,
  panelLabel,
  buttonRef,
  buttonClass,
  align = 'right',
  children,
}: PopoverProps) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const ownButton = useRef<HTMLButtonElement>(null)
  const button = buttonRef ?? ownButton

  useEffect(() => {
    if (!open) return
    const onPointer = (e: MouseEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('mousedown', onPointer)
    return () => document.removeEventListener('mousedown', onPointer)
  }, [open])

  return (
    <div
      className="popover"
      ref={rootRef}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation()
          setOpen(false)
          button.current?.focus()
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className={buttonClass}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        title={buttonTitle}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
      </button>
      {open && (
        <div id={panelId} className={`popover__panel popover__panel--${align}`} role="dialog" aria-label={panelLabel}>
          {children}
        </div>
      )}
    </div>
  )
}
