// From a metrics read to the inputs of the margin and exposure arithmetic: a position's current price in its
// instrument currency (the server's `currentPriceInstrumentCcy`, or its account-currency `rate` ÷ `convRate`
// where the server leaves the former out), its multiplier and currencies from the instrument reference.
import Big from 'big.js'
import type { AccountMetrics, Instrument, PositionMetrics } from '../../api/records'
import type { ExposurePosition } from './exposure'

/** Current closing price in the instrument currency, to 10 places when worked back from `rate`. */
export function positionPrice(m: Pick<PositionMetrics, 'currentPriceInstrumentCcy' | 'rate' | 'convRate'>): string {
  if (m.currentPriceInstrumentCcy !== undefined) return m.currentPriceInstrumentCcy
  try {
    const conv = new Big(m.convRate)
    return conv.eq(0) ? m.rate : new Big(m.rate).div(conv).round(10).toFixed()
  } catch {
    return m.rate
  }
}

export function exposureOf(
  account: string,
  accountCurrency: string,
  m: PositionMetrics,
  instrument: Pick<Instrument, 'multiplier' | 'firstCurrency' | 'currency'> | undefined,
): ExposurePosition {
  return {
    account,
    accountCurrency,
    symbol: m.symbol,
    quantity: m.quantity,
    convRate: m.convRate,
    price: positionPrice(m),
    multiplier: instrument?.multiplier,
    instrumentCurrency: m.instrumentCurrency || instrument?.currency || '',
    firstCurrency: instrument?.firstCurrency,
  }
}

/** Every position of a metrics read (with positions) as exposure inputs, each in its account's currency. */
export function exposurePositions(
  metrics: ReadonlyArray<Pick<AccountMetrics, 'account' | 'positions'>>,
  currencyOf: (account: string) => string,
  reference: ReadonlyMap<string, Pick<Instrument, 'multiplier' | 'firstCurrency' | 'currency'>>,
): ExposurePosition[] {
  return metrics.flatMap((m) =>
    (m.positions ?? []).map((p) => exposureOf(m.account, currencyOf(m.account), p, reference.get(p.symbol))),
  )
}
