// The hint under an editable field of the edit: the instrument's size rules under the quantity, its tick under a
// price (↑/↓ step by it), or that they are still being read or could not be read, then the field's own rule hint.
import type { Instrument, InstrumentDetails } from '@shared/api/records'
import type { FieldRule } from '@shared/domain/order-edit'
import { maxSizeIn, sizeIn, type SizeUnit } from '@shared/domain/size-units'
import { msg } from '@shared/text/messages'
import { countOf } from '@shared/text/plural'
import { formatDecimal } from '../../lib/format'
import { sizeText } from '../instruments/columns'
import { fieldHintText } from './edit-text'

/**
 * The size rules in the profile's unit, figures grouped as in the tables: "Min 1,000 units, step 1,000 units,
 * max 5,000,000 units (50 lots)", or in lots "Min 0.01 lots, step 0.01 lots, max 50 lots; the field takes units
 * (100,000 a lot)". The field itself always takes units, as the API does.
 */
function sizeHint(details: InstrumentDetails, unit: SizeUnit, lotSize: string | undefined): string {
  const shown = (units: string) => sizeText(sizeIn(units, 'units', unit, lotSize))
  const max = maxSizeIn(details.maxOrderSize, unit, lotSize)
  const maxInLots = unit === 'units' && details.maxOrderSize.limitType === 'LOTS' && max.unit === 'units'
  const maxText = `${sizeText(max)}${maxInLots ? ` (${countOf(formatDecimal(details.maxOrderSize.value), 'lot')})` : ''}`
  const lots = unit === 'lots' && lotSize ? msg('orderEdit.sizeRulesLots', { lotSize: formatDecimal(lotSize) }) : ''
  return msg('orderEdit.sizeRules', {
    min: shown(details.minOrderSize),
    step: shown(details.minOrderSizeIncrement),
    max: maxText,
    lots,
  })
}

export function hintFor(
  rule: FieldRule,
  rules: { details?: InstrumentDetails | undefined; instrument?: Instrument | undefined; reading: boolean },
  unit: SizeUnit = 'units',
): string | undefined {
  const { details, instrument, reading } = rules
  const own = rule.hint ? fieldHintText(rule.hint) : undefined
  const withOwn = (text: string) => `${text}${own ? `. ${own}` : ''}`
  if (rule.field === 'quantity') {
    const size = details
      ? sizeHint(details, unit, instrument?.lotSize)
      : msg(reading ? 'orderEdit.sizeReading' : 'orderEdit.sizeUnknown')
    return `${size} ${own ?? ''}`.trim()
  }
  if (rule.field === 'limitPrice' || rule.field === 'stopPrice') {
    // ↑/↓ step by the tick: until it is known a press moves nothing, and the hint says why.
    if (instrument) return withOwn(msg('orderEdit.priceRules', { tick: instrument.priceIncrement }))
    return withOwn(msg(reading ? 'orderEdit.tickReading' : 'orderEdit.tickUnknown'))
  }
  return own
}
