// Start-up before React renders: ask main for the session it holds (a window reload, or the app once connect
// has answered), then load the code of the screen that comes first and, for the workspace, start the first
// read of its view at the same time, so the data is on its way before the view's code has even run. The
// chunks themselves were fetched while the entry ran (modulepreload links, build/first-screen-preload.ts).
import type { QueryClient } from '@tanstack/react-query'
import { currentSessionQuery } from '../api/session'
import { accountsToOpen } from '../features/accounts/remembered'
import { AccountPicker, ConnectScreen, Workspace } from './screens'
import { markStartup, STARTUP_MARK } from './startup-marks'
import { initialTab } from './tabs'
import { startFirstRead, VIEWS } from './views'

/** Resolves when the first screen can render at once; never rejects (each screen shows its own failures). */
export async function prepareFirstScreen(client: QueryClient): Promise<void> {
  try {
    markStartup(STARTUP_MARK.sessionAsked)
    const session = await client.fetchQuery(currentSessionQuery())
    markStartup(STARTUP_MARK.sessionKnown)
    if (!session) return await ConnectScreen.load()
    const accounts = accountsToOpen(session)
    if (!accounts) return await AccountPicker.load()
    const tab = initialTab(session.profileId)
    startFirstRead(tab, client, { profileId: session.profileId, accounts: accounts.map((a) => a.account) })
    await Promise.all([Workspace.load(), VIEWS[tab].load()])
    markStartup(STARTUP_MARK.screenCodeLoaded)
  } catch {
    // Root's session query, or the lazy screen, says what failed.
  }
}
