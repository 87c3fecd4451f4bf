import type { Handlers } from '../router'
import type { HandlerDeps } from './deps'

type SessionChannels =
  | 'session.connect'
  | 'session.disconnect'
  | 'session.relogin'
  | 'session.current'
  | 'session.unlockEditing'
  | 'case.open'
  | 'case.end'

export function sessionHandlers(deps: HandlerDeps): Pick<Handlers, SessionChannels> {
  const { sessions, watch } = deps
  return {
    'session.connect': (input, ctx) => sessions.connect(input, ctx.signal),
    'session.disconnect': async () => {
      await sessions.disconnect()
      return {}
    },
    'session.relogin': ({ password }) => sessions.relogin(password),
    'session.current': async () => ({ session: sessions.current() }),
    'session.unlockEditing': ({ reason, account }) => sessions.unlockEditing(reason, account, watch.watched()),
    'case.open': ({ reference, reason, accounts }) => sessions.openCase(reference, reason, accounts),
    'case.end': () => sessions.endCase(),
  }
}
