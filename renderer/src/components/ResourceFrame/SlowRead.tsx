// A read that takes long: after a few seconds the view says it is still reading, for how long, and offers Cancel
// (main aborts the request in the API client's worker); a cancelled read says so, with the rows kept as of their
// own time, or that nothing was read, and Try again. A read the API client is repeating after a transient failure
// says why and which attempt comes when. The clock here only ages the sentence; it never reads.
import { useState } from 'react'
import { systemClock } from '@shared/domain/clock'
import { msg } from '@shared/text/messages'
import { formatClock } from '../../lib/format'
import { useNow } from '../../lib/use-now'
import { zoneShortLabel } from '../../lib/time-zones'
import type { RequestRetrying } from '@shared/ipc/request-retrying'
import type { QueryKey } from '@tanstack/react-query'
import { useReadRetries } from '../../api/read-retries'

/** How long a read runs before the view says it is still reading. */
export const SLOW_READ_MS = 3_000

const seconds = (ms: number) => String(Math.max(0, Math.round(ms / 1000)))

/** Mounted while a read is in flight: it starts counting when the read does. */
export function SlowRead({
  noun,
  accounts,
  retry,
  zone,
  onCancel,
}: {
  noun: string
  accounts: readonly string[]
  /** The read's latest repeat after a transient failure, if any. */
  retry?: RequestRetrying | undefined
  zone: string
  /** Told how long the read had run. */
  onCancel: ((afterMs: number) => void) | undefined
}) {
  const [startedAt] = useState(() => systemClock.now())
  const now = useNow(1_000)
  const elapsed = now - startedAt
  if (elapsed < SLOW_READ_MS) return null
  const still = { noun, accounts: accounts.join(', '), seconds: seconds(elapsed) }
  return (
    <div className="notice slow-read" role="status" data-testid="slow-read">
      <span className="spinner" aria-hidden="true" />{' '}
      {retry
        ? msg('tables.slowRead.retrying', {
            ...still,
            cause: msg(`tables.slowRead.cause.${retry.cause}`, { status: String(retry.status ?? '') }),
            attempt: String(retry.attempt),
            attempts: String(retry.attempts),
            at: `${formatClock(retry.nextAttemptAt, zone)} ${zoneShortLabel(zone)}`,
          })
        : msg('tables.slowRead.still', still)}
      {onCancel && (
        <button type="button" onClick={() => onCancel(systemClock.now() - startedAt)}>
          {msg('tables.slowRead.cancel')}
        </button>
      )}
    </div>
  )
}

/**
 * A view made of its own reads (not a declared table): while any of them is in flight, the same "still reading" and
 * "trying again" notice as every table's, for the first of its reads the client is repeating.
 */
export function ReadsInFlight({
  queryKeys,
  fetching,
  noun,
  accounts,
  zone,
}: {
  queryKeys: readonly QueryKey[]
  fetching: boolean
  noun: string
  accounts: readonly string[]
  zone: string
}) {
  const retry = useReadRetries(queryKeys)
  if (!fetching) return null
  return <SlowRead noun={noun} accounts={accounts} retry={retry} zone={zone} onCancel={undefined} />
}

export function ReadCancelled({
  afterMs,
  rowsOf,
  zone,
  onTryAgain,
}: {
  afterMs: number
  /** When the rows still on screen were read; undefined when there are none. */
  rowsOf: number | undefined
  zone: string
  onTryAgain: () => void
}) {
  return (
    <div className="notice notice--warn read-cancelled" role="status" data-testid="read-cancelled">
      {rowsOf === undefined
        ? msg('tables.slowRead.cancelledNothing', { seconds: seconds(afterMs) })
        : msg('tables.slowRead.cancelledRows', {
            seconds: seconds(afterMs),
            at: `${formatClock(rowsOf, zone)} ${zoneShortLabel(zone)}`,
          })}
      <button type="button" onClick={onTryAgain}>
        {msg('tables.slowRead.tryAgain')}
      </button>
    </div>
  )
}
