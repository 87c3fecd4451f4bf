// The renderer's side of the live account watch (which runs in main — see electron/core/watch): it tells
// main which accounts are on screen and whether the window is seen, refreshes every view of an account
// together when main says its version moved, and holds the session's activity for the panel. The row an
// activity entry asks a table to open has a context of its own: tables read only that, so the watch's status
// (published after every pass) and new activity re-render the header's indicators, never the tables.
import { notifyManager, useQueryClient, type Query, type QueryClient } from '@tanstack/react-query'
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import type { ActivityEvent, ActivityTarget } from '@shared/domain/activity'
import { withNewest } from '@shared/domain/activity/kept'
import type { EventPayload, WatchStatus } from '@shared/ipc/contract'
import { dx, hasBridge, unwrap } from '../api/bridge'
import { noteChanged } from '../api/changed-accounts'
import { accountsOf, queryKeys } from '../api/query-keys'
import { afterPaintQueue, frameBatch, frameQueue, nextFrame } from './frame-queue'
import { useSession } from './session'

type Visibility = 'foreground' | 'background' | 'hidden'

function currentVisibility(): Visibility {
  if (document.visibilityState === 'hidden') return 'hidden'
  return document.hasFocus() ? 'foreground' : 'background'
}

/** Whether the window is seen, focused or not; follows visibilitychange, focus and blur. */
function useWindowVisibility(): Visibility {
  const [visibility, setVisibility] = useState<Visibility>(currentVisibility)
  useEffect(() => {
    const update = () => setVisibility(currentVisibility())
    document.addEventListener('visibilitychange', update)
    window.addEventListener('focus', update)
    window.addEventListener('blur', update)
    // The first render read the visibility before these listeners existed: a blur in between is caught here.
    update()
    return () => {
      document.removeEventListener('visibilitychange', update)
      window.removeEventListener('focus', update)
      window.removeEventListener('blur', update)
    }
  }, [])
  return visibility
}

/**
 * Reads read again only once the account's other reads have landed and a frame has been painted: the figures (the
 * summary bar's and the exposure's metrics, which push also keeps current through `metrics.changed`) and the
 * account's trading status (its owner's user record). Their REST answers, and the summary and every view of the
 * statuses they re-render, would otherwise share the frames in which a fill reaches the table.
 */
const AFTER_THE_TABLES: ReadonlySet<string> = new Set(['metrics.list', 'account.status'])
/** How long the figures wait at most for the tables' reads (a slow server must not hold the summary back). */
const TABLES_WAIT_MS = 250

const resourceOf = (query: Query): string => String(query.queryKey[2] ?? '')

/**
 * What `invalidateQueries` by the read's exact key does to it, without finding it again: that scans and hashes every
 * cached read, once per answer landing in a burst. Marked stale; read again if a view shows it (an enabled
 * observer) and its freshness is not `static`, keeping a read already under way; a failure is the read's error state
 * for its view to show, not a rejection left unhandled.
 */
function invalidateLanded(query: Query): void {
  notifyManager.batch(() => {
    query.invalidate()
    if (query.isActive() && !query.isStatic())
      void query.fetch(undefined, { cancelRefetch: false }).catch(() => undefined)
  })
}

/** Every cached read of this profile that covers the account(s): positions, orders, history, metrics… */
export function invalidateAccount(
  client: QueryClient,
  profileId: string,
  account: string | readonly string[],
): Promise<void> {
  const changed = new Set(typeof account === 'string' ? [account] : account)
  const covers = (query: Query) => accountsOf(query.queryKey).some((a) => changed.has(a))
  const filters = { queryKey: queryKeys.profile(profileId), predicate: covers }
  // Every read of them made from now on carries their new rows; a table of many accounts reads only theirs.
  for (const query of client.getQueryCache().findAll(filters))
    noteChanged(
      query,
      accountsOf(query.queryKey).filter((a) => changed.has(a)),
    )
  // A read under way may have been answered before this change, and the query cache marks an answer fresh when it
  // lands, whatever was invalidated meanwhile: it is invalidated again once it lands (a shown read is then read
  // again; one no view shows yet — a read made ahead, an export's page — is left stale for the view opened next).
  // It is not cancelled and restarted: in a burst, a shown read is read once per answer, not once per change.
  for (const query of client.getQueryCache().findAll({ ...filters, fetchStatus: 'fetching' })) {
    void query.promise?.then(
      () => invalidateLanded(query),
      () => undefined,
    )
  }
  const first = client.invalidateQueries(
    { ...filters, predicate: (query: Query) => covers(query) && !AFTER_THE_TABLES.has(resourceOf(query)) },
    { cancelRefetch: false },
  )
  const tablesRead = new Promise<void>((done) => {
    first.then(done, done)
    setTimeout(done, TABLES_WAIT_MS)
  })
  return tablesRead
    .then(() => new Promise<void>((painted) => nextFrame(painted)))
    .then(() =>
      client.invalidateQueries(
        { ...filters, predicate: (query: Query) => covers(query) && AFTER_THE_TABLES.has(resourceOf(query)) },
        { cancelRefetch: false },
      ),
    )
}

/** Every cached read of the account that ended in error and is shown: read again. */
export function refetchFailed(client: QueryClient, profileId: string, account: string): Promise<void> {
  return client.refetchQueries({
    queryKey: queryKeys.profile(profileId),
    type: 'active',
    predicate: (query: Query) => query.state.status === 'error' && accountsOf(query.queryKey).includes(account),
  })
}

/** What the window does with the watch, the same functions for the whole session. */
export interface LiveActions {
  /** Check these accounts now (after a write, or a change the edit dialog noticed). */
  refresh: (accounts: readonly string[]) => void
  /** Opens the table row an activity entry points at (set by the workspace). */
  openTarget: (target: ActivityTarget) => void
}

/** The watch's status (published after every pass) and the actions: what the summary bar's Live cells read. */
export interface LiveValue extends LiveActions {
  status: WatchStatus | null
}

/** The session's activity, for the header's button, its panel and the in-window notification. */
export interface ActivityValue {
  activity: readonly ActivityEvent[]
  unread: number
  markRead: () => void
  /** The newest entries (those told since the last frame), for the in-window notification; cleared by dismissing. */
  latest: readonly ActivityEvent[]
  dismissLatest: () => void
  openTarget: (target: ActivityTarget) => void
}

// Three contexts, so what changes often re-renders only what shows it: a watch status re-renders the summary bar
// and not the header's activity button; new activity the button and not the summary's 200 rows; and the views and
// dialogs that only act (refresh, open an entry's row) render for neither.
/** Exported for component tests, which give a watch status of their own; the app sets it in LiveProvider. */
export const LiveContext = createContext<LiveValue | null>(null)
const LiveActionsContext = createContext<LiveActions | null>(null)
const ActivityContext = createContext<ActivityValue | null>(null)

/** The row an activity entry asked to open; the token tells a second ask for the same row from the first. */
interface RevealRequest {
  target: ActivityTarget
  token: number
}

const RevealContext = createContext<RevealRequest | null>(null)

/** The watch's status and the actions: renders again after every watch pass. */
export function useLive(): LiveValue | null {
  return useContext(LiveContext)
}

/** Refresh and open-an-entry only: never renders again for the watch's status or new activity. */
export function useLiveActions(): LiveActions | null {
  return useContext(LiveActionsContext)
}

/** The session's activity: renders again when entries arrive (at most once a frame), not for the watch's status. */
export function useActivity(): ActivityValue | null {
  return useContext(ActivityContext)
}

export function LiveProvider({
  children,
  onOpenTarget,
}: {
  children: ReactNode
  onOpenTarget: (t: ActivityTarget) => void
}) {
  const session = useSession()
  const queryClient = useQueryClient()
  const profileId = session.session.profileId
  const accounts = session.accountCodes
  const visibility = useWindowVisibility()
  const [status, setStatus] = useState<WatchStatus | null>(null)
  const [activity, setActivity] = useState<readonly ActivityEvent[]>([])
  const [unread, setUnread] = useState(0)
  const [latest, setLatest] = useState<readonly ActivityEvent[]>([])
  const [reveal, setReveal] = useState<RevealRequest | null>(null)

  const accountsKey = accounts.join(',')
  useEffect(() => {
    if (!hasBridge()) return
    let alive = true
    void unwrap(dx().watch.set({ accounts: accountsKey ? accountsKey.split(',') : [], visibility }))
      .then((s) => alive && setStatus(s))
      .catch(() => undefined)
    return () => {
      alive = false
    }
  }, [accountsKey, visibility])

  useEffect(() => {
    if (!hasBridge()) return
    const api = dx()
    let alive = true
    void unwrap(api.activity.list({}))
      .then((list) => {
        if (!alive) return
        setActivity(list.events)
        setUnread(list.unread)
      })
      .catch(() => undefined)
    let failing = new Set<string>()
    const changedAccount = frameBatch((accounts) => void invalidateAccount(queryClient, profileId, accounts))
    // A burst brings many statuses and activity parts a frame: the newest status, and every entry, are rendered
    // once a frame (frame-queue.ts). The status (the summary's Live cells) waits for the frame showing a change in
    // the tables to be painted.
    const statusNow = afterPaintQueue<WatchStatus>((list) => {
      const newest = list.at(-1)
      if (newest) setStatus(newest)
    })
    const activityNow = frameQueue<EventPayload<'activity.added'>>((parts) => {
      const told = parts.flatMap((p) => p.events)
      setActivity((list) => withNewest(list, told))
      setUnread(parts.at(-1)?.unread ?? 0)
      setLatest(told)
    })
    const offs = [
      api.on['watch.status']((s) => {
        // An account read again after failing: the server is back. Reads that failed meanwhile (a table left in
        // error) are read again now, not when someone presses "Try again"; the version may not have moved at all.
        const recovered = s.accounts.filter((a) => a.state === 'watching' && failing.has(a.account))
        failing = new Set(s.accounts.filter((a) => a.state === 'failing').map((a) => a.account))
        for (const { account } of recovered) void refetchFailed(queryClient, profileId, account)
        statusNow(s)
      }),
      api.on['account.changed']((e) => changedAccount(e.account)),
      api.on['activity.added']((e) => activityNow(e)),
    ]
    return () => {
      alive = false
      for (const off of offs) off()
    }
  }, [queryClient, profileId])

  const markRead = useCallback(() => {
    setUnread(0)
    if (hasBridge())
      void dx()
        .activity.markRead({})
        .catch(() => undefined)
  }, [])
  const dismissLatest = useCallback(() => setLatest([]), [])
  const refresh = useCallback((list: readonly string[]) => {
    if (hasBridge() && list.length > 0)
      void dx()
        .watch.refresh({ accounts: [...list] })
        .catch(() => undefined)
  }, [])
  const openTarget = useCallback(
    (target: ActivityTarget) => {
      setReveal((r) => ({ target, token: (r?.token ?? 0) + 1 }))
      onOpenTarget(target)
    },
    [onOpenTarget],
  )

  const actions = useMemo<LiveActions>(() => ({ refresh, openTarget }), [refresh, openTarget])
  const value = useMemo<LiveValue>(() => ({ status, ...actions }), [status, actions])
  const activityValue = useMemo<ActivityValue>(
    () => ({ activity, unread, markRead, latest, dismissLatest, openTarget }),
    [activity, unread, markRead, latest, dismissLatest, openTarget],
  )
  return (
    <LiveActionsContext.Provider value={actions}>
      <LiveContext.Provider value={value}>
        <ActivityContext.Provider value={activityValue}>
          <RevealContext.Provider value={reveal}>{children}</RevealContext.Provider>
        </ActivityContext.Provider>
      </LiveContext.Provider>
    </LiveActionsContext.Provider>
  )
}

/** For a table: the row an activity entry asked to open, as a DataTable `reveal`. */
export function useReveal<R>(
  view: ActivityTarget['view'],
  keyOf: (row: R) => string,
): { token: number; match: (row: R) => boolean } | undefined {
  const reveal = useContext(RevealContext)
  const target = reveal?.target
  const token = reveal?.token ?? 0
  return useMemo(() => {
    if (!target || target.view !== view) return undefined
    return { token, match: (row: R) => keyOf(row) === target.rowKey }
    // keyOf is a module-level function in every caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target, token, view])
}
