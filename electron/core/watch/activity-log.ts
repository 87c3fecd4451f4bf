// The session's activity, per connected user: every entry once (by id), newest first, and how many arrived
// since the trader last opened the panel. Kept in main so a renderer reload shows the same list and the
// same unread count, and nothing is told twice.
import { LRUCache } from 'lru-cache'
import { ACTIVITY_KEPT, type ActivityEvent } from '@shared/domain/activity'

/**
 * Ids remembered to tell nothing twice. An id comes back only when a state already told is read again soon after
 * (the catch-up after a lost push, a re-read after a reconnect), never hours later: ten times the entries kept
 * covers that with room, and keeps a day of changes from growing main's memory without end.
 */
export const REMEMBERED_IDS = 20_000

export class ActivityLog {
  private readonly entries: ActivityEvent[] = []
  private readonly ids = new LRUCache<string, true>({ max: REMEMBERED_IDS })
  private unreadCount = 0

  /** Keeps the entries not seen before and returns them (oldest first, as given). */
  add(events: readonly ActivityEvent[]): ActivityEvent[] {
    const fresh: ActivityEvent[] = []
    for (const e of events) {
      // `get` also marks the id as recently seen, so an id that keeps coming back is never the one forgotten.
      if (this.ids.get(e.id)) continue
      this.ids.set(e.id, true)
      fresh.push(e)
      this.entries.unshift(e)
    }
    this.unreadCount += fresh.length
    // A dropped entry's id stays remembered (within REMEMBERED_IDS): it must still never come back as new.
    if (this.entries.length > ACTIVITY_KEPT) this.entries.length = ACTIVITY_KEPT
    this.unreadCount = Math.min(this.unreadCount, this.entries.length)
    return fresh
  }

  list(): ActivityEvent[] {
    return [...this.entries]
  }

  /** How many ids are remembered now (bounded by REMEMBERED_IDS). */
  get remembered(): number {
    return this.ids.size
  }

  get unread(): number {
    return this.unreadCount
  }

  markRead(): void {
    this.unreadCount = 0
  }
}
