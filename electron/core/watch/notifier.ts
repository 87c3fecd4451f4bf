// Which activity raises an OS notification, and what it says (worded as the activity panel words it): only the
// kinds the profile chose, and without figures on a support connection (a client's amounts on a screen others may see). The OS call itself is
// Electron's `Notification`, wired in electron/main; here it is a port, so this runs under Node in tests.
import type { ActivityEvent, ActivityKind } from '@shared/domain/activity'
import { cleanServerText } from '@shared/ipc/result'
import { activityText } from '@shared/text/activity-text'
import { msg } from '@shared/text/messages'

/** Longest title and body handed to the OS. */
const TITLE_MAX = 120
const BODY_MAX = 300

/**
 * Text as the OS notification server must get it: control and bidi characters gone (the shared server-text
 * cleaner), capped; on Linux also `&`, `<` and `>` escaped, since notification servers there read the body as
 * markup (a symbol named `<a href=…>` must arrive as text, not as a link).
 */
export function notificationText(text: string, max: number, platform: NodeJS.Platform): string {
  const clean = cleanServerText(text, max)
  return platform === 'linux' ? clean.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;') : clean
}

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
  /** Where the notification is shown (escaping differs); the running process's by default. */
  platform?: NodeJS.Platform
}

/** At most this many separate notifications per batch; more are summed up in one. */
const MAX_PER_BATCH = 3

export function notificationsFor(events: readonly ActivityEvent[], settings: NotifySettings): OsNotification[] {
  const chosen = events.filter((e) => settings.kinds.includes(e.kind))
  const shown = chosen.map((e) => ({ id: e.id, ...activityText(e, { hideAmounts: settings.hideAmounts }) }))
  const platform = settings.platform ?? process.platform
  const note = (title: string, body: string, activityId: string): OsNotification => ({
    title: notificationText(title, TITLE_MAX, platform),
    body: notificationText(body, BODY_MAX, platform),
    activityId,
  })
  if (shown.length <= MAX_PER_BATCH) {
    return shown.map((e) =>
      note(e.title, msg('activity.notification.body', { account: e.account, detail: e.detail }), e.id),
    )
  }
  const newest = shown[shown.length - 1]
  return [
    note(
      msg('activity.notification.batch', { count: shown.length }),
      msg('activity.notification.batchBody', { latest: newest?.title ?? '' }),
      newest?.id ?? '',
    ),
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
