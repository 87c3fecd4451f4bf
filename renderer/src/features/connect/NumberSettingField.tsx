// A profile setting that is a number within bounds (the check cadence, the order editor's warning thresholds).
// The box keeps the text as typed: the shared schema, not the browser, says what is wrong with it.
import type { UseFormRegisterReturn } from 'react-hook-form'
import { Field } from '../../components/Field'

interface NumberSettingFieldProps {
  id: string
  label: string
  hint: string
  bounds: { readonly min: number; readonly max: number }
  /** Whole numbers only (a numeric keypad, no decimal step). */
  whole?: boolean
  error: string | undefined
  invalid: boolean
  registration: UseFormRegisterReturn
}

export function NumberSettingField({ id, bounds, whole, registration, ...field }: NumberSettingFieldProps) {
  return (
    <Field id={id} {...field}>
      <input
        id={id}
        type="number"
        inputMode={whole ? 'numeric' : 'decimal'}
        step={whole ? undefined : 'any'}
        min={bounds.min}
        max={bounds.max}
        {...registration}
      />
    </Field>
  )
}
