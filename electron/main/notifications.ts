// OS notifications for activity: Electron's Notification behind the core's port. What is shown, and with
// which figures, is decided in electron/core/watch/notifier.ts; a click brings the window to the front.
import { Notification, type BrowserWindow } from 'electron'
import type { NotificationPort } from '../core/watch/notifier'

export function createNotificationPort(windows: () => BrowserWindow[]): NotificationPort {
  return {
    supported: () => Notification.isSupported(),
    show(note) {
      const notification = new Notification({ title: note.title, body: note.body, silent: false })
      notification.on('click', () => {
        const [window] = windows()
        if (!window) return
        if (window.isMinimized()) window.restore()
        window.show()
        window.focus()
      })
      notification.show()
    },
  }
}
