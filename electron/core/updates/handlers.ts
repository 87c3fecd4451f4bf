// The renderer's update verbs: ask whether an update is waiting, report whether an order edit is open (so no
// restart can interrupt it), and ask to restart into a downloaded update. All only ever talk to the update
// service, never to electron-updater.
import type { Handlers } from '../ipc/router'
import type { UpdateService } from './update-service'

export function updateHandlers(
  updates: UpdateService,
): Pick<Handlers, 'update.status' | 'update.editing' | 'update.restart'> {
  return {
    'update.status': async () => ({ ready: updates.ready() }),
    'update.editing': async ({ active }) => {
      updates.setEditInProgress(active)
      return {}
    },
    'update.restart': async () => updates.requestRestart(),
  }
}
