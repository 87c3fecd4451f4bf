// Account events. The documented names are from-time/to-time; both SDKs send time-from/time-to, so those are
// accepted as aliases (never shown, never sent by our client).
import type { z } from 'zod/mini'
import { ACCOUNT_EVENT_TYPES } from '../enums'
import { accounts, includeOffset, limit, period, startFrom, timeRange } from './shared-params'
import { enumListSpec, paramsObject, timestampSpec } from './spec'

const [eventsFrom, eventsTo] = timeRange('from-time', 'to-time', [
  'queryParams.events.fromTime',
  'queryParams.events.toTime',
])

export const eventsParamSpecs = [
  accounts,
  includeOffset,
  enumListSpec('of-type', ACCOUNT_EVENT_TYPES, {
    role: 'filter',
    words: 'queryParams.events.ofType',
  }),
  eventsFrom,
  eventsTo,
  period('events', ['from-time', 'to-time']),
  limit('events'),
  startFrom('events'),
  timestampSpec('time-from', { role: 'alias', words: 'queryParams.events.timeFrom', alias: 'from-time' }),
  timestampSpec('time-to', { role: 'alias', words: 'queryParams.events.timeTo', alias: 'to-time' }),
] as const
export const eventsParams = paramsObject(eventsParamSpecs)

export type EventsParams = z.output<typeof eventsParams>
