// GET /users and GET /users/{username}. A username may come as `login@domain`
// (`trader%40default`) or as the bare login, taken in the caller's domain (a public client does that).
import { ENDPOINTS, timestampToEpochMs, toRoutePattern, type UserDetailsListWire, usersParams } from '@shared/api'
import { notFound } from '../errors'
import { authed, pathValue, withEtag } from '../http/handler'
import { noParams, pageOf, readParams } from '../http/params'
import type { RouteDef } from '../http/routing'
import { canSeeUser, visibleUsers } from '../permissions'
import type { SandboxRuntime } from '../runtime'
import { userUpdatedAt, userVersion, userWire } from '../wire/accounts'

export function userRoutes(runtime: SandboxRuntime): RouteDef[] {
  return [
    {
      method: 'GET',
      url: ENDPOINTS['users.list'].path,
      handler: authed(runtime, ({ world, caller, request, now }) => {
        const params = readParams(usersParams, request.query)
        const from = params['last-updated-from']
        const to = params['last-updated-to']
        const lo = from === undefined ? Number.NEGATIVE_INFINITY : timestampToEpochMs(from)
        const hi = to === undefined ? now : timestampToEpochMs(to)
        const users = visibleUsers(world, caller.user).filter((u) => {
          if (from === undefined && to === undefined) return true
          const updated = userUpdatedAt(world, u)
          return updated >= lo && updated <= hi
        })
        const body: UserDetailsListWire = {
          userDetails: pageOf(users, params['start-from'], params.limit, runtime.options.maxLimit).map((u) =>
            userWire(world, u),
          ),
        }
        return body
      }),
    },
    {
      method: 'GET',
      url: toRoutePattern(ENDPOINTS['users.get'].path),
      handler: authed(runtime, (ctx) => {
        const { world, caller, request } = ctx
        noParams(request.query)
        const name = pathValue(request, 'username')
        const username = name.includes('@') ? name : `${name}@${caller.user.domain}`
        const user = world.users.get(username)
        if (!user || !canSeeUser(caller.user, user)) throw notFound(`user ${name}`)
        const body: UserDetailsListWire = { userDetails: [userWire(world, user)] }
        return withEtag(ctx, `"${userVersion(world, user)}"`, body)
      }),
    },
  ]
}
