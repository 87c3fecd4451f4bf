// How much of a session's activity is held: main's log and the window's list keep the same newest entries, so a
// trading day of tens of thousands of changes holds a bounded list in both, and a reload shows what was shown.
import type { ActivityEvent } from './model'

/** More than a busy session's panel shows; the oldest entries go first beyond it. */
export const ACTIVITY_KEPT = 2_000

/**
 * The list (newest first) with `told` (oldest first, as main tells them) put in front, each id once, the newest
 * `max` kept.
 */
export function withNewest(
  list: readonly ActivityEvent[],
  told: readonly ActivityEvent[],
  max: number = ACTIVITY_KEPT,
): ActivityEvent[] {
  const known = new Set<string>()
  const out: ActivityEvent[] = []
  const keep = (e: ActivityEvent) => {
    if (out.length >= max || known.has(e.id)) return
    known.add(e.id)
    out.push(e)
  }
  for (let i = told.length - 1; i >= 0; i--) keep(told[i] as ActivityEvent)
  for (const e of list) keep(e)
  return out
}
