import { AppFailure } from '../app-failure'
import type { Handlers } from '../router'
import type { HandlerDeps } from './deps'

export function userHandlers(deps: HandlerDeps): Pick<Handlers, 'users.me' | 'users.get' | 'users.list'> {
  const { sessions, requests } = deps
  return {
    'users.me': (_input, ctx) =>
      sessions.run(async (client, session) => {
        const read = await client.getUser(session.username, { signal: ctx.signal })
        const user = read.data[0]
        if (!user) throw new AppFailure({ kind: 'server', cause: 'no-user-details', message: 'no user record' })
        return { ...read, data: user }
      }),
    'users.get': ({ username, requestId }, ctx) =>
      requests.track(requestId, ctx, (signal, onRetry) =>
        sessions.run(async (client) => {
          const read = await client.getUser(username, { signal, onRetry })
          const user = read.data[0]
          if (!user) throw new AppFailure({ kind: 'server', cause: 'no-user-details', message: 'no user record' })
          return { ...read, data: user }
        }),
      ),
    'users.list': ({ params, requestId }, ctx) =>
      requests.track(requestId, ctx, (signal, onRetry) =>
        sessions.run((client) => client.listUsers(params, { signal, onRetry })),
      ),
  }
}
