// The summary row's cells that say more than a figure: whether the account is watched live, its open positions
// and orders with a note when one snapshot contradicts itself, and a status that restricts trading.
import type { AccountMetrics } from '@shared/api/records'
import type { WatchAccountStatus } from '@shared/ipc/contract'
import { accountStatusWords } from '../../lib/order-change-text'
import { explainError, type ErrorExplanation } from '../../lib/error-explanation'
import type { AppError } from '@shared/ipc/result'
import {
  LIVE_PAUSED_EXPLANATION,
  liveSource,
  LIVE_STARTING_EXPLANATION,
  LIVE_UNKNOWN_EXPLANATION,
  noFigureExplained,
  positionsSnapshotNote,
} from './summary-text'
import { formatClock } from '../../lib/format'
import { msg } from '@shared/text/messages'

/** What the Live cell says of an account (its `data-live`): the bar counts the accounts it says are live. */
/** Why an account's watch cannot read (all or some of) its open orders: the Live cell's warning. */
export function liveFailure(error: AppError, account: string): ErrorExplanation {
  return explainError(error, { action: 'read', resource: msg('labels.orders.openOrdersNoun'), accounts: [account] })
}

export function liveState(
  status: WatchAccountStatus | undefined,
  via: ReturnType<typeof liveSource>,
): 'unknown' | 'paused' | 'starting' | 'partly' | 'failing' | 'watching' | 'reconnecting' {
  if (!status) return 'unknown'
  if (status.state === 'paused' || status.state === 'starting') return status.state
  if (status.state === 'watching' && status.error?.cause === 'records-unreadable') return 'partly'
  if (status.state === 'failing' && status.error) return 'failing'
  return via.live ? 'watching' : 'reconnecting'
}

/** Whether this account is being watched live, and if not, why and when it is tried again. */
export function LiveCell({
  status,
  zone,
  via,
}: {
  status: WatchAccountStatus | undefined
  zone: string
  via: ReturnType<typeof liveSource>
}) {
  const state = liveState(status, via)
  if (!status || state === 'unknown') {
    return (
      <td className="live-cell muted" data-live="unknown" title={LIVE_UNKNOWN_EXPLANATION}>
        —
      </td>
    )
  }
  if (state === 'paused') {
    return (
      <td className="live-cell muted" data-live="paused" title={LIVE_PAUSED_EXPLANATION}>
        {msg('labels.metrics.paused')}
      </td>
    )
  }
  if (state === 'starting') {
    return (
      <td className="live-cell muted" data-live="starting" title={LIVE_STARTING_EXPLANATION}>
        {msg('labels.metrics.starting')}
      </td>
    )
  }
  if (state === 'partly' && status.error) {
    // Watched, changes told; some of its orders cannot be read, so changes to those are not followed.
    const e = liveFailure(status.error, status.account)
    return (
      <td className="live-cell is-failing" data-live="partly" title={e.sentence} role="status">
        ⚠ {e.title}
      </td>
    )
  }
  if (state === 'failing' && status.error) {
    const e = liveFailure(status.error, status.account)
    const next =
      status.nextAt !== undefined
        ? ` ${msg('labels.metrics.nextTrySentence', { nextAt: formatClock(status.nextAt, zone) })}`
        : ''
    return (
      <td className="live-cell is-failing" data-live="failing" title={`${e.sentence}${next}`} role="status">
        ⚠ {e.title}
        {status.nextAt !== undefined && (
          <span className="muted live-cell__next">
            {' '}
            {msg('labels.metrics.nextTryNextat', { nextAt: formatClock(status.nextAt, zone) })}
          </span>
        )}
      </td>
    )
  }
  return (
    <td
      className={state === 'watching' ? 'live-cell is-live' : 'live-cell is-reconnecting'}
      data-live={state}
      title={
        status.checkedAt
          ? msg('labels.metrics.titleLastReadAtCheckedat', {
              title: via.title,
              checkedAt: formatClock(status.checkedAt, zone),
            })
          : `${via.title}.`
      }
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
export function countNote(m: AccountMetrics, at: string): string | undefined {
  if (!countContradicted(m)) return undefined
  return positionsSnapshotNote({ serverCount: m.openPositionsCount, listed: m.positions?.length ?? 0, at })
}

/** Whether the figures list another number of positions than they count. */
export function countContradicted(m: AccountMetrics): boolean {
  return m.positions !== undefined && m.positions.length !== m.openPositionsCount
}

/** "Pos / Ord", with a marker when the figures' own positions list says otherwise. */
export function PositionsOrdersCell({ metrics, note }: { metrics: AccountMetrics; note: string | undefined }) {
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

/** The status as one class name: a status the app does not know may hold spaces or signs from the server. */
const statusClass = (status: string) => status.toLowerCase().replace(/[^a-z0-9]+/g, '-')

/** An account's status when it restricts trading (close only, terminated…), beside the account's code. */
export function StatusTag({ status }: { status: string | undefined }) {
  if (!status) return null
  return (
    <>
      {' '}
      <span className={`tag tag--${statusClass(status)}`} data-testid="account-status">
        {accountStatusWords(status)}
      </span>
    </>
  )
}

/**
 * How many characters of an account code the summary's account column shows in the narrowest window (its font is
 * monospaced; account-summary-bar.css): a broker's own scheme can run to hundreds, which would push every figure
 * off the bar.
 */
const CODE_SHOWN = 14

/** Whether an account's code is cut in the narrowest window, and so takes the focus to show it whole. */
export const codeTakesFocus = (code: string) => code.length > CODE_SHOWN

/** The account's code; a longer one is cut, whole in its tooltip, and takes the focus to show it whole. */
export function AccountCode({ code }: { code: string }) {
  const long = codeTakesFocus(code)
  return (
    <span className="summary-bar__code" title={long ? code : undefined} tabIndex={long ? 0 : undefined}>
      {code}
    </span>
  )
}

/** "—" where the summary has no figure to show, saying why to whoever hovers it or has it read aloud. */
export function NoFigure({ figure, sent }: { figure: string; sent: string | undefined }) {
  const why = noFigureExplained(figure, sent)
  return (
    <span className="summary-bar__no-figure" role="img" aria-label={why} title={why}>
      —
    </span>
  )
}
