// A profile setting that is a number within bounds (the check cadence, the order editor's warning thresholds).
// The box keeps the text as typed: the shared schema, not the browser, says what is wrong with it.
import type { UseFormRegisterReturn } from 'react-hook-form'
import {
  DAILY_LOSS_LIMIT,
  FAR_FROM_MARKET_PERCENT,
  LIVE_CADENCE_SECONDS,
  MARGIN_CALL_PERCENT,
  SIZE_TIMES_USUAL,
  STOP_OUT_PERCENT,
  WARN_MARGIN_PERCENT,
} from '@shared/ipc/profile-settings'
import { Field } from '../../components/Field'

/** Each number setting's bounds, as the shared schema checks them. */
export const NUMBER_SETTING_BOUNDS = {
  liveCadenceSeconds: LIVE_CADENCE_SECONDS,
  warnFarFromMarketPercent: FAR_FROM_MARKET_PERCENT,
  warnSizeTimesUsual: SIZE_TIMES_USUAL,
  marginCallPercent: MARGIN_CALL_PERCENT,
  stopOutPercent: STOP_OUT_PERCENT,
  warnMarginPercent: WARN_MARGIN_PERCENT,
  dailyLossLimit: DAILY_LOSS_LIMIT,
} as const
export type NumberSetting = keyof typeof NUMBER_SETTING_BOUNDS

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
