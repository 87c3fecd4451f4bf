// Exposure: net and gross by instrument and by currency, across every account on screen and per account, in the
// account currency (accounts in different currencies are never added up) and, when a reporting currency is chosen,
// converted to it with the server's rates shown — largest first, what a support agent watching many clients looks
// at first. Figures come from the metrics read with positions (the summary bar's read, so no extra request) and the
// instrument reference (multipliers, FX base currencies).
import { systemClock } from '@shared/domain/clock'
import { msg, type Words } from '@shared/text/messages'
import { useQuery } from '@tanstack/react-query'
import { useId, useMemo, useState, type ReactNode } from 'react'
import {
  exposureByAccount,
  exposureByCurrency,
  exposureByInstrument,
  exposurePositions,
  reportExposure,
  type ExposureRow,
} from '@shared/domain/risk'
import { toAppError } from '../../api/bridge'
import { metricsQuery, SUMMARY_PARAMS } from '../../api/queries'
import { useSession } from '../../app/session'
import { ErrorPanel } from '../../components/ErrorPanel'
import { ReadsInFlight } from '../../components/ResourceFrame/SlowRead'
import { EXPOSURE_EXPLAINED } from './risk-text'
import { explainError } from '../../lib/error-explanation'
import { formatClock } from '../../lib/format'
import type { ColumnSpec } from '../../components/DataTable/types'
import { MiniTable } from '../../components/MiniTable'
import { actionCol, codeCol, numberCol, textCol } from '../columns'
import { useInstrumentReference } from '../market/quotes'
import { REPORTING_CURRENCIES, useRateTable, useReportingCurrency } from '../trades/reporting-currency'
import { PriceAlerts } from './PriceAlerts'
import { RatesNote } from './RatesNote'
import './risk.css'

/** What an exposure table's rows are, which its first column names. */
type ExposureBy = 'instrument' | 'currency' | 'account'
const BY_HEADER: Record<ExposureBy, Words> = {
  instrument: msg('labels.risk.instrument'),
  currency: msg('labels.risk.currency'),
  account: msg('labels.risk.account'),
}

function exposureColumns(by: ExposureBy, action?: (row: ExposureRow) => ReactNode): ColumnSpec<ExposureRow>[] {
  return [
    textCol<ExposureRow>('key', BY_HEADER[by], (r) => r.key),
    numberCol<ExposureRow>('net', msg('labels.risk.net'), (r) => r.net, { mode: 'money', signed: true }),
    numberCol<ExposureRow>('gross', msg('labels.risk.gross'), (r) => r.gross, { mode: 'money' }),
    codeCol<ExposureRow>('currency', msg('labels.risk.in'), (r) => r.currency),
    numberCol<ExposureRow>('positions', msg('labels.risk.positions'), (r) => r.positions, { mode: 'integer' }),
    textCol<ExposureRow>('accounts', msg('labels.risk.accounts'), (r) => r.accounts.join(', ')),
    ...(action ? [actionCol<ExposureRow>('action', msg('labels.risk.actions'), action)] : []),
  ]
}

function ExposureTable(props: {
  caption: string
  by: ExposureBy
  rows: ExposureRow[]
  testId: string
  /** An action for a row (e.g. setting a price alert on an instrument). */
  action?: (row: ExposureRow) => ReactNode
}) {
  const columns = exposureColumns(props.by, props.action)
  return (
    <MiniTable
      testId={props.testId}
      caption={props.caption}
      columns={columns}
      rows={props.rows}
      rowKey={(r) => `${r.currency}|${r.key}`}
      rowHeader="key"
      foot={
        props.rows.length === 0 && (
          <tr>
            <td colSpan={columns.length} className="muted">
              {msg('labels.risk.noOpenPositions')}
            </td>
          </tr>
        )
      }
    />
  )
}

export function ExposureView() {
  const { session, accountCodes, accounts, zone, profile } = useSession()
  const ids = useId()
  const [chosen, setChosen] = useState<{ symbol: string; at: number } | undefined>()
  const instrumentAction = (row: ExposureRow) => (
    <button
      type="button"
      className="link-button"
      onClick={() => setChosen({ symbol: row.key, at: systemClock.now() })}
      aria-label={msg('risk.alerts.setOn', { symbol: row.key })}
    >
      {msg('labels.risk.alert')}
    </button>
  )
  const read = metricsQuery({ profileId: session.profileId, accounts: accountCodes }, SUMMARY_PARAMS)
  const query = useQuery(read)
  const reference = useInstrumentReference()
  const [reportIn, setReportIn] = useReportingCurrency(session.profileId, profile?.reportingCurrency)
  const { rates, table } = useRateTable(session.profileId, reportIn)
  const positions = useMemo(
    () =>
      exposurePositions(
        query.data?.data ?? [],
        (account) => accounts.find((a) => a.account === account)?.baseCurrency ?? '',
        reference,
      ),
    [query.data, accounts, reference],
  )
  const byInstrument = useMemo(() => exposureByInstrument(positions), [positions])
  const byCurrency = useMemo(() => exposureByCurrency(positions), [positions])
  const byAccount = useMemo(() => exposureByAccount(positions), [positions])
  const reported = useMemo(
    () =>
      table && {
        instrument: reportExposure(byInstrument, table),
        currency: reportExposure(byCurrency, table),
        account: reportExposure(byAccount, table),
      },
    [table, byInstrument, byCurrency, byAccount],
  )
  const several = accountCodes.length > 1
  const choices = [
    ...new Set([
      ...(profile?.reportingCurrency ? [profile.reportingCurrency] : []),
      ...accounts.flatMap((a) => (a.baseCurrency ? [a.baseCurrency] : [])),
      ...REPORTING_CURRENCIES,
    ]),
  ]
  const error = query.isError
    ? explainError(toAppError(query.error), {
        action: 'read',
        resource: msg('labels.metrics.metricsNoun'),
        accounts: accountCodes,
      })
    : null
  return (
    <section className="exposure-view" aria-label={msg('labels.risk.exposure')} data-testid="exposure-view">
      <div className="toolbar exposure-view__toolbar">
        <label htmlFor={`${ids}-report`}>{msg('labels.risk.reportIn')}</label>
        <select id={`${ids}-report`} value={reportIn} onChange={(e) => setReportIn(e.target.value)}>
          <option value="">{msg('labels.risk.eachCurrency')}</option>
          {choices.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      <p className="muted">
        {EXPOSURE_EXPLAINED}
        {query.data && msg('labels.risk.asOfFetchedat', { fetchedAt: formatClock(query.data.fetchedAt, zone) })}
      </p>
      <PriceAlerts
        profileId={session.profileId}
        accounts={accountCodes}
        symbols={[...reference.keys()]}
        chosen={chosen}
      />
      {query.isPending && <p role="status">{msg('labels.risk.readingPositions')}</p>}
      <ReadsInFlight
        queryKeys={[read.queryKey]}
        fetching={query.isFetching}
        noun={msg('labels.metrics.metricsNoun')}
        accounts={accountCodes}
        zone={zone}
      />
      {error && (
        <p className="notice notice--warn" role="alert">
          {error.title}: {error.sentence}
        </p>
      )}
      {rates.error && (
        <ErrorPanel
          error={toAppError(rates.error)}
          context={{ action: 'read', resource: msg('labels.readNoun.conversionRates'), accounts: [] }}
          onRetry={() => void rates.refetch()}
        />
      )}
      {query.data && reported && table && (
        <div className="exposure-view__reported" data-testid="exposure-reported">
          <RatesNote
            to={table.toCurrency}
            rates={reported.instrument.rates}
            missing={reported.instrument.missing}
            fetchedAt={table.fetchedAt}
            zone={zone}
            testId="exposure-rates"
          />
          {(reported.instrument.rows.length > 0 || reported.instrument.missing.length === 0) && (
            <>
              <ExposureTable
                caption={msg('labels.risk.byInstrumentMsg', { msg: msg('risk.inCurrency', { to: table.toCurrency }) })}
                by="instrument"
                rows={reported.instrument.rows}
                testId="exposure-reported-by-instrument"
                action={instrumentAction}
              />
              <ExposureTable
                caption={msg('labels.risk.byCurrencyMsg', { msg: msg('risk.inCurrency', { to: table.toCurrency }) })}
                by="currency"
                rows={reported.currency.rows}
                testId="exposure-reported-by-currency"
              />
              {several && (
                <ExposureTable
                  caption={msg('labels.risk.byAccountMsg', { msg: msg('risk.inCurrency', { to: table.toCurrency }) })}
                  by="account"
                  rows={reported.account.rows}
                  testId="exposure-reported-by-account"
                />
              )}
            </>
          )}
        </div>
      )}
      {query.data && (
        <>
          {several && (
            <ExposureTable
              caption={msg('risk.byAccountEach')}
              by="account"
              rows={byAccount}
              testId="exposure-by-account"
            />
          )}
          <ExposureTable
            caption={several ? msg('labels.risk.byInstrumentAcrossTheAccounts') : msg('labels.risk.byInstrument')}
            by="instrument"
            rows={byInstrument}
            testId="exposure-by-instrument"
            action={instrumentAction}
          />
          <ExposureTable
            caption={several ? msg('labels.risk.byCurrencyAcrossTheAccounts') : msg('labels.risk.byCurrency')}
            by="currency"
            rows={byCurrency}
            testId="exposure-by-currency"
          />
          {several &&
            accountCodes.map((account) => (
              <ExposureTable
                key={account}
                caption={msg('labels.risk.byInstrumentAccount', { account })}
                by="instrument"
                rows={exposureByInstrument(positions.filter((p) => p.account === account))}
                testId={`exposure-account-${account}`}
              />
            ))}
        </>
      )}
    </section>
  )
}
