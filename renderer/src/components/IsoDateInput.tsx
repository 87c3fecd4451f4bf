// The one date field of the app: a calendar date typed as the app writes dates everywhere (2026-11-23), and with
// `withTime` a wall time on a 24-hour clock (2026-11-23 14:05). A browser's own date box shows the system
// locale's order (11/23/2026, 02:05 PM in the US) beside tables and files that say 2026-11-23 14:05.
import { useState, type InputHTMLAttributes } from 'react'
import { parseInputValue, wallTimeToInputValue } from '../lib/time-zones'
import { msg } from '@shared/text/messages'

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/

/** A real day of the calendar in YYYY-MM-DD (not 2026-02-30). */
export function isIsoDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false
  const day = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text
}

/**
 * `2026-11-23 14:05` (or `…T14:05`, seconds optional) as the field's value `2026-11-23T14:05:00`; undefined when
 * it is not a real day and time.
 */
export function parseIsoDateTime(text: string): string | undefined {
  const m = DATE_TIME.exec(text.trim())
  if (!m || !isIsoDate(m[1] ?? '')) return undefined
  const wall = parseInputValue(`${m[1] ?? ''}T${m[2] ?? ''}:${m[3] ?? ''}:${m[4] ?? '00'}`)
  return wall ? wallTimeToInputValue(wall) : undefined
}

/** A value `2026-11-23T14:05:00` as the field shows it: `2026-11-23 14:05` (seconds only when not zero). */
export function showIsoDateTime(value: string): string {
  const parsed = parseIsoDateTime(value)
  if (!parsed) return value
  const [day, time = ''] = parsed.split('T')
  return `${day ?? ''} ${time.endsWith(':00') ? time.slice(0, 5) : time}`
}

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> & {
  /** YYYY-MM-DD (with `withTime`: YYYY-MM-DDTHH:mm:ss), or '' for none. */
  value: string
  /**
   * Called with a whole date (or date and time) or '' (cleared); a value still being typed is kept in the box
   * only, unless `passInvalid`, where the owner checks it and says what is wrong.
   */
  onChange: (value: string) => void
  /** A date and a 24-hour time of day. */
  withTime?: boolean | undefined
  /** Text that is not a whole value is passed on as typed (the owner's check names the problem). */
  passInvalid?: boolean | undefined
}

export function IsoDateInput({ value, onChange, withTime = false, passInvalid = false, ...rest }: Props) {
  const show = (v: string) => (withTime ? showIsoDateTime(v) : v)
  const [text, setText] = useState(() => show(value))
  const [shownFor, setShownFor] = useState(value)
  // A new value from outside (a reset) replaces what is in the box.
  if (shownFor !== value) {
    setShownFor(value)
    setText(show(value))
  }
  const parse = (typed: string) => (withTime ? parseIsoDateTime(typed) : isIsoDate(typed) ? typed : undefined)
  const invalid = text.trim() !== '' && parse(text.trim()) === undefined
  return (
    <input
      {...rest}
      className={['iso-date', rest.className].filter(Boolean).join(' ')}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      placeholder={withTime ? msg('labels.isoDateInput.yyyyMmDdHhMm') : msg('labels.isoDateInput.yyyyMmDd')}
      size={withTime ? 17 : 11}
      maxLength={withTime ? 19 : 10}
      value={text}
      aria-invalid={invalid || rest['aria-invalid'] === true || undefined}
      onChange={(e) => {
        const typed = e.target.value.trim()
        setText(e.target.value)
        const next = typed === '' ? '' : (parse(typed) ?? (passInvalid ? typed : undefined))
        if (next === undefined) return
        setShownFor(next)
        onChange(next)
      }}
    />
  )
}
