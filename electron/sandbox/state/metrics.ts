// Account metrics computed from positions, balances and current prices. Every money figure is rounded to
// cents first and then summed in decimal, so the identities a client may check hold exactly:
// equity = balance + Σ fpl, marginFree = equity − margin, counts = list lengths.
import Big from 'big.js'
import { money, roundTo } from '../decimal'
import type { InstrumentSpec, MarginTierSpec, PositionState } from './types'
import { isFinal } from './types'
import type { AccountState, SandboxWorld } from './world'

export interface PositionMetricsData {
  version: number
  positionCode: string
  symbol: string
  quantity: number
  quantityNotional: number
  rate: number
  fpl: number
  convRate: number
  bidOpen: number
  askOpen: number
  margin: number
  marginRate: number
  openPrice: number
  openPriceInstrumentCcy: number
  fplInstrumentCcy: number
  instrumentCurrency: string
}

export interface CurrencyMetricsData {
  version: number
  symbol: string
  balance: number
  allocatedFunds: number
  availableFunds: number
  withdrawableBalance: number
  convRate: number
  precision: number
}

export interface AccountMetricsData {
  account: string
  version: number
  equity: number
  balance: number
  availableBalance: number
  availableFunds: number
  allocatedFunds: number
  marginFree: number
  openPL: number
  totalPL: number
  /** The sandbox keeps a single margin requirement: margin = initialMargin = maintenanceMargin. */
  margin: number
  credit: number
  openPositionsCount: number
  openOrdersCount: number
  positions: PositionMetricsData[]
  balances: CurrencyMetricsData[]
}

const sum = (values: number[]) => Number(values.reduce((acc, v) => acc.plus(v), new Big(0)))

/** Margin of `volume` units under a tier table: each slice of volume pays its own tier's rate. */
export function tieredMargin(volume: number, price: number, tiers: MarginTierSpec[]): number {
  let remaining = volume
  let lower = 0
  let margin = 0
  for (const tier of tiers) {
    if (remaining <= 0) break
    const slice = Math.min(remaining, tier.endVolume - lower)
    margin += slice * price * tier.value
    remaining -= slice
    lower = tier.endVolume
  }
  return margin
}

export function positionMetrics(
  world: SandboxWorld,
  account: AccountState,
  position: PositionState,
  instrument: InstrumentSpec,
): PositionMetricsData {
  const quote = world.prices.quote(position.symbol)
  const long = position.side === 'BUY'
  const closing = long ? quote.bid : quote.ask
  const conv = world.prices.convRate(instrument.currency, account.baseCurrency)
  const direction = long ? 1 : -1
  const fplInstrument = money((closing - position.openPrice) * position.quantity * instrument.multiplier * direction)
  const marginInstrument = tieredMargin(
    position.quantity,
    quote.mid * instrument.multiplier,
    instrument.marginRate.tiers,
  )
  const margin = money(marginInstrument * conv)
  const notional = position.quantity * quote.mid * instrument.multiplier
  return {
    version: position.version,
    positionCode: position.positionCode,
    symbol: position.symbol,
    quantity: position.quantity * direction,
    quantityNotional: money(position.quantity * position.openPrice * instrument.multiplier * direction),
    rate: roundTo(closing * conv, 8),
    fpl: money(fplInstrument * conv),
    convRate: roundTo(conv, 8),
    bidOpen: position.bidOpen,
    askOpen: position.askOpen,
    margin,
    marginRate: notional > 0 ? roundTo(marginInstrument / notional, 6) : 0,
    openPrice: roundTo(position.openPrice * conv, 8),
    openPriceInstrumentCcy: position.openPrice,
    fplInstrumentCcy: fplInstrument,
    instrumentCurrency: instrument.currency,
  }
}

export function accountMetrics(world: SandboxWorld, account: AccountState): AccountMetricsData {
  const positions: PositionMetricsData[] = []
  for (const position of account.positions.values()) {
    const instrument = world.instrument(position.symbol)
    if (instrument) positions.push(positionMetrics(world, account, position, instrument))
  }
  const balanceParts = [...account.balances.values()].map((b) =>
    money(b.value * world.prices.convRate(b.currency, account.baseCurrency)),
  )
  const balance = sum(balanceParts)
  const openPL = sum(positions.map((p) => p.fpl))
  const margin = sum(positions.map((p) => p.margin))
  const equity = sum([balance, openPL])
  const marginFree = sum([equity, -margin])
  const availableBalance = Math.max(0, Math.min(balance, marginFree))
  const realised = sum(
    account.transfers.flatMap((t) => t.cashTransactions.filter((c) => c.type === 'SETTLEMENT').map((c) => c.value)),
  )
  const openOrdersCount = account.orders.filter((o) => !isFinal(o.status)).length
  const balances: CurrencyMetricsData[] = [...account.balances.values()].map((b) => {
    const isBase = b.currency === account.baseCurrency
    const allocated = isBase ? margin : 0
    return {
      version: b.version,
      symbol: b.currency,
      balance: b.value,
      allocatedFunds: allocated,
      availableFunds: isBase ? marginFree : b.value,
      withdrawableBalance: isBase ? availableBalance : Math.max(0, b.value),
      convRate: roundTo(world.prices.convRate(b.currency, account.baseCurrency), 8),
      precision: b.currency === 'JPY' ? 0 : 2,
    }
  })
  return {
    account: account.code,
    version: account.version,
    equity,
    balance,
    availableBalance,
    availableFunds: marginFree,
    allocatedFunds: margin,
    marginFree,
    openPL,
    totalPL: sum([realised, openPL]),
    margin,
    credit: 0,
    openPositionsCount: positions.length,
    openOrdersCount,
    positions,
    balances,
  }
}
