// Always visible: balance, equity, margin, free margin and P/L of every account on screen, with the
// formula on hover and its own freshness (polled, since metrics carry no ETag).
import { useQuery, useQueryClient, type Query, type QueryCache } from '@tanstack/react-query'
import { useCallback, useMemo, useState, useSyncExternalStore } from 'react'
import type { AccountMetrics, Position } from '../../../../shared/api/records'
import type { ChannelOutput } from '../../../../shared/ipc/contract'
import { toAppError } from '../../api/bridge'
import { metricsQuery, SUMMARY_PARAMS } from '../../api/queries'
import { accountsOf, paramsOf, queryKeys } from '../../api/query-keys'
import { useSession } from '../../app/session'
import {
  explainError,
  LIVE_PAUSED_EXPLANATION,
  liveSource,
  LIVE_STARTING_EXPLANATION,
  MARGIN_LEVEL_EXPLAINED,
  metricsIncomplete,
  positionsCountNote,
} from '../../lib/error-messages'
import { sumDecimals, toBig } from '../../lib/decimal'
import { formatClock, formatMoney, formatPercent } from '../../lib/format'
import { zoneShortLabel } from '../../lib/time-zones'
import { signClass } from '../columns'
import { useLive } from '../../app/live'
import { riskLevelsOf } from '../../../../shared/ipc/profile-settings'
import { useInstrumentReference } from '../market/quotes'
import { MarginGauge } from '../risk/MarginGauge'
import {
  ExposureCell,
  EXPOSURE_COLUMN_CLASS,
  EXPOSURE_HEADER,
  ReportedTotalRow,
  useAccountExposure,
} from '../risk/SummaryExposure'
import { useRateTable, useReportingCurrency } from '../trades/reporting-currency'
import type { WatchAccountStatus } from '../../../../shared/ipc/contract'
import { msg } from '../../../../shared/text/messages'

/** Margin level = equity ÷ margin, the figure margin calls are based on; undefined without margin. */
export function marginLevel(m: Pick<AccountMetrics, 'equity' | 'maintenanceMargin'>): string | undefined {
  const equity = toBig(m.equity)
  const margin = toBig(m.maintenanceMargin)
  if (!equity || !margin || margin.eq(0)) return undefined
  return equity.div(margin).toFixed(6)
}

const FIELDS: Array<{
  key: string
  label: string
  formula: string
  value: (m: AccountMetrics) => string | undefined
  signed?: boolean
  percent?: boolean
}> = [
  { key: 'balance', label: 'Balance', formula: 'Cash balance in the account currency', value: (m) => m.balance },
  { key: 'equity', label: 'Equity', formula: 'Equity = balance + open P/L', value: (m) => m.equity },
  {
    key: 'margin',
    label: 'Margin',
    formula: 'Maintenance margin used by open positions and orders',
    value: (m) => m.maintenanceMargin,
  },
  { key: 'marginFree', label: 'Free margin', formula: 'Free margin = equity − margin', value: (m) => m.marginFree },
  {
    key: 'openPl',
    label: 'Open P/L',
    formula: 'Unrealised profit/loss of open positions',
    value: (m) => m.openPl,
    signed: true,
  },
  {
    key: 'totalPl',
    label: 'Total P/L',
    formula: 'Total profit/loss as reported by the server',
    value: (m) => m.totalPl,
    signed: true,
  },
  { key: 'availableFunds', label: 'Available', formula: 'Funds available for trading', value: (m) => m.availableFunds },
]

/** Whether this account is being watched live, and if not, why and when it is tried again. */
function LiveCell({
  status,
  zone,
  via,
}: {
  status: WatchAccountStatus | undefined
  zone: string
  via: ReturnType<typeof liveSource>
}) {
  if (!status) return <td className="live-cell muted">—</td>
  if (status.state === 'paused') {
    return (
      <td className="live-cell muted" data-live="paused" title={LIVE_PAUSED_EXPLANATION}>
        Paused
      </td>
    )
  }
  if (status.state === 'starting') {
    return (
      <td className="live-cell muted" data-live="starting" title={LIVE_STARTING_EXPLANATION}>
        Starting…
      </td>
    )
  }
  if (status.state === 'failing' && status.error) {
    const e = explainError(status.error, { action: 'read', resource: 'open orders', accounts: [status.account] })
    const next = status.nextAt !== undefined ? ` Next try ${formatClock(status.nextAt, zone)}.` : ''
    return (
      <td className="live-cell is-failing" data-live="failing" title={`${e.sentence}${next}`} role="status">
        ⚠ {e.title}
        {status.nextAt !== undefined && <span className="muted"> · next try {formatClock(status.nextAt, zone)}</span>}
      </td>
    )
  }
  return (
    <td
      className={via.live ? 'live-cell is-live' : 'live-cell is-reconnecting'}
      data-live={via.live ? 'watching' : 'reconnecting'}
      title={status.checkedAt ? `${via.title}. Last read at ${formatClock(status.checkedAt, zone)}` : `${via.title}.`}
    >
      {via.live ? `● ${via.text}` : via.text}
      {via.via !== undefined && <span className="live-cell__via"> · {via.via}</span>}
    </td>
  )
}

type PositionsRead = ChannelOutput<'positions.list'>

/** The Positions table's read on screen: the answer, and the accounts it covered (all of the scope's, or a filter's). */
interface PositionsOnScreen {
  read: PositionsRead
  covers: (account: string) => boolean
  accountsInRead: number
  /** A positions read of these accounts that a view shows is under way: the answer on screen is about to change. */
  reading: boolean
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i])

/**
 * The positions reads of these accounts that a view shows now (have an observer): the newest answer, and whether
 * one of them is being read (again).
 */
function positionsShown(
  cache: QueryCache,
  profileId: string,
  accounts: readonly string[],
): { newest: Query | undefined; reading: boolean } {
  let newest: Query | undefined
  let reading = false
  for (const q of cache.findAll({ queryKey: queryKeys.resourceReads(profileId, 'positions.list') })) {
    if (!sameList(accountsOf(q.queryKey), accounts) || q.getObserversCount() === 0) continue
    if (q.state.fetchStatus === 'fetching') reading = true
    if (q.state.data === undefined) continue
    if (!newest || q.state.dataUpdatedAt > newest.state.dataUpdatedAt) newest = q
  }
  return { newest, reading }
}

/**
 * What the Positions table shows for the accounts on screen, read from the query cache (no read of its own):
 * undefined when no Positions table shows them (never read, or another tab is open).
 */
function usePositionsOnScreen(profileId: string, accounts: readonly string[]): PositionsOnScreen | undefined {
  const cache = useQueryClient().getQueryCache()
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache])
  // A string, so that the many cache events that change nothing here re-render nothing.
  const shown = useSyncExternalStore(subscribe, () => {
    const { newest: q, reading } = positionsShown(cache, profileId, accounts)
    return q ? `${reading ? 'reading ' : ''}${q.queryHash}@${q.state.dataUpdatedAt}` : ''
  })
  return useMemo(() => {
    const reading = shown.startsWith('reading ')
    const hash = shown.slice(reading ? 'reading '.length : 0, shown.lastIndexOf('@'))
    const q = hash ? cache.get(hash) : undefined
    const read = q?.state.data as PositionsRead | undefined
    if (!q || !read) return undefined
    const filtered = paramsOf(q.queryKey)?.accounts
    const filter = Array.isArray(filtered) && filtered.length > 0 ? filtered.map(String) : undefined
    return {
      read,
      covers: (account) => !filter || filter.includes(account),
      accountsInRead: filter ? filter.length : accounts.length,
      reading,
    }
  }, [shown, cache, accounts])
}

/**
 * The "Pos" figure's note when the Positions table on screen says otherwise (see positionsCountNote), said only on
 * settled evidence. A count that differs because one side has seen a change the other is about to be read for is
 * no disagreement, and must not flash the marker:
 * - after a fill or a live-watch change both reads are invalidated together, and whichever answers first would be
 *   set against the other's old answer: unsettled while a shown positions read is under way, or while the metrics
 *   are read again because the account changed (not for a read of its own);
 * - a metrics read of its own (mounting, a window reload) may see a new position before the live watch has looked:
 *   unsettled while the metrics answer is newer than both the positions answer and the watch's last look at the
 *   account (its next look reports the change and both are read again; if it finds none, the disagreement is real).
 * While unsettled the marker stays as it was (if it was shown, it shows the current figures), so a real disagreement
 * does not blink off at every read either. Unreadable records are said at once: that is no race.
 */
function countNote(
  m: AccountMetrics,
  shown: PositionsOnScreen | undefined,
  metrics: { at: number; refreshing: boolean },
  watch: WatchAccountStatus | undefined,
  shownBefore: boolean,
  zone: string,
) {
  if (!shown?.covers(m.account)) return undefined
  const readable = shown.read.data.filter((p: Position) => p.account === m.account).length
  const note = positionsCountNote({
    serverCount: m.openPositionsCount,
    readable,
    unreadable: shown.read.unreadable,
    accountsInRead: shown.accountsInRead,
    metricsAt: formatClock(metrics.at, zone),
    positionsAt: formatClock(shown.read.fetchedAt, zone),
  })
  if (note === undefined || (shown.read.unreadable && shown.read.unreadable.count > 0)) return note
  const watchYetToLook =
    watch?.state === 'watching' && shown.read.fetchedAt < metrics.at && (watch.checkedAt ?? 0) < metrics.at
  const settled = !shown.reading && !metrics.refreshing && !watchYetToLook
  return settled || shownBefore ? note : undefined
}

/** "Pos / Ord", with a marker when the Positions table on screen could not show what the server counts. */
function PositionsOrdersCell({ metrics, note }: { metrics: AccountMetrics; note: string | undefined }) {
  return (
    <td className="num" data-field="positionsOrders">
      {metrics.openPositionsCount}
      {note && (
        <span className="count-note" role="img" aria-label={note} title={note} data-testid="positions-count-note">
          ⚠
        </span>
      )}{' '}
      / {metrics.openOrdersCount}
    </td>
  )
}

/**
 * Each currency's sum of the accounts in it (money fields only: a margin level does not add up), for every
 * currency with several accounts on screen; no total is ever made across currencies.
 */
function currencyTotals(
  metrics: readonly AccountMetrics[],
  currencyOf: (account: string) => string | undefined,
  exposureOf: (account: string) => string | undefined,
) {
  const groups = new Map<string, AccountMetrics[]>()
  for (const m of metrics) {
    const currency = currencyOf(m.account) ?? m.balances?.[0]?.symbol ?? '?'
    groups.set(currency, [...(groups.get(currency) ?? []), m])
  }
  // A currency with one account already shows its figures on that account's row.
  return [...groups.entries()]
    .filter(([, rows]) => rows.length > 1)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, rows]) => {
      const sums = new Map<string, string>()
      for (const f of FIELDS) {
        if (f.percent) continue
        const total = sumDecimals(rows.map((m) => f.value(m)))
        if (total) sums.set(f.key, total.toFixed())
      }
      const exposure = sumDecimals(rows.map((m) => exposureOf(m.account) ?? '0'))
      if (exposure) sums.set('exposure', exposure.toFixed())
      return { currency, accounts: rows.length, sums }
    })
}

export function AccountSummaryBar() {
  const { session, accountCodes, accounts, zone, profile } = useSession()
  const riskLevels = riskLevelsOf(profile ?? {})
  const reference = useInstrumentReference()
  const live = useLive()
  const liveOf = (account: string) => live?.status?.accounts.find((a) => a.account === account)
  const scope = { profileId: session.profileId, accounts: accountCodes }
  const client = useQueryClient()
  // No clock of its own: read again when main's account watch says an account changed (see live.tsx).
  const metricsOptions = metricsQuery(scope, SUMMARY_PARAMS)
  const query = useQuery(metricsOptions)
  // Read again because something changed (invalidated), not by the poll: see countNote.
  const metricsRefreshing = query.isFetching && client.getQueryState(metricsOptions.queryKey)?.isInvalidated === true
  const [notesShown, setNotesShown] = useState<ReadonlySet<string>>(() => new Set())
  const metrics = useMemo(() => query.data?.data ?? [], [query.data])
  const exposure = useAccountExposure(metrics, accounts, reference)
  const [reportIn] = useReportingCurrency(session.profileId, profile?.reportingCurrency)
  const { table: rates } = useRateTable(session.profileId, reportIn)
  const positions = usePositionsOnScreen(session.profileId, accountCodes)
  const currencyOf = (account: string) => accounts.find((a) => a.account === account)?.baseCurrency
  const error = query.isError
    ? explainError(toAppError(query.error), { action: 'read', resource: 'metrics', accounts: accountCodes })
    : null
  const incomplete = query.data?.unreadable && metricsIncomplete(query.data.unreadable)
  const notes = new Map<string, string>()
  for (const m of query.data ? metrics : []) {
    const metricsRead = { at: query.data?.fetchedAt ?? 0, refreshing: metricsRefreshing }
    const note = countNote(m, positions, metricsRead, liveOf(m.account), notesShown.has(m.account), zone)
    if (note) notes.set(m.account, note)
  }
  // What this render shows is what "as it was" means to the next one (see countNote): kept as state, set while
  // rendering when it changed (React's pattern for information from the previous render), so it settles at once.
  if (notes.size !== notesShown.size || [...notes.keys()].some((a) => !notesShown.has(a))) {
    setNotesShown(new Set(notes.keys()))
  }
  return (
    <section className="summary-bar" aria-label="Account summary">
      <table className="summary-bar__table">
        <caption className="sr-only">{msg('tables.summaryCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">Account</th>
            {FIELDS.map((f) => (
              <th key={f.key} scope="col" title={f.formula} className="num">
                {f.label}
              </th>
            ))}
            <th scope="col" title={MARGIN_LEVEL_EXPLAINED}>
              Margin level
            </th>
            <th scope="col" className={EXPOSURE_COLUMN_CLASS} title={EXPOSURE_HEADER.title}>
              {EXPOSURE_HEADER.label}
            </th>
            <th scope="col" className="num" title="Open positions / working orders">
              Pos / Ord
            </th>
            <th scope="col" title="Every account on screen is checked for changes every few seconds">
              Live
            </th>
          </tr>
        </thead>
        <tbody>
          {metrics.map((m) => (
            <tr key={m.account}>
              <th scope="row">
                {m.account} <span className="muted">{currencyOf(m.account) ?? ''}</span>
              </th>
              {FIELDS.map((f) => {
                const v = f.value(m)
                return (
                  <td
                    key={f.key}
                    className={`num ${f.signed ? (signClass(v) ?? '') : ''}`}
                    title={f.formula}
                    data-field={f.key}
                  >
                    {v === undefined
                      ? '—'
                      : f.percent
                        ? formatPercent(v)
                        : formatMoney(v, { showPlus: f.signed ?? false })}
                  </td>
                )
              })}
              <td data-field="level">
                <MarginGauge
                  metrics={m}
                  currency={currencyOf(m.account) ?? ''}
                  levels={riskLevels}
                  reference={reference}
                />
              </td>
              <ExposureCell row={exposure.get(m.account)} />
              <PositionsOrdersCell metrics={m} note={notes.get(m.account)} />
              <LiveCell
                status={liveOf(m.account)}
                zone={zone}
                via={liveSource(live?.status?.source, live?.status?.intervalMs ?? 3_000)}
              />
            </tr>
          ))}
          {metrics.length > 1 &&
            currencyTotals(metrics, currencyOf, (a) => exposure.get(a)?.gross).map((t) => (
              <tr key={t.currency} className="summary-bar__total" data-testid={`summary-total-${t.currency}`}>
                <th scope="row" title="Sum of the accounts in this currency; currencies are never added together">
                  Total <span className="muted">{t.currency}</span> ({t.accounts})
                </th>
                {FIELDS.map((f) => {
                  const v = t.sums.get(f.key)
                  return (
                    <td key={f.key} className={`num ${f.signed ? (signClass(v) ?? '') : ''}`} data-field={f.key}>
                      {v === undefined ? '' : formatMoney(v, { showPlus: f.signed ?? false })}
                    </td>
                  )
                })}
                <td />
                <td className={EXPOSURE_COLUMN_CLASS} data-field="exposure">
                  {formatMoney(t.sums.get('exposure') ?? '0')}
                </td>
                <td colSpan={2} />
              </tr>
            ))}
          {rates && metrics.some((m) => currencyOf(m.account) !== rates.toCurrency) && (
            <ReportedTotalRow
              fields={FIELDS}
              metrics={metrics}
              currencyOf={currencyOf}
              exposure={exposure}
              table={rates}
              zone={zone}
              trailing={2}
            />
          )}
          {metrics.length === 0 && (
            <tr>
              <td colSpan={FIELDS.length + 5} className="muted">
                {query.isPending
                  ? 'Loading account summary…'
                  : error
                    ? `${error.title}: ${error.sentence}`
                    : 'No metrics.'}
              </td>
            </tr>
          )}
        </tbody>
      </table>
      <div className="summary-bar__meta">
        {query.data && (
          <span title={`Read at ${formatClock(query.data.fetchedAt, zone)} ${zoneShortLabel(zone)}`}>
            as of {formatClock(query.data.fetchedAt, zone)}{' '}
            <span className="muted wide-only">{zoneShortLabel(zone)}</span>
          </span>
        )}
        {incomplete && (
          <span className="badge badge--stale" data-testid="summary-incomplete" title={incomplete.title}>
            {incomplete.badge}
          </span>
        )}
        {error && metrics.length > 0 && (
          <span className="badge badge--stale" title={`${error.sentence} ${error.next}`}>
            Stale: {error.title}
          </span>
        )}
        <button
          type="button"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
          aria-label="Refresh account summary"
        >
          ⟳
        </button>
      </div>
    </section>
  )
}
