// The Instruments grid's columns. Sizes are shown in the profile's unit (units or lots), each with its unit,
// so a minimum in units never sits unlabelled beside a maximum in lots.
import type { InstrumentDetails } from '@shared/api/records'
import { decimalsOfStep } from '@shared/domain/decimal'
import { maxSizeIn, sizeIn, type Size, type SizeUnit } from '@shared/domain/size-units'
import { countOf } from '@shared/text/plural'
import type { CountedThing } from '@shared/text/messages'
import type { ColumnSpec } from '../../components/DataTable/types'
import { formatDecimal, formatPercent } from '../../lib/format'
import { enumCol, numberCol, textCol } from '../columns'
import { marketStatusColumn, type WithTradingHours } from '../market/market-status'
import { msg, type Words } from '@shared/text/messages'

/** An account's trading rules for a symbol, with the tick and lot size from the global reference when known. */
export type InstrumentRow = InstrumentDetails &
  WithTradingHours & { priceIncrement?: string | undefined; lotSize?: string | undefined }

const UNIT_NOUNS: Record<Size['unit'], CountedThing> = {
  units: 'unit',
  lots: 'lot',
  notional: 'notional',
}

/** "1,000 units", "1 lot", "0.01 lots", "∞ units": a size never without its unit. */
export function sizeText(size: Size | undefined): string {
  return size ? countOf(formatDecimal(size.value), UNIT_NOUNS[size.unit]) : ''
}

/** "0.00001 (5 decimals)", "0.1 (1 decimal)": a tick with the decimals it allows; "?" for no valid step. */
export function stepText(step: string): string {
  const count = decimalsOfStep(step)
  return count === undefined
    ? msg('labels.instruments.stepUnknownDecimals', { step: formatDecimal(step) })
    : msg('labels.instruments.stepWithDecimals', { step: formatDecimal(step), count })
}

export function marginSummary(i: InstrumentDetails): string {
  const tiers = i.marginRate.tiers
  if (tiers.length === 0) return i.marginRate.rateType
  if (tiers.length === 1) return `${i.marginRate.rateType} ${formatPercent(tiers[0]?.value)}`
  return `${i.marginRate.rateType} ${tiers.map((t) => formatPercent(t.value)).join(' / ')}`
}

export function instrumentColumns(unit: SizeUnit): ColumnSpec<InstrumentRow>[] {
  const size = (id: string, header: Words, get: (i: InstrumentRow) => Size | undefined, description: Words) => ({
    // Wide enough for "1,000,000 notional": a size is never cut off from its unit.
    ...numberCol<InstrumentRow>(id, header, (i) => get(i)?.value, { description, size: 140 }),
    text: (i: InstrumentRow) => sizeText(get(i)),
    exportText: (i: InstrumentRow) => (get(i) ? `${get(i)?.value} ${get(i)?.unit}` : ''),
  })
  const inUnit = (value: string) => (i: InstrumentRow) => sizeIn(value, 'units', unit, i.lotSize)
  return [
    textCol('symbol', msg('columns.instruments.symbol'), (i) => i.symbol, { size: 110 }),
    enumCol('type', msg('columns.instruments.type'), (i) => i.type, { size: 90 }),
    enumCol('tradingStatus', msg('columns.instruments.tradingstatus'), (i) => i.tradingStatus, {
      size: 90,
      description: msg('columns.instruments.tradingstatusDescription'),
    }),
    marketStatusColumn<InstrumentRow>(),
    numberCol('priceIncrement', msg('columns.instruments.priceincrement'), (i) => i.priceIncrement, {
      mode: 'quantity',
      unit: (i) => i.symbol,
      description: msg('columns.instruments.priceincrementDescription'),
    }),
    size(
      'minOrderSize',
      msg('columns.instruments.minSize'),
      (i) => inUnit(i.minOrderSize)(i),
      msg('columns.instruments.smallestOrderInTheProfile'),
    ),
    size(
      'maxOrderSize',
      msg('columns.instruments.maxSize'),
      (i) => maxSizeIn(i.maxOrderSize, unit, i.lotSize),
      msg('columns.instruments.largestOrderInTheProfile'),
    ),
    size(
      'minOrderSizeIncrement',
      msg('columns.instruments.sizeStep'),
      (i) => inUnit(i.minOrderSizeIncrement)(i),
      msg('columns.instruments.orderSizesGoUpIn'),
    ),
    numberCol('lotSize', msg('columns.instruments.lotsize'), (i) => i.lotSize, {
      mode: 'quantity',
      description: msg('columns.instruments.lotsizeDescription'),
      defaultHidden: unit === 'units',
    }),
    textCol('marginRate', msg('columns.instruments.marginrate'), (i) => marginSummary(i), { size: 200 }),
  ]
}
