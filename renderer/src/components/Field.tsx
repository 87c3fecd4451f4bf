// Label + control + hint + error, wired for assistive technology: the control gets aria-invalid and is
// described by the hint and the error, so a screen reader says what is wrong with the field itself.
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react'

interface FieldProps {
  id: string
  label: ReactNode
  hint?: ReactNode
  error?: string | undefined
  /**
   * Marks the control invalid without showing the message yet (on blur): a message appearing would move
   * the buttons below while the user is clicking one. Messages appear on submit or while typing.
   */
  invalid?: boolean | undefined
  /** Checkbox style: control before the label. */
  inline?: boolean
  wide?: boolean
  children: ReactNode
}

type Describable = { 'aria-invalid'?: boolean; 'aria-describedby'?: string }

export function Field({ id, label, hint, error, invalid, inline, wide, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined
  const controls = Children.map(children, (child, index) => {
    if (index !== 0 || !isValidElement(child)) return child
    return cloneElement(child as ReactElement<Describable>, {
      'aria-invalid': error || invalid ? true : undefined,
      'aria-describedby': describedBy,
    })
  })
  return (
    <div
      className={`field${inline ? ' field--inline' : ''}${wide ? ' field--wide' : ''}${error || invalid ? ' has-error' : ''}`}
    >
      {inline ? (
        <>
          <div className="field__inline">
            {controls}
            <label htmlFor={id}>{label}</label>
          </div>
        </>
      ) : (
        <>
          <label htmlFor={id}>{label}</label>
          {controls}
        </>
      )}
      {error && (
        <div id={errorId} className="field__error">
          {error}
        </div>
      )}
      {hint && (
        <div id={hintId} className="field__hint">
          {hint}
        </div>
      )}
    </div>
  )
}
