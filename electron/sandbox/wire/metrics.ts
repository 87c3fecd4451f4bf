// Account metrics on the wire, with every spelling variant a client may read (docs/api-notes.md, "Record spellings"):
// openPL and totalPL (the OpenAPI-derived spelling), margin together with initialMargin and maintenanceMargin, and both
// withdrawableBalance and availableBalanceForWithdrawal.
import type { AccountMetricsWire, CurrencyMetricsWire, PositionMetricsWire } from '@shared/api'
import type { AccountMetricsData, CurrencyMetricsData, PositionMetricsData } from '../state/metrics'

function positionMetricsWire(p: PositionMetricsData): PositionMetricsWire {
  return {
    version: p.version,
    positionCode: p.positionCode,
    symbol: p.symbol,
    quantity: p.quantity,
    quantityNotional: p.quantityNotional,
    rate: p.rate,
    fpl: p.fpl,
    convRate: p.convRate,
    bidOpen: p.bidOpen,
    askOpen: p.askOpen,
    margin: p.margin,
    initialMargin: p.margin,
    maintenanceMargin: p.margin,
    marginRate: p.marginRate,
    openPrice: p.openPrice,
    openPriceInstrumentCcy: p.openPriceInstrumentCcy,
    fplInstrumentCcy: p.fplInstrumentCcy,
    instrumentCurrency: p.instrumentCurrency,
  }
}

function currencyMetricsWire(c: CurrencyMetricsData): CurrencyMetricsWire {
  return {
    version: c.version,
    symbol: c.symbol,
    balance: c.balance,
    allocatedFunds: c.allocatedFunds,
    availableFunds: c.availableFunds,
    withdrawableBalance: c.withdrawableBalance,
    availableBalanceForWithdrawal: c.withdrawableBalance,
    convRate: c.convRate,
    precision: c.precision,
  }
}

export function metricsWire(m: AccountMetricsData, includePositions: boolean): AccountMetricsWire {
  const wire: AccountMetricsWire = {
    account: m.account,
    version: m.version,
    equity: m.equity,
    balance: m.balance,
    availableBalance: m.availableBalance,
    availableFunds: m.availableFunds,
    allocatedFunds: m.allocatedFunds,
    marginFree: m.marginFree,
    openPL: m.openPL,
    totalPL: m.totalPL,
    margin: m.margin,
    initialMargin: m.margin,
    maintenanceMargin: m.margin,
    credit: m.credit,
    openPositionsCount: m.openPositionsCount,
    openOrdersCount: m.openOrdersCount,
    balances: m.balances.map(currencyMetricsWire),
  }
  if (includePositions) wire.positions = m.positions.map(positionMetricsWire)
  return wire
}
