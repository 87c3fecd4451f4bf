// A table of many accounts read again after one account changed asks only for that account's rows and splices them
// into what it holds: the live watch tells every change of an account (`account.changed`), so the rows of the
// accounts it did not name are still current. With 200 accounts on screen a fill then crosses one account's rows,
// not the whole table, and the rows of the other 199 stay the same objects, so nothing keyed on them is redone.
// A read is read whole when what it holds cannot be vouched for that way: never answered, asked of the server
// (Refresh), records the server gave unreadable, or rows not in the order of its accounts (docs/live-data.md).
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query'
import type { ReadResult } from '../components/ResourceFrame/ResourceFrame'
import { queryHash } from './query-hash'

/** What an account read holds: its rows, each naming its account, and the read's freshness. */
type HeldRead<R extends { account: string }> = ReadResult<R[]>

/** The accounts told changed since each held read was answered, until its next read starts. */
const changedSince = new WeakMap<Query, Set<string>>()

/** The watch told these accounts changed: every read of them made from now on must carry their new rows. */
export function noteChanged(query: Query, accounts: Iterable<string>): void {
  const set = changedSince.get(query) ?? new Set<string>()
  for (const account of accounts) set.add(account)
  changedSince.set(query, set)
}

/** The part of a read's accounts to read now, and how its answer makes the whole. */
export interface PartRead<T> {
  accounts: string[]
  /** The whole read: what is held, with the part's rows from its answer. */
  merge: (answer: T) => T
  /** Puts the accounts back for the next read, when this one did not land. */
  unread: () => void
}

/** A read that may be read in part: each start of it takes the accounts told changed meanwhile. */
export interface PartReader<T> {
  take: (client: QueryClient, queryKey: QueryKey, accounts: readonly string[]) => PartRead<T> | undefined
}

function inAccountOrder(rows: readonly { account: string }[], accounts: readonly string[]): boolean {
  const rank = new Map(accounts.map((a, i) => [a, i]))
  let last = -1
  for (const row of rows) {
    const at = rank.get(row.account)
    if (at === undefined || at < last) return false
    last = at
  }
  return true
}

/**
 * Reads of rows that name their account. Each start of a read takes the accounts told changed for it (the read
 * answers for them, whole or in part) and says which part to read, or undefined where it must be read whole.
 */
export function partReader<R extends { account: string }>(): PartReader<HeldRead<R>> {
  return {
    take(client, queryKey, accounts) {
      // By its hash: `find` would hash every cached read's key to compare, 400 of them with 200 accounts on screen.
      const query = client.getQueryCache().get(queryHash(queryKey))
      if (!query) return undefined
      const changed = changedSince.get(query)
      changedSince.delete(query)
      const held = query.state.data as HeldRead<R> | undefined
      if (!changed || !held || held.unreadable !== undefined) return undefined
      const part = accounts.filter((a) => changed.has(a))
      if (part.length === 0 || part.length === accounts.length || !inAccountOrder(held.data, accounts)) return undefined
      return {
        accounts: part,
        merge: (answer) => spliced(held, answer, accounts, part),
        unread: () => noteChanged(query, part),
      }
    },
  }
}

/**
 * The held read with the rows of the part's accounts replaced by the answer's, in the order of the read's accounts.
 * The held read had no unreadable records, so the whole has exactly those of the part.
 */
function spliced<R extends { account: string }>(
  held: HeldRead<R>,
  answer: HeldRead<R>,
  accounts: readonly string[],
  part: readonly string[],
): HeldRead<R> {
  const rowsOf = new Map<string, R[]>(accounts.map((a) => [a, []]))
  const replaced = new Set(part)
  for (const row of held.data) if (!replaced.has(row.account)) rowsOf.get(row.account)?.push(row)
  for (const row of answer.data) if (replaced.has(row.account)) rowsOf.get(row.account)?.push(row)
  return {
    data: accounts.flatMap((a) => rowsOf.get(a) ?? []),
    ...(held.etag !== undefined ? { etag: held.etag } : {}),
    notModified: false,
    fetchedAt: Math.max(held.fetchedAt, answer.fetchedAt),
    ...(answer.unreadable !== undefined ? { unreadable: answer.unreadable } : {}),
  }
}
