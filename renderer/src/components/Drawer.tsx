// A side panel for row details, on the native modal <dialog> (modal-dialog.ts): the page behind is inert,
// focus moves in, Escape or a click beside the panel closes it, and focus returns.
import { useId, useRef, type ReactNode } from 'react'
import { formatDecimal } from '../lib/format'
import { cellText, headerText } from './DataTable/cells'
import { useFormatContext } from './DataTable/format-context'
import type { ColumnSpec } from './DataTable/types'
import { useModalDialog } from './modal-dialog'
import { msg } from '@shared/text/messages'

interface DrawerProps {
  title: string
  onClose: () => void
  children: ReactNode
  wide?: boolean
}

export function Drawer({ title, onClose, children, wide }: DrawerProps) {
  const headingId = useId()
  const ref = useRef<HTMLDialogElement>(null)
  const onKeyDown = useModalDialog(ref, onClose)
  return (
    <dialog
      ref={ref}
      className={`drawer${wide ? ' drawer--wide' : ''}`}
      aria-labelledby={headingId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      // A press on the backdrop lands on the dialog element itself, outside its box.
      onMouseDown={(e) => {
        if (e.target !== e.currentTarget) return
        const box = e.currentTarget.getBoundingClientRect()
        if (e.clientX < box.left || e.clientX > box.right || e.clientY < box.top || e.clientY > box.bottom) onClose()
      }}
    >
      <header className="drawer__header">
        <h2 id={headingId}>{title}</h2>
        <button type="button" onClick={onClose} aria-label={msg('tables.labels.closeDetails')}>
          ✕
        </button>
      </header>
      <div className="drawer__body">{children}</div>
    </dialog>
  )
}

const DECIMAL = /^[+-]?\d+(\.\d+)?$/

/** "finalStatus" → "Final status": a field no grid column names still reads as words. */
export function fieldLabel(key: string): string {
  const words = key.replace(/([a-z\d])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function plainValue(value: unknown): string {
  if (typeof value === 'boolean') return value ? msg('labels.drawer.yes') : msg('labels.drawer.no')
  if (typeof value === 'string' && DECIMAL.test(value)) return formatDecimal(value)
  if (typeof value === 'number') return formatDecimal(String(value))
  // A nested record reads as its fields in words, never as data notation.
  if (typeof value === 'object' && value !== null)
    return Object.entries(value)
      .filter(([, v]) => v !== undefined && v !== null && typeof v !== 'object')
      .map(([k, v]) => `${fieldLabel(k)} ${plainValue(v)}`)
      .join(' · ')
  return String(value)
}

/**
 * A record's details as the grid shows it: every column of its table (hidden ones too) with the column's
 * header and formatting, then any field no column covers, labelled in words and formatted. Lists of
 * records (legs, executions) are left to the caller's own sections.
 */
export function RecordFields<R extends object>({
  record,
  columns = [],
  hide = [],
  format,
}: {
  record: R
  columns?: readonly ColumnSpec<R>[]
  /** Fields of the record that are not its own (keys, joins shown elsewhere). */
  hide?: readonly (keyof R & string)[]
  format?: (key: string, value: unknown) => string | undefined
}) {
  const ctx = useFormatContext()
  const shown = columns.filter((c) => c.kind !== 'action' && cellText(c, record, ctx) !== '')
  const covered = new Set<string>([...columns.map((c) => c.id), ...hide])
  const rest = Object.entries(record).filter(
    ([key, v]) =>
      v !== undefined &&
      v !== null &&
      !covered.has(key) &&
      !(Array.isArray(v) && (v.length === 0 || typeof v[0] === 'object')),
  )
  return (
    <dl className="record-fields">
      {shown.map((c) => (
        <div key={c.id} className="record-fields__row" data-field={c.id}>
          <dt>{headerText(c, ctx)}</dt>
          <dd className={c.cellClass?.(record)}>{c.render ? c.render(record, ctx) : cellText(c, record, ctx)}</dd>
        </div>
      ))}
      {rest.map(([key, value]) => (
        <div key={key} className="record-fields__row" data-field={key}>
          <dt>{fieldLabel(key)}</dt>
          <dd>{format?.(key, value) ?? plainValue(value)}</dd>
        </div>
      ))}
    </dl>
  )
}
