// Prices and sizes are checked with decimal arithmetic: 1.0795 / 0.00001 is not an integer in binary floats.
import Big from 'big.js'
import { decimalsOfStep } from '@shared/domain/decimal'

export function isMultipleOf(value: number, step: number): boolean {
  if (step <= 0) return true
  return new Big(value).mod(step).eq(0)
}

/** Nearest multiple of `step`, as a clean JSON number (no 1.0795000000000001). */
export function roundToStep(value: number, step: number): number {
  const steps = Math.round(value / step)
  return Number(new Big(step).times(steps).toFixed(decimalsOfStep(step) ?? 0))
}

export function roundTo(value: number, decimals: number): number {
  return Number(new Big(value).toFixed(decimals))
}

export function money(value: number): number {
  return roundTo(value, 2)
}
