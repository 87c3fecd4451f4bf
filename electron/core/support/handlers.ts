// "Report a problem": the preview the person reads, and the same report written to the user-data folder and
// shown in the file manager. Nothing is sent anywhere by the app.
import { arch, release, type } from 'node:os'
import { join } from 'node:path'
import { writeFileAtomic } from '../files/atomic-write'
import type { HandlerDeps } from '../ipc/handlers/deps'
import type { Handlers } from '../ipc/router'
import { buildDiagnostics } from './diagnostics'

export function reportHandlers(deps: HandlerDeps): Pick<Handlers, 'support.report' | 'support.saveReport'> {
  async function build() {
    const session = deps.sessions.current()
    const profile = session ? await deps.catalog.find(session.profileId) : undefined
    return buildDiagnostics({
      app: deps.appInfo,
      versions: { electron: process.versions.electron, node: process.versions.node, chrome: process.versions.chrome },
      os: { type: type(), release: release(), arch: arch() },
      session,
      profile,
      requests: deps.journal.entries(),
      watch: deps.watch.status(),
      logDir: deps.logDir,
      now: Date.now(),
    })
  }
  return {
    'support.report': () => build(),
    'support.saveReport': async () => {
      const { filename, text } = await build()
      const path = join(deps.userDataDir, 'problem-reports', filename)
      await writeFileAtomic(path, text)
      deps.revealFile(path)
      return { filename, path }
    },
  }
}
