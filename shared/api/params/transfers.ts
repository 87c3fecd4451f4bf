// Cash transfers (time-from/time-to here, unlike events).
import type { z } from 'zod/mini'
import { TRANSFER_TYPES } from '../enums'
import { accounts, includeOffset, limit, period, startFrom, timeRange } from './shared-params'
import { enumListSpec, paramsObject } from './spec'

export const transfersParamSpecs = [
  accounts,
  includeOffset,
  enumListSpec('of-type', TRANSFER_TYPES, {
    role: 'filter',
    words: 'queryParams.transfers.ofType',
  }),
  ...timeRange('time-from', 'time-to', ['queryParams.transfers.timeFrom', 'queryParams.transfers.timeTo']),
  period('transfers', ['time-from', 'time-to']),
  limit('transfers'),
  startFrom('transfers'),
] as const
export const transfersParams = paramsObject(transfersParamSpecs)

export type TransfersParams = z.output<typeof transfersParams>
