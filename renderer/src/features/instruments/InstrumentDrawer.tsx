// The trading rules of one instrument for one account: status, size limits and steps, margin schedule.
import { useQuery } from '@tanstack/react-query'
import type { InstrumentDetails } from '@shared/api/records'
import { toAppError } from '../../api/bridge'
import { PriceChart } from '../charts/PriceChart'
import { QuoteStrip } from '../market/QuoteStrip'
import { useInstrumentReference } from '../market/quotes'
import { instrumentDetailQuery, instrumentReferenceQuery } from '../../api/queries'
import { useSession } from '../../app/session'
import { Drawer } from '../../components/Drawer'
import { ErrorPanel } from '../../components/ErrorPanel'
import { maxSizeIn, sizeIn, type SizeUnit } from '@shared/domain/size-units'
import { countOf } from '@shared/text/plural'
import { formatDecimal, formatPercent } from '../../lib/format'
import { sizeText, stepText } from './columns'
import { msg } from '@shared/text/messages'

/** The tier volumes' header, in the unit they are shown in: lots only when the lot size is known. */
function tierVolumeHeader(unit: SizeUnit, lotSize: string | undefined): string {
  return unit === 'lots' && lotSize
    ? msg('labels.instruments.upToVolumeLots')
    : msg('labels.instruments.upToVolumeUnits')
}

export function InstrumentDrawer({
  instrument,
  account,
  onClose,
}: {
  instrument: InstrumentDetails
  account: string
  onClose: () => void
}) {
  const { session, zone, profile } = useSession()
  const unit = profile?.sizeUnit ?? 'units'
  const reference = useInstrumentReference().get(instrument.symbol)
  // Re-read the single symbol so the drawer shows the server's current rules, not the list's snapshot.
  const query = useQuery(instrumentDetailQuery({ profileId: session.profileId, account }, instrument.symbol))
  const current = query.data?.data.find((d) => d.symbol === instrument.symbol) ?? instrument
  const tiers = current.marginRate.tiers
  const lotSize = reference?.lotSize
  const inUnit = (value: string) => sizeText(sizeIn(value, 'units', unit, lotSize))
  return (
    <Drawer title={`${current.symbol} · ${current.type}`} onClose={onClose}>
      <QuoteStrip symbol={current.symbol} zone={zone} tick={reference?.priceIncrement} pip={reference?.pipSize} />
      <PriceChart profileId={session.profileId} symbol={current.symbol} zone={zone} account={account} />
      <dl className="record-fields">
        <div className="record-fields__row">
          <dt>{msg('labels.instruments.account')}</dt>
          <dd>{current.account}</dd>
        </div>
        <div className="record-fields__row">
          <dt>{msg('labels.instruments.tradingStatus')}</dt>
          <dd>{current.tradingStatus}</dd>
        </div>
        <div className="record-fields__row">
          <dt>{msg('labels.instruments.minimumOrderSize')}</dt>
          <dd>{inUnit(current.minOrderSize)}</dd>
        </div>
        <div className="record-fields__row">
          <dt>{msg('labels.instruments.sizeIncrement')}</dt>
          <dd>{inUnit(current.minOrderSizeIncrement)}</dd>
        </div>
        <div className="record-fields__row">
          <dt>{msg('labels.instruments.maximumOrderSize')}</dt>
          <dd>{sizeText(maxSizeIn(current.maxOrderSize, unit, lotSize))}</dd>
        </div>
        <div className="record-fields__row">
          <dt>{msg('labels.instruments.margin')}</dt>
          <dd>{current.marginRate.rateType}</dd>
        </div>
      </dl>
      <h3>{msg('labels.instruments.marginTiers')}</h3>
      <table className="mini-table">
        <thead>
          <tr>
            <th scope="col" className="num">
              {tierVolumeHeader(unit, lotSize)}
            </th>
            <th scope="col" className="num">
              {msg('labels.instruments.marginRate')}
            </th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((t, i) => (
            <tr key={i}>
              <td className="num">{inUnit(t.endVolume)}</td>
              <td className="num">{formatPercent(t.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {query.isError && (
        <ErrorPanel
          error={toAppError(query.error)}
          context={{ action: 'read', resource: msg('labels.readNoun.instrument'), accounts: [account] }}
          compact
        />
      )}
      <InstrumentReference symbol={current.symbol} />
    </Drawer>
  )
}

/** Tick size, lot size and the weekly sessions, from the global instrument reference. */
function InstrumentReference({ symbol }: { symbol: string }) {
  const { session } = useSession()
  const reference = useQuery(instrumentReferenceQuery(session.profileId))
  const instrument = reference.data?.data.find((i) => i.symbol === symbol)
  if (reference.isPending) return <p className="muted">{msg('tables.instrument.loading')}</p>
  if (!instrument) {
    return <p className="muted">{msg('tables.instrument.noReference', { symbol })}</p>
  }
  const rows: Array<[string, string]> = [
    [msg('labels.instruments.description'), instrument.description],
    [msg('labels.instruments.priceIncrementTick'), stepText(instrument.priceIncrement)],
    [msg('labels.instruments.pipSize'), formatDecimal(instrument.pipSize)],
    [msg('labels.instruments.lotSize'), countOf(formatDecimal(instrument.lotSize), 'unit')],
    [msg('labels.instruments.multiplier'), formatDecimal(instrument.multiplier)],
    [msg('labels.instruments.quoteCurrency'), instrument.currency],
    ...(instrument.firstCurrency
      ? ([[msg('labels.instruments.baseCurrency'), instrument.firstCurrency]] as Array<[string, string]>)
      : []),
    ...(instrument.underlying
      ? ([[msg('labels.instruments.underlying'), instrument.underlying]] as Array<[string, string]>)
      : []),
    [msg('labels.instruments.referenceVersion'), String(instrument.version)],
  ]
  return (
    <>
      <h3>{msg('labels.instruments.instrumentReference')}</h3>
      <dl className="record-fields">
        {rows.map(([k, v]) => (
          <div key={k} className="record-fields__row">
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <h3>{msg('tables.instrument.tradingHours')}</h3>
      {instrument.tradingHours.length === 0 ? (
        <p className="muted">{msg('labels.instruments.noSessionsPublished')}</p>
      ) : (
        <table className="mini-table">
          <thead>
            <tr>
              <th scope="col">{msg('labels.instruments.whenUtc')}</th>
              <th scope="col">{msg('labels.instruments.event')}</th>
            </tr>
          </thead>
          <tbody>
            {instrument.tradingHours.map((s, i) => (
              <tr key={i}>
                <td>{s.weekDay.replace(/Z$/, '')}</td>
                <td>
                  {s.eventType === 'SESSION_OPEN' ? msg('labels.instruments.opens') : msg('labels.instruments.closes')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  )
}
