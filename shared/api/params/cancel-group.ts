// Cancel a group: the order codes in group order, parent first.
import type { z } from 'zod/mini'
import { CONTINGENCY_TYPES } from '../enums'
import { enumSpec, listSpec, paramsObject, token } from './spec'

export const cancelGroupParamSpecs = [
  listSpec(
    'order-codes',
    'id-list',
    { role: 'filter', words: 'queryParams.cancelGroup.orderCodes', required: true },
    token('order-codes'),
  ),
  enumSpec('contingency-type', 'enum', CONTINGENCY_TYPES, {
    role: 'filter',
    words: 'queryParams.cancelGroup.contingencyType',
  }),
] as const
export const cancelGroupParams = paramsObject(cancelGroupParamSpecs)

export type CancelGroupParams = z.output<typeof cancelGroupParams>
