// What the channel handlers are built from. Everything Electron-specific (the OS browser) arrives here as a
// plain function, so the handlers run under Node in tests exactly as in the app.
import type { AuditLog } from '../../audit/audit-log'
import type { Vault } from '../../credentials/vault'
import type { AppLogger } from '../../logging/app-logger'
import type { ProfileCatalog } from '../../profiles/catalog'
import type { ProfileStore } from '../../profiles/profile-store'
import type { SessionManager } from '../../session/session-manager'
import type { RequestRegistry } from '../request-registry'
import type { RiskAlerts } from '../../risk/risk-alerts'
import type { AccountWatch } from '../../watch/account-watch'
import type { UpdateService } from '../../updates/update-service'

export interface AppInfo {
  name: string
  version: string
  platform: string
}

export interface HandlerDeps {
  appInfo: AppInfo
  store: ProfileStore
  catalog: ProfileCatalog
  vault: Vault
  audit: AuditLog
  sessions: SessionManager
  requests: RequestRegistry
  /** The live account watch: writes ask it to check their account at once. */
  watch: AccountWatch
  /** Risk alerts: every metrics read main makes is fed to them. */
  risk?: RiskAlerts
  /** Whether an edit is open, and the restart into a downloaded update. */
  updates: UpdateService
  /** Hands an already validated https URL to the OS browser. */
  openExternal(url: string): Promise<void>
  /** Asks the person, in main's own dialog, whether to open a link to a host none of their profiles uses. */
  confirmExternal(url: string): Promise<boolean>
  logger: AppLogger
}

/** Query parameters travel beside `accounts`; the channel's `accounts` field is the one that counts. */
export function withoutAccounts<P extends object>(params: P | undefined): Omit<P, 'accounts'> | undefined {
  if (!params) return undefined
  const { accounts: _ignored, ...rest } = params as P & { accounts?: unknown }
  return rest
}

/** A read of these accounts: one that is not the user's own makes the connection delegated (sessions decide). */
export function readOf(sessions: SessionManager, accounts: readonly string[]): SessionManager['run'] {
  sessions.noteAccounts(accounts)
  return (call) => sessions.run(call)
}
