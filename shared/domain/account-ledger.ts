// An account's money, rebuilt from its records: the cash ledger (every cash transaction of every cash
// transfer), the balance it implies over time, realised P/L by instrument and by day, and the
// reconciliation of a period against the balance the server reports. Decimal-exact (big.js) throughout;
// amounts leave as plain decimal strings. Which records carry what is decided in docs/api-notes.md,
// "Cash ledger and realised P/L".
import Big from 'big.js'
import type { Decimal } from '../api/primitives'
import type { CashTransaction, CashTransfer, Order } from '../api/records'

/** The transaction types that are money in or out of the account rather than its trading. */
export const FUNDING_TYPES: ReadonlySet<string> = new Set(['DEPOSIT', 'WITHDRAWAL'])
/** Realised profit or loss of a closing trade (DX's SETTLEMENT transaction). */
export const REALISED_TYPE = 'SETTLEMENT'
export const COMMISSION_TYPE = 'COMMISSION'
export const FINANCING_TYPE = 'FINANCING'

export interface LedgerEntry {
  account: string
  transactionCode: string
  time: string
  ms: number
  type: string
  value: Decimal
  currency: string
  transferCode?: string | undefined
  orderCode?: string | undefined
  positionCode?: string | undefined
  /** The execution a trade's commission or settlement came from. */
  tradeCode?: string | undefined
  comment?: string | undefined
}

export interface Period {
  /** Epoch ms, inclusive. */
  from: number
  /** Epoch ms, inclusive. */
  to: number
}

const ZERO = new Big(0)
const sum = (values: readonly Decimal[]): Big => values.reduce((total, v) => total.plus(v), ZERO)
const text = (value: Big): Decimal => value.toFixed()

/** One cash transaction as a ledger entry (with its transfer's code and comment, when it came in one). */
export function entryOf(tx: CashTransaction, transfer?: CashTransfer): LedgerEntry {
  return {
    account: tx.account,
    transactionCode: tx.transactionCode,
    time: tx.transactionTime,
    ms: Date.parse(tx.transactionTime),
    type: tx.type,
    value: tx.value,
    currency: tx.currency,
    transferCode: transfer?.transferCode,
    orderCode: tx.orderCode,
    positionCode: tx.positionCode,
    tradeCode: tx.tradeCode,
    comment: transfer?.comment,
  }
}

const byTime = (a: LedgerEntry, b: LedgerEntry) =>
  a.ms - b.ms || a.transactionCode.localeCompare(b.transactionCode, 'en', { numeric: true })

/**
 * Every cash transaction of the transfers, oldest first. A transaction code met twice (a list read across
 * pages while the account moved) is one record, counted once.
 */
export function ledgerEntries(transfers: readonly CashTransfer[]): LedgerEntry[] {
  const seen = new Map<string, LedgerEntry>()
  for (const transfer of transfers) {
    for (const tx of transfer.cashTransactions) {
      const key = `${tx.account}|${tx.transactionCode}`
      if (!seen.has(key)) seen.set(key, entryOf(tx, transfer))
    }
  }
  return [...seen.values()].sort(byTime)
}

/** The currencies of the ledger, the most used first (the account currency, for a margin account). */
export function ledgerCurrencies(entries: readonly LedgerEntry[]): string[] {
  const counts = new Map<string, number>()
  for (const e of entries) counts.set(e.currency, (counts.get(e.currency) ?? 0) + 1)
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([c]) => c)
}

// ---------------------------------------------------------------------------------------------------
// Balance over time

export interface BalancePoint {
  time: string
  ms: number
  /** Balance after this transaction. */
  balance: Decimal
  value: Decimal
  type: string
  transactionCode: string
  /** Deposits and withdrawals are marked on the chart. */
  funding?: 'deposit' | 'withdrawal' | undefined
  comment?: string | undefined
}

/** The balance after every transaction in one currency, starting from zero before the first record. */
export function balanceSeries(entries: readonly LedgerEntry[], currency: string): BalancePoint[] {
  let balance = ZERO
  return entries
    .filter((e) => e.currency === currency)
    .map((e) => {
      balance = balance.plus(e.value)
      const funding = FUNDING_TYPES.has(e.type) ? (new Big(e.value).gte(0) ? 'deposit' : 'withdrawal') : undefined
      return {
        time: e.time,
        ms: e.ms,
        balance: text(balance),
        value: e.value,
        type: e.type,
        transactionCode: e.transactionCode,
        ...(funding ? { funding } : {}),
        ...(e.comment !== undefined ? { comment: e.comment } : {}),
      }
    })
}

// ---------------------------------------------------------------------------------------------------
// Realised P/L

export const UNATTRIBUTED = 'Not order-related'

export interface InstrumentPl {
  instrument: string
  realised: Decimal
  commission: Decimal
  /** realised + commission */
  net: Decimal
  /** Closing trades (realised P/L records) counted. */
  closes: number
}

export interface DayPl {
  /** The day as the caller names it (YYYY-MM-DD in the display time zone). */
  day: string
  realised: Decimal
  commission: Decimal
  net: Decimal
}

export interface RealisedPl {
  currency: string
  byInstrument: InstrumentPl[]
  byDay: DayPl[]
  realised: Decimal
  commission: Decimal
  net: Decimal
}

interface Acc {
  realised: Big
  commission: Big
  closes: number
}

/**
 * Realised P/L (SETTLEMENT) and trading commissions (COMMISSION) of one currency within the period, by the
 * instrument of the order each transaction names (order history gives the instrument) and by day.
 */
export function realisedPl(
  entries: readonly LedgerEntry[],
  orders: readonly Order[],
  currency: string,
  period: Period,
  dayOf: (ms: number) => string,
): RealisedPl {
  const instrumentOf = new Map(orders.map((o) => [o.orderCode, o.instrument]))
  const instruments = new Map<string, Acc>()
  const days = new Map<string, Acc>()
  const add = (map: Map<string, Acc>, key: string, e: LedgerEntry) => {
    const acc = map.get(key) ?? { realised: ZERO, commission: ZERO, closes: 0 }
    if (e.type === REALISED_TYPE) {
      acc.realised = acc.realised.plus(e.value)
      acc.closes += 1
    } else {
      acc.commission = acc.commission.plus(e.value)
    }
    map.set(key, acc)
  }
  for (const e of entries) {
    if (e.currency !== currency || e.ms < period.from || e.ms > period.to) continue
    if (e.type !== REALISED_TYPE && !(e.type === COMMISSION_TYPE && e.orderCode !== undefined)) continue
    const instrument =
      e.orderCode === undefined ? UNATTRIBUTED : (instrumentOf.get(e.orderCode) ?? `Order ${e.orderCode}`)
    add(instruments, instrument, e)
    add(days, dayOf(e.ms), e)
  }
  const byInstrument = [...instruments.entries()]
    .map(([instrument, a]) => ({
      instrument,
      realised: text(a.realised),
      commission: text(a.commission),
      net: text(a.realised.plus(a.commission)),
      closes: a.closes,
    }))
    .sort((a, b) => new Big(b.net).cmp(a.net) || a.instrument.localeCompare(b.instrument))
  const byDay = [...days.entries()]
    .map(([day, a]) => ({
      day,
      realised: text(a.realised),
      commission: text(a.commission),
      net: text(a.realised.plus(a.commission)),
    }))
    .sort((a, b) => a.day.localeCompare(b.day))
  const realised = sum(byInstrument.map((i) => i.realised))
  const commission = sum(byInstrument.map((i) => i.commission))
  return {
    currency,
    byInstrument,
    byDay,
    realised: text(realised),
    commission: text(commission),
    net: text(realised.plus(commission)),
  }
}

// ---------------------------------------------------------------------------------------------------
// Reconciliation

export interface ReasonTotal {
  type: string
  total: Decimal
  count: number
}

export interface UnlistedRecord {
  transactionCode: string
  time: string
  type: string
  value: Decimal
  orderCode: string
  /** The record falls inside the reconciled period. */
  inPeriod: boolean
}

export interface Reconciliation {
  currency: string
  period: Period
  /** Σ of every record before the period (the ledger starts from zero). */
  opening: Decimal
  /** Σ by reason within the period, largest movement first. */
  byReason: ReasonTotal[]
  realised: Decimal
  commissions: Decimal
  /** The commissions booked on an order: what realised P/L counts beside its settlements. */
  orderCommissions: Decimal
  /** Commissions on no order (a market-data fee): in `commissions`, never in realised P/L's. */
  otherFees: Decimal
  financing: Decimal
  /** Money paid in and taken out (DEPOSIT, WITHDRAWAL). */
  deposits: Decimal
  /** Every other reason within the period, together. */
  other: Decimal
  movement: Decimal
  /** opening + movement */
  closing: Decimal
  /** The server's balance now less every record after the period: what the server says the period closed at. */
  reportedClosing: Decimal
  reportedNow: Decimal
  /** reportedClosing − closing; zero when the records account for every cent. */
  difference: Decimal
  balanced: boolean
  /** Cash transactions on orders (order history) that the transfer list does not have. */
  unlisted: UnlistedRecord[]
  /** The part of the difference those records explain, and what remains unexplained. */
  explained: Decimal
  unexplained: Decimal
}

export interface ReconcileInput {
  entries: readonly LedgerEntry[]
  orders: readonly Order[]
  currency: string
  /** The server's balance now in that currency (account metrics). */
  reportedBalance: Decimal
  period: Period
}

/**
 * opening balance + Σ transfers by reason = closing balance, checked against the server's balance. A
 * difference is never rounded away: it is reported with the order-history cash transactions missing from
 * the transfer list, which are the records that explain it, and whatever they leave unexplained.
 */
export function reconcile(input: ReconcileInput): Reconciliation {
  const { currency, period } = input
  const entries = input.entries.filter((e) => e.currency === currency)
  const before = entries.filter((e) => e.ms < period.from)
  const within = entries.filter((e) => e.ms >= period.from && e.ms <= period.to)
  const after = entries.filter((e) => e.ms > period.to)

  const reasons = new Map<string, { total: Big; count: number }>()
  for (const e of within) {
    const r = reasons.get(e.type) ?? { total: ZERO, count: 0 }
    reasons.set(e.type, { total: r.total.plus(e.value), count: r.count + 1 })
  }
  const byReason = [...reasons.entries()]
    .map(([type, r]) => ({ type, total: text(r.total), count: r.count }))
    .sort((a, b) => new Big(b.total).abs().cmp(new Big(a.total).abs()) || a.type.localeCompare(b.type))
  const reasonTotal = (type: string) => reasons.get(type)?.total ?? ZERO
  const realised = reasonTotal(REALISED_TYPE)
  const commissions = reasonTotal(COMMISSION_TYPE)
  const financing = reasonTotal(FINANCING_TYPE)
  const deposits = [...FUNDING_TYPES].reduce((total, type) => total.plus(reasonTotal(type)), ZERO)
  const orderCommissions = sum(
    within.filter((e) => e.type === COMMISSION_TYPE && e.orderCode !== undefined).map((e) => e.value),
  )

  const opening = sum(before.map((e) => e.value))
  const movement = sum(within.map((e) => e.value))
  const closing = opening.plus(movement)
  const reportedNow = new Big(input.reportedBalance)
  const reportedClosing = reportedNow.minus(sum(after.map((e) => e.value)))
  const difference = reportedClosing.minus(closing)

  const listed = new Set(input.entries.map((e) => e.transactionCode))
  const unlisted: UnlistedRecord[] = []
  for (const order of input.orders) {
    for (const tx of order.cashTransactions ?? []) {
      if (tx.currency !== currency || listed.has(tx.transactionCode)) continue
      listed.add(tx.transactionCode)
      const ms = Date.parse(tx.transactionTime)
      unlisted.push({
        transactionCode: tx.transactionCode,
        time: tx.transactionTime,
        type: tx.type,
        value: tx.value,
        orderCode: order.orderCode,
        inPeriod: ms >= period.from && ms <= period.to,
      })
    }
  }
  unlisted.sort((a, b) => Date.parse(a.time) - Date.parse(b.time))
  const explained = sum(unlisted.map((u) => u.value))

  return {
    currency,
    period,
    opening: text(opening),
    byReason,
    realised: text(realised),
    commissions: text(commissions),
    orderCommissions: text(orderCommissions),
    otherFees: text(commissions.minus(orderCommissions)),
    financing: text(financing),
    deposits: text(deposits),
    other: text(movement.minus(realised).minus(commissions).minus(financing).minus(deposits)),
    movement: text(movement),
    closing: text(closing),
    reportedClosing: text(reportedClosing),
    reportedNow: text(reportedNow),
    difference: text(difference),
    balanced: difference.eq(0),
    unlisted,
    explained: text(explained),
    unexplained: text(difference.minus(explained)),
  }
}
