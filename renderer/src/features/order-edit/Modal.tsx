// A modal dialog: focus moves in and is trapped (Tab and Shift+Tab cycle inside, focus that escapes comes
// back), Escape asks the owner whether it may close, and focus returns to where it was when it goes away.
import { useEffect, useRef, type ReactNode } from 'react'

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

interface ModalProps {
  labelledBy: string
  describedBy?: string
  onEscape: () => void
  className?: string
  children: ReactNode
  testId?: string
  data?: Record<string, string | undefined>
}

export function Modal({ labelledBy, describedBy, onEscape, className, children, testId, data }: ModalProps) {
  const ref = useRef<HTMLDivElement>(null)
  const escape = useRef(onEscape)
  useEffect(() => {
    escape.current = onEscape
  })
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null
    const first = ref.current?.querySelector<HTMLElement>('[data-autofocus]') ?? ref.current
    first?.focus()
    // On the document, so Escape works even when a click left focus on the page body. A drawer opened
    // above the dialog stops its own Escape before it gets here.
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return
      e.preventDefault()
      escape.current()
    }
    // Focus that wanders behind the modal (not into another dialog above it) is brought back.
    const onFocus = (e: FocusEvent) => {
      const root = ref.current
      const target = e.target
      if (!root || !(target instanceof Node) || root.contains(target)) return
      if (target instanceof Element && target.closest('[role="dialog"]')) return
      root.focus()
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('focusin', onFocus)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('focusin', onFocus)
      previous?.focus?.()
    }
  }, [])
  const dataAttrs = Object.fromEntries(Object.entries(data ?? {}).map(([k, v]) => [`data-${k}`, v]))
  return (
    <div className="oe-backdrop">
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={className}
        data-testid={testId}
        {...dataAttrs}
        onKeyDown={(e) => {
          if (e.key !== 'Tab' || !ref.current) return
          const items = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
            (el) => el.offsetParent !== null,
          )
          const first = items[0]
          const last = items.at(-1)
          if (!first || !last) return
          if (e.shiftKey && (document.activeElement === first || document.activeElement === ref.current)) {
            e.preventDefault()
            last.focus()
          } else if (!e.shiftKey && document.activeElement === last) {
            e.preventDefault()
            first.focus()
          }
        }}
      >
        {children}
      </div>
    </div>
  )
}
