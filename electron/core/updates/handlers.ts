// The renderer's two update verbs: report whether an order edit is open (so no restart can interrupt it), and
// ask to restart into a downloaded update. Both only ever talk to the update service, never to electron-updater.
import type { Handlers } from '../ipc/router'
import type { UpdateService } from './update-service'

export function updateHandlers(updates: UpdateService): Pick<Handlers, 'update.editing' | 'update.restart'> {
  return {
    'update.editing': async ({ active }) => {
      updates.setEditInProgress(active)
      return {}
    },
    'update.restart': async () => updates.requestRestart(),
  }
}
