// The renderer's two update verbs: report whether an order edit is open (so no restart can interrupt it), and
// ask to restart into a downloaded update. Both only ever talk to the update center, never to electron-updater.
import type { Handlers } from '../ipc/router'
import { updateCenter, type UpdateCenter } from './update-center'

export function updateHandlers(
  center: UpdateCenter = updateCenter,
): Pick<Handlers, 'update.editing' | 'update.restart'> {
  return {
    'update.editing': async ({ active }) => {
      center.setEditInProgress(active)
      return {}
    },
    'update.restart': async () => center.requestRestart(),
  }
}
