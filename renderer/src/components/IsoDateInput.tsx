// A calendar date typed as the app writes dates everywhere (2026-11-23): a browser's own date box shows the
// system locale's order (11/23/2026 in the US) beside tables and files that say 2026-11-23.
import { useState, type InputHTMLAttributes } from 'react'

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

/** A real day of the calendar in YYYY-MM-DD (not 2026-02-30). */
export function isIsoDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false
  const day = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text
}

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> & {
  /** YYYY-MM-DD, or '' for none. */
  value: string
  /** Called with a whole date or '' (cleared); a date still being typed is kept in the box only. */
  onChange: (value: string) => void
}

export function IsoDateInput({ value, onChange, ...rest }: Props) {
  const [text, setText] = useState(value)
  const [shownFor, setShownFor] = useState(value)
  // A new value from outside (a reset) replaces what is in the box.
  if (shownFor !== value) {
    setShownFor(value)
    setText(value)
  }
  const invalid = text !== '' && !isIsoDate(text)
  return (
    <input
      {...rest}
      type="text"
      inputMode="numeric"
      placeholder="YYYY-MM-DD"
      size={11}
      maxLength={10}
      value={text}
      aria-invalid={invalid || rest['aria-invalid'] === true || undefined}
      onChange={(e) => {
        const next = e.target.value.trim()
        setText(e.target.value)
        if (next === '' || isIsoDate(next)) {
          setShownFor(next)
          onChange(next)
        }
      }}
    />
  )
}
