// How the watch reads an account's newest events and transfers: the lists are newest first and paged, and a look
// needs only what arrived since the last one. One account's list is read until a page reaches an item the last look
// had; several accounts' lists are read as one list over all of them, which the server answers in a request or two
// instead of one per account.
import { timeTextToEpochMs } from '@shared/api/primitives'

/** The newest items a snapshot reads at once: enough to see what a few seconds usually add. */
const NEWEST_ITEMS = 50
/** Further pages, when more than the first arrived since the last look (a busy account, or one not read a while). */
const FURTHER_ITEMS = 500
/**
 * Events or transfers one look reads at most: room for minutes without a look at a very busy account (its reads
 * backed off after failures, several transfers a second); what lies beyond it is not read, and the activity
 * says so.
 */
export const MAX_NEWEST_ITEMS = 20_000
/**
 * Items one read over several accounts goes through before the accounts it has not finished read on their own: a
 * few accounts whose newest known item is old are cheaper read alone than by paging through everyone's.
 */
const MANY_ACCOUNTS_DEPTH = 2 * FURTHER_ITEMS
/**
 * Accounts left that still read on their own past that depth. More than these, and the read goes on to
 * `DEEPEST_MANY_ACCOUNTS`: after a burst of changes over many accounts, those whose last look came before it would
 * each be read alone (tens of requests in one look, seconds of the client's pace) where one more page has them.
 */
const READ_ALONE = 5
const DEEPEST_MANY_ACCOUNTS = 4 * FURTHER_ITEMS

/**
 * Where a read of accounts' newest items may start (`from-time` of events, `time-from` of transfers): a second before
 * the oldest of their newest held items, in whole seconds, so a server that keeps times to the second, or starts a
 * range just after its first instant, still answers those items. A look reads down to the newest item it held and no
 * further, and the lists are newest first by that time, so the range leaves out nothing a look keeps; it spares the
 * server, the wire and the client every older item (a burst's looks over tens of accounts read a few items each
 * instead of everything since the accounts' last deposits). Undefined when an account holds none (what it gets may be
 * older than another's newest) or a held time is missing or unreadable.
 */
export function readFrom<T>(held: Iterable<readonly T[]>, timeOf: (item: T) => string | undefined): string | undefined {
  let oldest = Number.POSITIVE_INFINITY
  for (const items of held) {
    let newest = Number.NEGATIVE_INFINITY
    for (const item of items) {
      const text = timeOf(item)
      const ms = text === undefined ? null : timeTextToEpochMs(text)
      if (ms === null) return undefined
      newest = Math.max(newest, ms)
    }
    oldest = Math.min(oldest, newest)
  }
  const from = Math.floor(oldest / 1000) * 1000 - 1000
  // Before 1970 is no server's time: such a list is read whole, as without a range.
  return Number.isFinite(from) && from >= 0 ? `${new Date(from).toISOString().slice(0, 19)}Z` : undefined
}

type ReadPage<T> = (startFrom: number, limit: number) => Promise<{ data: readonly T[]; unreadable?: unknown }>

/**
 * The newest items of a newest-first list, page after page until a page reaches an item the last look had (or the
 * list ends): whatever arrived between two looks is in the snapshot, so none is left untold. Items that a newer
 * one pushed onto the next page while it was read are kept once.
 */
export async function newestSince<T>(
  readPage: ReadPage<T>,
  before: readonly T[] | undefined,
  key: (item: T) => string,
  lookLimit: number,
): Promise<{ items: T[]; cut: boolean; partly: boolean }> {
  const known = new Map(before?.map((item) => [key(item), item]))
  const kept = new Set<string>()
  const items: T[] = []
  let reached = false
  let partly = false
  for (let from = 0; from < lookLimit;) {
    const limit = from === 0 ? NEWEST_ITEMS : FURTHER_ITEMS
    const { data, unreadable } = await readPage(from, limit)
    if (unreadable !== undefined) partly = true
    from += limit
    for (const item of data) {
      const k = key(item)
      const held = known.get(k)
      if (held !== undefined) reached = true
      // Past what the last look had, an item it did not have is older than its window, never new.
      else if (reached) continue
      if (kept.has(k)) continue
      kept.add(k)
      // An item the last look had is told by its key alone (the server never changes one in place under its key:
      // held-records.integration.test.ts): the one held is kept, so a burst's looks keep no new copies of an
      // account's newest events and transfers (held until the next look, each copy outlived main's young generation
      // and became old garbage for the major collections seen in a burst's profile).
      items.push(held ?? item)
    }
    // The first look has nothing to reach: its newest page is where the next look starts from.
    if (before === undefined || data.length < limit || reached) {
      return { items, cut: false, partly }
    }
  }
  // Read as far as a look may, and still not back to the last look: older items arrived that nobody will read.
  return { items, cut: true, partly }
}

/** One account's side of a read over several: what its last look had, and what this read keeps of it. */
interface AccountList<T> {
  known: Map<string, T>
  items: T[]
  kept: Set<string>
  reached: boolean
}

/**
 * What `newestSince` answers each account, from one newest-first list over all of them: pages are read until every
 * account reached an item its last look had, or the list ended. An account finished neither way within
 * `MANY_ACCOUNTS_DEPTH` items (`DEEPEST_MANY_ACCOUNTS` while more than `READ_ALONE` are unfinished) is not in the
 * answer (it reads on its own), nor is any when a page was partly unreadable (each account's own read says which of
 * its records are).
 */
export async function newestSinceOfEach<T extends { account: string }>(
  readPage: ReadPage<T>,
  before: ReadonlyMap<string, readonly T[]>,
  key: (item: T) => string,
): Promise<Map<string, T[]>> {
  const lists = new Map<string, AccountList<T>>()
  for (const [account, items] of before) {
    lists.set(account, { known: new Map(items.map((i) => [key(i), i])), items: [], kept: new Set(), reached: false })
  }
  let unreached = lists.size
  let ended = false
  for (let from = 0; unreached > 0 && !ended; from += FURTHER_ITEMS) {
    if (from >= MANY_ACCOUNTS_DEPTH && (unreached <= READ_ALONE || from >= DEEPEST_MANY_ACCOUNTS)) break
    const { data, unreadable } = await readPage(from, FURTHER_ITEMS)
    if (unreadable !== undefined) return new Map()
    ended = data.length < FURTHER_ITEMS
    for (const item of data) {
      const list = lists.get(item.account)
      if (!list) continue
      const k = key(item)
      const held = list.known.get(k)
      if (held !== undefined && !list.reached) {
        list.reached = true
        unreached -= 1
      } else if (held === undefined && list.reached) continue
      if (list.kept.has(k)) continue
      list.kept.add(k)
      list.items.push(held ?? item)
    }
  }
  const answer = new Map<string, T[]>()
  for (const [account, list] of lists) if (list.reached || ended) answer.set(account, list.items)
  return answer
}

/**
 * Every item of a newest-first list over several accounts, page after page, at most `lookLimit`; null when there are
 * more (each account then looks on its own). An item a newer one pushed onto the next page is kept once.
 */
export async function wholeList<T>(
  readPage: ReadPage<T>,
  key: (item: T) => string,
  lookLimit: number,
): Promise<T[] | null> {
  const kept = new Set<string>()
  const items: T[] = []
  for (let from = 0; from < lookLimit; from += FURTHER_ITEMS) {
    const { data } = await readPage(from, FURTHER_ITEMS)
    for (const item of data) {
      const k = key(item)
      if (kept.has(k)) continue
      kept.add(k)
      items.push(item)
    }
    if (data.length < FURTHER_ITEMS) return items
  }
  return null
}

/** Each account's newest items of a newest-first list over several accounts (what its next look reads up to). */
export function newestOfEach<T extends { account: string }>(items: readonly T[]): Map<string, T[]> {
  const by = new Map<string, T[]>()
  for (const item of items) {
    let list = by.get(item.account)
    if (!list) by.set(item.account, (list = []))
    if (list.length < NEWEST_ITEMS) list.push(item)
  }
  return by
}
