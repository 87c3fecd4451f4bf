// A side panel for row details. Modal while open: focus moves in, Escape closes, focus returns.
import { useEffect, useId, useRef, type ReactNode } from 'react'

interface DrawerProps {
  title: string
  onClose: () => void
  children: ReactNode
  wide?: boolean
}

export function Drawer({ title, onClose, children, wide }: DrawerProps) {
  const headingId = useId()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null
    ref.current?.focus()
    return () => previous?.focus?.()
  }, [])
  return (
    <div className="drawer-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={ref}
        className={`drawer${wide ? ' drawer--wide' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        tabIndex={-1}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation()
            onClose()
          }
        }}
      >
        <header className="drawer__header">
          <h2 id={headingId}>{title}</h2>
          <button type="button" onClick={onClose} aria-label="Close details">
            ✕
          </button>
        </header>
        <div className="drawer__body">{children}</div>
      </div>
    </div>
  )
}

/** Every field of a record as label/value rows; nested lists are shown as counts with their items below. */
export function RecordFields({
  record,
  format,
}: {
  record: object
  format?: (key: string, value: unknown) => string | undefined
}) {
  const entries = Object.entries(record).filter(
    ([, v]) => v !== undefined && !(Array.isArray(v) && v.length > 0 && typeof v[0] === 'object'),
  )
  return (
    <dl className="record-fields">
      {entries.map(([key, value]) => (
        <div key={key} className="record-fields__row">
          <dt>{key}</dt>
          <dd>{format?.(key, value) ?? (typeof value === 'object' ? JSON.stringify(value) : String(value))}</dd>
        </div>
      ))}
    </dl>
  )
}
