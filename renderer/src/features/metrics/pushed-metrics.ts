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

export function usePushedMetrics(profileId: string): void {
  const client = useQueryClient()
  useEffect(() => {
    if (!hasBridge()) return
    return dx().on['metrics.changed']((update) => {
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
  }, [client, profileId])
}
