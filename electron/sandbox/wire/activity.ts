// Cash transfers and account events on the wire.
import { type AccountEventWire, type CashTransferWire, formatWireTimestamp } from '@shared/api'
import type { AccountEventState, CashTransferState } from '../state/types'
import { cashTransactionWire } from './orders'

export function transferWire(account: string, t: CashTransferState): CashTransferWire {
  const wire: CashTransferWire = {
    account,
    version: t.version,
    transactionTime: formatWireTimestamp(t.transactionTime),
    cashTransactions: t.cashTransactions.map((c) => cashTransactionWire(account, c)),
  }
  if (t.transferCode !== undefined) wire.transferCode = t.transferCode
  if (t.comment !== undefined) wire.comment = t.comment
  return wire
}

/** The event's time is emitted as `time`: no name is published. */
export function eventWire(account: string, e: AccountEventState): AccountEventWire {
  return { account, eventType: e.eventType, time: formatWireTimestamp(e.time), reason: e.reason }
}
