// orders/history matching, sorting and the server cap, over both storage forms (order objects, and the
// columnar benchmark history). Sort order: last transaction time, newest first, ties by orderId descending
// (the interface says "sorted by last transaction time"; newest first is what a trader pages through, and
// it is the order in which `nextPageTransactionTime` + `transaction-to` continuation makes sense).
import {
  COLUMN_SIDES,
  COLUMN_STATUSES,
  COLUMN_TYPES,
  type ColumnarOrderHistory,
  type ListColumn,
} from './order-columns'
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

/** A matched order: the stored object, or a row of the account's columnar history (never materialised here). */
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
    .sort(newestFirst)
}

/** Matching rows of a columnar history, newest first, at most `limit` of them. */
function columnRows(history: ColumnarOrderHistory, f: HistoryFilter, limit: number): number[] {
  const matched: number[] = []
  const statusCodes = f.statuses && new Set([...f.statuses].map((s) => COLUMN_STATUSES.indexOf(s as OrderStatus)))
  const typeCodes = f.types && new Set([...f.types].map((t) => COLUMN_TYPES.indexOf(t as (typeof COLUMN_TYPES)[0])))
  const sideCode = f.side && COLUMN_SIDES.indexOf(f.side)
  const symbolCodes = f.instruments && new Set([...f.instruments].map((s) => history.symbols.indexOf(s)))
  // A list filter none of whose values occurs in the columns (an instrument this account never traded) matches
  // no row: answer without scanning a million of them.
  const none = (codes: ReadonlySet<number> | undefined) => codes !== undefined && ![...codes].some((c) => c >= 0)
  if (none(statusCodes) || none(typeCodes) || none(symbolCodes) || sideCode === -1) return matched
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
  if (rows) {
    for (const row of rows) if (accept(row) && matched.length < limit) matched.push(row)
    return matched
  }
  const walk = narrowestList(history, lo, hi, [
    ['status', statusCodes],
    ['type', typeCodes],
    ['side', sideCode === undefined ? undefined : new Set([sideCode])],
    ['instrument', symbolCodes],
  ])
  if (walk) {
    for (let row = walk.next(); row >= 0 && matched.length < limit; row = walk.next())
      if (accept(row)) matched.push(row)
    return matched
  }
  for (let row = hi - 1; row >= lo && matched.length < limit; row--) if (accept(row)) matched.push(row)
  return matched
}

/** Rows of a set of posting lists within [lo, hi), newest (highest) first, merged; -1 when none is left. */
interface RowWalk {
  next(): number
}

/** Index of the first entry of an ascending list that is >= value. */
function firstAtLeast(list: Uint32Array, value: number): number {
  let a = 0
  let b = list.length
  while (a < b) {
    const mid = (a + b) >>> 1
    if ((list[mid] ?? 0) < value) a = mid + 1
    else b = mid
  }
  return a
}

/**
 * The list filter whose values hold the fewest rows in [lo, hi), as a walk over those rows — or undefined when
 * no list filter is set or the narrowest still holds most rows (walking every row is then as cheap). The walk
 * only proposes rows: each is still checked against the whole filter.
 */
function narrowestList(
  history: ColumnarOrderHistory,
  lo: number,
  hi: number,
  filters: ReadonlyArray<readonly [ListColumn, ReadonlySet<number> | undefined]>,
): RowWalk | undefined {
  let best: { lists: Uint32Array[]; starts: number[]; ends: number[]; count: number } | undefined
  for (const [column, codes] of filters) {
    if (!codes) continue
    const lists: Uint32Array[] = []
    const starts: number[] = []
    const ends: number[] = []
    let count = 0
    for (const code of codes) {
      if (code < 0) continue
      const list = history.rowsWithCode(column, code)
      const start = firstAtLeast(list, lo)
      const end = firstAtLeast(list, hi)
      lists.push(list)
      starts.push(start)
      ends.push(end)
      count += end - start
    }
    if (!best || count < best.count) best = { lists, starts, ends, count }
  }
  if (!best || best.count > (hi - lo) / 2) return undefined
  const { lists, starts } = best
  // Each list's cursor: the index of its next (newest remaining) row.
  const cursors = best.ends.map((end) => end - 1)
  return {
    next() {
      let pick = -1
      let row = -1
      for (let i = 0; i < lists.length; i++) {
        const at = cursors[i] ?? -1
        if (at < (starts[i] ?? 0)) continue
        const candidate = lists[i]?.[at] ?? -1
        if (candidate > row) {
          row = candidate
          pick = i
        }
      }
      if (pick >= 0) cursors[pick] = (cursors[pick] ?? 0) - 1
      return row
    },
  }
}

/**
 * One account's matches in one storage form, newest first. A columnar row becomes a HistoryHit only when it
 * is on the page being served: a query may match a thousand rows to serve a page of a hundred.
 */
interface MatchList {
  length: number
  time(i: number): number
  orderId(i: number): number
  hit(i: number): HistoryHit
}

function objectMatches(hits: HistoryHit[]): MatchList {
  return {
    length: hits.length,
    time: (i) => hits[i]?.transactionTime ?? 0,
    orderId: (i) => hits[i]?.orderId ?? 0,
    hit: (i) => hits[i] as HistoryHit,
  }
}

function rowMatches(account: AccountState, history: ColumnarOrderHistory, rows: number[]): MatchList {
  const time = (i: number) => history.transactionTime[rows[i] ?? 0] ?? 0
  const orderId = (i: number) => history.orderIdAt(rows[i] ?? 0)
  return {
    length: rows.length,
    time,
    orderId,
    hit: (i) => ({ account, transactionTime: time(i), orderId: orderId(i), order: undefined, row: rows[i] ?? 0 }),
  }
}

export interface HistoryResult {
  /** Newest first: the requested slice of the matches within the cap. */
  hits: HistoryHit[]
  /** transactionTime of the first matched order left out by the cap, if the cap cut the result. */
  nextPageTransactionTime?: number
}

/** Which of the matches within the cap to return: from `start` (0-based), at most `size` of them. */
export interface HistorySlice {
  start: number
  size: number
}

/**
 * Matches across accounts, newest first, within the server cap; returns `slice` of them (all by default).
 * Each account's matches come sorted, so they are merged rather than sorted together.
 */
export function queryHistory(
  accounts: readonly AccountState[],
  filter: HistoryFilter,
  cap: number,
  slice: HistorySlice = { start: 0, size: cap },
): HistoryResult {
  const lists: MatchList[] = []
  for (const account of accounts) {
    const objects = objectHits(account, filter)
    if (objects.length > 0) lists.push(objectMatches(objects))
    const history = account.largeHistory
    if (history) {
      const rows = columnRows(history, filter, cap + 1)
      if (rows.length > 0) lists.push(rowMatches(account, history, rows))
    }
  }
  const end = Math.min(cap, slice.start + slice.size)
  const hits: HistoryHit[] = []
  const next = lists.map(() => 0)
  // Position `cap` is the first match the cap leaves out: its time is the continuation.
  for (let position = 0; position <= cap; position++) {
    let best = -1
    for (let l = 0; l < lists.length; l++) {
      const list = lists[l] as MatchList
      const i = next[l] ?? 0
      if (i >= list.length) continue
      if (best < 0) {
        best = l
        continue
      }
      const leader = lists[best] as MatchList
      const j = next[best] ?? 0
      const newer = list.time(i) - leader.time(j) || list.orderId(i) - leader.orderId(j)
      if (newer > 0) best = l
    }
    if (best < 0) return { hits }
    const list = lists[best] as MatchList
    const i = next[best] ?? 0
    next[best] = i + 1
    if (position === cap) return { hits, nextPageTransactionTime: list.time(i) }
    if (position >= slice.start && position < end) hits.push(list.hit(i))
    else if (position >= end && lists.length === 1) {
      // One list needs no merging: what remains is known without walking it.
      return list.length > cap ? { hits, nextPageTransactionTime: list.time(cap) } : { hits }
    }
  }
  return { hits }
}
