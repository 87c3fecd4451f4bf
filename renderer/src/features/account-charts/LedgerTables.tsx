// The account's money as tables (what "Show as table" shows under each chart) and the P/L bars by instrument.
import type { BalancePoint, DayPl, InstrumentPl } from '@shared/domain/account-ledger'
import type { ColumnSpec } from '../../components/DataTable/types'
import { MiniTable } from '../../components/MiniTable'
import type { CsvColumn } from '../../lib/csv'
import { formatTimestamp, humanizeEnum } from '../../lib/format'
import { money } from './money'
import { msg } from '@shared/text/messages'

function balanceColumns(zone: string): ColumnSpec<BalancePoint>[] {
  return [
    {
      id: 'time',
      header: msg('columns.accountCharts.time'),
      kind: 'time',
      value: (p) => p.time,
      text: (p) => formatTimestamp(p.time, zone),
    },
    {
      id: 'reason',
      header: msg('columns.accountCharts.reason'),
      kind: 'enum',
      value: (p) => p.type,
      text: (p) => humanizeEnum(p.type),
    },
    {
      id: 'amount',
      header: msg('columns.accountCharts.amount'),
      kind: 'number',
      value: (p) => p.value,
      render: (p) => money(p.value),
    },
    {
      id: 'balance',
      header: msg('columns.accountCharts.balance'),
      kind: 'number',
      value: (p) => p.balance,
      render: (p) => money(p.balance),
    },
    { id: 'comment', header: msg('columns.accountCharts.comment'), kind: 'text', value: (p) => p.comment },
  ]
}

/** The balance's CSV: exact wire values, UTC times, and the transaction code the table leaves out. */
export function balanceCsvColumns(currency: string): CsvColumn<BalancePoint>[] {
  return [
    { header: msg('columns.accountCharts.timeUtc'), text: (p) => p.time },
    { header: msg('columns.accountCharts.reason'), text: (p) => p.type },
    { header: msg('columns.accountCharts.amountCurrency', { currency }), text: (p) => p.value },
    { header: msg('columns.accountCharts.balanceCurrency', { currency }), text: (p) => p.balance },
    { header: msg('columns.accountCharts.transaction'), text: (p) => p.transactionCode },
    { header: msg('columns.accountCharts.comment'), text: (p) => p.comment ?? '' },
  ]
}

export function BalanceTable({
  points,
  zone,
  currency,
}: {
  points: readonly BalancePoint[]
  zone: string
  currency: string
}) {
  return (
    <div className="ledger-table-wrap">
      <MiniTable
        testId="balance-table"
        caption={msg('labels.accountCharts.balanceAfterEachCashMovement', { currency })}
        columns={balanceColumns(zone)}
        rows={points}
        rowKey={(p) => p.transactionCode}
        rowClass={(p) => (p.funding ? `is-${p.funding}` : undefined)}
      />
    </div>
  )
}

/** Realised, commission and net: the money columns both P/L tables share. */
function plColumns<R extends DayPl | InstrumentPl>(): ColumnSpec<R>[] {
  return [
    {
      id: 'realised',
      header: msg('columns.accountCharts.realised'),
      kind: 'number',
      value: (r) => r.realised,
      render: (r) => money(r.realised),
    },
    {
      id: 'commission',
      header: msg('columns.accountCharts.commission'),
      kind: 'number',
      value: (r) => r.commission,
      render: (r) => money(r.commission),
    },
    {
      id: 'net',
      header: msg('columns.accountCharts.net'),
      kind: 'number',
      value: (r) => r.net,
      render: (r) => money(r.net),
    },
  ]
}

const INSTRUMENT_PL_COLUMNS: ColumnSpec<InstrumentPl>[] = [
  { id: 'instrument', header: msg('columns.accountCharts.instrument'), kind: 'text', value: (i) => i.instrument },
  ...plColumns<InstrumentPl>(),
  { id: 'closes', header: msg('columns.accountCharts.closes'), kind: 'number', value: (i) => i.closes },
]

const DAY_PL_COLUMNS: ColumnSpec<DayPl>[] = [
  { id: 'day', header: msg('columns.accountCharts.day'), kind: 'text', value: (d) => d.day },
  ...plColumns<DayPl>(),
]

export function PlTables({ byInstrument, byDay }: { byInstrument: readonly InstrumentPl[]; byDay: readonly DayPl[] }) {
  return (
    <div className="ledger-table-wrap">
      <MiniTable
        testId="pl-instrument-table"
        caption={msg('labels.accountCharts.realisedPLByInstrument')}
        columns={INSTRUMENT_PL_COLUMNS}
        rows={byInstrument}
        rowKey={(i) => i.instrument}
        rowHeader="instrument"
      />
      <MiniTable
        testId="pl-day-table"
        caption={msg('labels.accountCharts.realisedPLByDay')}
        columns={DAY_PL_COLUMNS}
        rows={byDay}
        rowKey={(d) => d.day}
        rowHeader="day"
      />
    </div>
  )
}

/** Net P/L per instrument as horizontal bars around a zero line; the value is written on every bar. */
export function InstrumentBars({ rows, currency }: { rows: readonly InstrumentPl[]; currency: string }) {
  const largest = Math.max(...rows.map((r) => Math.abs(Number(r.net))), 0)
  return (
    <ul className="pl-bars" aria-label={msg('ledger.labels.plBars', { currency })} data-testid="pl-bars">
      {rows.map((r) => {
        const share = largest === 0 ? 0 : (Math.abs(Number(r.net)) / largest) * 50
        const negative = Number(r.net) < 0
        return (
          <li key={r.instrument} className="pl-bars__row">
            <span className="pl-bars__label">{r.instrument}</span>
            <span className="pl-bars__track" aria-hidden="true">
              <span
                className={`pl-bars__bar ${negative ? 'is-neg' : 'is-pos'}`}
                style={negative ? { right: '50%', width: `${share}%` } : { left: '50%', width: `${share}%` }}
              />
            </span>
            <span className="pl-bars__value">{money(r.net)}</span>
          </li>
        )
      })}
    </ul>
  )
}
