// The statement as a page a person would file: its header, the balance reconciled, fees and financing, and the
// records the period closed or left open.
import type { Statement } from '@shared/domain/statement'
import { msg } from '@shared/text/messages'
import { humanizeEnum } from '../../lib/format'
import { ReconciliationVerdict } from '../account-charts/ReconciliationVerdict'
import { money } from '../columns'
import { ClosedTradesTable, OpenAtEndTable, WorkingAtEndTable } from './StatementTables'

export interface StatementHeader {
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

export function StatementSheet({ statement: s, header: h }: { statement: Statement; header: StatementHeader }) {
  const r = s.reconciliation
  const c = s.currency
  return (
    <article
      className="statement"
      data-testid="statement"
      aria-label={msg('books.labels.statementOf', { account: h.account })}
    >
      <header className="statement__head">
        <h2>{msg('labels.trades.accountStatement')}</h2>
        <dl>
          <dt>{msg('labels.trades.account')}</dt>
          <dd>{h.account}</dd>
          <dt>{msg('labels.trades.owner')}</dt>
          <dd>{h.owner}</dd>
          <dt>{msg('labels.trades.currency')}</dt>
          <dd>{h.currency}</dd>
          <dt>{msg('labels.trades.period')}</dt>
          <dd>
            {h.periodText}: {h.from} – {h.to}
          </dd>
          <dt>{msg('labels.trades.timeZone')}</dt>
          <dd>{h.zone}</dd>
          <dt>{msg('labels.trades.produced')}</dt>
          <dd>
            {msg('labels.trades.producedatByProducedbyAppFrom', {
              producedAt: h.producedAt,
              producedBy: h.producedBy,
              app: h.app,
              server: h.server,
            })}
          </dd>
        </dl>
      </header>

      <section>
        <h3>{msg('labels.trades.balance')}</h3>
        <table className="statement__table">
          <tbody>
            <tr>
              <th scope="row">{msg('labels.trades.openingBalance')}</th>
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
              <th scope="row">{msg('labels.trades.closingBalance')}</th>
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
          <ReconciliationVerdict reconciliation={r} balance={r.reportedClosing} />
        </p>
      </section>

      <section>
        <h3>{msg('labels.trades.feesAndFinancing')}</h3>
        <p>
          {msg('labels.trades.commissions')} {money(r.commissions, c)} {msg('labels.trades.financing')}{' '}
          {money(r.financing, c)} {msg('labels.trades.realisedPL')} {money(r.realised, c)}
        </p>
      </section>

      <ClosedTradesTable statement={s} />
      <OpenAtEndTable statement={s} />
      <WorkingAtEndTable statement={s} />
      <footer className="statement__foot">{msg('books.statementFoot')}</footer>
    </article>
  )
}
