// Account metrics, optionally per open position.
import type { z } from 'zod/mini'
import { accounts, includeOffset } from './shared-params'
import { booleanSpec, paramsObject } from './spec'

export const metricsParamSpecs = [
  accounts,
  includeOffset,
  booleanSpec('include-positions', {
    role: 'filter',
    label: 'Per-position metrics',
    help: 'Also return margin and profit/loss for each open position.',
  }),
] as const
export const metricsParams = paramsObject(metricsParamSpecs)

export type MetricsParams = z.output<typeof metricsParams>
