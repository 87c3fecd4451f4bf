// Exposure: net and gross by instrument and by currency, across every account on screen and per account, in the
// account currency (accounts in different currencies are never added up), largest first — what a support agent
// watching many clients looks at first. Figures come from the metrics read with positions (the summary bar's
// read, so no extra request) and the instrument reference (multipliers, FX base currencies).
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import {
  exposureByCurrency,
  exposureByInstrument,
  exposureOf,
  type ExposurePosition,
  type ExposureRow,
} from '../../../../shared/domain/risk'
import { toAppError } from '../../api/bridge'
import { metricsQuery, SUMMARY_PARAMS } from '../../api/queries'
import { useSession } from '../../app/session'
import { EXPOSURE_EXPLAINED, explainError } from '../../lib/error-messages'
import { formatClock, formatMoney } from '../../lib/format'
import { signClass } from '../columns'
import { useInstrumentReference } from '../market/quotes'
import './risk.css'

function ExposureTable(props: { caption: string; keyHeader: string; rows: ExposureRow[]; testId: string }) {
  return (
    <table data-testid={props.testId}>
      <caption>{props.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{props.keyHeader}</th>
          <th scope="col" className="num">
            Net
          </th>
          <th scope="col" className="num">
            Gross
          </th>
          <th scope="col">In</th>
          <th scope="col" className="num">
            Positions
          </th>
          <th scope="col">Accounts</th>
        </tr>
      </thead>
      <tbody>
        {props.rows.map((r) => (
          <tr key={`${r.currency}|${r.key}`}>
            <th scope="row">{r.key}</th>
            <td className={`num ${signClass(r.net) ?? ''}`}>{formatMoney(r.net, { showPlus: true })}</td>
            <td className="num">{formatMoney(r.gross)}</td>
            <td>{r.currency}</td>
            <td className="num">{r.positions}</td>
            <td>{r.accounts.join(', ')}</td>
          </tr>
        ))}
        {props.rows.length === 0 && (
          <tr>
            <td colSpan={6} className="muted">
              No open positions.
            </td>
          </tr>
        )}
      </tbody>
    </table>
  )
}

export function ExposureView() {
  const { session, accountCodes, accounts, zone } = useSession()
  const query = useQuery(metricsQuery({ profileId: session.profileId, accounts: accountCodes }, SUMMARY_PARAMS))
  const reference = useInstrumentReference()
  const positions = useMemo(() => {
    const out: ExposurePosition[] = []
    for (const m of query.data?.data ?? []) {
      const currency = accounts.find((a) => a.account === m.account)?.baseCurrency ?? ''
      for (const p of m.positions ?? []) out.push(exposureOf(m.account, currency, p, reference.get(p.symbol)))
    }
    return out
  }, [query.data, accounts, reference])
  const byInstrument = useMemo(() => exposureByInstrument(positions), [positions])
  const byCurrency = useMemo(() => exposureByCurrency(positions), [positions])
  const several = accountCodes.length > 1
  const error = query.isError
    ? explainError(toAppError(query.error), { action: 'read', resource: 'metrics', accounts: accountCodes })
    : null
  return (
    <section className="exposure-view" aria-label="Exposure" data-testid="exposure-view">
      <p className="muted">
        {EXPOSURE_EXPLAINED}
        {query.data && ` As of ${formatClock(query.data.fetchedAt, zone)}.`}
      </p>
      {query.isPending && <p role="status">Reading positions…</p>}
      {error && (
        <p className="notice notice--warn" role="alert">
          {error.title}: {error.sentence}
        </p>
      )}
      {query.data && (
        <>
          <ExposureTable
            caption={several ? 'By instrument, across the accounts on screen' : 'By instrument'}
            keyHeader="Instrument"
            rows={byInstrument}
            testId="exposure-by-instrument"
          />
          <ExposureTable
            caption={several ? 'By currency, across the accounts on screen' : 'By currency'}
            keyHeader="Currency"
            rows={byCurrency}
            testId="exposure-by-currency"
          />
          {several &&
            accountCodes.map((account) => (
              <ExposureTable
                key={account}
                caption={`By instrument, ${account}`}
                keyHeader="Instrument"
                rows={exposureByInstrument(positions.filter((p) => p.account === account))}
                testId={`exposure-account-${account}`}
              />
            ))}
        </>
      )}
    </section>
  )
}
