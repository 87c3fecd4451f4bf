// "As of HH:MM:SS", a refresh button, and a visible stale state when a refresh fails: the last good data stays on
// screen, with the failure next to it. No auto-refresh of its own: a view is read again when main's account watch
// says its account changed.
import type { AppError } from '@shared/ipc/result'
import { explainError, type ErrorContext } from '../lib/error-messages'
import { formatAge, formatClock } from '../lib/format'
import { zoneShortLabel } from '../lib/time-zones'
import { useNow } from '../lib/use-now'

interface FreshnessProps {
  fetchedAt: number | undefined
  fetching: boolean
  /** A refresh failed while older data is still shown. */
  staleError: AppError | null
  errorContext?: ErrorContext
  zone: string
  onRefresh: () => void
  /** Whether the data came back as "not modified" (304). */
  notModified?: boolean | undefined
}

export function Freshness(props: FreshnessProps) {
  const now = useNow(5_000)
  const { fetchedAt, staleError } = props
  const stale = staleError ? explainError(staleError, props.errorContext) : null
  return (
    <div className={`freshness${stale ? ' is-stale' : ''}`}>
      <span
        className="freshness__asof"
        title={
          fetchedAt
            ? `Fetched ${formatAge(now - fetchedAt)}${props.notModified ? '; the server confirmed nothing changed (304)' : ''}`
            : undefined
        }
      >
        {fetchedAt ? (
          <>
            as of <time dateTime={new Date(fetchedAt).toISOString()}>{formatClock(fetchedAt, props.zone)}</time>
            <span className="muted"> {zoneShortLabel(props.zone)}</span>
          </>
        ) : (
          <span className="muted">not loaded yet</span>
        )}
      </span>
      {stale && (
        <span className="badge badge--stale" role="status" title={`${stale.sentence} ${stale.next}`}>
          Stale: refresh failed — {stale.title}
        </span>
      )}
      <button
        type="button"
        onClick={props.onRefresh}
        disabled={props.fetching}
        aria-label="Refresh now"
        title="Refresh now"
      >
        {props.fetching ? <span className="spinner" aria-hidden="true" /> : '⟳'} Refresh
      </button>
    </div>
  )
}
