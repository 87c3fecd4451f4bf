// Resolves the caller of an authenticated DX request, or refuses it: 401 for a missing/dead/wrong
// credential, 404 "2" for a user the API is not enabled for (docs/api-notes.md, "Permissions read as absence").
import type { FastifyRequest } from 'fastify'
import { badCredentials, findUser, parseAuthorization, unauthorized } from '../auth'
import { notFound } from '../errors'
import type { SandboxRuntime } from '../runtime'
import type { UserState } from '../state/types'

export interface Caller {
  user: UserState
  /** The session token, when the caller used one (not with HTTP Basic). */
  token?: string
}

export function authenticate(runtime: SandboxRuntime, request: FastifyRequest): Caller {
  const credentials = parseAuthorization(request.headers.authorization)
  if (!credentials) throw unauthorized('Authorization required: send "Authorization: DXAPI <sessionToken>"')
  let caller: Caller
  if (credentials.kind === 'session') {
    const username = runtime.sessions.touch(credentials.token)
    const user = username === undefined ? undefined : runtime.world.users.get(username)
    if (!user) throw unauthorized('Session token is invalid or has expired; log in again')
    caller = { user, token: credentials.token }
  } else {
    const at = credentials.username.lastIndexOf('@')
    if (at <= 0) throw badCredentials()
    const user = findUser(
      runtime.world.users,
      credentials.username.slice(0, at),
      credentials.username.slice(at + 1),
      credentials.password,
    )
    if (!user) throw badCredentials()
    caller = { user }
  }
  if (!caller.user.apiEnabled) throw notFound(`the API is not enabled for ${caller.user.username}`)
  return caller
}
