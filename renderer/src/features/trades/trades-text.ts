// The Trades view's explanations of rows that are not ordinary closed trades.
import { msg } from '@shared/text/messages'

/** Trades view: why a row is not an ordinary closed trade (the row shows its records). */
export const TRADE_ISSUE = {
  'settlement-without-close': msg('books.issue.settlement-without-close'),
  'close-without-open': msg('books.issue.close-without-open'),
  'commission-without-fill': msg('books.issue.commission-without-fill'),
} as const

/** Trades view: a close the server booked no realised P/L record for (it closed at the open price). */
export const TRADE_NO_SETTLEMENT = msg('books.noSettlement')
