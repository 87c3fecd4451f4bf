// The connected profile's price alerts: listed, added and removed from the window; main evaluates them.
import { notConnectedFailure } from '../app-failure'
import type { Handlers } from '../router'
import type { HandlerDeps } from './deps'

type AlertChannels = 'priceAlerts.list' | 'priceAlerts.add' | 'priceAlerts.remove'

export function priceAlertHandlers(deps: Pick<HandlerDeps, 'sessions' | 'priceAlerts'>): Pick<Handlers, AlertChannels> {
  const profileId = () => {
    const session = deps.sessions.current()
    if (!session) throw notConnectedFailure()
    return session.profileId
  }
  const book = () => {
    if (!deps.priceAlerts) throw notConnectedFailure()
    return deps.priceAlerts
  }
  const changed = async (alerts: Awaited<ReturnType<NonNullable<HandlerDeps['priceAlerts']>['book']['list']>>) => {
    await book().evaluator.refresh()
    return { alerts }
  }
  return {
    'priceAlerts.list': async () => ({ alerts: await book().book.list(profileId()) }),
    'priceAlerts.add': async ({ alert }) => changed(await book().book.add(profileId(), alert)),
    'priceAlerts.remove': async ({ id }) => changed(await book().book.remove(profileId(), id)),
  }
}
