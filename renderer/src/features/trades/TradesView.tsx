// Trades: the trader's books over the accounts in scope — closed trades paired as the server booked them, with
// totals per currency and CSV; performance figures from the same rows; and one account's statement for a period.
// Every figure comes from one read per account (ledger.read: every cash transfer and history order) and one
// pairing (shared/domain/closed-trades.ts).
import { useId, useMemo, useRef, useState } from 'react'
import { systemClock } from '@shared/domain/clock'
import { filterTrades, pairTrades, type TradeRow, type TradeSide } from '@shared/domain/closed-trades'
import { countOf } from '@shared/text/plural'
import { toAppError } from '../../api/bridge'
import { useSession } from '../../app/session'
import { DataTable } from '../../components/DataTable/DataTable'
import type { TableSnapshot } from '../../components/DataTable/types'
import { ErrorPanel } from '../../components/ErrorPanel'
import { ReadsInFlight } from '../../components/ResourceFrame/SlowRead'
import { queryKeys } from '../../api/query-keys'
import { ExportButton } from '../../components/ExportButton'
import { LEDGER_CUT_SHORT, ledgerOrdersUnreadable, ledgerTransfersUnreadable } from '../../lib/ledger-text'
import { formatTimestamp } from '../../lib/format'
import { resolveZone } from '../../lib/time-zones'
import { periodLabel, periodOf, type PeriodChoice } from '../account-charts/period'
import { PeriodError, PeriodPicker } from '../account-charts/PeriodPicker'
import { TradeDetails } from './TradeDetails'
import { tradeColumns } from './trade-columns'
import { tradesFilterLines } from './filter-summary'
import { useBooks } from './use-books'
import { lazyComponent } from '../../app/lazy-component'
import { REPORTING_CURRENCIES, useReportingCurrency } from './reporting-currency'
import { ReportingTotals } from './ReportingTotals'
import './trades.css'
import { msg } from '@shared/text/messages'

const SUBVIEWS = {
  trades: msg('labels.trades.closedTrades'),
  performance: msg('labels.trades.performance'),
  statement: msg('labels.trades.statement'),
} as const
type Subview = keyof typeof SUBVIEWS

const PerformancePanel = lazyComponent(() => import('./PerformancePanel').then((m) => m.PerformancePanel), {
  what: msg('shell.parts.performance'),
})
const StatementView = lazyComponent(() => import('./StatementView').then((m) => m.StatementView), {
  what: msg('shell.parts.statement'),
})

const ROW = 'row'
/** Offered besides the accounts' own currencies. */

export default function TradesView() {
  const { session, accountCodes, accounts, zone, profile } = useSession()
  const ids = useId()
  const [subview, setSubview] = useState<Subview>('trades')
  const [choice, setChoice] = useState<PeriodChoice>({ preset: '30d', from: '', to: '' })
  const [instrument, setInstrument] = useState('')
  const [side, setSide] = useState<'' | TradeSide>('')
  const [includeOpen, setIncludeOpen] = useState(false)
  const [selected, setSelected] = useState<TradeRow | undefined>()
  const [openedAt] = useState(() => systemClock.now())
  const snapshotRef = useRef<(() => TableSnapshot) | null>(null)
  const [reportIn, setReportIn] = useReportingCurrency(session.profileId, profile?.reportingCurrency)
  const currencyChoices = [
    ...new Set([
      ...(profile?.reportingCurrency ? [profile.reportingCurrency] : []),
      ...accounts.flatMap((a) => (a.baseCurrency ? [a.baseCurrency] : [])),
      ...REPORTING_CURRENCIES,
    ]),
  ]

  const { books, rows, refetch } = useBooks(session.profileId, accountCodes)
  const zoneId = resolveZone(zone)
  const readAt = Math.min(...books.map((b) => b.ledger?.fetchedAt ?? Number.POSITIVE_INFINITY))
  const fetchedAt = Number.isFinite(readAt) ? readAt : undefined
  const period = useMemo(() => periodOf(choice, zoneId, fetchedAt ?? openedAt), [choice, zoneId, fetchedAt, openedAt])
  const instruments = useMemo(() => [...new Set(rows.map((r) => r.instrument).filter(Boolean))].sort(), [rows])
  // Open rows are the positions open at the period's end: the records up to then, paired again.
  const openSource = useMemo(() => {
    if (!includeOpen || 'error' in period || !Number.isFinite(period.to)) return rows
    const ledgers = books.flatMap((b) => (b.ledger ? [b.ledger] : []))
    return pairTrades(ledgers, { asOf: period.to })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- books changes with rows (one read)
  }, [rows, includeOpen, period])
  const shown = useMemo(() => {
    if ('error' in period) return []
    const filter = { instrument: instrument || undefined, side: side || undefined }
    const closed = filterTrades(rows, { from: period.from, to: period.to, ...filter })
    const open = includeOpen
      ? filterTrades(openSource, { ...filter, includeOpen: true }).filter((r) => r.kind === 'open')
      : []
    return [...closed, ...open].reverse()
  }, [rows, openSource, period, instrument, side, includeOpen])
  const columns = useMemo(() => tradeColumns(accountCodes.length > 1), [accountCodes.length])
  const pending = books.some((b) => b.pending)
  const failed = books.find((b) => b.error)
  const fetching = books.some((b) => b.fetching)
  const filterLines = tradesFilterLines({ period: choice, instrument, side, includeOpen })

  return (
    <div className="trades-view" data-testid="trades-view">
      <div className="trades-view__bar" role="group" aria-label={msg('labels.trades.booksShown')}>
        <div className="segmented" role="tablist" aria-label={msg('labels.trades.books')}>
          {(Object.keys(SUBVIEWS) as Subview[]).map((key) => (
            <button
              key={key}
              type="button"
              role="tab"
              aria-selected={subview === key}
              className={subview === key ? 'is-active' : undefined}
              onClick={() => setSubview(key)}
            >
              {SUBVIEWS[key]}
            </button>
          ))}
        </div>
        <PeriodPicker choice={choice} setChoice={setChoice} period={period} />
        {subview !== 'statement' && (
          <>
            <label htmlFor={`${ids}-instrument`}>{msg('labels.trades.instrument')}</label>
            <select id={`${ids}-instrument`} value={instrument} onChange={(e) => setInstrument(e.target.value)}>
              <option value="">{msg('labels.trades.all')}</option>
              {instruments.map((i) => (
                <option key={i} value={i}>
                  {i}
                </option>
              ))}
            </select>
            <label htmlFor={`${ids}-side`}>{msg('labels.trades.side')}</label>
            <select id={`${ids}-side`} value={side} onChange={(e) => setSide(e.target.value as '' | TradeSide)}>
              <option value="">{msg('labels.trades.both')}</option>
              <option value="BUY">{msg('labels.trades.long')}</option>
              <option value="SELL">{msg('labels.trades.short')}</option>
            </select>
          </>
        )}
        {subview === 'trades' && (
          <label className="checkbox">
            <input type="checkbox" checked={includeOpen} onChange={(e) => setIncludeOpen(e.target.checked)} />{' '}
            {msg('labels.trades.openPositions')}
          </label>
        )}
        <label htmlFor={`${ids}-report`}>{msg('labels.trades.reportIn')}</label>
        <select id={`${ids}-report`} value={reportIn} onChange={(e) => setReportIn(e.target.value)}>
          <option value="">{msg('labels.trades.eachCurrency')}</option>
          {currencyChoices.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
        <span className="toolbar-spacer" />
        {fetchedAt !== undefined && (
          <span className="muted" data-testid="books-read-at">
            {msg('labels.trades.recordsReadFetchedat', { fetchedAt: formatTimestamp(fetchedAt, zone) })}
          </span>
        )}
        <button type="button" onClick={() => void refetch()} disabled={fetching}>
          {fetching ? msg('labels.trades.reading') : msg('labels.trades.refresh')}
        </button>
      </div>
      <PeriodError period={period} />
      <ReadsInFlight
        queryKeys={accountCodes.map((a) => queryKeys.ledger(session.profileId, a))}
        fetching={fetching}
        noun={msg('books.ledgerNoun')}
        accounts={accountCodes}
        zone={zone}
      />
      {books.map((b) => (
        <BookNotices key={b.account} account={b.account} ledger={b.ledger} />
      ))}
      {pending ? (
        <p className="muted" role="status">
          {msg('books.readingLedger', { accounts: accountCodes.join(', ') })}
        </p>
      ) : failed?.error ? (
        <ErrorPanel
          error={toAppError(failed.error)}
          context={{ action: 'read', resource: msg('ledger.readResource'), accounts: [failed.account] }}
          onRetry={() => void refetch()}
        />
      ) : subview === 'performance' ? (
        'error' in period ? null : (
          <PerformancePanel
            rows={shown}
            books={books}
            period={period}
            zone={zone}
            filters={{ instrument: instrument || undefined, side: side || undefined }}
          />
        )
      ) : subview === 'statement' ? (
        'error' in period ? null : (
          <StatementView books={books} rows={rows} period={period} periodText={periodLabel(choice)} />
        )
      ) : (
        <>
          <ReportingTotals rows={shown} reportIn={reportIn} profileId={session.profileId} zone={zone} />
          <div className="trades-view__table">
            <DataTable
              tableId="trades"
              label={msg('labels.trades.closedTrades')}
              columns={columns}
              rows={shown}
              getRowId={(r) => r.id}
              snapshotRef={snapshotRef}
              onRowActivate={(r) => setSelected(r)}
              activateLabel={msg('tables.activate.tradeRecords')}
              empty={<p className="muted">{msg('books.noClosedTrades')}</p>}
              caption={
                <>
                  <span className="muted">{countOf(shown.length, ROW)}</span>{' '}
                  <ExportButton
                    view="trades"
                    snapshotRef={snapshotRef}
                    fetchedAt={fetchedAt}
                    filterLines={filterLines}
                  />
                </>
              }
            />
          </div>
          {selected && <TradeDetails row={selected} onClose={() => setSelected(undefined)} />}
        </>
      )}
    </div>
  )
}

function BookNotices({
  account,
  ledger,
}: {
  account: string
  ledger: ReturnType<typeof useBooks>['books'][number]['ledger']
}) {
  if (!ledger) return null
  return (
    <>
      {!ledger.complete && (
        <p role="alert" className="notice notice--warn">
          {account}: {LEDGER_CUT_SHORT}
        </p>
      )}
      {ledger.unreadable && (
        <p role="alert" className="notice notice--warn">
          {account}: {ledgerTransfersUnreadable(ledger.unreadable.count)}
        </p>
      )}
      {ledger.unreadableOrders && (
        <p role="alert" className="notice notice--warn">
          {account}: {ledgerOrdersUnreadable(ledger.unreadableOrders.count)}
        </p>
      )}
    </>
  )
}
