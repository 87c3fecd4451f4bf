import type { ReactNode } from 'react'
import { formatMoney } from '../../lib/format'
import { signClass } from '../columns'

/** A signed amount as the tables show money (U+2212 minus, sign colour plus the sign itself). */
export function money(value: string | undefined, currency?: string): ReactNode {
  if (value === undefined) return '—'
  return (
    <span className={signClass(value)}>
      {formatMoney(value)}
      {currency ? ` ${currency}` : ''}
    </span>
  )
}
