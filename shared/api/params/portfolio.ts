// Portfolio: positions and orders together, with an updated-since range and paging.
import type { z } from 'zod/mini'
import { accounts, includeOffset, lastUpdated, limit, startFrom } from './shared-params'
import { paramsObject } from './spec'

export const portfolioParamSpecs = [
  accounts,
  includeOffset,
  ...lastUpdated('portfolio'),
  limit('portfolio'),
  startFrom('portfolio'),
] as const
export const portfolioParams = paramsObject(portfolioParamSpecs)

export type PortfolioParams = z.output<typeof portfolioParams>
