// Balance & P/L: one account's money rebuilt from its records (shared/domain/account-ledger.ts) — the
// balance over time with equity now, realised P/L by instrument and by day, and the reconciliation of the
// chosen period against the server's balance. Every chart has its numbers as a table and as CSV.
import { useQuery } from '@tanstack/react-query'
import { useId, useMemo, useState } from 'react'
import {
  balanceSeries,
  ledgerCurrencies,
  ledgerEntries,
  realisedPl,
  reconcile,
  type Period,
} from '@shared/domain/account-ledger'
import { systemClock } from '@shared/domain/clock'
import { countOf } from '@shared/text/plural'
import { toAppError } from '../../api/bridge'
import { ledgerQuery, metricsQuery } from '../../api/queries'
import { useSession } from '../../app/session'
import { ErrorPanel } from '../../components/ErrorPanel'
import { ReadsInFlight } from '../../components/ResourceFrame/SlowRead'
import { formatTimestamp } from '../../lib/format'
import { resolveZone } from '../../lib/time-zones'
import { Chart, ChartPanel } from '../charts/ChartPanel'
import { useCsvExport } from './csv-export'
import { money } from '../columns'
import { dayIn, periodOf, type PeriodChoice } from './period'
import { PeriodError, PeriodPicker } from './PeriodPicker'
import { balanceChart, plByDayChart } from './ledger-charts'
import {
  balanceCsvColumns,
  BalanceTable,
  dayPlCsvColumns,
  InstrumentBars,
  instrumentPlCsvColumns,
  PlTables,
} from './LedgerTables'
import { ReconciliationPanel } from './ReconciliationPanel'
import './account-charts.css'
import {
  LEDGER_CUT_SHORT,
  ledgerOrdersUnreadable,
  ledgerTransfersUnreadable,
  noBalanceToReconcile,
} from '../../lib/ledger-text'
import { msg } from '@shared/text/messages'
import { richMsg } from '../../lib/rich-message'

const NO_PARAMS = {}
const CHART_HEIGHT = 240

export default function AccountChartsView() {
  const { session, accountCodes, zone } = useSession()
  const profileId = session.profileId
  const [account, setAccount] = useState(accountCodes[0] ?? '')
  const [choice, setChoice] = useState<PeriodChoice>({ preset: '30d', from: '', to: '' })
  const zoneId = resolveZone(zone)
  const [openedAt] = useState(() => systemClock.now())
  const ids = useId()

  const ledger = useQuery({ ...ledgerQuery(profileId, account), enabled: account !== '' })
  const metricsRead = metricsQuery({ profileId, accounts: [account] }, NO_PARAMS)
  const metrics = useQuery(metricsRead)
  const accountMetrics = metrics.data?.data.find((m) => m.account === account)
  // "Last 7 days" counts back from the day the records were read.
  const now = ledger.data?.fetchedAt ?? openedAt
  const period = useMemo(() => periodOf(choice, zoneId, now), [choice, zoneId, now])

  const entries = useMemo(() => ledgerEntries(ledger.data?.transfers ?? []), [ledger.data])
  const currency = useMemo(() => ledgerCurrencies(entries)[0] ?? '', [entries])
  const reportedBalance = useMemo(
    () => accountMetrics?.balances?.find((b) => b.symbol === currency)?.balance ?? accountMetrics?.balance,
    [accountMetrics, currency],
  )
  const orders = ledger.data?.orders
  const dayOf = useMemo(() => dayIn(zoneId), [zoneId])
  const effective: Period | undefined = useMemo(() => ('error' in period ? undefined : period), [period])
  const series = useMemo(() => balanceSeries(entries, currency), [entries, currency])
  const shown = useMemo(
    () => (effective ? series.filter((p) => p.ms >= effective.from && p.ms <= effective.to) : []),
    [series, effective],
  )
  const pl = useMemo(
    () => (effective ? realisedPl(entries, orders ?? [], currency, effective, dayOf) : undefined),
    [entries, orders, currency, effective, dayOf],
  )
  const reconciliation = useMemo(
    () =>
      effective && reportedBalance !== undefined && orders
        ? reconcile({ entries, orders, currency, reportedBalance, period: effective })
        : undefined,
    [entries, orders, currency, reportedBalance, effective],
  )

  const balance = useMemo(
    () => balanceChart(shown, currency, accountMetrics?.equity),
    [shown, currency, accountMetrics?.equity],
  )
  const plByDay = useMemo(() => (pl ? plByDayChart(pl.byDay, currency) : undefined), [pl, currency])

  const exportCsv = useCsvExport({ account, fetchedAt: ledger.data?.fetchedAt, period: choice })
  const balanceColumns = balanceCsvColumns(currency)

  const loading = ledger.isPending || metrics.isPending
  const error = ledger.error ?? metrics.error

  return (
    <div className="account-charts" data-testid="account-charts">
      <div className="account-charts__bar" role="group" aria-label={msg('labels.accountCharts.recordsShown')}>
        <label htmlFor={`${ids}-account`}>{msg('labels.accountCharts.account')}</label>
        <select id={`${ids}-account`} value={account} onChange={(e) => setAccount(e.target.value)}>
          {accountCodes.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </select>
        <PeriodPicker choice={choice} setChoice={setChoice} period={period} />
        <span className="toolbar-spacer" />
        {ledger.data && (
          <span className="muted" data-testid="ledger-read-at">
            {msg('labels.accountCharts.recordsReadFetchedat', {
              fetchedAt: formatTimestamp(ledger.data.fetchedAt, zone),
            })}
          </span>
        )}
        <button
          type="button"
          onClick={() => void Promise.all([ledger.refetch(), metrics.refetch()])}
          disabled={ledger.isFetching}
        >
          {ledger.isFetching ? msg('labels.accountCharts.reading') : msg('labels.accountCharts.refresh')}
        </button>
      </div>
      <PeriodError period={period} />
      <ReadsInFlight
        queryKeys={[ledgerQuery(profileId, account).queryKey, metricsRead.queryKey]}
        fetching={ledger.isFetching || metrics.isFetching}
        noun={msg('books.ledgerNoun')}
        accounts={[account]}
        zone={zone}
      />
      {loading ? (
        <p className="muted" role="status">
          {msg('ledger.reading', { account })}
        </p>
      ) : error ? (
        <ErrorPanel
          error={toAppError(error)}
          context={{ action: 'read', resource: msg('ledger.readResource'), accounts: [account] }}
          onRetry={() => void Promise.all([ledger.refetch(), metrics.refetch()])}
        />
      ) : (
        <>
          {ledger.data && !ledger.data.complete && (
            <p role="alert" className="notice notice--warning">
              {LEDGER_CUT_SHORT}
            </p>
          )}
          {ledger.data?.unreadable && (
            <p role="alert" className="notice notice--warning">
              {ledgerTransfersUnreadable(ledger.data.unreadable.count)}
            </p>
          )}
          {ledger.data?.unreadableOrders && (
            <p role="alert" className="notice notice--warning">
              {ledgerOrdersUnreadable(ledger.data.unreadableOrders.count)}
            </p>
          )}
          <ChartPanel
            title={msg('labels.accountCharts.balanceOverTime')}
            testId="balance-chart-panel"
            boxed
            description={
              <>
                {richMsg(
                  'ledger.balanceDescription',
                  {
                    balance: money(reportedBalance, currency),
                    equity: money(accountMetrics?.equity, currency),
                  },
                  { movements: countOf(entries.length, 'cashMovement') },
                )}
              </>
            }
            placeholder={shown.length === 0 && <p className="muted">{msg('ledger.noMovements')}</p>}
            exports={[
              {
                label: msg('labels.accountCharts.exportCsv'),
                run: () => exportCsv('balance', msg('labels.accountCharts.balanceOverTime'), balanceColumns, shown),
              },
            ]}
            table={<BalanceTable points={shown} currency={currency} />}
            chart={
              <Chart
                spec={balance}
                zone={zoneId}
                height={CHART_HEIGHT}
                label={msg('labels.accountCharts.balanceChart', { account, currency })}
                testId="ledger-canvas"
              />
            }
          />
          {pl && (
            <ChartPanel
              title={msg('labels.accountCharts.realisedPL')}
              testId="pl-chart-panel"
              boxed
              description={
                <>
                  {richMsg('ledger.plDescription', {
                    realised: money(pl.realised, currency),
                    commission: money(pl.commission, currency),
                    net: money(pl.net, currency),
                  })}
                </>
              }
              placeholder={pl.byInstrument.length === 0 && <p className="muted">{msg('ledger.noPl')}</p>}
              exports={[
                {
                  label: msg('labels.accountCharts.exportByInstrumentCsv'),
                  run: () =>
                    exportCsv(
                      'realised-pl-by-instrument',
                      msg('labels.accountCharts.realisedPLByInstrument'),
                      instrumentPlCsvColumns(currency),
                      pl.byInstrument,
                    ),
                },
                {
                  label: msg('labels.accountCharts.exportByDayCsv'),
                  run: () =>
                    exportCsv(
                      'realised-pl-by-day',
                      msg('labels.accountCharts.realisedPLByDay'),
                      dayPlCsvColumns(currency),
                      pl.byDay,
                    ),
                },
              ]}
              table={<PlTables byInstrument={pl.byInstrument} byDay={pl.byDay} />}
              chart={
                <div className="pl-charts">
                  <InstrumentBars rows={pl.byInstrument} currency={currency} />
                  {plByDay && (
                    <Chart
                      spec={plByDay}
                      zone={zoneId}
                      height={CHART_HEIGHT}
                      label={msg('labels.accountCharts.dailyPlChart', { account, currency })}
                      testId="ledger-canvas"
                    />
                  )}
                </div>
              }
            />
          )}
          {reconciliation ? (
            <ReconciliationPanel
              reconciliation={reconciliation}
              onExport={(columns, rows) =>
                exportCsv('reconciliation', msg('ledger.csv.reconciliationOf', { account }), columns, rows)
              }
            />
          ) : (
            !('error' in period) && (
              <p className="muted" role="status">
                {noBalanceToReconcile(account)}
              </p>
            )
          )}
        </>
      )}
    </div>
  )
}
