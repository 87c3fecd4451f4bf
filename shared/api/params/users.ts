// Users (dealers): an updated-since range and paging.
import type { z } from 'zod/mini'
import { lastUpdated, limit, startFrom } from './shared-params'
import { paramsObject } from './spec'

export const usersParamSpecs = [...lastUpdated('users'), limit('users'), startFrom('users')] as const
export const usersParams = paramsObject(usersParamSpecs)

export type UsersParams = z.output<typeof usersParams>
