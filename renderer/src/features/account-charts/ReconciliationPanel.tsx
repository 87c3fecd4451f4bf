// The reconciliation statement: opening balance + every reason's total = closing balance, set against the
// server's balance at the period's end. A difference is stated to the cent with the records that explain
// it and the part no record explains; it is never rounded away or hidden.
import { Fragment, useId, type ReactNode } from 'react'
import {
  COMMISSION_TYPE,
  FINANCING_TYPE,
  REALISED_TYPE,
  type Reconciliation,
} from '../../../../shared/domain/account-ledger'
import type { CsvColumn } from '../../lib/csv'
import { reconciliationBalanced, reconciliationDifference } from '../../lib/error-messages'
import { formatTimestamp, humanizeEnum } from '../../lib/format'
import { money } from './money'
import { msg } from '../../../../shared/text/messages'

const BROKEN_OUT: Record<string, string> = {
  [REALISED_TYPE]: 'Realised P/L',
  [COMMISSION_TYPE]: 'Commissions',
  [FINANCING_TYPE]: 'Financing',
}

export interface StatementLine {
  section: 'Opening' | 'Movement' | 'Closing' | 'Check' | 'Explaining record'
  line: string
  time: string
  count: string
  amount: string
}

export function statementLines(r: Reconciliation): StatementLine[] {
  const line = (section: StatementLine['section'], text: string, amount: string, count = '', time = '') => ({
    section,
    line: text,
    time,
    count,
    amount,
  })
  return [
    line('Opening', 'Opening balance', r.opening),
    ...r.byReason.map((x) =>
      line(
        'Movement',
        BROKEN_OUT[x.type] ? `${BROKEN_OUT[x.type]} (${x.type})` : humanizeEnum(x.type),
        x.total,
        String(x.count),
      ),
    ),
    line('Closing', 'Closing balance from the records', r.closing),
    line('Check', 'Server’s balance at the period’s end', r.reportedClosing),
    line('Check', 'Difference', r.difference),
    ...r.unlisted.map((u) =>
      line(
        'Explaining record',
        `${humanizeEnum(u.type)} on order ${u.orderCode} (${u.transactionCode})`,
        u.value,
        '',
        u.time,
      ),
    ),
    ...(r.balanced ? [] : [line('Check', 'Explained by no record', r.unexplained)]),
  ]
}

export const STATEMENT_CSV: readonly CsvColumn<StatementLine>[] = [
  { header: 'Section', text: (l) => l.section },
  { header: 'Line', text: (l) => l.line },
  { header: 'Time (UTC)', text: (l) => l.time },
  { header: 'Records', text: (l) => l.count },
  { header: 'Amount', text: (l) => l.amount },
]

export function ReconciliationPanel({
  reconciliation: r,
  zone,
  onExport,
}: {
  reconciliation: Reconciliation
  zone: string
  onExport: (columns: readonly CsvColumn<StatementLine>[], rows: readonly StatementLine[]) => void
}) {
  const id = useId()
  const c = r.currency
  const verdict = r.balanced
    ? reconciliationBalanced(money(r.reportedNow, c))
    : reconciliationDifference<ReactNode>({
        difference: <strong>{money(r.difference, c)}</strong>,
        unlisted: r.unlisted.length,
        explained: money(r.explained, c),
        unexplained: r.unexplained === '0' ? undefined : money(r.unexplained, c),
      })
  const sentence = verdict.map((part, i) => <Fragment key={i}>{part}</Fragment>)
  return (
    <section
      className="chart-panel chart-panel--boxed reconciliation"
      aria-labelledby={`${id}-title`}
      data-testid="reconciliation"
      data-balanced={r.balanced}
    >
      <div className="chart-panel__bar">
        <h3 id={`${id}-title`}>Reconciliation</h3>
        <button type="button" onClick={() => onExport(STATEMENT_CSV, statementLines(r))}>
          Export CSV
        </button>
      </div>
      <dl className="reconciliation__breakout">
        <div>
          <dt>Realised P/L</dt>
          <dd>{money(r.realised, c)}</dd>
        </div>
        <div>
          <dt>Commissions</dt>
          <dd>{money(r.commissions, c)}</dd>
        </div>
        <div>
          <dt>Financing</dt>
          <dd>{money(r.financing, c)}</dd>
        </div>
        <div>
          <dt>Other reasons</dt>
          <dd>{money(r.other, c)}</dd>
        </div>
      </dl>
      <table className="mini-table reconciliation__statement" data-testid="reconciliation-table">
        <caption>{msg('ledger.reconciliationCaption', { currency: c })}</caption>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Records</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          <tr className="is-total">
            <th scope="row">Opening balance</th>
            <td />
            <td className="num">{money(r.opening)}</td>
          </tr>
          {r.byReason.map((x) => (
            <tr key={x.type} className={BROKEN_OUT[x.type] ? 'is-broken-out' : undefined}>
              <th scope="row">
                {BROKEN_OUT[x.type] ?? humanizeEnum(x.type)}
                {x.type === REALISED_TYPE && <span className="muted"> ({humanizeEnum(x.type)})</span>}
              </th>
              <td className="num">{x.count}</td>
              <td className="num">{money(x.total)}</td>
            </tr>
          ))}
          <tr className="is-total">
            <th scope="row">{msg('ledger.closingFromRecords')}</th>
            <td />
            <td className="num">{money(r.closing)}</td>
          </tr>
          <tr>
            <th scope="row">{msg('ledger.serverBalanceAtEnd')}</th>
            <td />
            <td className="num">{money(r.reportedClosing)}</td>
          </tr>
          <tr className={r.balanced ? 'is-balanced' : 'is-difference'}>
            <th scope="row">Difference</th>
            <td />
            <td className="num" data-testid="reconciliation-difference">
              {money(r.difference)}
            </td>
          </tr>
        </tbody>
      </table>
      {r.balanced ? (
        <p className="reconciliation__verdict is-balanced" role="status">
          {sentence}
        </p>
      ) : (
        <div className="reconciliation__verdict is-difference" role="alert">
          <p>{sentence}</p>
          {r.unlisted.length > 0 && (
            <table className="mini-table" data-testid="reconciliation-records">
              <caption>{msg('ledger.explainingRecords')}</caption>
              <thead>
                <tr>
                  <th scope="col">Time</th>
                  <th scope="col">Reason</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Order</th>
                  <th scope="col">Transaction</th>
                  <th scope="col">In this period</th>
                </tr>
              </thead>
              <tbody>
                {r.unlisted.map((u) => (
                  <tr key={u.transactionCode}>
                    <td>{formatTimestamp(u.time, zone)}</td>
                    <td>{humanizeEnum(u.type)}</td>
                    <td className="num">{money(u.value)}</td>
                    <td>{u.orderCode}</td>
                    <td>{u.transactionCode}</td>
                    <td>{u.inPeriod ? 'Yes' : 'No'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
    </section>
  )
}
