// The snapshot channels: share the view on screen (masked, signed, saved where the person chooses in main's
// dialog), open a snapshot file (read and verified by main, then shown read-only in its own window — or, where
// there are no windows, by the page that asked), and hand a viewer the verified parse it was opened with.
import { randomUUID } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import { AppFailure, notConnectedFailure } from '../ipc/app-failure'
import type { HandlerDeps } from '../ipc/handlers/deps'
import type { Handlers } from '../ipc/router'
import type { OpenedSnapshot } from '@shared/support/snapshot'
import { readSnapshotFile, signedSnapshot, snapshotContent, snapshotFileName } from './snapshot'

const SNAPSHOT_FILTERS = [{ name: 'DX Desk snapshot', extensions: ['dxsnap'] }]
/** Opened snapshots kept for their viewers; the oldest goes first. */
const KEPT_SNAPSHOTS = 20

type SnapshotDeps = Pick<
  HandlerDeps,
  'sessions' | 'catalog' | 'watch' | 'appInfo' | 'audit' | 'fileDialog' | 'showSnapshot' | 'signingKeys' | 'clock'
>

export function snapshotHandlers(
  deps: SnapshotDeps,
): Pick<Handlers, 'support.shareView' | 'support.openSnapshot' | 'support.snapshot'> {
  const opened = new Map<string, OpenedSnapshot>()

  return {
    'support.shareView': async ({ view, keepAccountCodes }) => {
      const session = deps.sessions.current()
      if (!session) throw notConnectedFailure()
      // A client's rows leave the screen only inside the case they were read under.
      deps.sessions.requireCase(view.accounts)
      const [profile, key] = await Promise.all([deps.catalog.find(session.profileId), deps.signingKeys.own()])
      const versions = new Map(deps.watch.status().accounts.map((a) => [a.account, a.version]))
      const content = snapshotContent({
        view,
        keepAccountCodes,
        session,
        masking: profile?.snapshotMasking,
        versionOf: (account) => versions.get(account),
        app: { name: deps.appInfo.name, version: deps.appInfo.version },
        key,
        now: deps.clock.now(),
      })
      const fileName = snapshotFileName(content)
      const accountCodes = content.masking.accountCodes
      const path = await deps.fileDialog.choosePathToSave({ defaultName: fileName, filters: SNAPSHOT_FILTERS })
      if (!path) return { saved: false, fileName, accountCodes }
      await writeFile(path, signedSnapshot(content, key), { mode: 0o600 })
      const clients = view.accounts.filter((a) => !session.user.accounts.some((own) => own.account === a))
      if (clients.length) {
        await deps.audit.append({
          action: 'share-snapshot',
          profileId: session.profileId,
          profileName: session.profileName,
          user: session.username,
          accounts: clients,
          result: 'saved',
          description: `${content.view.title}: ${content.rows.length} rows, account codes ${accountCodes}, signer ${key.fingerprint}`,
          ...(session.case ? { case: session.case.reference, via: 'support' as const } : {}),
        })
      }
      return { saved: true, fileName, path, accountCodes }
    },

    'support.openSnapshot': async () => {
      const path = await deps.fileDialog.choosePathToOpen({ filters: SNAPSHOT_FILTERS })
      if (!path) return { opened: false, inWindow: false }
      const snapshot = await readSnapshotFile(path, await deps.signingKeys.own())
      const id = randomUUID()
      opened.set(id, snapshot)
      for (const old of opened.keys()) {
        if (opened.size <= KEPT_SNAPSHOTS) break
        opened.delete(old)
      }
      return { opened: true, id, inWindow: deps.showSnapshot(id) }
    },

    'support.snapshot': ({ id }) => {
      const snapshot = opened.get(id)
      if (!snapshot) {
        return Promise.reject(new AppFailure({ kind: 'not-found', message: 'no snapshot is open under this id' }))
      }
      return Promise.resolve(snapshot)
    },
  }
}
