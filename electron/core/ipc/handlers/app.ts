import type { Handlers } from '../router'
import type { HandlerDeps } from './deps'

export function appHandlers(deps: HandlerDeps): Pick<Handlers, 'app.info' | 'requests.cancel'> {
  return {
    'app.info': async () => ({ ...deps.appInfo, secrets: await deps.vault.status() }),
    'requests.cancel': async ({ requestId }) => {
      deps.requests.cancel(requestId)
      return {}
    },
  }
}
