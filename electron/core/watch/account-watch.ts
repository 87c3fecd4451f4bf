// The live account picture: one watch for the set of accounts on screen, one conditional request per account
// per interval (open orders with If-None-Match; a 304 costs the server almost nothing), and when an
// account's version moves, a snapshot of it, the difference told as activity, and one `account.changed` so
// every view of that account refreshes together.
//
// Why in main and not in the renderer: main owns the session and the API client already, and the watch's
// memory — the last snapshot of each account and the ids already told — must outlive a renderer reload and
// a reconnect, or the same fill would be reported twice. OS notifications are raised by main anyway, and a
// renderer that could push "what happened" into main would be trusted with content main cannot check. The
// renderer only says which accounts are on screen and whether the window is seen (`watch.set`), and asks for
// an immediate check after something it noticed (`watch.refresh`); both inputs are validated by the router.
import type { Clock } from '@shared/domain/clock'
import type { EventPayload, WatchAccountStatus, WatchStatus } from '@shared/ipc/contract'
import type { WATCH_VISIBILITY } from '@shared/ipc/contract'
import type { AppError } from '@shared/ipc/result'
import { ActivityEventSchema } from '@shared/domain/activity/model'
import { accountEventKey, transferKey } from '@shared/domain/activity/diff'
import {
  diffSnapshots,
  vanishedOrderIds,
  type AccountSnapshot,
  type ActivityEvent,
  type ActivityKind,
} from '@shared/domain/activity'
import type { AccountEvent, AccountMetrics, AccountPortfolio, CashTransfer, Order, Position } from '@shared/api/records'
import { timestampToEpochMs } from '@shared/api/primitives'
import { toAppError, type DxClient } from '../api-client'
import { afterLook, basisOf, etagAtVersion, openPositions, workingOrders } from '../api-client/pushed-portfolio'
import { PushedLookAnswerSchema } from '@shared/api/pushed-look'
import type { PushEvent, PushState } from '../api-client/push/events'
import type { Timers } from '@shared/domain/clock'
import { realTimers } from '../real-timers'
import type { AppLogger } from '../logging/app-logger'
import type { SessionManager } from '../session/session-manager'
import { gapEntry, unreadEntry } from '@shared/domain/activity/gap'
import { ActivityLog } from './activity-log'
import type { Quote } from '@shared/api/market-data'
import { createQuoteFeed, QUOTE_FRAME_MS, type QuoteFeed } from './quote-feed'
import { raiseNotifications, type NotificationPort } from './notifier'
import { MAX_NEWEST_ITEMS, newestOfEach, newestSince, newestSinceOfEach, readFrom, wholeList } from './newest-items'
import { gatheredRead, type GatheredRead } from './gathered-read'
import { nextTurn, turnsOneEach } from './turns'

export type Visibility = (typeof WATCH_VISIBILITY)[number]

/** A window in the background is still checked, only less often. */
export const BACKGROUND_FACTOR = 5
/** Back-off after failures doubles up to this. */
const MAX_BACKOFF_MS = 60_000
/**
 * Entries one `activity.added` carries at most: a catch-up that finds thousands (after a lost push, a hidden window)
 * is sent in parts, with main's event loop free between them for the window's calls and the other accounts' reads.
 */
export const ACTIVITY_PER_EVENT = 200
/**
 * How long the first look at newly watched accounts waits for push to come up: with push live, their portfolios
 * arrive in the subscription's first message and one read over all of them gives their events and transfers, instead
 * of four reads per account. Push refused or lost sooner: they are read at once, as without push.
 */
export const FIRST_LOOK_PUSH_WAIT_MS = 5_000
/**
 * First looks read at once, push or not, when this few accounts need one: their reads (four each) take less than
 * push takes to come up. More than this wait for push (a support desk opening a couple of hundred clients).
 */
export const FIRST_LOOKS_READ_AT_ONCE = 10
/** Accounts one `metrics.changed` carries at most (the contract's bound). */
const MAX_METRICS_PER_EVENT = 1000

/** A page of a newest-first list: the first from its start, a further one from where the last ended. */
const pageOf = (from: number, limit: number) => (from === 0 ? { limit } : { limit, 'start-from': from })
/** A page of the events since `since` (see `readFrom`); transfers name the range `time-from`. */
const eventsPage = (from: number, limit: number, since: string | undefined) =>
  since === undefined ? pageOf(from, limit) : { ...pageOf(from, limit), 'from-time': since }
const transfersPage = (from: number, limit: number, since: string | undefined) =>
  since === undefined ? pageOf(from, limit) : { ...pageOf(from, limit), 'time-from': since }
const eventTime = (e: AccountEvent) => e.time
const transferTime = (t: CashTransfer) => t.transactionTime

/** What a look held of an account's events and transfers, and what a read over several accounts found since. */
type HeldLists = Pick<AccountSnapshot, 'events' | 'transfers'>
interface FoundLists {
  events?: AccountEvent[]
  transfers?: CashTransfer[]
}
/** The events and transfers of the accounts one pass looks at from push, read together. */
type ListsRead = GatheredRead<HeldLists & { client: DxClient }, FoundLists>

/** Events and transfers a look found that are older than the newest the last look had: not new, only unread then. */
function withOlderItems(before: AccountSnapshot, after: AccountSnapshot): AccountSnapshot {
  const older = <T>(was: readonly T[], now: readonly T[], key: (item: T) => string, at: (item: T) => number) => {
    const newest = Math.max(...was.map(at))
    const known = new Set(was.map(key))
    return [...was, ...now.filter((item) => !known.has(key(item)) && at(item) < newest)]
  }
  const ms = (time: string | undefined) => (time === undefined ? Number.NEGATIVE_INFINITY : timestampToEpochMs(time))
  return {
    ...before,
    events: older(before.events, after.events, accountEventKey, (e) => ms(e.time)),
    transfers: older(before.transfers, after.transfers, transferKey, (t) => ms(t.transactionTime)),
  }
}

/** A snapshot's version where push gave the account's version and no read gave an ETag for it. */
const pushedVersion = (version: number) => `pushed:${version}`

export interface WatchSettings {
  cadenceMs: number
  notifyKinds: readonly ActivityKind[]
  hideAmounts: boolean
}

export interface AccountWatchOptions {
  sessions: SessionManager
  /** The connected profile's settings (cadence, notification kinds) and whether amounts must be hidden. */
  settings(): Promise<WatchSettings>
  clock: Clock
  timers?: Timers
  /** Events or transfers one look reads at most (default MAX_NEWEST_ITEMS). */
  lookLimit?: number
  emit<E extends WatchEvent>(event: E, payload: EventPayload<E>): void
  notifications?: NotificationPort
  /** Each account's pushed figures, as they arrive (the risk alerts). */
  onMetrics?(metrics: readonly AccountMetrics[], at: number): void
  /** Every new price the quote feed takes, pushed or read (the price alerts). */
  onQuote?(quote: Quote): void
  logger: AppLogger
}

type WatchEvent = 'account.changed' | 'activity.added' | 'watch.status' | 'quotes.changed' | 'metrics.changed'

interface AccountState {
  version?: string
  snapshot?: AccountSnapshot
  checkedAt?: number
  changedAt?: number
  failures: number
  error?: AppError
  nextAt: number
  /** Client order ids this app changed since the last snapshot (not "modified by someone else"). */
  own: Set<string>
  /** Paused before its first complete look: the views' reads may be older than that look, whatever it finds. */
  pausedBeforeFirstLook?: boolean
  /** The account version of the last complete read, when its ETag is a version. */
  known?: number
  /** Pushes that asked for a read so far: one that arrives while a read is under way asks for the next read. */
  pushes?: number
  /** The newest version pushed so far. */
  pushed?: number
  /** The version the last push that asked for a read named: a look answered at it holds every push heard so far. */
  lastPushed?: number
  /** The account version of the last complete look, read or pushed: a push of this version brings nothing new. */
  picture?: number
  /** The version Open orders and Positions may be answered at from push (the tables' side of the picture). */
  vouched?: number
  /**
   * The snapshot's orders came from push, which carries no group links: the next read's links are taken as they were,
   * so a grouped order is not told as modified only because its links became known.
   */
  linksUnknown?: boolean
  /** The last read's orders were partly unreadable: the account is watched, its summary says "Partly read". */
  partly?: AppError
  /** The last look's events or transfers were partly unreadable. */
  listsPartly?: boolean
  /** When the account came on screen: its first look waits for push that long at most. */
  askedAt?: number
}

/** An ETag that is the account's version (`"57"`), as DX servers send for one account; else undefined. */
function versionOfEtag(etag: string | undefined): number | undefined {
  const match = etag === undefined ? null : /^(?:W\/)?"?(\d+)"?$/.exec(etag)
  return match ? Number(match[1]) : undefined
}

export interface AccountWatch {
  set(accounts: readonly string[], visibility: Visibility): Promise<WatchStatus>
  /** Check these accounts now, whatever the schedule (a write, or a change the edit dialog noticed). */
  refresh(accounts: readonly string[]): void
  /** An order this app changed itself: its next difference is not "modified by someone else". */
  noteOwnChange(account: string, clientOrderIds: readonly string[]): void
  /** The accounts on screen, as the renderer last set them. */
  watched(): readonly string[]
  status(): WatchStatus
  activity(): { events: ActivityEvent[]; unread: number }
  /** The symbols on screen: their quotes come as `quotes.changed`; answers what is known of them now. */
  watchQuotes(symbols: readonly string[], account: string | undefined): ReturnType<QuoteFeed['want']>
  /**
   * Symbols priced for main alone (the price alerts): subscribed on the market-data socket beside the screen's, so
   * their pushed quotes reach `onQuote` without reaching the window.
   */
  watchAlertSymbols(symbols: readonly string[]): void
  /**
   * The version of each account's picture Open orders and Positions may be answered at from the pushed portfolio
   * (push live, no gap, every account watched and read); undefined: read them from the server.
   */
  pushedVersions(accounts: readonly string[]): Record<string, number> | undefined
  /** Whether quotes of all these symbols arrive by push now; anything else must be read. */
  quotesPushed(symbols: readonly string[]): boolean
  /** Entries found outside the watch's own pass (risk alerts): logged, sent and notified like its own. */
  report(events: readonly ActivityEvent[]): void
  markRead(): void
  /** Resolves when no pass is running or due now (tests). */
  idle(): Promise<void>
  stop(): void
}

export function createAccountWatch(options: AccountWatchOptions): AccountWatch {
  const timers = options.timers ?? realTimers
  const { clock, sessions } = options
  const lookLimit = options.lookLimit ?? MAX_NEWEST_ITEMS
  /** Each look's comparison in a turn of its own: looks whose reads end together are not one long stretch. */
  const comparisonTurn = turnsOneEach()
  const logger = options.logger.child({ module: 'watch' })
  // Keyed by connection identity + account, so a reconnect (or another profile on the same server) starts from
  // what that user last saw, never from another user's snapshot.
  const states = new Map<string, AccountState>()
  const logs = new Map<string, ActivityLog>()
  let accounts: string[] = []
  /** `accounts` to look up in: pushes name up to a thousand accounts at a time. */
  let onScreen = new Set<string>()
  let visibility: Visibility = 'foreground'
  let settings: WatchSettings = { cadenceMs: 3_000, notifyKinds: [], hideAmounts: false }
  let timer: unknown
  let running: Promise<void> | null = null
  let again = false
  // Push: the client whose push events are followed, its state, and the gap a lost push leaves until the
  // catch-up read after it (reported with what that read found).
  let attached: { client: DxClient; off: () => void } | null = null
  let pushState: PushState = 'off'
  let pushOffered = false
  let gapFrom: number | null = null
  /** Since the gap opened: the accounts read completely, and what those reads found. */
  const gapRead = new Set<string>()
  let gapFound: ActivityEvent[] = []
  /**
   * Pushed figures not yet sent to the window, the newest per account: whatever arrives within a frame goes out as
   * one `metrics.changed`, as quotes do. Under load the worker's messages queue up and main takes dozens at once;
   * the window needs only the newest figures of each account, checked and sent once.
   */
  let unsentMetrics = new Map<string, AccountMetrics>()
  /** Each watched account's figures as last pushed: the push names an account whose figures stayed the same. */
  const heldMetrics = new Map<string, AccountMetrics>()
  let unsentAt = 0
  let metricsFrame: unknown
  let alertSymbols: string[] = []
  /** The symbols last asked of the market-data socket. */
  let subscribed = new Set<string>()
  const quotes = createQuoteFeed({
    sessions,
    clock,
    timers,
    logger,
    emit: (event, payload) => options.emit(event, payload),
    cadenceMs: () => (visibility === 'hidden' || !sessions.current() ? null : intervalMs()),
    ...(options.onQuote ? { onQuote: options.onQuote } : {}),
  })

  function identity(): string | null {
    const s = sessions.current()
    return s ? `${s.baseUrl}|${s.username}` : null
  }
  function stateOf(account: string): AccountState {
    const key = `${identity() ?? ''}|${account}`
    let state = states.get(key)
    if (!state) {
      state = { failures: 0, nextAt: 0, own: new Set() }
      states.set(key, state)
    }
    return state
  }
  function log(): ActivityLog {
    const key = identity() ?? ''
    let found = logs.get(key)
    if (!found) {
      found = new ActivityLog()
      logs.set(key, found)
    }
    return found
  }

  function intervalMs(): number {
    return visibility === 'background' ? settings.cadenceMs * BACKGROUND_FACTOR : settings.cadenceMs
  }

  const pushLive = () => pushState === 'live'

  /** How changes reach the watch now: pushed, polled (no push here), or polled while push comes back. */
  function source(): WatchStatus['source'] {
    if (pushLive()) return 'push'
    return pushOffered && pushState !== 'off' ? 'reconnecting' : 'polling'
  }

  function status(): WatchStatus {
    return {
      intervalMs: intervalMs(),
      visibility,
      source: source(),
      accounts: accounts.map((account): WatchAccountStatus => {
        const s = stateOf(account)
        const state = visibility === 'hidden' ? 'paused' : s.error ? 'failing' : s.snapshot ? 'watching' : 'starting'
        return {
          account,
          state,
          ...(s.version !== undefined ? { version: s.version } : {}),
          ...(s.checkedAt !== undefined ? { checkedAt: s.checkedAt } : {}),
          ...(s.changedAt !== undefined ? { changedAt: s.changedAt } : {}),
          ...(s.error ? { error: s.error } : s.partly ? { error: s.partly } : {}),
          // With push live there is no next check until a push asks for one.
          ...(visibility !== 'hidden' && Number.isFinite(s.nextAt) ? { nextAt: s.nextAt } : {}),
        }
      }),
    }
  }
  const publish = () => options.emit('watch.status', status())

  function schedule(): void {
    if (timer !== undefined) timers.clearTimeout(timer)
    timer = undefined
    if (visibility === 'hidden' || accounts.length === 0 || !sessions.current()) return
    const next = Math.min(...accounts.map((a) => stateOf(a).nextAt))
    // With push live, an account is read only when a push (or a failed read's retry) says so.
    if (!Number.isFinite(next)) return
    timer = timers.setTimeout(
      () => {
        timer = undefined
        void pass()
      },
      Math.max(0, next - clock.now()),
    )
  }

  async function snapshotOf(
    client: DxClient,
    account: string,
    version: string | undefined,
    orders: readonly Order[],
    before: AccountSnapshot | undefined,
    pushedPositions?: Position[],
    found: FoundLists = {},
  ): Promise<{ snapshot: AccountSnapshot; cut: ('events' | 'transfers')[]; partly: boolean }> {
    const complete = <T>(items: T[]) => ({ items, cut: false, partly: false })
    const eventsFrom = before && readFrom([before.events], eventTime)
    const transfersFrom = before && readFrom([before.transfers], transferTime)
    const [positions, events, transfers] = await Promise.all([
      pushedPositions ? { data: pushedPositions } : client.positions([account]),
      found.events
        ? complete(found.events)
        : newestSince(
            (from, limit) => client.events([account], eventsPage(from, limit, eventsFrom)),
            before?.events,
            accountEventKey,
            lookLimit,
          ),
      found.transfers
        ? complete(found.transfers)
        : newestSince(
            (from, limit) => client.transfers([account], transfersPage(from, limit, transfersFrom)),
            before?.transfers,
            transferKey,
            lookLimit,
          ),
    ])
    return {
      snapshot: {
        account,
        version: version ?? '',
        orders,
        positions: positions.data,
        events: events.items,
        transfers: transfers.items,
      },
      cut: [...(events.cut ? (['events'] as const) : []), ...(transfers.cut ? (['transfers'] as const) : [])],
      partly: events.partly || transfers.partly,
    }
  }

  async function endedOrders(client: DxClient, account: string, ids: number[]): Promise<Map<number, Order | null>> {
    const ended = new Map<number, Order | null>()
    if (ids.length === 0) return ended
    const r = await client.history([account], { 'with-order-id': ids.map(String).join(',') })
    for (const id of ids) ended.set(id, r.data.orders.find((o) => o.orderId === id) ?? null)
    return ended
  }

  /**
   * A look from the pushed portfolio (no read of orders or positions), when it follows on from the picture held: the
   * tables are told at once, then events and transfers are read for the activity (with the pass's other looks from
   * push, `lists`). The worker, which holds the portfolio, compares it with what the picture names and answers only
   * what changed. Null: look by reading instead (nothing held, an order the picture lacks or one ended unseen, group
   * links changed, no version ETags).
   */
  async function lookFromPush(
    client: DxClient,
    account: string,
    state: AccountState,
    lists?: ListsRead,
  ): Promise<ActivityEvent[] | null> {
    const before = state.snapshot
    // A picture taken from push has no server ETag to follow on from, and needs none: its orders' links are unknown.
    if (!before || (state.known === undefined && !state.linksUnknown)) return null
    const answer = PushedLookAnswerSchema.safeParse(
      await client.pushedLook(account, basisOf(state.picture, before.orders, before.positions)),
    )
    if (!answer.success) {
      logger.warn({ account, kind: 'outside-contract' }, 'pushed look outside the contract; reading')
      return null
    }
    const look = answer.data
    if (!look) return null
    const etag = etagAtVersion(state.version, look.version)
    if (etag === undefined && !state.linksUnknown) return null
    const picture = afterLook(before, look)
    if (!picture) return null
    const ended = new Map<number, Order | null>(look.ended.map((o) => [o.orderId, o]))
    const lastLook = state.checkedAt
    const at = clock.now()
    state.checkedAt = at
    state.changedAt = at
    state.vouched = look.version
    options.emit('account.changed', { account, ...(etag !== undefined ? { version: etag } : {}), at })
    const read = await lists?.ask(account, { client, events: before.events, transfers: before.transfers })
    const { snapshot: after, cut } = await snapshotOf(
      client,
      account,
      etag ?? pushedVersion(look.version),
      picture.orders,
      before,
      picture.positions,
      read,
    )
    await comparisonTurn()
    const found = diffSnapshots(before, after, { ended, ownChanges: state.own, noticedAt: clock.now() })
    if (cut.length > 0) found.push(unreadEntry({ account, from: lastLook ?? at, to: at, lists: cut }))
    state.snapshot = after
    state.version = etag
    state.picture = look.version
    state.own.clear()
    return found
  }

  async function check(account: string, lists?: ListsRead): Promise<ActivityEvent[]> {
    try {
      return await look(account, lists)
    } finally {
      // However the look went, the pass's read over the looks from push no longer waits for this account.
      lists?.leave(account)
    }
  }

  async function look(account: string, lists?: ListsRead): Promise<ActivityEvent[]> {
    const state = stateOf(account)
    return sessions.run(async (client) => {
      if (pushLive() && gapFrom === null) {
        const pushed = await lookFromPush(client, account, state, lists)
        if (pushed) return pushed
      }
      lists?.leave(account)
      const probe = await client.probeAccount(account, state.version)
      const lastLook = state.checkedAt
      state.checkedAt = probe.fetchedAt
      if (probe.notModified) {
        state.vouched = versionOfEtag(probe.etag) ?? state.vouched
        return []
      }
      const before = withLinksOf(state, state.snapshot, probe.orders)
      const {
        snapshot: after,
        cut,
        partly,
      } = await snapshotOf(client, account, probe.etag, readOrders(probe, before), before)
      // Partly read lists: which records cannot be read moves with every answer, so an old one may be readable now.
      const partlyRead = partly || probe.unreadable !== undefined || state.partly !== undefined || state.listsPartly
      let found: ActivityEvent[] = []
      const changed = () => {
        // Figures first: a view that reads the account on this event finds its figures already current.
        if (unsentMetrics.has(account)) sendMetrics()
        state.changedAt = probe.fetchedAt
        options.emit('account.changed', {
          account,
          ...(probe.etag !== undefined ? { version: probe.etag } : {}),
          at: probe.fetchedAt,
        })
      }
      if (before) {
        const ended = await endedOrders(client, account, vanishedOrderIds(before, after))
        await comparisonTurn()
        const compareWith = partlyRead ? withOlderItems(before, after) : before
        found = diffSnapshots(compareWith, after, { ended, ownChanges: state.own, noticedAt: clock.now() })
        if (cut.length > 0) {
          found.push(unreadEntry({ account, from: lastLook ?? probe.fetchedAt, to: probe.fetchedAt, lists: cut }))
        }
        changed()
      } else if (state.pausedBeforeFirstLook) {
        // Nothing to compare with, so no activity; but the views read before the window was hidden, and the
        // account may have changed since: they read again.
        changed()
      }
      // Only a complete snapshot moves the version on: a failure half way is checked again, not skipped.
      state.snapshot = after
      state.version = probe.etag
      const version = versionOfEtag(probe.etag)
      if (version !== undefined) state.known = Math.max(state.known ?? 0, version)
      state.picture = version
      state.vouched = version
      state.own.clear()
      state.pausedBeforeFirstLook = false
      delete state.linksUnknown
      if (probe.unreadable) state.partly = probe.unreadable
      else delete state.partly
      state.listsPartly = partly
      return found
    })
  }

  /**
   * The orders a look compares: all of a complete read; of a partly read one the readable orders, with the orders
   * the last look had and this one could not read kept as they were (unreadable now, not ended: never told as such).
   */
  function readOrders(probe: { orders: readonly Order[]; unreadable?: AppError }, before?: AccountSnapshot): Order[] {
    if (!probe.unreadable || !before) return [...probe.orders]
    const read = new Set(probe.orders.map((o) => o.orderId))
    return [...probe.orders, ...before.orders.filter((o) => !read.has(o.orderId))]
  }

  /** A snapshot built from push, its orders given the links a read now shows (push never carries them). */
  function withLinksOf(
    state: AccountState,
    snapshot: AccountSnapshot | undefined,
    read: readonly Order[],
  ): AccountSnapshot | undefined {
    if (!snapshot || !state.linksUnknown) return snapshot
    const links = new Map(read.map((o) => [o.orderId, o.links]))
    const orders = snapshot.orders.map((o) => {
      const now = links.get(o.orderId)
      const { links: _none, ...rest } = o
      return now ? { ...rest, links: now } : rest
    })
    return { ...snapshot, orders }
  }

  /**
   * Whether an account's first look still waits for push: asked of push a moment ago, and push is coming up (neither
   * live nor refused yet) or live with the account's portfolio not pushed yet.
   */
  function waitsForPush(state: AccountState, now: number, held: boolean): boolean {
    if (state.snapshot || state.pausedBeforeFirstLook || state.askedAt === undefined) return false
    if (now >= state.askedAt + FIRST_LOOK_PUSH_WAIT_MS || attached === null) return false
    const coming = !pushOffered && (pushState === 'off' || pushState === 'connecting')
    return coming || (pushLive() && gapFrom === null && !held)
  }

  /**
   * The first look at accounts whose portfolio push holds: orders and positions as pushed, events and transfers from
   * one read over all of them (a few requests, not four per account). Answers the accounts it looked at; the rest
   * (nothing pushed yet, more items than a look holds, a failed read) look on their own.
   */
  async function firstLooksFromPush(list: readonly string[]): Promise<{ done: Set<string>; held: Set<string> }> {
    const done = new Set<string>()
    const heldSet = new Set<string>()
    if (list.length === 0) return { done, held: heldSet }
    try {
      await sessions.run(async (client) => {
        const held = new Map<string, AccountPortfolio>()
        for (const account of list) {
          const pushed = await client.pushedPortfolio(account)
          if (pushed) held.set(account, pushed.portfolio)
        }
        for (const account of held.keys()) heldSet.add(account)
        const codes = [...held.keys()]
        if (codes.length === 0) return
        const [events, transfers] = await Promise.all([
          wholeList((from, limit) => client.events(codes, pageOf(from, limit)), accountEventKey, lookLimit),
          wholeList((from, limit) => client.transfers(codes, pageOf(from, limit)), transferKey, lookLimit),
        ])
        if (!events || !transfers) return
        const eventsOf = newestOfEach(events)
        const transfersOf = newestOfEach(transfers)
        const at = clock.now()
        for (const [account, portfolio] of held) {
          // A read of this account may have finished meanwhile (a write's refresh): it is the better picture.
          const state = stateOf(account)
          if (state.snapshot) continue
          state.snapshot = {
            account,
            version: pushedVersion(portfolio.version),
            orders: workingOrders(portfolio),
            positions: openPositions(portfolio),
            events: eventsOf.get(account) ?? [],
            transfers: transfersOf.get(account) ?? [],
          }
          state.linksUnknown = true
          state.checkedAt = at
          state.picture = portfolio.version
          state.vouched = portfolio.version
          state.failures = 0
          delete state.error
          state.own.clear()
          state.nextAt = Number.POSITIVE_INFINITY
          done.add(account)
        }
      })
    } catch (error) {
      logger.warn({ kind: toAppError(error).kind, accounts: list.length }, 'first look from push failed; reading')
    }
    return { done, held: heldSet }
  }

  /**
   * One read of events and one of transfers over the accounts of a pass that look from push, instead of two per
   * account: a burst of changes on a couple of hundred accounts costs the server a few requests, not hundreds (and
   * stays within a broker's rate limit). An account the read does not finish reads on its own.
   */
  function listsRead(accounts: number): ListsRead {
    return gatheredRead(
      accounts,
      async (asked) => {
        const client = asked.values().next().value?.client
        const heldEvents = new Map<string, readonly AccountEvent[]>()
        const heldTransfers = new Map<string, readonly CashTransfer[]>()
        for (const [account, held] of asked) {
          // A look that began on another connection (a re-login mid-pass) reads on its own.
          if (held.client !== client) continue
          heldEvents.set(account, held.events)
          heldTransfers.set(account, held.transfers)
        }
        const codes = [...heldEvents.keys()]
        if (!client || codes.length < 2) return new Map()
        const eventsFrom = readFrom(heldEvents.values(), eventTime)
        const transfersFrom = readFrom(heldTransfers.values(), transferTime)
        const [events, transfers] = await Promise.all([
          newestSinceOfEach(
            (from, limit) => client.events(codes, eventsPage(from, limit, eventsFrom)),
            heldEvents,
            accountEventKey,
          ),
          newestSinceOfEach(
            (from, limit) => client.transfers(codes, transfersPage(from, limit, transfersFrom)),
            heldTransfers,
            transferKey,
          ),
        ])
        return new Map(
          codes.map((account): [string, FoundLists] => {
            const e = events.get(account)
            const t = transfers.get(account)
            return [account, { ...(e ? { events: e } : {}), ...(t ? { transfers: t } : {}) }]
          }),
        )
      },
      (error, count) =>
        logger.warn({ kind: toAppError(error).kind, accounts: count }, 'events and transfers read failed; each reads'),
    )
  }

  function backoffMs(state: AccountState, error: AppError): number {
    if (error.kind === 'rate-limited' && error.retryAfterMs !== undefined) {
      return Math.max(error.retryAfterMs, intervalMs())
    }
    return Math.min(MAX_BACKOFF_MS, intervalMs() * 2 ** Math.min(state.failures, 10))
  }

  async function runPass(): Promise<void> {
    if (visibility === 'hidden' || !sessions.current()) return
    const now = clock.now()
    let due = accounts.filter((a) => stateOf(a).nextAt <= now)
    const firstLooks = due.filter((a) => !stateOf(a).snapshot && !stateOf(a).pausedBeforeFirstLook)
    const unseen = accounts.filter((a) => !stateOf(a).snapshot).length
    if (unseen > FIRST_LOOKS_READ_AT_ONCE) {
      const { done, held } =
        pushLive() && gapFrom === null
          ? await firstLooksFromPush(firstLooks)
          : { done: new Set<string>(), held: new Set<string>() }
      // Push's first message for these accounts holds their portfolios: until then they wait a moment for it.
      const waiting = new Set(firstLooks.filter((a) => !done.has(a) && waitsForPush(stateOf(a), now, held.has(a))))
      for (const a of waiting) {
        const s = stateOf(a)
        s.nextAt = (s.askedAt ?? now) + FIRST_LOOK_PUSH_WAIT_MS
      }
      due = due.filter((a) => !done.has(a) && !waiting.has(a))
    }
    const found: ActivityEvent[] = []
    const catchingUp = gapFrom
    const lists = due.length > 1 && pushLive() && gapFrom === null ? listsRead(due.length) : undefined
    await Promise.all(
      due.map(async (account) => {
        const state = stateOf(account)
        const pushesBefore = state.pushes
        try {
          const seen = await check(account, lists)
          found.push(...seen)
          if (catchingUp !== null && gapFrom === catchingUp) {
            gapRead.add(account)
            gapFound.push(...seen)
          }
          state.failures = 0
          delete state.error
          // A push that came while this look was under way may be newer than what it saw: look again, unless it saw
          // the version last pushed (the worker holds a portfolio before it tells its version, so that picture holds
          // the push and every one before it; a second look would find nothing pushed and read the account whole).
          const pushedMeanwhile =
            state.pushes !== pushesBefore &&
            (state.known === undefined || (state.pushed ?? 0) > state.known) &&
            state.lastPushed !== state.picture
          state.nextAt = !pushLive()
            ? clock.now() + intervalMs()
            : pushedMeanwhile
              ? clock.now()
              : Number.POSITIVE_INFINITY
        } catch (error) {
          const appError = toAppError(error)
          if (!pushLive() && gapFrom === null) {
            // On polling, a failed read means nothing watched this account since its last good read: a gap,
            // reported like a lost push once every account has been read again.
            gapFrom = state.checkedAt ?? now
            gapRead.clear()
            gapFound = []
          }
          state.failures += 1
          state.error = appError
          state.nextAt = clock.now() + backoffMs(state, appError)
          logger.warn({ account, kind: appError.kind, failures: state.failures }, 'account watch check failed')
        }
      }),
    )
    found.sort((a, b) => a.at - b.at)
    if (catchingUp !== null && gapFrom === catchingUp && accounts.every((a) => gapRead.has(a))) {
      // Once every account has been read completely after push was lost, the gap ends; what those reads found
      // happened unwatched.
      gapFrom = null
      found.push(gapEntry({ from: catchingUp, to: clock.now(), accounts, found: gapFound }))
      gapRead.clear()
      gapFound = []
    }
    // Checked, logged and sent a part at a time, each in its own turn: a burst's thousand entries are not one long
    // stretch of main's thread (checking each entry against the contract is most of that work).
    const fresh: ActivityEvent[] = []
    for (let from = 0; from < found.length; from += ACTIVITY_PER_EVENT) {
      if (from > 0) await nextTurn()
      const part = accept(found.slice(from, from + ACTIVITY_PER_EVENT))
      if (part.length === 0) continue
      fresh.push(...part)
      options.emit('activity.added', { events: part, unread: log().unread })
    }
    notify(fresh)
    publish()
  }

  /** The entries not told before, now in the log. */
  function accept(found: readonly ActivityEvent[]): ActivityEvent[] {
    // Each entry is checked on its own: one that does not fit the contract is logged and left out, never
    // stored (it would fail every later activity.list) and never allowed to take its batch down with it.
    const valid = found.filter((e) => {
      const ok = ActivityEventSchema.safeParse(e).success
      if (!ok)
        logger.warn({ account: e.account.slice(0, 64), kind: e.kind }, 'activity entry outside the contract left out')
      return ok
    })
    return log().add(valid)
  }

  /** One pass's OS notifications, however many parts its entries were sent in. */
  function notify(fresh: readonly ActivityEvent[]): void {
    if (fresh.length === 0) return
    raiseNotifications(options.notifications, fresh, { kinds: settings.notifyKinds, hideAmounts: settings.hideAmounts })
  }

  function tell(found: readonly ActivityEvent[]): void {
    const fresh = accept(found)
    if (fresh.length > 0) options.emit('activity.added', { events: fresh, unread: log().unread })
    notify(fresh)
  }

  function onPush(event: PushEvent): void {
    if (event.kind === 'quotes') return quotes.pushed(event.quotes)
    if (event.kind === 'market') return quotes.marketState(event.state)
    if (event.kind === 'metrics') {
      const shown = event.metrics.filter((m) => onScreen.has(m.account))
      for (const m of shown) {
        unsentMetrics.set(m.account, m)
        heldMetrics.set(m.account, m)
      }
      if (shown.length > 0) {
        unsentAt = Math.max(unsentAt, event.at)
        // A frame, not a poll: real time even where the watch's clock is a test's.
        metricsFrame ??= realTimers.setTimeout(sendMetrics, QUOTE_FRAME_MS)
      }
      // Every push still reaches the risk alerts as it arrives, unchanged figures too (their absence would read as a
      // gap in what was watched); a level crossed and left within a frame counts.
      const again = event.unchanged.flatMap((account) => {
        const held = onScreen.has(account) ? heldMetrics.get(account) : undefined
        return held ? [held] : []
      })
      const assessed = again.length === 0 ? shown : [...shown, ...again]
      if (assessed.length > 0) options.onMetrics?.(assessed, event.at)
      return
    }
    const now = clock.now()
    if (event.kind === 'status') {
      const was = pushState
      pushState = event.state
      if (event.state === 'live') pushOffered = true
      if (was !== 'live' && event.state !== 'connecting' && event.state !== 'off') {
        // Push came up (its first message may have come before this word) or will not for now: accounts waiting for
        // their first look take it from push, or read it themselves.
        let waiting = false
        for (const a of accounts) {
          const s = stateOf(a)
          if (!s.snapshot && Number.isFinite(s.nextAt) && s.nextAt > now) {
            s.nextAt = now
            waiting = true
          }
        }
        if (waiting) void pass()
      }
      if (was === 'live' && event.state !== 'live') {
        // Push lost: nothing watched the accounts since; read them all now, then poll until push is back. A
        // deliberate stop (window hidden, connection ended) is no gap: the watch pauses or ends with it.
        if (event.state !== 'off' && gapFrom === null) {
          gapFrom = event.since
          gapRead.clear()
          gapFound = []
        }
        for (const a of accounts) stateOf(a).nextAt = now
        logger.info({ state: event.state, reason: event.reason }, 'account push lost; polling meanwhile')
        void pass()
      } else if (event.state === 'live') {
        logger.info({}, 'account changes arrive by push')
        for (const a of accounts) {
          const s = stateOf(a)
          if (!s.error && s.snapshot) s.nextAt = Number.POSITIVE_INFINITY
        }
        schedule()
      }
      publish()
      return
    }
    let due = false
    for (const { account, version } of event.versions) {
      if (!onScreen.has(account)) continue
      const s = stateOf(account)
      // Not newer than the picture held (the snapshot after a gap): nothing to do. Only a read moves `known`: a
      // push claiming a version far ahead costs one look, and never hides the real next change.
      if ((s.known !== undefined && version <= s.known) || version === s.picture) continue
      s.nextAt = now
      s.pushes = (s.pushes ?? 0) + 1
      s.pushed = Math.max(s.pushed ?? 0, version)
      s.lastPushed = version
      due = true
    }
    if (due) void pass()
  }

  /** The figures pushed since the last frame, each account's newest, if it is still on screen. */
  function sendMetrics(): void {
    if (metricsFrame !== undefined) realTimers.clearTimeout(metricsFrame)
    metricsFrame = undefined
    const metrics = [...unsentMetrics.values()].filter((m) => onScreen.has(m.account))
    const at = unsentAt
    unsentMetrics = new Map()
    unsentAt = 0
    for (let from = 0; from < metrics.length; from += MAX_METRICS_PER_EVENT) {
      options.emit('metrics.changed', { metrics: metrics.slice(from, from + MAX_METRICS_PER_EVENT), at })
    }
  }

  /** Follows the connected client's push (a new connection, a new client) for the accounts on screen. */
  async function followPush(): Promise<void> {
    if (!sessions.current()) return detachPush()
    await sessions
      .run(async (client) => {
        if (attached?.client !== client) {
          detachPush()
          quotes.reset()
          attached = { client, off: client.push.subscribe(onPush) }
        }
        const hidden = visibility === 'hidden'
        // One subscription set: what the screen shows and what an alert watches (a quote needs an account to ask).
        subscribed = new Set(hidden || accounts.length === 0 ? [] : [...quotes.symbols(), ...alertSymbols])
        client.push.watch(hidden ? [] : accounts, [...subscribed])
      })
      .catch((error: unknown) => logger.warn({ err: toAppError(error).kind }, 'account push not started'))
  }

  function detachPush(): void {
    heldMetrics.clear()
    attached?.off()
    attached?.client.push.watch([])
    attached = null
    subscribed = new Set()
    pushState = 'off'
    pushOffered = false
    gapFrom = null
    gapRead.clear()
    gapFound = []
  }

  async function pass(): Promise<void> {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      try {
        await followPush()
        settings = await options.settings()
        do {
          again = false
          await runPass()
        } while (again)
      } catch (error) {
        logger.error({ err: error }, 'account watch pass failed')
      } finally {
        running = null
        schedule()
      }
    })()
    return running
  }

  return {
    async set(next, nextVisibility) {
      const wasHidden = visibility === 'hidden'
      const added = next.filter((a) => !onScreen.has(a))
      onScreen = new Set(next)
      accounts = [...onScreen]
      for (const a of heldMetrics.keys()) if (!onScreen.has(a)) heldMetrics.delete(a)
      visibility = nextVisibility
      settings = await options.settings().catch(() => settings)
      // New accounts, and every account when the window shows again, are checked at once (caught up).
      const now = clock.now()
      for (const a of wasHidden && visibility !== 'hidden' ? accounts : added) stateOf(a).nextAt = now
      for (const a of added) stateOf(a).askedAt ??= now
      if (visibility === 'background') {
        // Into the background: the next check moves out to the slower cadence instead of running at the old one.
        for (const a of accounts) {
          const s = stateOf(a)
          if (s.checkedAt !== undefined && !s.error) s.nextAt = Math.max(s.nextAt, s.checkedAt + intervalMs())
        }
      }
      if (visibility === 'hidden') {
        for (const a of accounts) {
          const s = stateOf(a)
          if (!s.snapshot) s.pausedBeforeFirstLook = true
        }
        schedule()
      } else void pass()
      await followPush()
      quotes.reschedule()
      publish()
      return status()
    },
    watchQuotes(symbols, account) {
      const known = quotes.want(symbols, account)
      void followPush()
      return known
    },
    watchAlertSymbols(symbols) {
      const sorted = [...new Set(symbols)].sort()
      if (sorted.join(',') === alertSymbols.join(',')) return
      alertSymbols = sorted
      void followPush()
    },
    pushedVersions(list) {
      if (!pushLive() || gapFrom !== null || visibility === 'hidden' || list.length === 0) return undefined
      const out: Record<string, number> = {}
      for (const account of list) {
        const s = stateOf(account)
        if (!onScreen.has(account) || !s.snapshot || s.error || s.vouched === undefined) return undefined
        out[account] = s.vouched
      }
      return out
    },
    quotesPushed: (symbols) => quotes.live() && symbols.every((s) => subscribed.has(s)),
    watched: () => accounts,

    refresh(list) {
      const now = clock.now()
      for (const a of list) if (onScreen.has(a)) stateOf(a).nextAt = now
      void pass()
    },
    noteOwnChange(account, ids) {
      const state = stateOf(account)
      for (const id of ids) state.own.add(id)
    },
    status,
    activity: () => ({ events: log().list(), unread: log().unread }),
    report(events) {
      tell(events)
    },
    markRead() {
      log().markRead()
    },
    async idle() {
      while (running) await running
    },
    stop() {
      accounts = []
      onScreen = new Set()
      heldMetrics.clear()
      if (metricsFrame !== undefined) realTimers.clearTimeout(metricsFrame)
      metricsFrame = undefined
      unsentMetrics = new Map()
      quotes.stop()
      detachPush()
      if (timer !== undefined) timers.clearTimeout(timer)
      timer = undefined
    },
  }
}
