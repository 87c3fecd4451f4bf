// One account's statement for the period: a page a person would file (shared/domain/statement.ts builds its
// figures). On screen it is a sheet of paper; printed — by main, to PDF (books.savePdf) — only the sheet is on
// the page: a copy rendered straight under <body>, which the print styles keep while they hide the app.
import { createPortal } from 'react-dom'
import { useId } from 'react'
import type { Period } from '@shared/domain/account-ledger'
import type { TradeRow } from '@shared/domain/closed-trades'
import { toAppError } from '../../api/bridge'
import { ErrorPanel } from '../../components/ErrorPanel'
import { noBalanceToReconcile } from '../../lib/ledger-text'
import { StatementSheet } from './StatementSheet'
import type { AccountBooks } from './use-books'
import { useStatement } from './use-statement'
import { msg } from '@shared/text/messages'

interface StatementProps {
  books: readonly AccountBooks[]
  rows: readonly TradeRow[]
  period: Period
  periodText: string
}

export function StatementView({ books, period, periodText }: StatementProps) {
  const ids = useId()
  const { account, setAccount, metrics, statement, header, saving, save } = useStatement(books, period, periodText)

  return (
    <div className="statement-view">
      <div className="trades-view__bar" role="group" aria-label={msg('labels.trades.statement')}>
        <label htmlFor={`${ids}-account`}>{msg('labels.trades.account')}</label>
        <select id={`${ids}-account`} value={account} onChange={(e) => setAccount(e.target.value)}>
          {books.map((b) => (
            <option key={b.account} value={b.account}>
              {b.account}
            </option>
          ))}
        </select>
        <button type="button" onClick={() => void save()} disabled={!statement || saving.state === 'saving'}>
          {saving.state === 'saving' ? msg('labels.trades.saving') : msg('labels.trades.saveAsPdf')}
        </button>
        {saving.state === 'done' && saving.path && (
          <span className="muted">{msg('labels.trades.savedToPath', { path: saving.path })}</span>
        )}
      </div>
      {saving.state === 'failed' && <ErrorPanel error={toAppError(saving.error)} />}
      {metrics.isPending ? (
        <p className="muted" role="status">
          {msg('books.readingBalance', { account })}
        </p>
      ) : !statement ? (
        <p className="muted" role="status">
          {noBalanceToReconcile(account)}
        </p>
      ) : (
        <>
          <StatementSheet statement={statement} header={header} />
          {createPortal(
            <div className="statement-print" aria-hidden="true">
              <StatementSheet statement={statement} header={header} />
            </div>,
            document.body,
          )}
        </>
      )}
    </div>
  )
}
