// Totals per currency, and optionally each converted to the reporting currency chosen for the profile: the
// server's rate and the time it was read are written beside every converted figure, a currency without a rate
// says so and stays unconverted, and the grand total appears only when every part converted.
import { tradeTotals, type TradeRow } from '@shared/domain/closed-trades'
import { rateTable, reportTotal } from '@shared/domain/reporting-currency'
import { countOf } from '@shared/text/plural'
import { toAppError } from '../../api/bridge'
import { ErrorPanel } from '../../components/ErrorPanel'
import { noConversionRate } from '../../lib/figures-text'
import { formatTimestamp } from '../../lib/format'
import { money } from '../columns'
import { useRates } from './reporting-currency'
import { msg } from '@shared/text/messages'

export function ReportingTotals({
  rows,
  reportIn,
  profileId,
  zone,
}: {
  rows: readonly TradeRow[]
  reportIn: string
  profileId: string
  zone: string
}) {
  const totals = tradeTotals(rows)
  const rates = useRates(profileId, reportIn)
  if (totals.length === 0) return null
  const table = rates.data ? rateTable(reportIn, rates.data.data, rates.data.fetchedAt) : undefined
  const reported = table
    ? reportTotal(
        totals.map((t) => ({ currency: t.currency, value: t.net })),
        table,
      )
    : undefined
  return (
    <div className="trade-totals-wrap">
      <dl className="trade-totals" aria-label={msg('books.labels.totals')} data-testid="trade-totals">
        {totals.map((t, i) => {
          const part = reported?.parts[i]
          return (
            <div key={t.currency} className="trade-totals__currency" data-currency={t.currency}>
              <dt>{t.currency}</dt>
              <dd>
                {countOf(t.trades, 'trade')} {msg('labels.trades.realised')} {money(t.realised)}{' '}
                {msg('labels.trades.commission')} {money(t.commission)} {msg('labels.trades.financing')}{' '}
                {money(t.financing)} {msg('labels.trades.netAfterFinancing')}{' '}
                <strong>{money(t.net, t.currency)}</strong>
                {part?.kind === 'converted' && (
                  <span className="trade-totals__converted" data-testid={`converted-${t.currency}`}>
                    {' '}
                    ≈ {money(part.value, part.currency)}{' '}
                    {msg('labels.trades.atRateFromCurrencyRate', {
                      rate: part.rate,
                      from: part.from,
                      currency: part.currency,
                      fetchedAt: formatTimestamp(part.fetchedAt, zone),
                    })}
                  </span>
                )}
                {part?.kind === 'missing' && (
                  <span className="trade-totals__missing" role="note" data-testid={`missing-rate-${t.currency}`}>
                    {' '}
                    {noConversionRate(part.from, part.to)}
                  </span>
                )}
              </dd>
            </div>
          )
        })}
        {reported?.total !== undefined && totals.length > 1 && (
          <div className="trade-totals__currency" data-testid="reported-total">
            <dt>{msg('labels.trades.allInReportin', { reportIn })}</dt>
            <dd>
              {msg('labels.trades.netTotal')} <strong>{money(reported.total, reportIn)}</strong>
            </dd>
          </div>
        )}
      </dl>
      {rates.error && (
        <ErrorPanel
          error={toAppError(rates.error)}
          context={{ action: 'read', resource: msg('labels.readNoun.conversionRates'), accounts: [] }}
          onRetry={() => void rates.refetch()}
        />
      )}
    </div>
  )
}
