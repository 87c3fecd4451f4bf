// The activity entry for a time the accounts were not watched (push lost, until the read that caught up): an
// activity feed that admits its gaps, and says what the catching-up read found in them.
import { msg } from '../../text/messages'
import type { ActivityEvent, ActivityKind } from './model'

/** The kinds a catching-up read counts, in the order they are told. */
const COUNTED = [
  'filled',
  'partly-filled',
  'cancelled',
  'expired',
  'rejected',
  'modified',
  'position-opened',
  'position-closed',
  'position-changed',
  'margin-call',
  'liquidation',
  'transfer',
] as const satisfies readonly ActivityKind[]
type Counted = (typeof COUNTED)[number]
const isCounted = (kind: ActivityKind): kind is Counted => (COUNTED as readonly string[]).includes(kind)

/** "2 fills, 1 transfer" for what a catching-up read found; "nothing had changed" when it found nothing. */
export function caughtUpSummary(found: readonly Pick<ActivityEvent, 'kind'>[]): string {
  const counts = new Map<Counted, number>()
  for (const e of found) if (isCounted(e.kind)) counts.set(e.kind, (counts.get(e.kind) ?? 0) + 1)
  if (counts.size === 0) return msg('activity.caughtUp.nothing')
  return [...counts].map(([kind, n]) => msg(`activity.caughtUp.counted.${kind}`, { count: n, n })).join(', ')
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
    account: gap.accounts.length === 1 ? first : msg('activity.caughtUp.accounts', { n: gap.accounts.length }),
    kind: 'gap',
    at: gap.from,
    until: gap.to,
    title: msg('activity.caughtUp.title'),
    detail: msg('activity.caughtUp.detail', { found: caughtUpSummary(gap.found) }),
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
    title: msg('activity.unread.title'),
    detail: msg(`activity.unread.${list}`),
    target: { view: list, account: unread.account, rowKey: '' },
  }
}
