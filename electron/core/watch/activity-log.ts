// The session's activity, per connected user: every entry once (by id), newest first, and how many arrived
// since the trader last opened the panel. Kept in main so a renderer reload shows the same list and the
// same unread count, and nothing is told twice.
import type { ActivityEvent } from '@shared/domain/activity'

/** More than a busy session produces; the oldest entries go first beyond it. */
const MAX_ENTRIES = 2_000

export class ActivityLog {
  private readonly entries: ActivityEvent[] = []
  private readonly ids = new Set<string>()
  private unreadCount = 0

  /** Keeps the entries not seen before and returns them (oldest first, as given). */
  add(events: readonly ActivityEvent[]): ActivityEvent[] {
    const fresh = events.filter((e) => !this.ids.has(e.id))
    for (const e of fresh) {
      this.ids.add(e.id)
      this.entries.unshift(e)
    }
    this.unreadCount += fresh.length
    while (this.entries.length > MAX_ENTRIES) {
      const dropped = this.entries.pop()
      // The id stays known: a dropped entry must still never come back as new.
      if (!dropped) break
    }
    this.unreadCount = Math.min(this.unreadCount, this.entries.length)
    return fresh
  }

  list(): ActivityEvent[] {
    return [...this.entries]
  }

  get unread(): number {
    return this.unreadCount
  }

  markRead(): void {
    this.unreadCount = 0
  }
}
