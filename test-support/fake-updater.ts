// A stand-in for electron-updater's autoUpdater in tests (Vitest and the Playwright harness): the caller
// supplies checkForUpdates and quitAndInstall (plain functions or spies); the fake lets a test announce a
// download or an error, and count the listeners still attached.
import type { UpdateInfo, UpdaterPort } from '../electron/core/updates/update-policy'

export function createFakeUpdater<P extends Pick<UpdaterPort, 'checkForUpdates' | 'quitAndInstall'>>(parts: P) {
  const downloaded = new Set<(info: UpdateInfo) => void>()
  const errors = new Set<(error: Error) => void>()
  const updater = {
    ...parts,
    onUpdateDownloaded(listener: (info: UpdateInfo) => void) {
      downloaded.add(listener)
      return () => void downloaded.delete(listener)
    },
    onError(listener: (error: Error) => void) {
      errors.add(listener)
      return () => void errors.delete(listener)
    },
  } satisfies UpdaterPort
  return {
    updater,
    download: (info: UpdateInfo) => downloaded.forEach((l) => l(info)),
    fail: (error: Error) => errors.forEach((l) => l(error)),
    listenerCount: () => downloaded.size + errors.size,
  }
}
