// "Report a problem": the preview the person reads, part by part, and the same parts written as one zip archive
// to the user-data folder and shown in the file manager. Nothing is sent anywhere by the app.
import { arch, release, type } from 'node:os'
import { join } from 'node:path'
import { writeFileAtomic } from '../files/atomic-write'
import type { HandlerDeps } from '../ipc/handlers/deps'
import type { Handlers } from '../ipc/router'
import { buildDiagnostics, diagnosticsArchive } from './diagnostics'

export function reportHandlers(deps: HandlerDeps): Pick<Handlers, 'support.report' | 'support.saveReport'> {
  async function build(now: number) {
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
      now,
    })
  }
  return {
    'support.report': () => build(deps.clock.now()),
    'support.saveReport': async () => {
      const now = deps.clock.now()
      const { filename, parts } = await build(now)
      const path = join(deps.userDataDir, 'problem-reports', filename)
      await writeFileAtomic(path, diagnosticsArchive(parts, now))
      deps.revealFile(path)
      return { filename, path }
    },
  }
}
