// For a position's take-profit or stop-loss: the same price as a distance from the entry in pips and as the P/L
// it would lock in. Typing either sets the price (on the tick), so the editor's checks and review follow; while
// a box has the focus it keeps what the trader types, otherwise it shows what the price means now.
import { useId, useState } from 'react'
import { msg } from '@shared/text/messages'
import { formatDecimal } from '../../lib/format'
import { pipsAt, plAt, priceForPips, priceForPl, type ProtectedPosition } from './protection-math'

export interface ProtectionFieldsProps {
  position: ProtectedPosition
  /** The instrument's currency, which the P/L is in. */
  currency: string
  price: string
  disabled: boolean
  onPrice: (price: string) => void
}

export function ProtectionFields({ position, currency, price, disabled, onPrice }: ProtectionFieldsProps) {
  const id = useId()
  const [typing, setTyping] = useState<{ field: 'pips' | 'pl'; text: string } | null>(null)
  // Written as the tables write figures (grouped, a true minus); what is typed may use either minus.
  const shown = (field: 'pips' | 'pl') =>
    typing?.field === field
      ? typing.text
      : formatDecimal((field === 'pips' ? pipsAt : plAt)(position, price), field === 'pl' ? { minDecimals: 2 } : {})
  const input = (field: 'pips' | 'pl', label: string) => (
    <div className="oe-field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <input
        id={`${id}-${field}`}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        disabled={disabled}
        value={shown(field)}
        onFocus={() => setTyping({ field, text: shown(field) })}
        onBlur={() => setTyping(null)}
        onChange={(e) => {
          setTyping({ field, text: e.target.value })
          const next = (field === 'pips' ? priceForPips : priceForPl)(
            position,
            e.target.value.replace(/[,\s]/g, '').replace(/\u2212/g, '-'),
          )
          if (next !== undefined) onPrice(next)
        }}
      />
    </div>
  )
  return (
    <fieldset className="oe-protection" aria-describedby={`${id}-note`}>
      <legend>{msg('orderEdit.protection.legend')}</legend>
      <div className="oe-fields">
        {input('pips', msg('orderEdit.protection.pips'))}
        {input('pl', msg('orderEdit.protection.pl', { currency }))}
      </div>
      <p id={`${id}-note`} className="oe-field__hint">
        {msg('orderEdit.protection.note', {
          entry: formatDecimal(position.entry),
          quantity: formatDecimal(position.quantity),
        })}
      </p>
    </fieldset>
  )
}
