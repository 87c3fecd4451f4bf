// Every DX route, relative to /dxsca-web.
import type { RouteDef } from '../http/routing'
import type { SandboxRuntime } from '../runtime'
import { accountListsRoutes } from './account-lists'
import { authRoutes } from './auth'
import { booksRoutes } from './books'
import { cancelRoutes } from './cancel'
import { historyRoutes } from './history'
import { instrumentRoutes } from './instruments'
import { marketDataRoutes } from './market-data'
import { modifyRoutes } from './modify'
import { placeRoutes } from './place'
import { userRoutes } from './users'

export function dxRoutes(runtime: SandboxRuntime): RouteDef[] {
  return [
    ...authRoutes(runtime),
    ...userRoutes(runtime),
    ...instrumentRoutes(runtime),
    ...accountListsRoutes(runtime),
    ...historyRoutes(runtime),
    ...modifyRoutes(runtime),
    ...placeRoutes(runtime),
    ...cancelRoutes(runtime),
    ...marketDataRoutes(runtime),
    ...booksRoutes(runtime),
  ]
}
