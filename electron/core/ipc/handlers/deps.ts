// What the channel handlers are built from. Everything Electron-specific (the OS browser) arrives here as a
// plain function, so the handlers run under Node in tests exactly as in the app.
import type { Clock } from '@shared/domain/clock'
import type { AuditLog } from '../../audit/audit-log'
import type { Vault } from '../../credentials/vault'
import type { AppLogger } from '../../logging/app-logger'
import type { ProfileCatalog } from '../../profiles/catalog'
import type { ProfileStore } from '../../profiles/profile-store'
import type { SessionManager } from '../../session/session-manager'
import type { RequestRegistry } from '../request-registry'
import type { RiskAlerts } from '../../risk/risk-alerts'
import type { PriceAlertBook } from '../../risk/price-alert-book'
import type { PriceAlerts } from '../../risk/price-alerts'
import type { AccountWatch } from '../../watch/account-watch'
import type { UpdateService } from '../../updates/update-service'
import type { RequestJournal } from '../../support/request-journal'
import type { SigningKeys } from '../../support/signing-key'
import type { FileDialogPort } from '../../files/file-dialog'

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
  /** Price alerts: where they are kept, and the evaluator every quote main reads is fed to. */
  priceAlerts?: { book: PriceAlertBook; evaluator: PriceAlerts }
  /** Whether an edit is open, and the restart into a downloaded update. */
  updates: UpdateService
  /** Hands an already validated https URL to the OS browser. */
  openExternal(url: string): Promise<void>
  /** Asks the person, in main's own dialog, whether to open a link to a host none of their profiles uses. */
  confirmExternal(url: string): Promise<boolean>
  /**
   * Prints the calling window to PDF and saves it where the person chooses (main's own dialog); `saved` is
   * false when they cancel, or where no window can print (under plain Node).
   */
  savePdf(fileName: string, caller: string): Promise<{ saved: boolean; path?: string }>
  logger: AppLogger
  /** The last server-bound calls, for "Report a problem". */
  journal: RequestJournal
  userDataDir: string
  /** The log folder, whose tail a problem report includes. */
  logDir?: string | undefined
  /** Shows a file in the OS file manager. */
  revealFile(path: string): void
  /** Main's own save and open dialogs (the page never names a path). */
  fileDialog: FileDialogPort
  /**
   * Shows an opened snapshot, by its id, in its own read-only window; false where there are no windows (plain
   * Node, the test harness), so the page that asked shows it itself.
   */
  showSnapshot(id: string): boolean
  /** This desk's snapshot signing key, made on first use. */
  signingKeys: SigningKeys
  /** The time stamped on reports, snapshots and exported file names. */
  clock: Clock
}

/** Query parameters travel beside `accounts`; the channel's `accounts` field is the one that counts. */
export function withoutAccounts<P extends object>(params: P | undefined): Omit<P, 'accounts'> | undefined {
  if (!params) return undefined
  const { accounts: _ignored, ...rest } = params as P & { accounts?: unknown }
  return rest
}

/**
 * A read of these accounts: one that is not the user's own makes the connection delegated and needs an open
 * support case (sessions decide); without one the read is refused before any request leaves.
 */
export function readOf(sessions: SessionManager, accounts: readonly string[]): SessionManager['run'] {
  return (call) => {
    try {
      sessions.requireCase(accounts)
    } catch (error) {
      return Promise.reject(error as Error)
    }
    sessions.noteAccounts(accounts)
    return sessions.run(call)
  }
}
