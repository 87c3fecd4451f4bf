// The one active DX connection. Connect resolves the profile and its password (typed now, saved in the
// vault, or the Demo's built-in one), logs in, reads users/{me}, and only then replaces the previous
// connection, which is logged out. Reads run through run(), which turns the client's session expiry into
// `session.changed` events: `reconnecting` while the client logs in again, `connected` when it worked,
// `expired` when it did not. A password is held no longer than needed: a saved one is read from the vault
// again whenever a re-login needs it; a typed one is dropped once the login worked, unless the person ticked
// "keep for this session" (or the profile uses HTTP Basic, which sends it on every call); when a connection
// ends, however it ends, its client is disposed and its password dropped.
//
// Who may write where is decided from server facts, not the profile's `kind` label: an account that is not
// among the user's own (`users/{me}`) needs an audited unlock of that very account before any write, with its
// own reason; so do a read-only profile's own accounts. A write runs through `writeScope()`, which captures
// the connection once: the check, the audit line, the send and the re-read all use it, and fail if it ended.
//
// Looking at someone else's account at all needs an open support case (a reference and a reason): reads,
// unlocks and writes of such an account are refused without one. Opening, switching and ending a case are
// audit lines, and every line written while a case is open carries its reference and `via: support` — except
// lines about the user's own accounts, which never fall under a case. A case ends with its connection, and
// the unlocks made under it end with it.
import type { Clock } from '@shared/domain/clock'
import type { EventPayload, SessionChangeReason, SessionInfo } from '@shared/ipc/contract'
import { appErrorOf } from '@shared/ipc/result'
import { delegatedAccounts, editingLocked, isOwnAccount } from '@shared/domain/support/delegation'
import type { CaseEndReason } from '@shared/ipc/support-case'
import type { Profile } from '@shared/ipc/profiles'
import type { DxClient, DxClientOptions } from '../api-client'
import type { AuditLog } from '../audit/audit-log'
import { VaultError, type SecretBinding, type Vault } from '../credentials/vault'
import type { LazySandbox } from '../demo/sandbox-launcher'
import { AppFailure, notConnectedFailure, refusalFailure } from '../ipc/app-failure'
import type { AppLogger } from '../logging/app-logger'
import type { ProfileCatalog } from '../profiles/catalog'
import { DEMO_PASSWORD, isDemoProfileId } from '../profiles/demo-profiles'

export type SessionEvent = EventPayload<'session.changed'>

/** Transport settings a caller may tune (tests shorten timeouts and retries); never auth or the URL. */
export type DxClientTuning = Partial<
  Omit<DxClientOptions, 'auth' | 'baseUrl' | 'onSessionExpired' | 'logger' | 'clock'>
>

export interface SessionManagerOptions {
  catalog: ProfileCatalog
  vault: Vault
  audit: AuditLog
  demo: LazySandbox
  logger: AppLogger
  clock: Clock
  emit(event: SessionEvent): void
  clientTuning?: DxClientTuning
  /** Makes a connection's client: on the API client's worker thread in the app (services.ts decides). */
  createClient(options: DxClientOptions): DxClient
}

export interface ConnectRequest {
  profileId: string
  password?: string | undefined
  rememberPassword?: boolean | undefined
  keepForSession?: boolean | undefined
}

export interface SessionManager {
  connect(request: ConnectRequest, signal: AbortSignal): Promise<SessionInfo>
  disconnect(): Promise<void>
  current(): SessionInfo | null
  /**
   * Unlocks editing of one account, with its own reason and audit line. Without `account`, the one locked
   * account among `onScreen`; several locked accounts on screen are refused (one reason per client account).
   */
  unlockEditing(reason: string, account: string | undefined, onScreen: readonly string[]): Promise<SessionInfo>
  /** Accounts the renderer opened: one that is not the user's own makes the connection delegated. */
  noteAccounts(accounts: readonly string[]): void
  /** Opens a support case for the client accounts among `accounts` (ending an open one as switched). */
  openCase(reference: string, reason: string, accounts: readonly string[]): Promise<SessionInfo>
  /** Ends the open case (recorded); the unlocks made under it end too. */
  endCase(): Promise<SessionInfo>
  /** Throws `case-required` when an account of the list is someone else's and no case is open. */
  requireCase(accounts: readonly string[]): void
  /**
   * The password for a re-login main had none for (a typed one is not kept): the connection, its case and its
   * unlocks stay, and the screen behind the prompt with them. Refused with the reason when the server refuses it.
   */
  relogin(password: string): Promise<SessionInfo>
  /** Runs a call with the active connection's client; an auth failure ends the connection as expired. */
  run<T>(call: (client: DxClient, session: SessionInfo) => Promise<T>): Promise<T>
  /**
   * The connection a write to `account` will use, captured now: throws `editing-locked` unless the account may
   * be written. Everything of that write (audit, send, re-read) runs through the scope; it fails with
   * `connection-changed` once that connection is no longer the active one.
   */
  writeScope(account: string): WriteScope
  shutdown(): Promise<void>
}

export interface WriteScope {
  readonly info: SessionInfo
  run<T>(call: (client: DxClient, session: SessionInfo) => Promise<T>): Promise<T>
}

interface Active {
  generation: number
  info: SessionInfo
  client: DxClient
  profile: Profile
  reconnecting: boolean
  /** Client accounts read or watched while the open case lasted: its end line lists them. */
  caseAccounts: Set<string>
  /** Drops the password this connection holds (a typed one kept for the session). */
  releasePassword(): void
  password: PasswordSupplier
  /** The session ended and main has no password to log in again with: the window asks for it. */
  awaitingPassword: boolean
}

type PasswordSupplier = ReturnType<typeof createPasswordSupplier>

const LOGOUT_GRACE_MS = 2_000

function isAuthError(error: unknown): boolean {
  return appErrorOf(error)?.kind === 'auth'
}

export function editingLockedFailure(account: string): AppFailure {
  return new AppFailure({
    kind: 'validation',
    cause: 'editing-locked',
    message: `read-only for ${account}: not the user's own account or a read-only profile, and not unlocked`,
    parameter: account,
  })
}

export function caseRequiredFailure(account: string): AppFailure {
  return new AppFailure({
    kind: 'validation',
    cause: 'case-required',
    message: `${account} is not the user's own account: open a support case first`,
    parameter: account,
  })
}

function connectionChangedFailure(): AppFailure {
  return new AppFailure({
    kind: 'validation',
    cause: 'connection-changed',
    message: 'the connection changed before the write was sent',
  })
}

function bindingOf(profile: Profile): SecretBinding {
  return { baseUrl: profile.baseUrl, username: profile.username, domain: profile.domain }
}

export function createSessionManager(options: SessionManagerOptions): SessionManager {
  const { catalog, vault, audit, demo, clock, emit } = options
  const logger = options.logger.child({ module: 'session' })
  let active: Active | null = null
  let generation = 0
  // Connects and disconnects run one at a time, so two clicks can never leave two live connections.
  let queue: Promise<unknown> = Promise.resolve()

  // Every line written while a case is open carries it, unless it is about the user's own account.
  audit.stampWith((input) => {
    const open = active?.info.case
    if (!active || !open) return undefined
    if (input.account !== undefined && isOwnAccount(active.info, input.account)) return undefined
    return { case: open.reference, via: 'support' }
  })

  /** The end of `target`'s open case, as an audit line; its unlocks of client accounts end with it. */
  function caseEndLine(target: Active, how: CaseEndReason) {
    const open = target.info.case
    if (!open) return null
    const line = audit.append({
      action: 'case-end',
      profileId: target.profile.id,
      profileName: target.profile.name,
      user: target.info.username,
      accounts: [...target.caseAccounts],
      result: how,
      case: open.reference,
      via: 'support',
    })
    const { case: _ended, ...rest } = target.info
    target.info = { ...rest, unlockedAccounts: rest.unlockedAccounts.filter((a) => isOwnAccount(rest, a)) }
    target.caseAccounts = new Set()
    return line
  }

  function recordCaseEnd(target: Active, how: CaseEndReason): void {
    caseEndLine(target, how)?.catch((error: unknown) =>
      logger.error({ err: error }, 'the end of a case was not recorded'),
    )
  }

  function serial<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(task, task)
    queue = run.catch(() => undefined)
    return run
  }

  async function logoutQuietly(client: DxClient): Promise<void> {
    client.session.stopKeepAlive()
    let timer: ReturnType<typeof setTimeout> | undefined
    const grace = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, LOGOUT_GRACE_MS)
      timer.unref?.()
    })
    await Promise.race([client.logout().catch(() => undefined), grace])
    clearTimeout(timer)
  }

  function end(target: Active, state: 'disconnected' | 'expired', reason?: SessionChangeReason): void {
    if (active !== target) return
    recordCaseEnd(target, state)
    active = null
    target.releasePassword()
    // An expired connection is not logged out by anyone else: dispose its client here, so nothing of it
    // (the password supplier included) stays in main until exit.
    if (state === 'expired') void logoutQuietly(target.client)
    emit({ state, profileId: target.profile.id, ...(reason ? { reason } : {}) })
    logger.info({ profileId: target.profile.id, state }, 'session ended')
  }

  /** No password to log in again with: the connection waits, and the window asks for one. */
  function askForPassword(target: Active, reason: SessionChangeReason = 'password-needed'): void {
    if (active !== target) return
    target.reconnecting = false
    target.awaitingPassword = true
    emit({ state: 'password-needed', profileId: target.profile.id, reason })
    logger.info({ profileId: target.profile.id }, 'session expired; waiting for the password')
  }

  function onExpired(gen: number): void {
    const target = active
    if (!target || target.generation !== gen || target.reconnecting || target.awaitingPassword) return
    target.reconnecting = true
    emit({ state: 'reconnecting', profileId: target.profile.id })
    logger.info({ profileId: target.profile.id }, 'session expired; logging in again')
    target.client.login().then(
      () => {
        if (active === target && target.reconnecting) {
          target.reconnecting = false
          emit({ state: 'connected', profileId: target.profile.id })
        }
      },
      (error: unknown) => {
        if (isAuthError(error)) {
          target.client.session.stopKeepAlive()
          if (target.password.missing()) askForPassword(target)
          else end(target, 'expired', 'relogin-failed')
        }
        // Network trouble: stay "reconnecting"; the next call that succeeds reports "connected".
      },
    )
  }

  async function savedPassword(profile: Profile): Promise<string | null> {
    try {
      return await vault.recall(profile.id, bindingOf(profile))
    } catch (error) {
      if (error instanceof VaultError) throw refusalFailure(error.reason, 'password', error.facts)
      throw error
    }
  }

  /**
   * What the client asks each time it needs the password: the Demo's, the typed one while it is held, or the
   * saved one, read from the vault at that moment. `release()` drops the typed one unless it is to be kept.
   */
  function passwordSupplier(profile: Profile, request: ConnectRequest) {
    return createPasswordSupplier(profile, request, savedPassword)
  }

  /** Saves or forgets the typed password as asked; returns a sentence when saving was refused. */
  /** Undefined when nothing needed saying; otherwise why the password the person asked to save was not saved. */
  async function applyRememberChoice(
    profile: Profile,
    request: ConnectRequest,
  ): Promise<SessionInfo['notRemembered'] | undefined> {
    if (isDemoProfileId(profile.id) || !request.password) return undefined
    if (request.rememberPassword === false) {
      await vault.forget(profile.id)
      return undefined
    }
    if (request.rememberPassword !== true) return undefined
    try {
      await vault.remember(profile.id, request.password, bindingOf(profile))
      return undefined
    } catch (error) {
      if (error instanceof VaultError) return { reason: error.reason, ...(error.facts ? { facts: error.facts } : {}) }
      logger.error({ err: error }, 'saving a password failed')
      return {}
    }
  }

  async function connectNow(request: ConnectRequest, signal: AbortSignal): Promise<SessionInfo> {
    const found = await catalog.find(request.profileId)
    if (!found) throw refusalFailure('no-such-profile', 'profileId', { profileId: request.profileId })
    let baseUrl = found.baseUrl
    if (isDemoProfileId(found.id)) {
      try {
        baseUrl = await demo.ensureStarted()
      } catch (error) {
        logger.error({ err: error }, 'the Demo sandbox did not start')
        throw new AppFailure({ kind: 'network', cause: 'demo-not-started', message: 'Demo server did not start' })
      }
    }
    const profile: Profile = { ...found, baseUrl }
    const password = passwordSupplier(profile, request)
    await password.check()
    const gen = ++generation
    const client = options.createClient({
      ...options.clientTuning,
      baseUrl,
      clock,
      logger: logger.child({ module: 'dx-client' }),
      auth: {
        scheme: profile.authScheme,
        username: profile.username,
        domain: profile.domain,
        getPassword: password.get,
      },
      onSessionExpired: () => onExpired(gen),
    })
    const username = `${profile.username}@${profile.domain}`
    let info: SessionInfo
    try {
      await client.login(signal)
      const me = await client.getUser(username, { signal })
      const user = me.data[0]
      if (!user) throw new AppFailure({ kind: 'server', cause: 'no-user-details', message: 'no user record' })
      const notRemembered = await applyRememberChoice(profile, request)
      password.release()
      info = {
        profileId: profile.id,
        profileName: profile.name,
        kind: profile.kind,
        username,
        user,
        readOnly: profile.readOnly,
        // A login that owns no account works on someone else's; the label can only add to the facts.
        delegated: profile.kind === 'support' || user.accounts.length === 0,
        unlockedAccounts: [],
        connectedAt: clock.now(),
        baseUrl,
        ...(notRemembered ? { notRemembered } : {}),
      }
    } catch (error) {
      await logoutQuietly(client)
      logger.info({ profileId: profile.id, kind: isAuthError(error) ? 'auth' : 'other' }, 'connect failed')
      throw error
    }
    const previous = active
    active = {
      generation: gen,
      info,
      client,
      profile,
      reconnecting: false,
      caseAccounts: new Set(),
      releasePassword: password.drop,
      password,
      awaitingPassword: false,
    }
    client.session.startKeepAlive()
    if (previous) {
      recordCaseEnd(previous, 'disconnected')
      previous.releasePassword()
      await logoutQuietly(previous.client)
    }
    emit({ state: 'connected', profileId: profile.id })
    logger.info({ profileId: profile.id, user: username }, 'connected')
    return info
  }

  async function disconnectNow(): Promise<void> {
    const current = active
    if (!current) return
    end(current, 'disconnected')
    await logoutQuietly(current.client)
  }

  async function runOn<T>(target: Active, call: (client: DxClient, session: SessionInfo) => Promise<T>): Promise<T> {
    try {
      const result = await call(target.client, target.info)
      if (active === target && target.reconnecting) {
        target.reconnecting = false
        emit({ state: 'connected', profileId: target.profile.id })
      }
      return result
    } catch (error) {
      if (isAuthError(error) && active === target && !target.awaitingPassword) {
        target.client.session.stopKeepAlive()
        if (target.password.missing()) askForPassword(target)
        else end(target, 'expired', 'relogin-failed')
      }
      throw error
    }
  }

  async function reloginNow(password: string): Promise<SessionInfo> {
    const target = requireActive()
    if (!target.awaitingPassword) return target.info
    target.password.provide(password)
    try {
      await target.client.login()
    } catch (error) {
      target.password.release()
      if (isAuthError(error)) {
        askForPassword(target, 'password-refused')
        throw refusalFailure('password-refused', 'password')
      }
      throw error
    }
    // Held no longer than the connect would have held it.
    target.password.release()
    if (active !== target) throw notConnectedFailure()
    target.awaitingPassword = false
    target.client.session.startKeepAlive()
    emit({ state: 'connected', profileId: target.profile.id })
    logger.info({ profileId: target.profile.id }, 'logged in again with the password typed')
    return target.info
  }

  function requireActive(): Active {
    if (!active) throw notConnectedFailure()
    return active
  }

  return {
    connect: (request, signal) => serial(() => connectNow(request, signal)),
    disconnect: () => serial(disconnectNow),
    relogin: (password) => serial(() => reloginNow(password)),
    current: () => active?.info ?? null,

    async unlockEditing(reason, account, onScreen) {
      const target = requireActive()
      let chosen = account
      if (chosen === undefined) {
        const locked = [...new Set(onScreen)].filter((a) => editingLocked(target.info, a))
        if (locked.length > 1) {
          throw new AppFailure({
            kind: 'validation',
            cause: 'unlock-one-account',
            message: `several locked accounts on screen (${locked.length}): unlock one account at a time`,
            parameter: 'account',
          })
        }
        chosen = locked[0]
        if (chosen === undefined) return target.info
      }
      if (!editingLocked(target.info, chosen)) return target.info
      if (!isOwnAccount(target.info, chosen) && !target.info.case) throw caseRequiredFailure(chosen)
      // No unlock without its audit record: if the log cannot be written, editing stays locked.
      await audit.append({
        action: 'unlock-editing',
        profileId: target.profile.id,
        profileName: target.profile.name,
        user: target.info.username,
        account: chosen,
        accounts: [chosen],
        result: 'unlocked',
        description: reason,
      })
      if (active !== target) throw connectionChangedFailure()
      target.info = { ...target.info, unlockedAccounts: [...target.info.unlockedAccounts, chosen] }
      logger.info({ profileId: target.profile.id, account: chosen }, 'editing unlocked')
      return target.info
    },

    noteAccounts(accounts) {
      const target = active
      if (!target || target.info.delegated || delegatedAccounts(target.info, accounts).length === 0) return
      target.info = { ...target.info, delegated: true }
      logger.info({ profileId: target.profile.id }, 'an account that is not the user’s own was opened')
      emit({ state: 'connected', profileId: target.profile.id })
    },

    async openCase(reference, reason, accounts) {
      const target = requireActive()
      const clients = delegatedAccounts(target.info, accounts)
      if (clients.length === 0) {
        throw new AppFailure({
          kind: 'validation',
          cause: 'case-not-needed',
          message: 'every chosen account is the user’s own: no case is needed',
          parameter: 'accounts',
        })
      }
      // The switch is recorded before the new case opens, so the log never shows two cases open at once.
      await caseEndLine(target, 'switched')
      // No case without its record: if the log cannot be written, client accounts stay closed.
      await audit.append({
        action: 'case-open',
        profileId: target.profile.id,
        profileName: target.profile.name,
        user: target.info.username,
        accounts: clients,
        result: 'opened',
        description: reason,
        case: reference,
        via: 'support',
      })
      if (active !== target) throw connectionChangedFailure()
      target.info = { ...target.info, delegated: true, case: { reference, reason, openedAt: clock.now() } }
      target.caseAccounts = new Set(clients)
      logger.info({ profileId: target.profile.id, accounts: clients.length }, 'support case opened')
      return target.info
    },

    async endCase() {
      const target = requireActive()
      await caseEndLine(target, 'ended')
      logger.info({ profileId: target.profile.id }, 'support case ended')
      return target.info
    },

    requireCase(accounts) {
      const target = active
      if (!target) return
      const clients = delegatedAccounts(target.info, accounts)
      const [first] = clients
      if (first === undefined) return
      if (!target.info.case) throw caseRequiredFailure(first)
      for (const account of clients) target.caseAccounts.add(account)
    },

    run: (call) => runOn(requireActive(), call),

    writeScope(account) {
      const target = requireActive()
      if (!isOwnAccount(target.info, account) && !target.info.case) throw caseRequiredFailure(account)
      if (editingLocked(target.info, account)) throw editingLockedFailure(account)
      return {
        info: target.info,
        run: (call) => {
          if (active !== target) return Promise.reject(connectionChangedFailure())
          return runOn(target, call)
        },
      }
    },

    shutdown: () => serial(disconnectNow),
  }
}

/**
 * What the client asks each time it needs the password: the Demo's, the typed one while it is held, or the
 * saved one, read from the vault at that moment. `release()` drops the typed one unless it is to be kept;
 * `missing()` says the last ask found none (the window is then asked for it).
 */
function createPasswordSupplier(
  profile: Profile,
  request: ConnectRequest,
  savedPassword: (profile: Profile) => Promise<string | null>,
) {
  let typed = isDemoProfileId(profile.id) ? null : (request.password ?? null)
  const keep = request.keepForSession === true || profile.authScheme === 'basic'
  let missing = false
  return {
    get: async (): Promise<string | null> => {
      if (isDemoProfileId(profile.id)) return DEMO_PASSWORD
      const found = typed ?? (await savedPassword(profile).catch(() => null))
      missing = found === null
      return found
    },
    missing: () => missing,
    /** A password typed for a re-login: held until `release()`, like the one typed to connect. */
    provide(password: string): void {
      typed = password
    },
    /** Before logging in: a connect with neither a typed nor a saved password stops here, with the reason. */
    async check(): Promise<void> {
      if (isDemoProfileId(profile.id) || typed !== null) return
      if (!(await savedPassword(profile))) {
        throw refusalFailure('password-missing', 'password', { profile: profile.name })
      }
    },
    release(): void {
      if (!keep) typed = null
    },
    /** The connection ended: nothing typed is held any longer, kept for the session or not. */
    drop(): void {
      typed = null
    },
  }
}
