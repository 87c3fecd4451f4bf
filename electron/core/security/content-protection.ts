// Checklist item 26: support staff look at clients' accounts, and a screen recorder or a shared screen in a
// call should not pick those up by accident. While the connection is delegated — a server fact: the login owns
// no account, or an account that is not its own was opened (sessions decide; a profile's label can only add to
// it) — the window asks the OS to keep it out of captures (Windows and macOS honour it; Linux has no such API). Teams that must share a support
// screen (training, pairing) switch it off with DX_DESK_ALLOW_SCREEN_CAPTURE=1.
import type { SessionInfo } from '@shared/ipc/contract'

export const ALLOW_SCREEN_CAPTURE_ENV = 'DX_DESK_ALLOW_SCREEN_CAPTURE'

export function shouldProtectContent(
  session: Pick<SessionInfo, 'delegated'> | null,
  env: Readonly<Record<string, string | undefined>>,
): boolean {
  if (env[ALLOW_SCREEN_CAPTURE_ENV] === '1') return false
  return session?.delegated === true
}

interface SessionSource {
  on(event: 'session.changed', listener: () => void): () => void
  sessions: { current(): SessionInfo | null }
}

/** Calls `apply` now and on every session change with whether windows must be kept out of captures. */
export function watchContentProtection(
  services: SessionSource,
  apply: (protect: boolean) => void,
  env: Readonly<Record<string, string | undefined>>,
): () => void {
  let last: boolean | undefined
  const update = () => {
    const protect = shouldProtectContent(services.sessions.current(), env)
    if (protect === last) return
    last = protect
    apply(protect)
  }
  update()
  return services.on('session.changed', update)
}
