// The reconciliation statement: opening balance + every reason's total = closing balance, set against the
// server's balance at the period's end. A difference is stated to the cent with the records that explain
// it and the part no record explains; it is never rounded away or hidden.
import { useId, type ReactNode } from 'react'
import { COMMISSION_TYPE, FINANCING_TYPE, REALISED_TYPE, type Reconciliation } from '@shared/domain/account-ledger'
import type { ColumnSpec } from '../../components/DataTable/types'
import { MiniTable } from '../../components/MiniTable'
import type { CsvColumn } from '../../lib/csv'
import { humanizeEnum } from '../../lib/format'
import { codeCol, money, moneyCol, numberCol, textCol } from '../columns'
import { cashRecordColumns } from './LedgerTables'
import { ReconciliationVerdict } from './ReconciliationVerdict'
import { msg } from '@shared/text/messages'

const BROKEN_OUT: Record<string, string> = {
  [REALISED_TYPE]: msg('labels.accountCharts.statement.realised'),
  [COMMISSION_TYPE]: msg('labels.accountCharts.statement.commissions'),
  [FINANCING_TYPE]: msg('labels.accountCharts.statement.financing'),
}

export interface StatementLine {
  /** The section's name, as the CSV writes it. */
  section: string
  line: string
  time: string
  count: string
  amount: string
}

export function statementLines(r: Reconciliation): StatementLine[] {
  type Section = 'opening' | 'movement' | 'closing' | 'check' | 'explaining'
  const line = (section: Section, text: string, amount: string, count = '', time = '') => ({
    section: msg(`labels.accountCharts.statement.sections.${section}`),
    line: text,
    time,
    count,
    amount,
  })
  return [
    line('opening', msg('labels.accountCharts.statement.opening'), r.opening),
    ...r.byReason.map((x) => {
      const name = BROKEN_OUT[x.type]
      const text = name ? msg('labels.accountCharts.statement.brokenOut', { name, type: x.type }) : humanizeEnum(x.type)
      return line('movement', text, x.total, String(x.count))
    }),
    line('closing', msg('labels.accountCharts.statement.closing'), r.closing),
    line('check', msg('labels.accountCharts.statement.reported'), r.reportedClosing),
    line('check', msg('labels.accountCharts.statement.difference'), r.difference),
    ...r.unlisted.map((u) =>
      line(
        'explaining',
        msg('labels.accountCharts.statement.unlisted', {
          type: humanizeEnum(u.type),
          orderCode: u.orderCode,
          transactionCode: u.transactionCode,
        }),
        u.value,
        '',
        u.time,
      ),
    ),
    ...(r.balanced ? [] : [line('check', msg('labels.accountCharts.statement.unexplained'), r.unexplained)]),
  ]
}

export const STATEMENT_CSV: readonly CsvColumn<StatementLine>[] = [
  { header: msg('columns.accountCharts.section'), text: (l) => l.section },
  { header: msg('columns.accountCharts.line'), text: (l) => l.line },
  { header: msg('columns.accountCharts.timeUtc'), text: (l) => l.time },
  { header: msg('columns.accountCharts.records'), text: (l) => l.count },
  { header: msg('columns.accountCharts.amount'), text: (l) => l.amount },
]

/** One line of the statement on screen: opening, each reason, closing, the server's balance, the difference. */
interface StatementRow {
  key: string
  line: ReactNode
  count?: number | undefined
  amount: string | undefined
  className?: string | undefined
}

function statementRows(r: Reconciliation): StatementRow[] {
  return [
    { key: 'opening', line: msg('labels.accountCharts.statement.opening'), amount: r.opening, className: 'is-total' },
    ...r.byReason.map((x) => ({
      key: `reason-${x.type}`,
      line: (
        <>
          {BROKEN_OUT[x.type] ?? humanizeEnum(x.type)}
          {x.type === REALISED_TYPE && <span className="muted"> ({humanizeEnum(x.type)})</span>}
        </>
      ),
      count: x.count,
      amount: x.total,
      className: BROKEN_OUT[x.type] ? 'is-broken-out' : undefined,
    })),
    { key: 'closing', line: msg('labels.accountCharts.statement.closing'), amount: r.closing, className: 'is-total' },
    { key: 'reported', line: msg('labels.accountCharts.statement.reported'), amount: r.reportedClosing },
    {
      key: 'difference',
      line: msg('labels.accountCharts.statement.difference'),
      amount: r.difference,
      className: r.balanced ? 'is-balanced' : 'is-difference',
    },
  ]
}

const STATEMENT_COLUMNS: ColumnSpec<StatementRow>[] = [
  textCol<StatementRow>('line', msg('columns.accountCharts.line'), (row) => row.key, { render: (row) => row.line }),
  numberCol<StatementRow>('count', msg('columns.accountCharts.records'), (row) => row.count, { mode: 'integer' }),
  moneyCol<StatementRow>('amount', msg('columns.accountCharts.amount'), (row) => row.amount),
]

type Unlisted = Reconciliation['unlisted'][number]

const UNLISTED_COLUMNS: ColumnSpec<Unlisted>[] = [
  ...cashRecordColumns<Unlisted>(),
  codeCol<Unlisted>('order', msg('columns.accountCharts.order'), (u) => u.orderCode),
  codeCol<Unlisted>('transaction', msg('columns.accountCharts.transaction'), (u) => u.transactionCode),
  textCol<Unlisted>('in-period', msg('columns.accountCharts.inThisPeriod'), (u) =>
    u.inPeriod ? msg('ledger.inPeriod.yes') : msg('ledger.inPeriod.no'),
  ),
]

export function ReconciliationPanel({
  reconciliation: r,
  onExport,
}: {
  reconciliation: Reconciliation
  onExport: (columns: readonly CsvColumn<StatementLine>[], rows: readonly StatementLine[]) => void
}) {
  const id = useId()
  const c = r.currency
  const sentence = <ReconciliationVerdict reconciliation={r} balance={r.reportedNow} />
  return (
    <section
      className="chart-panel chart-panel--boxed reconciliation"
      aria-labelledby={`${id}-title`}
      data-testid="reconciliation"
      data-balanced={r.balanced}
    >
      <div className="chart-panel__bar">
        <h3 id={`${id}-title`}>{msg('labels.accountCharts.reconciliation')}</h3>
        <button type="button" onClick={() => onExport(STATEMENT_CSV, statementLines(r))}>
          {msg('labels.accountCharts.exportCsv')}
        </button>
      </div>
      <dl className="reconciliation__breakout">
        <div>
          <dt>{msg('labels.accountCharts.realisedPL')}</dt>
          <dd>{money(r.realised, c)}</dd>
        </div>
        <div>
          <dt>{msg('ledger.breakout.orderCommissions')}</dt>
          <dd>{money(r.orderCommissions, c)}</dd>
        </div>
        {r.otherFees !== '0' && (
          <div title={msg('ledger.breakout.otherFeesWhy')}>
            <dt>{msg('ledger.breakout.otherFees')}</dt>
            <dd>{money(r.otherFees, c)}</dd>
          </div>
        )}
        <div>
          <dt>{msg('labels.accountCharts.financing')}</dt>
          <dd>{money(r.financing, c)}</dd>
        </div>
        <div>
          <dt>{msg('ledger.breakout.deposits')}</dt>
          <dd>{money(r.deposits, c)}</dd>
        </div>
        <div>
          <dt>{msg('labels.accountCharts.otherReasons')}</dt>
          <dd>{money(r.other, c)}</dd>
        </div>
      </dl>
      <MiniTable
        className="reconciliation__statement"
        testId="reconciliation-table"
        caption={msg('ledger.reconciliationCaption', { currency: c })}
        columns={STATEMENT_COLUMNS}
        rows={statementRows(r)}
        rowKey={(row) => row.key}
        rowHeader="line"
        rowClass={(row) => row.className}
        cellTestId={(row, column) =>
          row.key === 'difference' && column === 'amount' ? 'reconciliation-difference' : undefined
        }
      />
      {r.balanced ? (
        <p className="reconciliation__verdict is-balanced" role="status">
          {sentence}
        </p>
      ) : (
        <div className="reconciliation__verdict is-difference" role="alert">
          <p>{sentence}</p>
          {r.unlisted.length > 0 && (
            <MiniTable
              testId="reconciliation-records"
              caption={msg('ledger.explainingRecords')}
              columns={UNLISTED_COLUMNS}
              rows={r.unlisted}
              rowKey={(u) => u.transactionCode}
            />
          )}
        </div>
      )}
    </section>
  )
}
