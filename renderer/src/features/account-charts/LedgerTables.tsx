// The account's money as tables (what "Show as table" shows under each chart) and the P/L bars by instrument.
import type { BalancePoint, DayPl, InstrumentPl } from '@shared/domain/account-ledger'
import type { ColumnSpec } from '../../components/DataTable/types'
import { MiniTable } from '../../components/MiniTable'
import type { CsvColumn } from '../../lib/csv'
import { humanizeEnum } from '../../lib/format'
import { money, moneyCol, numberCol, textCol, timeCol } from '../columns'
import { msg } from '@shared/text/messages'

/** When, why and how much: the columns every table of cash records starts with. */
export function cashRecordColumns<R extends { time: string; type: string; value: string }>(): ColumnSpec<R>[] {
  return [
    timeCol<R>('time', msg('columns.accountCharts.time'), (r) => r.time),
    textCol<R>('reason', msg('columns.accountCharts.reason'), (r) => r.type, { text: (r) => humanizeEnum(r.type) }),
    moneyCol<R>('amount', msg('columns.accountCharts.amount'), (r) => r.value),
  ]
}

const BALANCE_COLUMNS: ColumnSpec<BalancePoint>[] = [
  ...cashRecordColumns<BalancePoint>(),
  moneyCol<BalancePoint>('balance', msg('columns.accountCharts.balance'), (p) => p.balance),
  textCol<BalancePoint>('comment', msg('columns.accountCharts.comment'), (p) => p.comment),
]

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

/** Realised, commission and net as the P/L CSVs write them: exact wire values, the currency in the header. */
function plCsvColumns<R extends DayPl | InstrumentPl>(currency: string): CsvColumn<R>[] {
  return [
    { header: msg('columns.accountCharts.realisedCurrency', { currency }), text: (r) => r.realised },
    { header: msg('columns.accountCharts.commissionCurrency', { currency }), text: (r) => r.commission },
    { header: msg('columns.accountCharts.netCurrency', { currency }), text: (r) => r.net },
  ]
}

export function instrumentPlCsvColumns(currency: string): CsvColumn<InstrumentPl>[] {
  return [
    { header: msg('columns.accountCharts.instrument'), text: (r) => r.instrument },
    ...plCsvColumns<InstrumentPl>(currency),
    { header: msg('columns.accountCharts.closes'), text: (r) => String(r.closes) },
  ]
}

export function dayPlCsvColumns(currency: string): CsvColumn<DayPl>[] {
  return [{ header: msg('columns.accountCharts.day'), text: (d) => d.day }, ...plCsvColumns<DayPl>(currency)]
}

export function BalanceTable({ points, currency }: { points: readonly BalancePoint[]; currency: string }) {
  return (
    <div className="ledger-table-wrap">
      <MiniTable
        testId="balance-table"
        caption={msg('labels.accountCharts.balanceAfterEachCashMovement', { currency })}
        columns={BALANCE_COLUMNS}
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
    moneyCol<R>('realised', msg('columns.accountCharts.realised'), (r) => r.realised),
    moneyCol<R>('commission', msg('columns.accountCharts.commission'), (r) => r.commission),
    moneyCol<R>('net', msg('columns.accountCharts.net'), (r) => r.net),
  ]
}

const INSTRUMENT_PL_COLUMNS: ColumnSpec<InstrumentPl>[] = [
  textCol<InstrumentPl>('instrument', msg('columns.accountCharts.instrument'), (i) => i.instrument),
  ...plColumns<InstrumentPl>(),
  numberCol<InstrumentPl>('closes', msg('columns.accountCharts.closes'), (i) => i.closes, { mode: 'integer' }),
]

const DAY_PL_COLUMNS: ColumnSpec<DayPl>[] = [
  textCol<DayPl>('day', msg('columns.accountCharts.day'), (d) => d.day),
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
