// POST /login, /loginByToken, /ping, /logout (docs/api-notes.md, "Login").
import { firstIssueText } from '@shared/text/issue-path'
import {
  ENDPOINTS,
  formatSessionTimeout,
  LoginRequestSchema,
  type SessionTokenWire,
  SsoLoginRequestSchema,
} from '@shared/api'
import { badCredentials, findUser, unauthorized } from '../auth'
import { badRequestBody } from '../errors'
import { authed } from '../http/handler'
import { noParams } from '../http/params'
import type { RouteDef } from '../http/routing'
import type { SandboxRuntime } from '../runtime'

export function authRoutes(runtime: SandboxRuntime): RouteDef[] {
  const token = (sessionToken: string): SessionTokenWire => ({
    sessionToken,
    timeout: formatSessionTimeout(runtime.options.sessionTimeoutMs),
  })
  return [
    {
      method: 'POST',
      url: ENDPOINTS['auth.login'].path,
      handler: (request) => {
        noParams(request.query)
        const parsed = LoginRequestSchema.safeParse(request.body ?? {})
        if (!parsed.success) throw badRequestBody(firstIssueText(parsed.error))
        const { username, domain, password } = parsed.data
        const user = findUser(runtime.world.users, username, domain, password)
        if (!user) throw badCredentials()
        return token(runtime.sessions.create(user.username))
      },
    },
    {
      method: 'POST',
      url: ENDPOINTS['auth.loginByToken'].path,
      handler: (request) => {
        noParams(request.query)
        const parsed = SsoLoginRequestSchema.safeParse(request.body ?? {})
        if (!parsed.success) throw badRequestBody(firstIssueText(parsed.error))
        // The sandbox has no SSO back office, so no SSO token is ever valid.
        throw badCredentials()
      },
    },
    {
      method: 'POST',
      url: ENDPOINTS['auth.ping'].path,
      handler: authed(runtime, ({ caller, request }) => {
        noParams(request.query)
        if (caller.token === undefined) {
          throw unauthorized('Ping keeps a session alive; Basic credentials have none (log in with POST /login)')
        }
        return token(caller.token)
      }),
    },
    {
      method: 'POST',
      url: ENDPOINTS['auth.logout'].path,
      handler: authed(runtime, ({ caller, request }) => {
        noParams(request.query)
        if (caller.token !== undefined) runtime.sessions.delete(caller.token)
        return {}
      }),
    },
  ]
}
