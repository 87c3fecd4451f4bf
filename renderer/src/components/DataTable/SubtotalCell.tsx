import { subtotalExplanation } from '../table-text'
import { formatDecimal, formatMoney } from '../../lib/format'
import { useRecordsLeftOut } from '../ResourceFrame/UnreadableNotice'
import type { SubtotalValue } from './display-rows'
import { msg } from '@shared/text/messages'

type SubtotalFormat = 'money' | 'quantity' | undefined

function formatSum(value: string, format: SubtotalFormat): string {
  return format === 'money' ? formatMoney(value) : formatDecimal(value)
}

/** "12,500" or "USD 1,250.00 · EUR −3.10", plus "(incomplete)" when a value could not be summed exactly. */
export function subtotalText(value: SubtotalValue | undefined, format: SubtotalFormat): string {
  if (!value) return ''
  const parts = value.parts.map((p) => `${p.unit ? `${p.unit} ` : ''}${formatSum(p.sum.toFixed(), format)}`)
  const sums = parts.join(' · ')
  return value.unknown ? msg('labels.dataTable.sumsIncomplete', { sums }) : sums
}

/** One line per unit, so sums of different currencies or instruments are never run together. */
export function SubtotalCell({ value, format }: { value: SubtotalValue | undefined; format?: SubtotalFormat }) {
  const leftOut = useRecordsLeftOut()
  const text = subtotalText(value, format)
  if (!value || !text) return null
  return (
    <span className={leftOut ? 'subtotal subtotal--incomplete' : 'subtotal'} title={subtotalExplanation(text, leftOut)}>
      {value.parts.map((p, i) => {
        const sum = p.sum.toFixed()
        return (
          <span key={p.unit ?? ''} className="subtotal__line">
            {p.unit && <span className="subtotal__unit">{p.unit}</span>}
            <strong className={p.sum.lt(0) ? 'num-neg' : undefined}>{formatSum(sum, format)}</strong>
            {/* Records left out of the list: the sum is of what could be read (on the first line, so the row keeps its height). */}
            {leftOut && i === 0 && <span className="muted"> {msg('labels.dataTable.incomplete')}</span>}
          </span>
        )
      })}
      {value.unknown && <span className="subtotal__line muted">{msg('labels.dataTable.incomplete')}</span>}
    </span>
  )
}
