// Instrument and Instrument Details records as they go on the wire (typed by the shared schemas' input side).
import type { InstrumentDetailsWire, InstrumentWire, MarginTierWire } from '@shared/api'
import type { InstrumentSpec } from '../state/types'
import type { AccountState, SandboxWorld } from '../state/world'

export function instrumentWire(spec: InstrumentSpec): InstrumentWire {
  const wire: InstrumentWire = {
    type: spec.type,
    symbol: spec.symbol,
    version: spec.version,
    description: spec.description,
    priceIncrement: spec.priceIncrement,
    pipSize: spec.pipSize,
    currency: spec.currency,
    lotSize: spec.lotSize,
    multiplier: spec.multiplier,
    tradingHours: spec.tradingHours.map((s) => ({ weekDay: s.weekDay, eventType: s.eventType })),
  }
  if (spec.underlying !== undefined) wire.underlying = spec.underlying
  if (spec.product !== undefined) wire.product = spec.product
  if (spec.firstCurrency !== undefined) wire.firstCurrency = spec.firstCurrency
  if (spec.currencyType !== undefined) wire.currencyType = spec.currencyType
  return wire
}

/** The open-ended tier's bound is infinite: the string "Infinity", never a JSON number. */
function tierWire(tier: { endVolume: number; value: number }): MarginTierWire {
  return { endVolume: Number.isFinite(tier.endVolume) ? tier.endVolume : 'Infinity', value: tier.value }
}

export function instrumentDetailsWire(
  world: SandboxWorld,
  account: AccountState,
  spec: InstrumentSpec,
): InstrumentDetailsWire {
  return {
    account: account.code,
    type: spec.type,
    symbol: spec.symbol,
    tradingStatus: world.tradingStatus(account, spec.symbol),
    minOrderSize: spec.minOrderSize,
    maxOrderSize: { value: spec.maxOrderSize.value, limitType: spec.maxOrderSize.limitType },
    minOrderSizeIncrement: spec.minOrderSizeIncrement,
    marginRate: { rateType: spec.marginRate.rateType, tiers: spec.marginRate.tiers.map(tierWire) },
  }
}
