// Pushed figures into every metrics read the window holds: main forwards each account's metrics as the server
// pushes them (`metrics.changed`, on every change and price move), and each cached metrics answer covering that
// account takes them in place of what it read. So the summary, its margin gauge and the Positions P/L follow a
// price move at once, with no read and no clock here.
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { AccountMetrics } from '@shared/api/records'
import type { ChannelOutput, EventPayload } from '@shared/ipc/contract'
import { dx, hasBridge } from '../../api/bridge'
import { paramsOf, queryKeys } from '../../api/query-keys'
import { afterPaintQueue } from '../../app/frame-queue'

type MetricsRead = ChannelOutput<'metrics.list'>

/** The read with each pushed account's record replaced (positions only where the read asked for them). */
export function withPushed(
  read: MetricsRead,
  update: EventPayload<'metrics.changed'>,
  positions: boolean,
): MetricsRead {
  const pushed = new Map(update.metrics.map((m) => [m.account, m]))
  let replaced = false
  const data = read.data.map((m): AccountMetrics => {
    const next = pushed.get(m.account)
    if (!next) return m
    replaced = true
    if (positions) return next
    const { positions: _left, ...figures } = next
    return figures
  })
  return replaced ? { ...read, data, fetchedAt: Math.max(read.fetchedAt, update.at) } : read
}

/** Several pushes as one: each account's newest figures, at the newest push's time. */
export function mergePushes(updates: readonly EventPayload<'metrics.changed'>[]): EventPayload<'metrics.changed'> {
  if (updates.length === 1 && updates[0]) return updates[0]
  const byAccount = new Map<string, AccountMetrics>()
  for (const u of updates) for (const m of u.metrics) byAccount.set(m.account, m)
  return { metrics: [...byAccount.values()], at: Math.max(...updates.map((u) => u.at)) }
}

export function usePushedMetrics(profileId: string): void {
  const client = useQueryClient()
  useEffect(() => {
    if (!hasBridge()) return
    // Taken in once the frame showing the change in the tables has been painted (the summary's 200 rows would share
    // it), and in a burst together: each metrics read is replaced, and the summary rendered, once a frame.
    const pushed = afterPaintQueue<EventPayload<'metrics.changed'>>((updates) => {
      const update = mergePushes(updates)
      for (const query of client
        .getQueryCache()
        .findAll({ queryKey: queryKeys.resourceReads(profileId, 'metrics.list') })) {
        const read = query.state.data as MetricsRead | undefined
        if (!read) continue
        const positions = paramsOf(query.queryKey)?.['include-positions'] === true
        const next = withPushed(read, update, positions)
        if (next !== read) client.setQueryData(query.queryKey, next)
      }
    })
    return dx().on['metrics.changed'](pushed)
  }, [client, profileId])
}
