// The live account watch and its activity, as the renderer drives and reads them (electron/core/watch).
import type { Handlers } from '../router'
import type { HandlerDeps } from './deps'

type WatchChannels =
  'watch.set' | 'watch.refresh' | 'watch.status' | 'activity.list' | 'activity.markRead' | 'quotes.watch'

export function watchHandlers(deps: HandlerDeps): Pick<Handlers, WatchChannels> {
  const { watch } = deps
  return {
    'watch.set': ({ accounts, visibility }) => {
      // Watching reads the accounts: someone else's need an open case, as any read does.
      deps.sessions.requireCase(accounts)
      deps.sessions.noteAccounts(accounts)
      return watch.set(accounts, visibility)
    },
    'watch.refresh': ({ accounts }) => {
      watch.refresh(accounts)
      return Promise.resolve({})
    },
    'watch.status': () => Promise.resolve(watch.status()),
    'quotes.watch': ({ symbols, account }) => {
      // Prices read for an account are a read of it: someone else's needs an open case.
      if (account !== undefined) deps.sessions.requireCase([account])
      return Promise.resolve(watch.watchQuotes(symbols, account))
    },
    'activity.list': () => Promise.resolve(watch.activity()),
    'activity.markRead': () => {
      watch.markRead()
      return Promise.resolve({})
    },
  }
}
