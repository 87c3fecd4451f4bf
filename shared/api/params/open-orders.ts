// Open orders: the accounts scope only.
import type { z } from 'zod/mini'
import { accounts, includeOffset } from './shared-params'
import { paramsObject } from './spec'

export const openOrdersParamSpecs = [accounts, includeOffset] as const
export const openOrdersParams = paramsObject(openOrdersParamSpecs)

export type OpenOrdersParams = z.output<typeof openOrdersParams>
