// Exposure in the profile's reporting currency: each row's net and gross converted with the server's rate (each
// figure rounded to the cent, as every converted amount is), then rows of the same instrument or currency from
// accounts in different currencies added up — which only a common currency allows. A row whose account currency
// has no rate is left out of the converted table and named in `missing`, never converted at a guess.
import Big from 'big.js'
import type { Decimal } from '../../api/primitives'
import { convert, type RateTable } from '../reporting-currency'
import type { ExposureRow } from './exposure'

export interface UsedRate {
  from: string
  to: string
  rate: Decimal
  fetchedAt: number
}

export interface ReportedExposure {
  /** Rows in the reporting currency, largest gross first. */
  rows: ExposureRow[]
  /** Account currencies without a rate: their rows are not in `rows`. */
  missing: string[]
  /** The rates used, one per converted currency, for showing beside the figures. */
  rates: UsedRate[]
}

interface Acc {
  key: string
  accounts: string[]
  net: Big
  gross: Big
  positions: number
}

const cents = (b: Big): Decimal => {
  const text = b.toFixed(2)
  return text === '-0.00' ? '0.00' : text
}

export function reportExposure(rows: readonly ExposureRow[], table: RateTable): ReportedExposure {
  const merged = new Map<string, Acc>()
  const missing: string[] = []
  const rates = new Map<string, UsedRate>()
  for (const row of rows) {
    const net = convert(row.net, row.currency, table)
    const gross = convert(row.gross, row.currency, table)
    if (net.kind === 'missing' || gross.kind === 'missing') {
      if (!missing.includes(row.currency)) missing.push(row.currency)
      continue
    }
    if (net.kind === 'converted' && !rates.has(net.from)) {
      rates.set(net.from, { from: net.from, to: net.currency, rate: net.rate, fetchedAt: net.fetchedAt })
    }
    const acc = merged.get(row.key) ?? { key: row.key, accounts: [], net: new Big(0), gross: new Big(0), positions: 0 }
    acc.net = acc.net.plus(net.value)
    acc.gross = acc.gross.plus(gross.value)
    acc.positions += row.positions
    for (const a of row.accounts) if (!acc.accounts.includes(a)) acc.accounts.push(a)
    merged.set(row.key, acc)
  }
  const out = [...merged.values()]
    .sort((a, b) => b.gross.cmp(a.gross) || b.net.abs().cmp(a.net.abs()) || a.key.localeCompare(b.key))
    .map((r) => ({
      key: r.key,
      currency: table.toCurrency,
      accounts: r.accounts,
      net: cents(r.net),
      gross: cents(r.gross),
      positions: r.positions,
    }))
  return { rows: out, missing, rates: [...rates.values()] }
}
