// Account events. The documented names are from-time/to-time; both SDKs send time-from/time-to, so those are
// accepted as aliases (never shown, never sent by our client).
import type { z } from 'zod/mini'
import { ACCOUNT_EVENT_TYPES } from '../enums'
import { accounts, includeOffset, limit, period, startFrom, timeRange } from './shared-params'
import { enumListSpec, paramsObject, timestampSpec } from './spec'

const [eventsFrom, eventsTo] = timeRange('from-time', 'to-time', ['From', 'To'], 'Events')

export const eventsParamSpecs = [
  accounts,
  includeOffset,
  enumListSpec('of-type', ACCOUNT_EVENT_TYPES, {
    role: 'filter',
    label: 'Event types',
    help: 'Margin calls and/or liquidations; any of them matches.',
  }),
  eventsFrom,
  eventsTo,
  period('Events of', ['from-time', 'to-time']),
  limit('events'),
  startFrom('events'),
  timestampSpec('time-from', { role: 'alias', label: 'From', help: 'Same as from-time.', alias: 'from-time' }),
  timestampSpec('time-to', { role: 'alias', label: 'To', help: 'Same as to-time.', alias: 'to-time' }),
] as const
export const eventsParams = paramsObject(eventsParamSpecs)

export type EventsParams = z.output<typeof eventsParams>
