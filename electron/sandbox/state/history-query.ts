// orders/history matching, sorting and the server cap, over both storage forms (order objects, and the
// columnar benchmark history). Sort order: last transaction time, newest first, ties by orderId descending
// (the interface says "sorted by last transaction time"; newest first is what a trader pages through, and
// it is the order in which `nextPageTransactionTime` + `transaction-to` continuation makes sense).
import { COLUMN_SIDES, COLUMN_STATUSES, COLUMN_TYPES, type ColumnarOrderHistory } from './order-columns'
import type { OrderState, OrderStatus, Side } from './types'
import type { AccountState } from './world'

export interface TimeRange {
  from: number
  to: number
}

export interface HistoryFilter {
  statuses?: ReadonlySet<string>
  types?: ReadonlySet<string>
  side?: Side
  instruments?: ReadonlySet<string>
  clientOrderIds?: ReadonlySet<string>
  orderIds?: ReadonlySet<number>
  issued?: TimeRange
  transaction?: TimeRange
  completed?: TimeRange
  minVersion?: number
  maxVersion?: number
}

/**
 * A matched order: the stored object, or a row of the account's columnar history (never materialised here:
 * a query may match a thousand rows to serve a page of a hundred). One shape for both, without closures, so
 * building a thousand of them stays cheap.
 */
export interface HistoryHit {
  account: AccountState
  transactionTime: number
  orderId: number
  /** The stored order, or undefined for a columnar row. */
  order: OrderState | undefined
  /** The row in `account.largeHistory` when `order` is undefined; -1 otherwise. */
  row: number
}

const inRange = (value: number, range: TimeRange | undefined) =>
  range === undefined || (value >= range.from && value <= range.to)

export function orderMatches(order: OrderState, f: HistoryFilter): boolean {
  if (f.statuses && !f.statuses.has(order.status)) return false
  if (f.types && !f.types.has(order.type)) return false
  if (f.side && order.side !== f.side) return false
  if (f.instruments && !f.instruments.has(order.instrument)) return false
  if (f.clientOrderIds && !f.clientOrderIds.has(order.clientOrderId)) return false
  if (f.orderIds && !f.orderIds.has(order.orderId)) return false
  if (!inRange(order.issueTime, f.issued)) return false
  if (!inRange(order.transactionTime, f.transaction)) return false
  if (f.completed && (order.completedTime === undefined || !inRange(order.completedTime, f.completed))) return false
  if (f.minVersion !== undefined && order.version < f.minVersion) return false
  if (f.maxVersion !== undefined && order.version > f.maxVersion) return false
  return true
}

const newestFirst = (a: HistoryHit, b: HistoryHit) => b.transactionTime - a.transactionTime || b.orderId - a.orderId

function objectHits(account: AccountState, filter: HistoryFilter): HistoryHit[] {
  return account.orders
    .filter((order) => orderMatches(order, filter))
    .map((order): HistoryHit => ({
      account,
      transactionTime: order.transactionTime,
      orderId: order.orderId,
      order,
      row: -1,
    }))
}

function columnHits(account: AccountState, history: ColumnarOrderHistory, f: HistoryFilter, limit: number) {
  const hits: HistoryHit[] = []
  const statusCodes = f.statuses && new Set([...f.statuses].map((s) => COLUMN_STATUSES.indexOf(s as OrderStatus)))
  const typeCodes = f.types && new Set([...f.types].map((t) => COLUMN_TYPES.indexOf(t as (typeof COLUMN_TYPES)[0])))
  const sideCode = f.side && COLUMN_SIDES.indexOf(f.side)
  const symbolCodes = f.instruments && new Set([...f.instruments].map((s) => history.symbols.indexOf(s)))
  // A list filter none of whose values occurs in the columns (an instrument this account never traded) matches
  // no row: answer without scanning a million of them.
  const none = (codes: ReadonlySet<number> | undefined) => codes !== undefined && ![...codes].some((c) => c >= 0)
  if (none(statusCodes) || none(typeCodes) || none(symbolCodes) || sideCode === -1) return hits
  let rows: number[] | undefined
  if (f.orderIds || f.clientOrderIds) {
    // Id filters name at most 50 orders each: look them up instead of scanning a million rows.
    const byId = f.orderIds ? [...f.orderIds].map((id) => history.rowOfOrderId(id)) : undefined
    const byClient = f.clientOrderIds ? [...f.clientOrderIds].map((c) => history.rowOfClientOrderId(c)) : undefined
    const candidates = byId && byClient ? byId.filter((r) => byClient.includes(r)) : (byId ?? byClient ?? [])
    rows = [...new Set(candidates.filter((r) => r >= 0))].sort((a, b) => b - a)
  }
  const hi = f.transaction ? history.upperBound(f.transaction.to) : history.size
  const lo = f.transaction ? history.lowerBound(f.transaction.from) : 0
  const accept = (row: number): boolean => {
    if (row < lo || row >= hi) return false
    if (statusCodes && !statusCodes.has(history.status[row] ?? -1)) return false
    if (typeCodes && !typeCodes.has(history.type[row] ?? -1)) return false
    if (sideCode !== undefined && history.side[row] !== sideCode) return false
    if (symbolCodes && !symbolCodes.has(history.instrument[row] ?? -1)) return false
    if (!inRange(history.issueTime[row] ?? 0, f.issued)) return false
    // Every columnar order is final, completed at its last transaction.
    if (!inRange(history.transactionTime[row] ?? 0, f.completed)) return false
    const version = history.version[row] ?? 0
    if (f.minVersion !== undefined && version < f.minVersion) return false
    if (f.maxVersion !== undefined && version > f.maxVersion) return false
    return true
  }
  const push = (row: number) =>
    hits.push({
      account,
      transactionTime: history.transactionTime[row] ?? 0,
      orderId: history.orderIdAt(row),
      order: undefined,
      row,
    })
  if (rows) {
    for (const row of rows) if (accept(row)) push(row)
    return hits.slice(0, limit)
  }
  for (let row = hi - 1; row >= lo && hits.length < limit; row--) if (accept(row)) push(row)
  return hits
}

export interface HistoryResult {
  /** Newest first, at most `cap` of them. */
  hits: HistoryHit[]
  /** transactionTime of the first matched order left out by the cap, if the cap cut the result. */
  nextPageTransactionTime?: number
}

/** Matches across accounts, sorts newest first and applies the server cap. */
export function queryHistory(accounts: readonly AccountState[], filter: HistoryFilter, cap: number): HistoryResult {
  const all: HistoryHit[] = []
  for (const account of accounts) {
    const hits = objectHits(account, filter)
    if (account.largeHistory) hits.push(...columnHits(account, account.largeHistory, filter, cap + 1))
    all.push(...hits)
  }
  all.sort(newestFirst)
  if (all.length <= cap) return { hits: all }
  const firstLeftOut = all[cap]
  const result: HistoryResult = { hits: all.slice(0, cap) }
  if (firstLeftOut) result.nextPageTransactionTime = firstLeftOut.transactionTime
  return result
}
