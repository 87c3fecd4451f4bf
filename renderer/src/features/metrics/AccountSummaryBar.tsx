// Always visible: balance, equity, margin, free margin and P/L of every account on screen, with the
// formula on hover and its own freshness (the pushed figures where the server pushes them, else the last read).
import { useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, type KeyboardEvent } from 'react'
import { toAppError } from '../../api/bridge'
import { metricsQuery, SUMMARY_PARAMS } from '../../api/queries'
import { useSession } from '../../app/session'
import { useAccountStatuses } from '../../app/account-status'
import { explainError } from '../../lib/error-explanation'
import { liveSource, metricsIncomplete } from './summary-text'
import { MARGIN_LEVEL_EXPLAINED } from '../../lib/figures-text'
import { formatClock } from '../../lib/format'
import { zoneShortLabel } from '../../lib/time-zones'
import { useLive } from '../../app/live'
import { riskLevelsOf } from '@shared/ipc/profile-settings'
import { useInstrumentReference, useQuotes } from '../market/quotes'
import { usePushedMetrics } from './pushed-metrics'
import { EXPOSURE_COLUMN_CLASS, EXPOSURE_HEADER, ReportedTotalRow, useAccountExposure } from '../risk/SummaryExposure'
import { useRateTable, useReportingCurrency } from '../trades/reporting-currency'
import { msg } from '@shared/text/messages'
import { currencyTotals, SUMMARY_FIELDS } from './summary-fields'
import { SummaryRow, type SummaryRowFacts } from './SummaryRow'
import { CurrencyTotalRow } from './CurrencyTotalRow'
import { codeTakesFocus, liveState } from './SummaryCells'
import { useSummaryRowFacts } from './summary-row-facts'
import { useSummaryRowWindow, widestRows } from './summary-row-window'

/**
 * From this many accounts the rows (each at least 17 px, under a header) overflow the bar's 128 px whatever they say,
 * so its height is fixed and a changed row lays out the bar alone (`summary-bar--full`).
 */
const FILLS_THE_BAR = 8

export function AccountSummaryBar() {
  const { session, accountCodes, accounts, zone, profile, delegated } = useSession()
  const byAccount = useMemo(() => new Map(accounts.map((a) => [a.account, a])), [accounts])
  // A client's account (support) names its client: account codes alone do not say whose money it is.
  const clientOf = useCallback(
    (code: string) => {
      const a = byAccount.get(code)
      const owner = a?.ownerName ?? a?.owner
      return delegated && owner && a?.owner !== session.username ? owner : undefined
    },
    [byAccount, delegated, session.username],
  )
  // The status as it is now (re-read when the watch says the account changed): anything but full trading is shown.
  const { statusOf } = useAccountStatuses()
  const restricted = useCallback(
    (code: string) => {
      const status = statusOf(code)
      return status && status !== 'FULL_TRADING' ? status : undefined
    },
    [statusOf],
  )
  const riskLevels = useMemo(() => riskLevelsOf(profile ?? {}), [profile])
  const reference = useInstrumentReference()
  const live = useLive()
  const watched = live?.status?.accounts
  const liveByAccount = useMemo(() => new Map((watched ?? []).map((a) => [a.account, a])), [watched])
  const scope = { profileId: session.profileId, accounts: accountCodes }
  // No clock of its own: read again when main's account watch says an account changed (see live.tsx), and the
  // figures main pushes replace the read's as they arrive.
  usePushedMetrics(session.profileId)
  const query = useQuery(metricsQuery(scope, SUMMARY_PARAMS))
  const metrics = useMemo(() => query.data?.data ?? [], [query.data])
  const exposure = useAccountExposure(metrics, accounts, reference)
  const [reportIn] = useReportingCurrency(session.profileId, profile?.reportingCurrency)
  const { table: rates } = useRateTable(session.profileId, reportIn)
  const currencyOf = useCallback((account: string) => byAccount.get(account)?.baseCurrency, [byAccount])
  const error = query.isError
    ? explainError(toAppError(query.error), { action: 'read', resource: 'metrics', accounts: accountCodes })
    : null
  const incomplete = query.data?.unreadable && metricsIncomplete(query.data.unreadable)
  const figuresAt = query.data?.fetchedAt ?? 0
  // Figures not pushed are as old as their read, while the prices on screen move: an estimate says where they are.
  const source = live?.status?.source
  const pushed = source === 'push'
  const quotes = useQuotes(useMemo(() => metrics.flatMap((m) => (m.positions ?? []).map((p) => p.symbol)), [metrics]))
  const intervalMs = live?.status?.intervalMs ?? 3_000
  const via = useMemo(() => liveSource(source, intervalMs), [source, intervalMs])
  const rows = useSummaryRowFacts({
    metrics,
    quotes: pushed ? undefined : quotes.bySymbol,
    reference,
    currencyOf,
    clientOf,
    restricted,
    exposure,
    live: liveByAccount,
    figuresAt,
    zone,
  })
  const list = useMemo(() => [...rows.values()], [rows])
  // The same list while the same accounts are on screen: a new one makes the virtualizer place every row again.
  const accountList = metrics.map((m) => m.account).join('\n')
  const keys = useMemo(() => (accountList ? accountList.split('\n') : []), [accountList])
  // Counted again when the status or the accounts move, not on every render of a burst's figures.
  const liveAccounts = useMemo(
    () => metrics.filter((m) => liveState(liveByAccount.get(m.account), via) === 'watching').length,
    [metrics, liveByAccount, via],
  )
  const shared = { zone, levels: riskLevels, reference, via }
  const scrollRef = useRef<HTMLElement>(null)
  const { virtualizer, items, before, after } = useSummaryRowWindow(keys, scrollRef)
  const widest = widestRows(list, shared)
  // Summed again only when a figure moved (each sum adds up every account's decimals), not on every render.
  const totals = useMemo(
    () => (metrics.length > 1 ? currencyTotals(metrics, currencyOf, (a) => exposure.get(a)?.gross) : []),
    [metrics, currencyOf, exposure],
  )
  const reported = rates && metrics.some((m) => currencyOf(m.account) !== rates.toCurrency)
  // Only the rows in view are in the table: a screen reader is told how many rows there are and where each sits.
  const firstTotalRow = metrics.length + 2
  const rowCount = metrics.length > 0 ? firstTotalRow - 1 + totals.length + (reported ? 1 : 0) : undefined
  const inView = new Set(items.map((i) => i.index))
  // Tab from a row's control to the next row's that is not in the page: scroll to that row and focus it once drawn.
  const focusNext = useRef<{ index: number; last: boolean } | undefined>(undefined)
  const onKeyDown = (e: KeyboardEvent<HTMLTableElement>) => {
    const next = nextControlRow(e, list, inView)
    if (next === undefined) return
    e.preventDefault()
    focusNext.current = { index: next, last: e.shiftKey }
    virtualizer.scrollToIndex(next)
  }
  useEffect(() => {
    const pending = focusNext.current
    if (!pending) return
    const controls = scrollRef.current?.querySelectorAll<HTMLElement>(`tr[data-index="${pending.index}"] ${CONTROLS}`)
    const control = pending.last ? controls?.[controls.length - 1] : controls?.[0]
    if (!control) return
    focusNext.current = undefined
    control.focus()
  })
  return (
    <section
      ref={scrollRef}
      className={`summary-bar${metrics.length >= FILLS_THE_BAR ? ' summary-bar--full' : ''}`}
      aria-label={msg('labels.metrics.accountSummary')}
      data-accounts={metrics.length}
      data-live-accounts={liveAccounts}
    >
      {/* The figures scroll sideways on their own, so however wide they get, "as of" and ⟳ stay in view. */}
      <div className="summary-bar__figures">
        <table className="summary-bar__table" onKeyDown={onKeyDown} aria-rowcount={rowCount}>
          <caption className="sr-only">{msg('tables.summaryCaption')}</caption>
          <thead>
            <tr aria-rowindex={rowCount === undefined ? undefined : 1}>
              <th scope="col">{msg('labels.metrics.account')}</th>
              {SUMMARY_FIELDS.map((f) => (
                <th key={f.key} scope="col" title={f.formula} className="num">
                  {f.label}
                </th>
              ))}
              <th scope="col" data-field="level" title={MARGIN_LEVEL_EXPLAINED}>
                {msg('labels.metrics.marginLevel')}
              </th>
              <th scope="col" className={EXPOSURE_COLUMN_CLASS} title={EXPOSURE_HEADER.title}>
                {EXPOSURE_HEADER.label}
              </th>
              <th scope="col" className="num" title={msg('tables.labels.posOrd')}>
                {msg('labels.metrics.posOrd')}
              </th>
              <th scope="col" title={msg('tables.labels.liveColumn')}>
                {msg('labels.metrics.live')}
              </th>
            </tr>
          </thead>
          <tbody>
            {before > 0 && <SpacerRow height={before} />}
            {items.map(({ index }) => {
              const row = list[index]
              return (
                row && (
                  <SummaryRow
                    key={row.metrics.account}
                    {...row}
                    {...shared}
                    index={index}
                    rowRef={virtualizer.measureElement}
                  />
                )
              )
            })}
            {after > 0 && <SpacerRow height={after} />}
            {list.map(
              (row, index) =>
                widest.has(row.metrics.account) &&
                !inView.has(index) && (
                  <SummaryRow
                    key={`sizer ${row.metrics.account}`}
                    {...row}
                    {...shared}
                    index={undefined}
                    rowRef={undefined}
                  />
                ),
            )}
            {totals.map((t, i) => (
              <CurrencyTotalRow key={t.currency} total={t} rowIndex={firstTotalRow + i} />
            ))}
            {reported && (
              <ReportedTotalRow
                rowIndex={firstTotalRow + totals.length}
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
                    ? msg('labels.metrics.loadingAccountSummary')
                    : error
                      ? `${error.title}: ${error.sentence}`
                      : msg('labels.metrics.noMetrics')}
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
            {msg('labels.metrics.asOfFetchedat', { fetchedAt: formatClock(query.data.fetchedAt, zone) })}{' '}
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
            {msg('labels.metrics.staleTitle', { title: error.title })}
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

/** Room for the rows above or below those in the page, so the bar scrolls as far as with every row in it. */
function SpacerRow({ height }: { height: number }) {
  return (
    <tr className="summary-bar__spacer" aria-hidden="true" style={{ height }}>
      <td colSpan={SUMMARY_FIELDS.length + 5} />
    </tr>
  )
}

/** What takes the focus in a row: an account code cut short. */
const CONTROLS = '[tabindex="0"]'

/**
 * Where Tab (or Shift+Tab) from a row's last (first) control goes when the next row with a control is not in the
 * page: that row's index. Undefined where the browser's own order reaches it (a control further along this row, or
 * a row in the page).
 */
function nextControlRow(
  e: KeyboardEvent<HTMLTableElement>,
  rows: readonly SummaryRowFacts[],
  inView: ReadonlySet<number>,
): number | undefined {
  if (e.key !== 'Tab' || !(e.target instanceof HTMLElement)) return undefined
  const tr = e.target.closest<HTMLTableRowElement>('tr[data-index]')
  if (!tr) return undefined
  const step = e.shiftKey ? -1 : 1
  const controls = [...tr.querySelectorAll(CONTROLS)]
  const at = controls.indexOf(e.target) + step
  if (at >= 0 && at < controls.length) return undefined
  for (let i = Number(tr.dataset.index) + step; i >= 0 && i < rows.length; i += step) {
    const row = rows[i]
    if (!row || !codeTakesFocus(row.metrics.account)) continue
    return inView.has(i) ? undefined : i
  }
  return undefined
}
