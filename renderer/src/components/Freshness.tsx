// "As of HH:MM:SS", a refresh button, and a visible stale state when a refresh fails: the last good data stays on
// screen, with the failure next to it. No auto-refresh of its own: a view is read again when main's account watch
// says its account changed.
import type { AppError } from '@shared/ipc/result'
import { explainError, type ErrorContext } from '../lib/error-explanation'
import { formatAgo } from '@shared/text/duration'
import { msg } from '@shared/text/messages'
import { formatClock } from '../lib/format'
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
            ? msg(props.notModified ? 'tables.freshness.fetchedNotModified' : 'tables.freshness.fetched', {
                ago: formatAgo(now - fetchedAt),
              })
            : undefined
        }
      >
        {fetchedAt ? (
          <>
            {msg('labels.freshness.asOf')}{' '}
            <time dateTime={new Date(fetchedAt).toISOString()}>{formatClock(fetchedAt, props.zone)}</time>
            <span className="muted"> {zoneShortLabel(props.zone)}</span>
          </>
        ) : (
          <span className="muted">{msg('tables.freshness.notLoaded')}</span>
        )}
      </span>
      {stale && (
        <span className="badge badge--stale" role="status" title={`${stale.sentence} ${stale.next}`}>
          {msg('tables.freshness.stale', { title: stale.title })}
        </span>
      )}
      <button
        type="button"
        onClick={props.onRefresh}
        disabled={props.fetching}
        aria-label={msg('tables.freshness.refreshNow')}
        title={msg('tables.freshness.refreshNow')}
      >
        {/* The same glyph turns while a read is under way, from a moment in (freshness.css): a pushed change's read,
            answered in tens of milliseconds, neither swaps the glyph (a layout of the toolbar) nor starts an
            animation (a frame painted after frame while the table's answer waits for the page). */}
        <span className={`freshness__glyph${props.fetching ? ' is-reading' : ''}`} aria-hidden="true">
          {'⟳'}
        </span>{' '}
        {msg('labels.freshness.refresh')}
      </button>
    </div>
  )
}
