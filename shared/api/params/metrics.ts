// Account metrics, optionally per open position.
import type { z } from 'zod/mini'
import { accounts, includeOffset } from './shared-params'
import { booleanSpec, paramsObject } from './spec'

export const metricsParamSpecs = [
  accounts,
  includeOffset,
  booleanSpec('include-positions', {
    role: 'filter',
    words: 'queryParams.metrics.includePositions',
  }),
] as const
export const metricsParams = paramsObject(metricsParamSpecs)

export type MetricsParams = z.output<typeof metricsParams>
