// Positions: the first screen's read. Its own module so that the first screen builds these two parameters' schemas
// and no other endpoint's (docs/performance.md, "Start-up: parameter schemas per endpoint").
import type { z } from 'zod/mini'
import { accounts, includeOffset } from './shared-params'
import { paramsObject } from './spec'

export const positionsParamSpecs = [accounts, includeOffset] as const
export const positionsParams = paramsObject(positionsParamSpecs)

export type PositionsParams = z.output<typeof positionsParams>
