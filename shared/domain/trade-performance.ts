// Performance figures of closed trades, from the same rows as the Trades view (shared/domain/closed-trades.ts):
// nothing is computed twice. A trade is a win when its net (realised + commission + financing) is above zero,
// a loss below it. Figures are per currency — amounts in different currencies are never added — and exact
// (big.js); ratios are rounded for display only. Drawdown is of the balance rebuilt from the cash ledger, with
// deposits and withdrawals taken out (moving money is not a loss). Rules: docs/api-notes.md, "Performance".
import Big from 'big.js'
import type { Decimal } from '../api/primitives'
import { FUNDING_TYPES, type BalancePoint } from './account-ledger'
import type { TradeRow } from './closed-trades'

export interface PerformanceFigures {
  currency: string
  trades: number
  wins: number
  losses: number
  /** Net exactly zero. */
  flat: number
  /** wins ÷ trades, 0…1, four decimals; absent without trades. */
  winRate?: Decimal | undefined
  grossProfit: Decimal
  /** Σ of the losing trades' net (negative or zero). */
  grossLoss: Decimal
  net: Decimal
  /** grossProfit ÷ |grossLoss|, two decimals; absent when nothing was lost. */
  profitFactor?: Decimal | undefined
  averageWin?: Decimal | undefined
  averageLoss?: Decimal | undefined
  /** Net ÷ trades: what a trade made on average. */
  expectancy?: Decimal | undefined
  largestWin?: Decimal | undefined
  largestLoss?: Decimal | undefined
}

const ZERO = new Big(0)
const text = (v: Big): Decimal => v.toFixed()
const MONEY_DP = 2

/** The closed trades of one currency: the rows performance is computed from (open and unpaired rows are not trades). */
export function tradesOf(rows: readonly TradeRow[], currency: string): TradeRow[] {
  return rows.filter((r) => r.kind === 'closed' && r.currency === currency)
}

export function performanceFigures(rows: readonly TradeRow[], currency: string): PerformanceFigures {
  const trades = tradesOf(rows, currency)
  let grossProfit = ZERO
  let grossLoss = ZERO
  let wins = 0
  let losses = 0
  let largestWin: Big | undefined
  let largestLoss: Big | undefined
  for (const r of trades) {
    const net = new Big(r.net)
    if (net.gt(0)) {
      wins += 1
      grossProfit = grossProfit.plus(net)
      if (!largestWin || net.gt(largestWin)) largestWin = net
    } else if (net.lt(0)) {
      losses += 1
      grossLoss = grossLoss.plus(net)
      if (!largestLoss || net.lt(largestLoss)) largestLoss = net
    }
  }
  const net = grossProfit.plus(grossLoss)
  const n = trades.length
  return {
    currency,
    trades: n,
    wins,
    losses,
    flat: n - wins - losses,
    winRate: n === 0 ? undefined : text(new Big(wins).div(n).round(4)),
    grossProfit: text(grossProfit),
    grossLoss: text(grossLoss),
    net: text(net),
    profitFactor: grossLoss.eq(0) ? undefined : text(grossProfit.div(grossLoss.abs()).round(2)),
    averageWin: wins === 0 ? undefined : text(grossProfit.div(wins).round(MONEY_DP)),
    averageLoss: losses === 0 ? undefined : text(grossLoss.div(losses).round(MONEY_DP)),
    expectancy: n === 0 ? undefined : text(net.div(n).round(MONEY_DP)),
    largestWin: largestWin && text(largestWin),
    largestLoss: largestLoss && text(largestLoss),
  }
}

export interface Breakdown {
  key: string
  figures: PerformanceFigures
}

/** The figures of each group of trades (by instrument, side, weekday, hour…), in the order of `order` or by key. */
export function breakdown(
  rows: readonly TradeRow[],
  currency: string,
  keyOf: (row: TradeRow) => string,
  order?: readonly string[],
): Breakdown[] {
  const groups = new Map<string, TradeRow[]>()
  for (const r of tradesOf(rows, currency)) {
    const key = keyOf(r)
    groups.set(key, [...(groups.get(key) ?? []), r])
  }
  const keys = order ? order.filter((k) => groups.has(k)) : [...groups.keys()].sort()
  return keys.map((key) => ({ key, figures: performanceFigures(groups.get(key) ?? [], currency) }))
}

export interface Drawdown {
  /** The largest fall from a peak, as a positive amount (zero when the balance never fell). */
  amount: Decimal
  /** amount ÷ the peak, 0…1, four decimals; absent when the peak was not above zero. */
  fraction?: Decimal | undefined
  peakTime?: string | undefined
  troughTime?: string | undefined
}

/**
 * Maximum drawdown of the balance over the points given (one currency, oldest first): the largest fall from a
 * running peak to a later low. Deposits and withdrawals move the balance without being gains or losses, so each
 * one shifts the peak by the same amount instead of making a new peak or a trough.
 */
export function maxDrawdown(points: readonly BalancePoint[]): Drawdown {
  let peak: Big | undefined
  let peakTime: string | undefined
  let worst = ZERO
  let worstPeak: Big | undefined
  let result: Drawdown = { amount: '0' }
  for (const p of points) {
    const balance = new Big(p.balance)
    if (peak !== undefined && FUNDING_TYPES.has(p.type)) peak = peak.plus(p.value)
    if (peak === undefined || balance.gt(peak)) {
      peak = balance
      peakTime = p.time
      continue
    }
    const fall = peak.minus(balance)
    if (fall.gt(worst)) {
      worst = fall
      worstPeak = peak
      result = { amount: text(fall), peakTime, troughTime: p.time }
    }
  }
  if (worstPeak && worstPeak.gt(0)) result.fraction = text(worst.div(worstPeak).round(4))
  return result
}

export interface CurvePoint {
  ms: number
  time: string
  /** Σ net of the trades closed so far. */
  cumulative: Decimal
}

/** Cumulative net of closed trades by close time: the trading equity curve of the rows shown. */
export function cumulativeNet(rows: readonly TradeRow[], currency: string): CurvePoint[] {
  let total = ZERO
  return tradesOf(rows, currency)
    .filter((r) => r.closeMs !== undefined)
    .sort((a, b) => (a.closeMs ?? 0) - (b.closeMs ?? 0))
    .map((r) => {
      total = total.plus(r.net)
      return { ms: r.closeMs ?? 0, time: r.closeTime ?? '', cumulative: text(total) }
    })
}

/** The days of a week from Monday, as codes (the API's spelling); the window words each (`time.weekday`). */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
