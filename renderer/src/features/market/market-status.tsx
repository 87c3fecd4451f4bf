// Open or closed now, and the next change, from the instrument's trading hours in the global reference. Worked out
// on this computer's clock (the server enforces its own): re-checked every 30 s so a badge turns at the boundary.
import { useQuery } from '@tanstack/react-query'
import { systemClock } from '@shared/domain/clock'
import { marketStatus, type MarketStatus } from '@shared/domain/risk/market-status'
import type { TradingSession } from '@shared/api/records'
import { instrumentReferenceQuery } from '../../api/queries'
import { useSession } from '../../app/session'
import type { ColumnSpec } from '../../components/DataTable/types'
import { marketClosedNotice, marketStatusText } from './market-text'
import { formatTimestamp } from '../../lib/format'
import { zoneShortLabel } from '../../lib/time-zones'
import { useNow } from '../../lib/use-now'
import { textCol } from '../columns'
import { msg } from '@shared/text/messages'
import './market-status.css'

const RECHECK_MS = 30_000

/** "2026-11-29 22:00 UTC": minutes are what a trading calendar speaks in. */
export function formatChange(ms: number, zone: string): string {
  return `${formatTimestamp(ms, zone, { millis: false }).slice(0, 16)} ${zoneShortLabel(zone)}`
}

export function statusText(status: MarketStatus, zone: string): string {
  return marketStatusText({
    open: status.open,
    calendar: status.calendar,
    ...(status.nextChange !== undefined ? { next: formatChange(status.nextChange, zone) } : {}),
  })
}

/**
 * The market status of a symbol now; undefined while the reference is not read or does not list it. Takes the
 * profile rather than the session, so the dialogs (which get theirs as props) can use it.
 */
export function useMarketStatus(profileId: string, symbol: string | undefined): MarketStatus | undefined {
  const reference = useQuery(instrumentReferenceQuery(profileId))
  const now = useNow(RECHECK_MS)
  const hours: readonly TradingSession[] | undefined = symbol
    ? reference.data?.data.find((i) => i.symbol === symbol)?.tradingHours
    : undefined
  return hours ? marketStatus(hours, now) : undefined
}

/** Inline badge for rows and the instruments grid: a word and a symbol, never colour alone. */
export function MarketStatusBadge({ status, zone }: { status: MarketStatus; zone: string }) {
  const text = statusText(status, zone)
  return (
    <span className={`market-status ${status.open ? 'is-open' : 'is-closed'}`} title={text} data-market={status.open}>
      {status.open ? '● ' : '○ '}
      {text}
    </span>
  )
}

/**
 * Shown in the edit and cancel dialogs before anything is sent: the order's market is closed now, and when it
 * opens. Renders nothing while the market is open or its hours are unknown.
 */
export function MarketStatusNotice(props: {
  profileId: string
  zone: string
  symbol: string
  action: 'modify' | 'cancel'
}) {
  const { profileId, zone, symbol, action } = props
  const status = useMarketStatus(profileId, symbol)
  if (!status || status.open) return null
  const opens = status.nextChange !== undefined ? formatChange(status.nextChange, zone) : undefined
  return (
    <p className="oe-notice oe-notice--warn" role="alert" data-testid="market-closed-notice">
      {marketClosedNotice({ symbol, action, ...(opens !== undefined ? { opens } : {}) })}
    </p>
  )
}

/** The same notice where the workspace's session gives the profile and zone (the cancel dialog). */
export function SessionMarketStatusNotice(props: { symbol: string; action: 'modify' | 'cancel' }) {
  const { session, zone } = useSession()
  return <MarketStatusNotice profileId={session.profileId} zone={zone} {...props} />
}

/** Rows that carry their instrument's trading hours (from the global reference) for the Market column. */
export interface WithTradingHours {
  tradingHours?: TradingSession[] | undefined
}

/** A row's badge, checked again on its own clock: a row is drawn again only when its record changed. */
function MarketStatusCell({ hours, zone }: { hours: TradingSession[]; zone: string }) {
  const now = useNow(RECHECK_MS)
  return <MarketStatusBadge status={marketStatus(hours, now)} zone={zone} />
}

/**
 * "Session" column: Open/Closed (what sorting and filters see) with the next change in the display zone. The
 * badge checks the clock every 30 s itself; the text (sorting, CSV) is worked out when asked.
 */
export function marketStatusColumn<R extends WithTradingHours>(defaultHidden = false): ColumnSpec<R> {
  const statusOf = (r: R) => (r.tradingHours ? marketStatus(r.tradingHours, systemClock.now()) : undefined)
  return textCol<R>(
    'marketStatus',
    msg('columns.market.marketstatus'),
    (r) => {
      const s = statusOf(r)
      return s ? msg(s.open ? 'tables.market.open' : 'tables.market.closed') : undefined
    },
    {
      size: 262,
      description: msg('columns.market.marketstatusDescription'),
      defaultHidden,
      text: (r, ctx) => {
        const s = statusOf(r)
        return s ? statusText(s, ctx.zone) : ''
      },
      render: (r, ctx) => (r.tradingHours ? <MarketStatusCell hours={r.tradingHours} zone={ctx.zone} /> : null),
    },
  )
}
