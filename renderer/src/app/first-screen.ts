// Start-up before React renders: ask main for the session it holds (a window reload, or the app once connect
// has answered), then load the code of the screen that comes first and, for the workspace, start the first
// read of its view at the same time, so the data is on its way before the view's code has even run; React
// renders once that read is answered (or a bounded wait has passed). The
// chunks themselves were fetched while the entry ran (modulepreload links, build/first-screen-preload.ts).
import type { QueryClient } from '@tanstack/react-query'
import { instrumentReferenceQuery } from '../api/queries'
import { appInfoQuery, currentSessionQuery, profilesQuery } from '../api/session'
import { accountsToOpen } from '../features/accounts/remembered'
import { AccountPicker, ConnectScreen, Workspace } from './screens'
import { markStartup, STARTUP_MARK } from './startup-marks'
import { initialTab } from './tabs'
import { startFirstRead, VIEWS } from './views'

/**
 * How long "Starting…" may wait for the first view's first read. An answer within it is in React's first
 * frame, so the workspace and its rows are one render and one layout, and the workspace's other reads
 * (summary bar, quotes, activity, open orders) start after it instead of queueing beside it in main's client.
 * A slower read is not waited for: the workspace then shows the view's own progress line.
 */
const FIRST_ROWS_WAIT_MS = 1000

function answeredWithin(read: Promise<void>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  return Promise.race([read, new Promise<void>((done) => (timer = setTimeout(done, ms)))]).finally(() =>
    clearTimeout(timer),
  )
}

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
    const firstRead = startFirstRead(tab, client, {
      profileId: session.profileId,
      accounts: accounts.map((a) => a.account),
    })
    // Main answers these from memory. Asked only when Root rendered, they came back after the first rows had
    // been painted and re-rendered the whole workspace twice (the profile's name, colour and zone; the app's
    // version) while a person's first click was already being answered.
    const shell = Promise.all([client.prefetchQuery(profilesQuery()), client.prefetchQuery(appInfoQuery())])
    // Every price is padded to its instrument's tick from the reference (FormatProvider). Asked beside the first
    // read it is often in the cache by the first render; it is not waited for, so a slow one never holds the rows.
    void client.prefetchQuery(instrumentReferenceQuery(session.profileId))
    await Promise.all([Workspace.load(), VIEWS[tab].load()])
    markStartup(STARTUP_MARK.screenCodeLoaded)
    await answeredWithin(
      Promise.all([firstRead, shell]).then(() => undefined),
      FIRST_ROWS_WAIT_MS,
    )
  } catch {
    // Root's session query, or the lazy screen, says what failed.
  }
}
