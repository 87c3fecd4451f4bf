// Which activity raises an OS notification, and what it says: only the kinds the profile chose, and without
// figures on a support connection (a client's amounts on a screen others may see). The OS call itself is
// Electron's `Notification`, wired in electron/main; here it is a port, so this runs under Node in tests.
import { withoutAmounts, type ActivityEvent, type ActivityKind } from '../../../shared/domain/activity'

export interface OsNotification {
  title: string
  body: string
  /** The entry it tells, so a click can open its row. */
  activityId: string
}

export interface NotificationPort {
  /** False where the OS offers no notifications (then nothing is attempted). */
  supported(): boolean
  show(notification: OsNotification): void
}

export interface NotifySettings {
  kinds: readonly ActivityKind[]
  /** Support case mode: amounts are left out. */
  hideAmounts: boolean
}

/** At most this many separate notifications per batch; more are summed up in one. */
const MAX_PER_BATCH = 3

export function notificationsFor(events: readonly ActivityEvent[], settings: NotifySettings): OsNotification[] {
  const chosen = events.filter((e) => settings.kinds.includes(e.kind))
  const shown = chosen.map((e) => (settings.hideAmounts ? withoutAmounts(e) : e))
  if (shown.length <= MAX_PER_BATCH) {
    return shown.map((e) => ({ title: e.title, body: `${e.account}: ${e.detail}`, activityId: e.id }))
  }
  const newest = shown[shown.length - 1]
  return [
    {
      title: `${shown.length} changes on your accounts`,
      body: `Latest: ${newest?.title ?? ''}. Open the activity panel for all of them.`,
      activityId: newest?.id ?? '',
    },
  ]
}

export function raiseNotifications(
  port: NotificationPort | undefined,
  events: readonly ActivityEvent[],
  settings: NotifySettings,
): number {
  if (!port || !port.supported()) return 0
  const notes = notificationsFor(events, settings)
  for (const note of notes) port.show(note)
  return notes.length
}
