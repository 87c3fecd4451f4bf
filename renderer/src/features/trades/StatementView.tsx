// One account's statement for the period: a page a person would file (shared/domain/statement.ts builds its
// figures). On screen it is a sheet of paper; printed — by main, to PDF (books.savePdf) — only the sheet is on
// the page: a copy rendered straight under <body>, which the print styles keep while they hide the app.
import { Fragment, useId, useMemo, useState, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import type { Period } from '@shared/domain/account-ledger'
import type { TradeRow } from '@shared/domain/closed-trades'
import { buildStatement, type Statement } from '@shared/domain/statement'
import { fileStamp } from '@shared/text/file-stamp'
import { toAppError, unwrap, dx } from '../../api/bridge'
import { useSession } from '../../app/session'
import { ErrorPanel } from '../../components/ErrorPanel'
import { noBalanceToReconcile, reconciliationBalanced, reconciliationDifference } from '../../lib/error-messages'
import { formatTimestamp, humanizeEnum } from '../../lib/format'
import { zoneLabel } from '../../lib/time-zones'
import { money } from '../account-charts/money'
import { formatHolding, sideLabel } from './trade-columns'
import { useMetrics, type AccountBooks } from './use-books'
import { msg } from '@shared/text/messages'

const NO_MS = { millis: false }

interface StatementProps {
  books: readonly AccountBooks[]
  rows: readonly TradeRow[]
  period: Period
  periodText: string
}

export function StatementView({ books, period, periodText }: StatementProps) {
  const { session, accounts, zone, appInfo, profile } = useSession()
  const ids = useId()
  const [account, setAccount] = useState(books[0]?.account ?? '')
  const [producedAt, setProducedAt] = useState(() => Date.now())
  const [saving, setSaving] = useState<
    { state: 'idle' | 'saving' } | { state: 'done'; path?: string } | { state: 'failed'; error: unknown }
  >({ state: 'idle' })
  const metrics = useMetrics(session.profileId, account ? [account] : [])
  const ledger = books.find((b) => b.account === account)?.ledger
  const reported = metrics.data?.data.find((m) => m.account === account)
  const statement = useMemo(
    () =>
      ledger && reported
        ? buildStatement({
            account,
            records: ledger,
            reportedBalance: reported.balances?.[0]?.balance ?? reported.balance,
            period,
          })
        : undefined,
    [ledger, reported, account, period],
  )
  const selected = accounts.find((a) => a.account === account)
  const owner = selected?.ownerName
    ? `${selected.ownerName} (${selected.owner ?? ''})`
    : (session.user.accounts.find((a) => a.account === account)?.owner ?? selected?.owner ?? 'not known')
  const header: StatementHeader = {
    account,
    owner,
    currency: statement?.currency ?? selected?.baseCurrency ?? '',
    periodText,
    from: Number.isFinite(period.from) ? formatTimestamp(period.from, zone, NO_MS) : 'the first record',
    to: Number.isFinite(period.to)
      ? formatTimestamp(period.to, zone, NO_MS)
      : `now (${formatTimestamp(ledger?.fetchedAt ?? producedAt, zone, NO_MS)})`,
    zone: zoneLabel(zone),
    producedAt: formatTimestamp(producedAt, zone, NO_MS),
    producedBy: `${session.username} (${profile?.name ?? session.profileName}${session.kind === 'support' ? ', support, case mode' : ''})`,
    app: `${appInfo.name} ${appInfo.version}`,
    server: session.baseUrl,
  }

  const save = async () => {
    const at = Date.now()
    setProducedAt(at)
    setSaving({ state: 'saving' })
    try {
      const result = await unwrap(
        dx().books.savePdf({ fileName: `statement ${account.replace(/[^A-Za-z0-9]+/g, '-')} ${fileStamp(at)}.pdf` }),
      )
      setSaving(result.saved ? { state: 'done', ...(result.path ? { path: result.path } : {}) } : { state: 'idle' })
    } catch (error) {
      setSaving({ state: 'failed', error })
    }
  }

  return (
    <div className="statement-view">
      <div className="trades-view__bar" role="group" aria-label="Statement">
        <label htmlFor={`${ids}-account`}>Account</label>
        <select id={`${ids}-account`} value={account} onChange={(e) => setAccount(e.target.value)}>
          {books.map((b) => (
            <option key={b.account} value={b.account}>
              {b.account}
            </option>
          ))}
        </select>
        <button type="button" onClick={() => void save()} disabled={!statement || saving.state === 'saving'}>
          {saving.state === 'saving' ? 'Saving…' : 'Save as PDF…'}
        </button>
        {saving.state === 'done' && saving.path && <span className="muted">Saved to {saving.path}</span>}
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
          <StatementSheet statement={statement} header={header} zone={zone} />
          {createPortal(
            <div className="statement-print" aria-hidden="true">
              <StatementSheet statement={statement} header={header} zone={zone} />
            </div>,
            document.body,
          )}
        </>
      )}
    </div>
  )
}

interface StatementHeader {
  account: string
  owner: string
  currency: string
  periodText: string
  from: string
  to: string
  zone: string
  producedAt: string
  producedBy: string
  app: string
  server: string
}

function StatementSheet({
  statement: s,
  header: h,
  zone,
}: {
  statement: Statement
  header: StatementHeader
  zone: string
}) {
  const r = s.reconciliation
  const c = s.currency
  return (
    <article
      className="statement"
      data-testid="statement"
      aria-label={msg('books.labels.statementOf', { account: h.account })}
    >
      <header className="statement__head">
        <h2>Account statement</h2>
        <dl>
          <dt>Account</dt>
          <dd>{h.account}</dd>
          <dt>Owner</dt>
          <dd>{h.owner}</dd>
          <dt>Currency</dt>
          <dd>{h.currency}</dd>
          <dt>Period</dt>
          <dd>
            {h.periodText}: {h.from} – {h.to}
          </dd>
          <dt>Time zone</dt>
          <dd>{h.zone}</dd>
          <dt>Produced</dt>
          <dd>
            {h.producedAt} by {h.producedBy}, {h.app}, from {h.server}
          </dd>
        </dl>
      </header>

      <section>
        <h3>Balance</h3>
        <table className="statement__table">
          <tbody>
            <tr>
              <th scope="row">Opening balance</th>
              <td className="num">{money(r.opening, c)}</td>
            </tr>
            {r.byReason.map((x) => (
              <tr key={x.type}>
                <td>
                  {humanizeEnum(x.type)} ({x.count})
                </td>
                <td className="num">{money(x.total)}</td>
              </tr>
            ))}
            <tr className="statement__total">
              <th scope="row">Closing balance</th>
              <td className="num" data-testid="statement-closing">
                {money(r.closing, c)}
              </td>
            </tr>
            <tr>
              <td>{msg('books.serverBalanceAtEnd')}</td>
              <td className="num">{money(r.reportedClosing, c)}</td>
            </tr>
          </tbody>
        </table>
        <p className={r.balanced ? 'statement__check' : 'statement__check is-off'} data-testid="statement-check">
          {(r.balanced
            ? reconciliationBalanced(money(r.reportedClosing, c))
            : reconciliationDifference<ReactNode>({
                difference: <strong>{money(r.difference, c)}</strong>,
                unlisted: r.unlisted.length,
                explained: money(r.explained, c),
                unexplained: r.unexplained === '0' ? undefined : money(r.unexplained, c),
              })
          ).map((part, i) => (
            <Fragment key={i}>{part}</Fragment>
          ))}
        </p>
      </section>

      <section>
        <h3>Fees and financing</h3>
        <p>
          Commissions {money(r.commissions, c)} · financing {money(r.financing, c)} · realised P/L{' '}
          {money(r.realised, c)}
        </p>
      </section>

      <section>
        <h3>Closed trades ({s.trades.length})</h3>
        {s.trades.length === 0 ? (
          <p>{msg('books.noTradeClosed')}</p>
        ) : (
          <table className="statement__table statement__trades">
            <thead>
              <tr>
                <th scope="col">Closed</th>
                <th scope="col">Instrument</th>
                <th scope="col">Side</th>
                <th scope="col">Qty</th>
                <th scope="col">Open</th>
                <th scope="col">Close</th>
                <th scope="col">Held</th>
                <th scope="col">Realised</th>
                <th scope="col">Commission</th>
                <th scope="col">Financing</th>
                <th scope="col">Net</th>
              </tr>
            </thead>
            <tbody>
              {s.trades.map((t) => (
                <tr key={t.id}>
                  <td>{formatTimestamp(t.closeTime, zone, NO_MS)}</td>
                  <td>{t.instrument}</td>
                  <td>{sideLabel(t.side)}</td>
                  <td className="num">{t.quantity}</td>
                  <td className="num">{t.openPrice ?? '—'}</td>
                  <td className="num">{t.closePrice ?? '—'}</td>
                  <td>{formatHolding(t.holdingMs)}</td>
                  <td className="num">{money(t.realised)}</td>
                  <td className="num">{money(t.commission)}</td>
                  <td className="num">{money(t.financing)}</td>
                  <td className="num">{money(t.net)}</td>
                </tr>
              ))}
            </tbody>
            {s.totals && (
              <tbody>
                <tr className="statement__total">
                  <th scope="row" colSpan={7}>
                    Total
                  </th>
                  <td className="num">{money(s.totals.realised)}</td>
                  <td className="num">{money(s.totals.commission)}</td>
                  <td className="num">{money(s.totals.financing)}</td>
                  <td className="num">{money(s.totals.net, c)}</td>
                </tr>
              </tbody>
            )}
          </table>
        )}
      </section>

      <section>
        <h3>{msg('books.positionsAtEnd', { count: s.openAtEnd.length })}</h3>
        {s.openAtEnd.length === 0 ? (
          <p>None.</p>
        ) : (
          <table className="statement__table">
            <thead>
              <tr>
                <th scope="col">Opened</th>
                <th scope="col">Instrument</th>
                <th scope="col">Side</th>
                <th scope="col">Qty</th>
                <th scope="col">Open price</th>
                <th scope="col">Position</th>
              </tr>
            </thead>
            <tbody>
              {s.openAtEnd.map((p) => (
                <tr key={p.id}>
                  <td>{formatTimestamp(p.openTime, zone, NO_MS)}</td>
                  <td>{p.instrument}</td>
                  <td>{sideLabel(p.side)}</td>
                  <td className="num">{p.quantity}</td>
                  <td className="num">{p.openPrice}</td>
                  <td>{p.positionCode}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section>
        <h3>{msg('books.workingAtEnd', { count: s.workingAtEnd.length })}</h3>
        {s.workingAtEnd.length === 0 ? (
          <p>None.</p>
        ) : (
          <table className="statement__table">
            <thead>
              <tr>
                <th scope="col">Placed</th>
                <th scope="col">Order</th>
                <th scope="col">Instrument</th>
                <th scope="col">Side</th>
                <th scope="col">Type</th>
                <th scope="col">Qty</th>
              </tr>
            </thead>
            <tbody>
              {s.workingAtEnd.map((o) => (
                <tr key={o.orderCode}>
                  <td>{formatTimestamp(o.issueTime, zone, NO_MS)}</td>
                  <td>{o.orderCode}</td>
                  <td>{o.instrument}</td>
                  <td>{humanizeEnum(o.side)}</td>
                  <td>{humanizeEnum(o.type)}</td>
                  <td className="num">{o.legs[0]?.quantity ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <footer className="statement__foot">{msg('books.statementFoot')}</footer>
    </article>
  )
}
