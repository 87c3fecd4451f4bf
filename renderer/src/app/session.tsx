// Who is connected, with which profile, looking at which accounts. Everything below the Workspace reads
// this; nothing below it talks to session.* channels directly. The session itself is main's, held once in the
// renderer as the `queryKeys.session` query (app/App.tsx derives this value from it).
import { createContext, useContext } from 'react'
import type { SessionInfo } from '@shared/ipc/contract'
import type { ProfileView } from '@shared/ipc/profiles'
import { delegatedAccounts, editingLocked } from '@shared/domain/support/delegation'

/** An account on screen, with its owner when known (support staff need to say whose accounts they see). */
export interface SelectedAccount {
  account: string
  owner?: string | undefined
  ownerName?: string | undefined
  baseCurrency?: string | undefined
  /** FULL_TRADING, CLOSE_ONLY… as read when the accounts were chosen. */
  accountStatus?: string | undefined
}

export interface AppInfo {
  name: string
  version: string
}

export interface SessionValue {
  session: SessionInfo
  profile: ProfileView | undefined
  accounts: readonly SelectedAccount[]
  accountCodes: readonly string[]
  appInfo: AppInfo
  /** The profile's display zone (`local`, `UTC` or IANA). */
  zone: string
  /** Case mode: an account on screen may not be written until it is unlocked (main decides the same way). */
  readOnly: boolean
  /** Someone else's accounts are on screen (or main says the connection is delegated): figures stay hidden. */
  delegated: boolean
  /** Main's newer answer for this session (e.g. after unlocking editing), written into the session query. */
  replaceSession: (next: SessionInfo) => void
  changeAccounts: () => void
  disconnect: () => Promise<void>
}

export const SessionContext = createContext<SessionValue | null>(null)

export function useSession(): SessionValue {
  const value = useContext(SessionContext)
  if (!value) throw new Error('useSession outside a connected workspace')
  return value
}

/** Read-only while any account on screen is locked: someone else's, or a read-only profile's, not yet unlocked. */
export function isReadOnly(session: SessionInfo, accounts: readonly string[]): boolean {
  return accounts.some((account) => editingLocked(session, account))
}

/** Delegated: main says so, or an account on screen is not among the user's own (the same server fact). */
export function isDelegated(session: SessionInfo, accounts: readonly string[]): boolean {
  return session.delegated || delegatedAccounts(session, accounts).length > 0
}

/** The accounts on screen that still need their own unlock. */
export function lockedAccounts(session: SessionInfo, accounts: readonly string[]): string[] {
  return accounts.filter((account) => editingLocked(session, account))
}
