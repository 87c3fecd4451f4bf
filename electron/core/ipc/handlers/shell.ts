// The renderer's only way to the OS browser. Do not relax without reading codebase-anchors §4 (item 10).
import { validateExternalUrl } from '../../security/external-url'
import { validationFailure } from '../app-failure'
import type { Handlers } from '../router'
import type { HandlerDeps } from './deps'

export function shellHandlers(deps: HandlerDeps): Pick<Handlers, 'shell.openExternal'> {
  return {
    'shell.openExternal': async ({ url }) => {
      const verdict = validateExternalUrl(url)
      if (!verdict.ok) {
        deps.logger.warn({ reason: verdict.reason }, 'refused to open a link')
        throw validationFailure(`This link was not opened: ${verdict.reason}.`, 'url')
      }
      await deps.openExternal(verdict.url)
      deps.logger.info({ host: new URL(verdict.url).host }, 'opened a link in the browser')
      return {}
    },
  }
}
