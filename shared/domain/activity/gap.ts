// The activity entry for a time the accounts were not watched (push lost, until the read that caught up): an
// activity feed that admits its gaps, and says what the catching-up read found in them.
import type { ActivityEvent, ActivityKind } from './model'
import { COUNTED_KINDS, type CountedKind } from './words'

const isCounted = (kind: ActivityKind): kind is CountedKind => (COUNTED_KINDS as readonly string[]).includes(kind)

/** How many of each counted kind a catching-up read found. */
export function caughtUpCounts(found: readonly Pick<ActivityEvent, 'kind'>[]): Partial<Record<CountedKind, number>> {
  const counts: Partial<Record<CountedKind, number>> = {}
  for (const e of found) if (isCounted(e.kind)) counts[e.kind] = (counts[e.kind] ?? 0) + 1
  return counts
}

export function gapEntry(gap: {
  from: number
  to: number
  accounts: readonly string[]
  found: readonly Pick<ActivityEvent, 'kind'>[]
}): ActivityEvent {
  const first = gap.accounts[0] ?? ''
  return {
    id: `gap:${gap.from}`,
    account: gap.accounts.length === 1 ? first : '',
    kind: 'gap',
    at: gap.from,
    until: gap.to,
    words: { code: 'caught-up', accounts: gap.accounts.length, found: caughtUpCounts(gap.found) },
    target: { view: 'history', account: first, rowKey: '' },
  }
}

/**
 * The entry for a look that read as many events or transfers as a look may and still did not reach the last look's
 * newest: the older ones of that stretch were not read, so they were not told one by one. Their table has them all.
 */
export function unreadEntry(unread: {
  account: string
  from: number
  to: number
  lists: readonly ('events' | 'transfers')[]
}): ActivityEvent {
  const list = unread.lists.includes('transfers') ? 'transfers' : 'events'
  return {
    id: `unread:${unread.account}:${unread.to}`,
    account: unread.account,
    kind: 'gap',
    at: unread.from,
    until: unread.to,
    words: { code: 'unread', list },
    target: { view: list, account: unread.account, rowKey: '' },
  }
}
