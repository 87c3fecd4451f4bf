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
    label: 'Transfer types',
    help: 'Deposits, withdrawals, commissions and other kinds; any of them matches.',
  }),
  ...timeRange('time-from', 'time-to', ['From', 'To'], 'Transfers', 'filter', [
    '; alone, until now',
    '; alone, since the first transfer',
  ]),
  period('Transfers of', ['time-from', 'time-to']),
  limit('transfers'),
  startFrom('transfers'),
] as const
export const transfersParams = paramsObject(transfersParamSpecs)

export type TransfersParams = z.output<typeof transfersParams>
