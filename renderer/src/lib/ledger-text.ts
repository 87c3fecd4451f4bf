// The ledger's notices, shown by both Trades and Account charts: a cut-short ledger, records left out, no balance.
import { msg } from '@shared/text/messages'

/** Account charts: the ledger stopped at the server's cap before the oldest record. */
export const LEDGER_CUT_SHORT = msg('ledger.cutShort')

/** Account charts: cash transfers of the ledger that could not be read. */
export function ledgerTransfersUnreadable(count: number): string {
  return msg('ledger.transfersUnreadable', { count })
}

/** Account charts: history orders of the ledger that could not be read. */
export function ledgerOrdersUnreadable(count: number): string {
  return msg('ledger.ordersUnreadable', { count })
}

/** Account charts: no balance from the server to reconcile against. */
export function noBalanceToReconcile(account: string): string {
  return msg('ledger.noBalance', { account })
}
