import type { Period } from '../../../../shared/domain/account-ledger'
import type { TradeRow } from '../../../../shared/domain/closed-trades'
import type { AccountBooks } from './use-books'

export function StatementView(_props: {
  books: readonly AccountBooks[]
  rows: readonly TradeRow[]
  period: Period
  periodText: string
}) {
  return <p>Statement</p>
}
