// Closed trades, paired as the server booked them. The fills of order history (executions) are replayed in time
// order into positions — by position code on a position-based account (an order leg names it), by instrument on a
// net account, where an opposite fill reduces the position and any rest opens the other way — and every fill that
// reduces a position becomes one row. The row's realised P/L is never computed here: it is the SETTLEMENT the
// server booked on that fill (its tradeCode is the execution), so a short, a partial close or a close spread over
// several orders carries exactly the broker's figure. Prices and times come from the fills; commissions and
// financing from the cash records. Whatever cannot be paired is a row of its own that says why and shows its
// records, so the rows' realised P/L always adds up to the settlements. Rules: docs/api-notes.md, "Closed trades".
import Big from 'big.js'
import type { Decimal } from '../api/primitives'
import type { CashTransfer, Order } from '../api/records'
import {
  COMMISSION_TYPE,
  entryOf,
  FINANCING_TYPE,
  ledgerEntries,
  REALISED_TYPE,
  type LedgerEntry,
} from './account-ledger'

export type TradeSide = 'BUY' | 'SELL'

/** Why a row is not an ordinary closed trade. */
export type TradeIssue =
  /** A settlement whose fill is not in order history (or did not reduce any position). */
  | 'settlement-without-close'
  /** A closing fill whose position was never seen opening (its opening fills are not in history). */
  | 'close-without-open'
  /** A commission on an order whose fills are not in history. */
  | 'commission-without-fill'

export interface TradeRecord {
  transactionCode: string
  type: string
  value: Decimal
  time: string
  orderCode?: string | undefined
  tradeCode?: string | undefined
  /** The row carries a part of it, by quantity (an opening commission shared by several closes, say). */
  shared?: boolean | undefined
  /** The transfer list lacks it; it was read from the order's own cash transactions. */
  unlisted?: boolean | undefined
}

export interface TradeRow {
  /** Unique within a list: account and the closing execution (or the record, or the position for an open row). */
  id: string
  kind: 'closed' | 'open' | 'unpaired'
  account: string
  currency: string
  instrument: string
  /** The position's side: BUY for a long, SELL for a short. */
  side?: TradeSide | undefined
  /** Units closed (or still open). */
  quantity?: Decimal | undefined
  positionCode?: string | undefined
  openTime?: string | undefined
  openMs?: number | undefined
  /** Quantity-weighted average of the opening fills (what the server's position carries). */
  openPrice?: Decimal | undefined
  closeTime?: string | undefined
  closeMs?: number | undefined
  closePrice?: Decimal | undefined
  /** The settlement(s) booked on the closing fill; zero when the server booked none (closed at the open price). */
  realised: Decimal
  /** The closing fill's commission and this close's share of the opening fills' commissions. */
  commission: Decimal
  /** Financing booked on the position, shared between its closes by quantity. */
  financing: Decimal
  /** realised + commission + financing */
  net: Decimal
  /** Close time − open time (the position's first opening fill). */
  holdingMs?: number | undefined
  openOrderCodes: string[]
  closeOrderCode?: string | undefined
  /** The cash records the row's figures come from. */
  records: TradeRecord[]
  issue?: TradeIssue | undefined
  /** The server booked no settlement on this close. */
  noSettlement?: boolean | undefined
}

/** One account's records, as `ledger.read` returns them. */
export interface AccountRecords {
  transfers: readonly CashTransfer[]
  orders: readonly Order[]
}

export interface PairOptions {
  /** Records and fills after this instant (epoch ms) are left out: the books as they stood then. */
  asOf?: number | undefined
}

interface Fill {
  account: string
  executionCode: string
  orderCode: string
  orderId: number
  instrument: string
  side: TradeSide
  quantity: Big
  price: Decimal
  time: string
  ms: number
  effect?: 'OPEN' | 'CLOSE' | undefined
  positionCode?: string | undefined
}

interface Pool {
  total: Big
  records: LedgerEntry[]
}

interface PositionState {
  key: string
  account: string
  instrument: string
  side: TradeSide
  quantity: Big
  /** Σ quantity × price of what is open, for the average open price. */
  cost: Big
  /** The most decimals of an opening fill's price. */
  priceDp: number
  openTime: string
  openMs: number
  positionCode?: string | undefined
  openOrderCodes: string[]
  commission: Pool
  financing: Pool
  /** The last row that closed part of it (financing booked after the last close goes there). */
  lastRow?: TradeRow | undefined
}

const ZERO = new Big(0)
const text = (v: Big): Decimal => v.toFixed()
const numeric = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true })
/** An average of several fills keeps two digits more than its fills' prices, as the server's position does. */
const AVERAGE_EXTRA_DP = 2

function scale(values: readonly Decimal[], least = 2): number {
  let dp = least
  for (const v of values) {
    const dot = v.indexOf('.')
    if (dot >= 0) dp = Math.max(dp, v.length - dot - 1)
  }
  return dp
}

/** `part / whole` of a pool, rounded to the pool's own decimals; the whole of it when the part is everything. */
function shareOf(pool: Pool, part: Big, whole: Big): Big {
  if (part.gte(whole)) return pool.total
  return pool.total
    .times(part)
    .div(whole)
    .round(scale(pool.records.map((r) => r.value)), Big.roundHalfEven)
}

function averagePrice(p: PositionState): Decimal {
  return text(p.cost.div(p.quantity).round(p.priceDp + AVERAGE_EXTRA_DP, Big.roundHalfEven))
}

function fillsOf(orders: readonly Order[], asOf: number): Fill[] {
  const seen = new Map<string, Fill>()
  for (const order of orders) {
    const leg = order.legs[0]
    for (const e of order.executions ?? []) {
      const quantity = new Big(e.lastQuantity)
      if (quantity.eq(0) || e.lastPrice === undefined) continue
      const ms = Date.parse(e.transactionTime)
      if (ms > asOf) continue
      const key = `${e.account}|${e.executionCode}`
      if (seen.has(key)) continue
      seen.set(key, {
        account: e.account,
        executionCode: e.executionCode,
        orderCode: order.orderCode,
        orderId: order.orderId,
        instrument: order.instrument,
        side: quantity.gt(0) ? 'BUY' : 'SELL',
        quantity: quantity.abs(),
        price: e.lastPrice,
        time: e.transactionTime,
        ms,
        effect: leg?.positionEffect === 'OPEN' || leg?.positionEffect === 'CLOSE' ? leg.positionEffect : undefined,
        positionCode: leg?.positionCode,
      })
    }
  }
  return [...seen.values()].sort((a, b) => a.ms - b.ms || numeric(a.executionCode, b.executionCode))
}

/** The transfer list's records, and the order-only ones (marked unlisted), each once. */
function cashOf(records: AccountRecords, asOf: number): { entries: LedgerEntry[]; unlisted: Set<string> } {
  const entries = ledgerEntries(records.transfers)
  const listed = new Set(entries.map((e) => `${e.account}|${e.transactionCode}`))
  const unlisted = new Set<string>()
  for (const order of records.orders) {
    for (const tx of order.cashTransactions ?? []) {
      const key = `${tx.account}|${tx.transactionCode}`
      if (listed.has(key)) continue
      listed.add(key)
      unlisted.add(key)
      entries.push(entryOf(tx))
    }
  }
  return { entries: entries.filter((e) => e.ms <= asOf), unlisted }
}

function recordOf(e: LedgerEntry, unlisted: Set<string>, shared = false): TradeRecord {
  return {
    transactionCode: e.transactionCode,
    type: e.type,
    value: e.value,
    time: e.time,
    ...(e.orderCode !== undefined ? { orderCode: e.orderCode } : {}),
    ...(e.tradeCode !== undefined ? { tradeCode: e.tradeCode } : {}),
    ...(shared ? { shared: true } : {}),
    ...(unlisted.has(`${e.account}|${e.transactionCode}`) ? { unlisted: true } : {}),
  }
}

const sumOf = (entries: readonly LedgerEntry[]) => entries.reduce((t, e) => t.plus(e.value), ZERO)

function withNet(row: Omit<TradeRow, 'net'>): TradeRow {
  return { ...row, net: text(new Big(row.realised).plus(row.commission).plus(row.financing)) }
}

/**
 * Every closed trade of the accounts' records (one row per fill that reduced a position), every position still
 * open at the end (kind `open`), and every settlement or trade commission that could not be paired (kind
 * `unpaired`, with its records), oldest close first, open positions last.
 */
export function pairTrades(accounts: readonly AccountRecords[], options: PairOptions = {}): TradeRow[] {
  return accounts.flatMap((records) => pairAccount(records, options.asOf ?? Number.POSITIVE_INFINITY))
}

function pairAccount(records: AccountRecords, asOf: number): TradeRow[] {
  const fills = fillsOf(records.orders, asOf)
  const { entries, unlisted } = cashOf(records, asOf)
  const currencyOf = (account: string) => entries.find((e) => e.account === account)?.currency ?? ''

  // Commission and settlement records by the fill they were booked on; records naming only an order go to that
  // order's single fill, or to its fill at the same instant.
  const byFill = new Map<string, LedgerEntry[]>()
  const fillsByOrder = new Map<string, Fill[]>()
  for (const f of fills) {
    const key = `${f.account}|${f.orderCode}`
    fillsByOrder.set(key, [...(fillsByOrder.get(key) ?? []), f])
  }
  const orphans: LedgerEntry[] = []
  const financing: LedgerEntry[] = []
  for (const e of entries) {
    if (e.type === FINANCING_TYPE) {
      if (e.positionCode !== undefined) financing.push(e)
      continue
    }
    if (e.type !== REALISED_TYPE && e.type !== COMMISSION_TYPE) continue
    if (e.orderCode === undefined) {
      if (e.type === REALISED_TYPE) orphans.push(e)
      continue
    }
    let fill: Fill | undefined
    const ofOrder = fillsByOrder.get(`${e.account}|${e.orderCode}`) ?? []
    if (e.tradeCode !== undefined) fill = ofOrder.find((f) => f.executionCode === e.tradeCode)
    else fill = ofOrder.length === 1 ? ofOrder[0] : ofOrder.find((f) => f.ms === e.ms)
    if (!fill) {
      orphans.push(e)
      continue
    }
    const key = `${fill.account}|${fill.executionCode}`
    byFill.set(key, [...(byFill.get(key) ?? []), e])
  }

  const rows: TradeRow[] = []
  const positions = new Map<string, PositionState>()
  /** Positions by account and code, also after they are gone, for financing booked later. */
  const byCode = new Map<string, PositionState>()
  const events = [
    ...fills.map((f) => ({ ms: f.ms, order: f.executionCode, fill: f })),
    ...financing.map((e) => ({ ms: e.ms, order: e.transactionCode, financing: e })),
  ].sort((a, b) => a.ms - b.ms || ('fill' in a ? 0 : 1) - ('fill' in b ? 0 : 1) || numeric(a.order, b.order))

  const open = (f: Fill, key: string, quantity: Big, commission: LedgerEntry[], commissionShare: Big) => {
    const positionCode = f.effect !== undefined ? (f.positionCode ?? String(f.orderId)) : String(f.orderId)
    const existing = positions.get(key)
    if (existing) {
      existing.quantity = existing.quantity.plus(quantity)
      existing.cost = existing.cost.plus(quantity.times(f.price))
      existing.priceDp = Math.max(existing.priceDp, scale([f.price], 0))
      existing.openOrderCodes = [...new Set([...existing.openOrderCodes, f.orderCode])]
      existing.commission.total = existing.commission.total.plus(commissionShare)
      existing.commission.records.push(...commission)
      return
    }
    const p: PositionState = {
      key,
      account: f.account,
      instrument: f.instrument,
      side: f.side,
      quantity,
      cost: quantity.times(f.price),
      priceDp: scale([f.price], 0),
      openTime: f.time,
      openMs: f.ms,
      positionCode,
      openOrderCodes: [f.orderCode],
      commission: { total: commissionShare, records: [...commission] },
      financing: { total: ZERO, records: [] },
    }
    positions.set(key, p)
    byCode.set(`${f.account}|${positionCode}`, p)
  }

  const close = (p: PositionState, f: Fill, quantity: Big, own: LedgerEntry[], ownCommission: Big) => {
    const settlements = own.filter((e) => e.type === REALISED_TYPE)
    const commissions = own.filter((e) => e.type === COMMISSION_TYPE)
    const openCommission = shareOf(p.commission, quantity, p.quantity)
    const openFinancing = shareOf(p.financing, quantity, p.quantity)
    const average = p.cost.div(p.quantity)
    const row = withNet({
      id: `${f.account}|${f.executionCode}`,
      kind: 'closed',
      account: f.account,
      currency: currencyOf(f.account),
      instrument: p.instrument,
      side: p.side,
      quantity: text(quantity),
      positionCode: p.positionCode,
      openTime: p.openTime,
      openMs: p.openMs,
      openPrice: averagePrice(p),
      closeTime: f.time,
      closeMs: f.ms,
      closePrice: f.price,
      realised: text(sumOf(settlements)),
      commission: text(ownCommission.plus(openCommission)),
      financing: text(openFinancing),
      holdingMs: f.ms - p.openMs,
      openOrderCodes: [...p.openOrderCodes],
      closeOrderCode: f.orderCode,
      records: [
        ...settlements.map((e) => recordOf(e, unlisted)),
        ...commissions.map((e) => recordOf(e, unlisted, !ownCommission.eq(sumOf(commissions)))),
        ...(openCommission.eq(0)
          ? []
          : p.commission.records.map((e) => recordOf(e, unlisted, !quantity.eq(p.quantity)))),
        ...(openFinancing.eq(0) ? [] : p.financing.records.map((e) => recordOf(e, unlisted, !quantity.eq(p.quantity)))),
      ],
      ...(settlements.length === 0 ? { noSettlement: true } : {}),
    })
    rows.push(row)
    p.commission.total = p.commission.total.minus(openCommission)
    p.financing.total = p.financing.total.minus(openFinancing)
    p.cost = p.cost.minus(average.times(quantity))
    p.quantity = p.quantity.minus(quantity)
    p.lastRow = row
    if (p.quantity.lte(0)) positions.delete(p.key)
  }

  for (const event of events) {
    if ('financing' in event && event.financing) {
      const e = event.financing
      const p = byCode.get(`${e.account}|${e.positionCode}`)
      if (p && positions.get(p.key) === p) {
        p.financing.total = p.financing.total.plus(e.value)
        p.financing.records.push(e)
      } else if (p?.lastRow) {
        const row = p.lastRow
        const updated = withNet({
          ...row,
          financing: text(new Big(row.financing).plus(e.value)),
          records: [...row.records, recordOf(e, unlisted)],
        })
        rows[rows.indexOf(row)] = updated
        p.lastRow = updated
      }
      // Financing of no position in the records is the account's, not a trade's: the reconciliation has it.
      continue
    }
    if (!('fill' in event) || !event.fill) continue
    const f = event.fill
    const own = byFill.get(`${f.account}|${f.executionCode}`) ?? []
    const commission = sumOf(own.filter((e) => e.type === COMMISSION_TYPE))
    const commissionRecords = own.filter((e) => e.type === COMMISSION_TYPE)
    if (f.effect !== undefined) {
      const key = `${f.account}|P|${f.positionCode ?? String(f.orderId)}`
      const p = positions.get(key)
      if (f.effect === 'OPEN') {
        open(f, key, f.quantity, commissionRecords, commission)
        // A settlement on an opening fill has no close to belong to.
        for (const e of own.filter((x) => x.type === REALISED_TYPE)) orphans.push(e)
      } else if (!p) {
        rows.push(unpairedFill(f, own, currencyOf(f.account), unlisted))
      } else {
        close(p, f, f.quantity.gt(p.quantity) ? p.quantity : f.quantity, own, commission)
      }
      continue
    }
    const key = `${f.account}|N|${f.instrument}`
    const p = positions.get(key)
    if (!p || p.side === f.side) {
      open(f, key, f.quantity, commissionRecords, commission)
      for (const e of own.filter((x) => x.type === REALISED_TYPE)) orphans.push(e)
      continue
    }
    const closing = f.quantity.gt(p.quantity) ? p.quantity : f.quantity
    const rest = f.quantity.minus(closing)
    // A fill that closes and reverses pays one commission: the close carries its part by quantity.
    const closeShare = rest.eq(0)
      ? commission
      : commission
          .times(closing)
          .div(f.quantity)
          .round(scale(commissionRecords.map((r) => r.value)), Big.roundHalfEven)
    close(p, f, closing, own, closeShare)
    if (rest.gt(0)) open(f, key, rest, commissionRecords, commission.minus(closeShare))
  }

  for (const p of positions.values()) {
    rows.push(
      withNet({
        id: `${p.account}|open|${p.positionCode ?? p.key}`,
        kind: 'open',
        account: p.account,
        currency: currencyOf(p.account),
        instrument: p.instrument,
        side: p.side,
        quantity: text(p.quantity),
        positionCode: p.positionCode,
        openTime: p.openTime,
        openMs: p.openMs,
        openPrice: averagePrice(p),
        realised: '0',
        commission: text(p.commission.total),
        financing: text(p.financing.total),
        openOrderCodes: [...p.openOrderCodes],
        records: [...p.commission.records, ...p.financing.records].map((e) =>
          recordOf(e, unlisted, p.openOrderCodes.length > 0 && p.lastRow !== undefined),
        ),
      }),
    )
  }
  const instrumentOf = new Map(records.orders.map((o) => [`${o.account}|${o.orderCode}`, o.instrument]))
  for (const e of orphans) rows.push(unpairedRecord(e, unlisted, instrumentOf.get(`${e.account}|${e.orderCode}`) ?? ''))
  return rows.sort(
    (a, b) =>
      (a.closeMs ?? Number.POSITIVE_INFINITY) - (b.closeMs ?? Number.POSITIVE_INFINITY) ||
      (a.openMs ?? 0) - (b.openMs ?? 0) ||
      numeric(a.id, b.id),
  )
}

function unpairedFill(f: Fill, own: readonly LedgerEntry[], currency: string, unlisted: Set<string>): TradeRow {
  const sum = (type: string) => text(sumOf(own.filter((e) => e.type === type)))
  return withNet({
    id: `${f.account}|${f.executionCode}`,
    kind: 'unpaired',
    issue: 'close-without-open',
    account: f.account,
    currency,
    instrument: f.instrument,
    side: f.side === 'BUY' ? 'SELL' : 'BUY',
    quantity: text(f.quantity),
    positionCode: f.positionCode,
    closeTime: f.time,
    closeMs: f.ms,
    closePrice: f.price,
    realised: sum(REALISED_TYPE),
    commission: sum(COMMISSION_TYPE),
    financing: '0',
    openOrderCodes: [],
    closeOrderCode: f.orderCode,
    records: own.map((e) => recordOf(e, unlisted)),
  })
}

function unpairedRecord(e: LedgerEntry, unlisted: Set<string>, instrument: string): TradeRow {
  const value = (type: string) => (e.type === type ? e.value : '0')
  return withNet({
    id: `${e.account}|tx|${e.transactionCode}`,
    kind: 'unpaired',
    issue: e.type === COMMISSION_TYPE ? 'commission-without-fill' : 'settlement-without-close',
    account: e.account,
    currency: e.currency,
    instrument,
    positionCode: e.positionCode,
    closeTime: e.time,
    closeMs: e.ms,
    realised: value(REALISED_TYPE),
    commission: value(COMMISSION_TYPE),
    financing: value(FINANCING_TYPE),
    openOrderCodes: [],
    closeOrderCode: e.orderCode,
    records: [recordOf(e, unlisted)],
  })
}

// ---------------------------------------------------------------------------------------------------
// Filters and totals

export interface TradeFilter {
  /** Closes (and unpaired records) within it; open rows are those open at its end. */
  from?: number | undefined
  to?: number | undefined
  instrument?: string | undefined
  side?: TradeSide | undefined
  /** Show positions still open. */
  includeOpen?: boolean | undefined
}

/** The rows a period and filter keep: closes within the period by their close time (a trade opened before it counts). */
export function filterTrades(rows: readonly TradeRow[], filter: TradeFilter): TradeRow[] {
  const from = filter.from ?? Number.NEGATIVE_INFINITY
  const to = filter.to ?? Number.POSITIVE_INFINITY
  return rows.filter((r) => {
    if (filter.instrument && r.instrument !== filter.instrument) return false
    if (filter.side && r.side !== filter.side) return false
    if (r.kind === 'open') return filter.includeOpen === true && (r.openMs ?? 0) <= to
    const at = r.closeMs ?? Number.NaN
    return at >= from && at <= to
  })
}

export interface TradeTotals {
  currency: string
  /** Closed and unpaired rows counted (open rows are not). */
  trades: number
  realised: Decimal
  commission: Decimal
  financing: Decimal
  net: Decimal
}

/** Totals per currency, the account currency with most rows first; open rows are left out (nothing realised). */
export function tradeTotals(rows: readonly TradeRow[]): TradeTotals[] {
  const totals = new Map<string, { trades: number; realised: Big; commission: Big; financing: Big }>()
  for (const r of rows) {
    if (r.kind === 'open') continue
    const t = totals.get(r.currency) ?? { trades: 0, realised: ZERO, commission: ZERO, financing: ZERO }
    totals.set(r.currency, {
      trades: t.trades + 1,
      realised: t.realised.plus(r.realised),
      commission: t.commission.plus(r.commission),
      financing: t.financing.plus(r.financing),
    })
  }
  return [...totals.entries()]
    .map(([currency, t]) => ({
      currency,
      trades: t.trades,
      realised: text(t.realised),
      commission: text(t.commission),
      financing: text(t.financing),
      net: text(t.realised.plus(t.commission).plus(t.financing)),
    }))
    .sort((a, b) => b.trades - a.trades || a.currency.localeCompare(b.currency))
}
