// Always visible: balance, equity, margin, free margin and P/L of every account on screen, with the
// formula on hover and its own freshness (polled, since metrics carry no ETag).
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { AccountMetrics } from '@shared/api/records'
import { toAppError } from '../../api/bridge'
import { metricsQuery, SUMMARY_PARAMS } from '../../api/queries'
import { useSession } from '../../app/session'
import { useAccountStatuses } from '../../app/account-status'
import {
  accountStatusWords,
  explainError,
  LIVE_PAUSED_EXPLANATION,
  liveSource,
  LIVE_STARTING_EXPLANATION,
  MARGIN_LEVEL_EXPLAINED,
  metricsIncomplete,
  positionsSnapshotNote,
  figuresEstimateExplained,
} from '../../lib/error-messages'
import { sumDecimals } from '../../lib/decimal'
import { formatClock, formatMoney, formatPercent } from '../../lib/format'
import { zoneShortLabel } from '../../lib/time-zones'
import { signClass } from '../columns'
import { useLive } from '../../app/live'
import { riskLevelsOf } from '@shared/ipc/profile-settings'
import { useInstrumentReference, useQuotes } from '../market/quotes'
import { MarginGauge } from '../risk/MarginGauge'
import { estimateFigures } from './estimate'
import { usePushedMetrics } from './pushed-metrics'
import {
  ExposureCell,
  EXPOSURE_COLUMN_CLASS,
  EXPOSURE_HEADER,
  ReportedTotalRow,
  useAccountExposure,
} from '../risk/SummaryExposure'
import { useRateTable, useReportingCurrency } from '../trades/reporting-currency'
import type { WatchAccountStatus } from '@shared/ipc/contract'
import { msg } from '@shared/text/messages'

export const SUMMARY_FIELDS: Array<{
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
        {status.nextAt !== undefined && (
          <span className="muted live-cell__next"> · next try {formatClock(status.nextAt, zone)}</span>
        )}
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

/**
 * The "Pos" figure's note when one snapshot of the account contradicts itself: the count the server gives and the
 * positions listed with it, in the same figures (pushed, or read with their positions). Two reads are never set
 * against each other: whichever answered first would flash a disagreement that is none.
 */
function countNote(m: AccountMetrics, at: number, zone: string): string | undefined {
  if (m.positions === undefined || m.positions.length === m.openPositionsCount) return undefined
  return positionsSnapshotNote({
    serverCount: m.openPositionsCount,
    listed: m.positions.length,
    at: formatClock(at, zone),
  })
}

/** "Pos / Ord", with a marker when the figures' own positions list says otherwise. */
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
      for (const f of SUMMARY_FIELDS) {
        if (f.percent) continue
        const total = sumDecimals(rows.map((m) => f.value(m)))
        if (total) sums.set(f.key, total.toFixed())
      }
      const exposure = sumDecimals(rows.map((m) => exposureOf(m.account) ?? '0'))
      if (exposure) sums.set('exposure', exposure.toFixed())
      return { currency, accounts: rows.length, sums }
    })
}

/** An account's status when it restricts trading (close only, terminated…), beside the account's code. */
function StatusTag({ status }: { status: string | undefined }) {
  if (!status) return null
  return (
    <>
      {' '}
      <span className={`tag tag--${status.toLowerCase().replace(/_/g, '-')}`} data-testid="account-status">
        {accountStatusWords(status)}
      </span>
    </>
  )
}

export function AccountSummaryBar() {
  const { session, accountCodes, accounts, zone, profile, delegated } = useSession()
  // A client's account (support) names its client: account codes alone do not say whose money it is.
  const clientOf = (code: string) => {
    const a = accounts.find((x) => x.account === code)
    const owner = a?.ownerName ?? a?.owner
    return delegated && owner && a?.owner !== session.username ? owner : undefined
  }
  // The status as it is now (re-read when the watch says the account changed): anything but full trading is shown.
  const statuses = useAccountStatuses()
  const restricted = (code: string) => {
    const status = statuses.statusOf(code)
    return status && status !== 'FULL_TRADING' ? status : undefined
  }
  const riskLevels = riskLevelsOf(profile ?? {})
  const reference = useInstrumentReference()
  const live = useLive()
  const liveOf = (account: string) => live?.status?.accounts.find((a) => a.account === account)
  const scope = { profileId: session.profileId, accounts: accountCodes }
  // No clock of its own: read again when main's account watch says an account changed (see live.tsx), and the
  // figures main pushes replace the read's as they arrive.
  usePushedMetrics(session.profileId)
  const query = useQuery(metricsQuery(scope, SUMMARY_PARAMS))
  const metrics = useMemo(() => query.data?.data ?? [], [query.data])
  const exposure = useAccountExposure(metrics, accounts, reference)
  const [reportIn] = useReportingCurrency(session.profileId, profile?.reportingCurrency)
  const { table: rates } = useRateTable(session.profileId, reportIn)
  const currencyOf = (account: string) => accounts.find((a) => a.account === account)?.baseCurrency
  const error = query.isError
    ? explainError(toAppError(query.error), { action: 'read', resource: 'metrics', accounts: accountCodes })
    : null
  const incomplete = query.data?.unreadable && metricsIncomplete(query.data.unreadable)
  const figuresAt = query.data?.fetchedAt ?? 0
  // Figures not pushed are as old as their read, while the prices on screen move: an estimate says where they are.
  const pushed = live?.status?.source === 'push'
  const quotes = useQuotes(useMemo(() => metrics.flatMap((m) => (m.positions ?? []).map((p) => p.symbol)), [metrics]))
  const estimateOf = (m: AccountMetrics) => (pushed ? undefined : estimateFigures(m, quotes.bySymbol, reference))
  return (
    <section className="summary-bar" aria-label="Account summary">
      {/* The figures scroll sideways on their own, so however wide they get, "as of" and ⟳ stay in view. */}
      <div className="summary-bar__figures">
        <table className="summary-bar__table">
          <caption className="sr-only">{msg('tables.summaryCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">Account</th>
              {SUMMARY_FIELDS.map((f) => (
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
              <th scope="col" className="num" title={msg('tables.labels.posOrd')}>
                Pos / Ord
              </th>
              <th scope="col" title={msg('tables.labels.liveColumn')}>
                Live
              </th>
            </tr>
          </thead>
          <tbody>
            {metrics.map((m) => {
              const estimate = estimateOf(m)
              return (
                <tr key={m.account}>
                  <th scope="row" title={clientOf(m.account)}>
                    {m.account} <span className="muted">{currencyOf(m.account) ?? ''}</span>
                    <StatusTag status={restricted(m.account)} />
                    {clientOf(m.account) && (
                      <span className="summary-bar__client narrow-sr-only"> {clientOf(m.account)}</span>
                    )}
                  </th>
                  {SUMMARY_FIELDS.map((f) => {
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
                        {f.key === 'equity' && estimate && (
                          <span
                            className="summary-bar__estimate muted"
                            data-testid="equity-estimate"
                            title={figuresEstimateExplained(formatClock(figuresAt, zone))}
                          >
                            {' '}
                            ≈ {formatMoney(estimate.equity)}
                          </span>
                        )}
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
                    {estimate?.level !== undefined && (
                      <span
                        className="summary-bar__estimate muted"
                        data-testid="level-estimate"
                        title={figuresEstimateExplained(formatClock(figuresAt, zone))}
                      >
                        ≈ {formatPercent(estimate.level)}
                      </span>
                    )}
                  </td>
                  <ExposureCell row={exposure.get(m.account)} />
                  <PositionsOrdersCell metrics={m} note={countNote(m, figuresAt, zone)} />
                  <LiveCell
                    status={liveOf(m.account)}
                    zone={zone}
                    via={liveSource(live?.status?.source, live?.status?.intervalMs ?? 3_000)}
                  />
                </tr>
              )
            })}
            {metrics.length > 1 &&
              currencyTotals(metrics, currencyOf, (a) => exposure.get(a)?.gross).map((t) => (
                <tr key={t.currency} className="summary-bar__total" data-testid={`summary-total-${t.currency}`}>
                  <th scope="row" title={msg('tables.labels.currencyTotal')}>
                    Total <span className="muted">{t.currency}</span> ({t.accounts})
                  </th>
                  {SUMMARY_FIELDS.map((f) => {
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
                fields={SUMMARY_FIELDS}
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
                <td colSpan={SUMMARY_FIELDS.length + 5} className="muted">
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
      </div>
      <div className="summary-bar__meta">
        {query.data && (
          <span
            title={msg('tables.labels.readAt', {
              time: formatClock(query.data.fetchedAt, zone),
              zone: zoneShortLabel(zone),
            })}
          >
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
          aria-label={msg('tables.labels.refreshSummary')}
        >
          ⟳
        </button>
      </div>
    </section>
  )
}
