// Cancel a group: the order codes in group order, parent first.
import type { z } from 'zod/mini'
import { CONTINGENCY_TYPES } from '../enums'
import { enumSpec, listSpec, paramsObject, token } from './spec'

export const cancelGroupParamSpecs = [
  listSpec(
    'order-codes',
    'id-list',
    { role: 'filter', label: 'Order codes', help: 'The group’s order codes, parent first.', required: true },
    token('order-codes'),
  ),
  enumSpec('contingency-type', 'enum', CONTINGENCY_TYPES, {
    role: 'filter',
    label: 'Contingency type',
    help: 'OCO or IF-THEN.',
  }),
] as const
export const cancelGroupParams = paramsObject(cancelGroupParamSpecs)

export type CancelGroupParams = z.output<typeof cancelGroupParams>
