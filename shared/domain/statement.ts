// One account's statement for a period, from the same records as everything else: the reconciliation (opening
// balance, movements by reason, closing balance against the server's), the trades closed in the period with
// their totals, the positions the records leave open at the period's end and the orders working then. Built once
// here so the screen, the printed page and the tests read the same figures.
import type { Order } from '../api/records'
import { isFinalOrder } from '../api/enums'
import { ledgerCurrencies, ledgerEntries, reconcile, type Period, type Reconciliation } from './account-ledger'
import {
  filterTrades,
  pairTrades,
  tradeTotals,
  type AccountRecords,
  type TradeRow,
  type TradeTotals,
} from './closed-trades'

export interface Statement {
  account: string
  currency: string
  period: Period
  reconciliation: Reconciliation
  /** Closes within the period, oldest first. */
  trades: TradeRow[]
  totals: TradeTotals | undefined
  /** Positions open at the period's end (the records up to then). */
  openAtEnd: TradeRow[]
  /** Orders placed by the period's end and not yet final then. */
  workingAtEnd: Order[]
}

export interface StatementInput {
  account: string
  records: AccountRecords
  /** The server's balance now (account metrics), in the account's currency. */
  reportedBalance: string
  period: Period
}

/** Whether an order was working at `at`: placed by then, and either still working or made final after it. */
function workingAt(order: Order, at: number): boolean {
  if (Date.parse(order.issueTime) > at) return false
  if (!isFinalOrder(order)) return true
  return Date.parse(order.transactionTime) > at
}

export function buildStatement({ account, records, reportedBalance, period }: StatementInput): Statement {
  const entries = ledgerEntries(records.transfers)
  const currency = ledgerCurrencies(entries)[0] ?? ''
  const reconciliation = reconcile({ entries, orders: records.orders, currency, reportedBalance, period })
  const rows = pairTrades([records])
  const trades = filterTrades(rows, { from: period.from, to: period.to }).filter((r) => r.currency === currency)
  const atEnd = Number.isFinite(period.to) ? pairTrades([records], { asOf: period.to }) : rows
  return {
    account,
    currency,
    period,
    reconciliation,
    trades,
    totals: tradeTotals(trades).find((t) => t.currency === currency),
    openAtEnd: atEnd.filter((r) => r.kind === 'open'),
    workingAtEnd: records.orders
      .filter((o) => workingAt(o, period.to))
      .sort((a, b) => Date.parse(a.issueTime) - Date.parse(b.issueTime)),
  }
}
