// The header of the screens between connecting and the workspace (the account picker, the case prompt): the app's
// name, who is logged in on which profile, the theme, and whatever the screen adds (Disconnect).
import type { ReactNode } from 'react'
import type { SessionInfo } from '@shared/ipc/contract'
import { ThemeToggle } from './ThemeToggle'
import { msg } from '@shared/text/messages'

export function SessionHeader({ session, children }: { session: SessionInfo; children?: ReactNode }) {
  return (
    <header className="connect-screen__header">
      <h1>{msg('labels.sessionHeader.dxDesk')}</h1>
      <span className="muted">
        {session.profileName} · {session.user.fullName} ({session.username})
      </span>
      <ThemeToggle />
      {children}
    </header>
  )
}
