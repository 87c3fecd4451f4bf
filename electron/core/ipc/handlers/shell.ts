// The renderer's only way to the OS browser: a validated https URL opens at once when it goes to the server of
// a profile the person saved themselves or a documented host; any other host — an imported profile's included,
// since a file can name any host — opens only if the person says yes in main's own dialog (the page cannot
// answer it). Do not relax without reading docs/security-checklist.md (item 10).
import { isKnownExternalHost, validateExternalUrl } from '../../security/external-url'
import { AppFailure } from '../app-failure'
import type { Handlers } from '../router'
import type { HandlerDeps } from './deps'

export function shellHandlers(deps: HandlerDeps): Pick<Handlers, 'shell.openExternal'> {
  return {
    'shell.openExternal': async ({ url }) => {
      const verdict = validateExternalUrl(url)
      if (!verdict.ok) {
        deps.logger.warn({ reason: verdict.reason }, 'refused to open a link')
        throw new AppFailure({
          kind: 'validation',
          cause: 'link-refused',
          message: 'link refused',
          detail: verdict.reason,
          parameter: 'url',
          ...(verdict.protocol === undefined ? {} : { facts: { protocol: verdict.protocol } }),
        })
      }
      const host = new URL(verdict.url).host
      const known = isKnownExternalHost(
        verdict.url,
        deps.store
          .list()
          .filter((p) => p.imported !== true)
          .map((p) => p.baseUrl),
      )
      if (!known && !(await deps.confirmExternal(verdict.url))) {
        deps.logger.info({ host }, 'link to an unknown host not opened')
        throw new AppFailure({
          kind: 'validation',
          cause: 'link-unknown-host',
          message: 'link to an unknown host',
          detail: host,
          parameter: 'url',
        })
      }
      await deps.openExternal(verdict.url)
      deps.logger.info({ host, asked: !known }, 'opened a link in the browser')
      return {}
    },
  }
}
