// The one active DX connection. Connect resolves the profile and its password (typed now, saved in the
// vault, or the Demo's built-in one), logs in, reads users/{me}, and only then replaces the previous
// connection, which is logged out. Reads run through run(), which turns the client's session expiry into
// `session.changed` events: `reconnecting` while the client logs in again, `connected` when it worked,
// `expired` when it did not. A password is held no longer than needed: a saved one is read from the vault
// again whenever a re-login needs it; a typed one is dropped once the login worked, unless the person ticked
// "keep for this session" (or the profile uses HTTP Basic, which sends it on every call).
import type { EventPayload, SessionInfo } from '../../../shared/ipc/contract'
import { appErrorOf } from '../../../shared/ipc/result'
import type { Profile } from '../../../shared/ipc/profiles'
import type { DxClient, DxClientOptions } from '../api-client'
import type { AuditLog } from '../audit/audit-log'
import { VaultError, type SecretBinding, type Vault } from '../credentials/vault'
import type { LazySandbox } from '../demo/sandbox-launcher'
import { AppFailure, notConnectedFailure, validationFailure } from '../ipc/app-failure'
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
  clock: { now(): number }
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
  /** `accounts`: the client accounts on screen, which the unlock's audit line names beside the user's own. */
  unlockEditing(reason: string, accounts?: readonly string[]): Promise<SessionInfo>
  /** Runs a call with the active connection's client; an auth failure ends the connection as expired. */
  run<T>(call: (client: DxClient, session: SessionInfo) => Promise<T>): Promise<T>
  /** Throws unless the connection may change orders (read-only connections must be unlocked first). */
  requireEditable(): SessionInfo
  shutdown(): Promise<void>
}

interface Active {
  generation: number
  info: SessionInfo
  client: DxClient
  profile: Profile
  reconnecting: boolean
}

const EXPIRED_MESSAGE = 'The server ended the session and logging in again did not work; connect again.'
const LOGOUT_GRACE_MS = 2_000

function isAuthError(error: unknown): boolean {
  return appErrorOf(error)?.kind === 'auth'
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

  function end(target: Active, state: 'disconnected' | 'expired', message?: string): void {
    if (active !== target) return
    active = null
    emit({ state, profileId: target.profile.id, ...(message ? { message } : {}) })
    logger.info({ profileId: target.profile.id, state }, 'session ended')
  }

  function onExpired(gen: number): void {
    const target = active
    if (!target || target.generation !== gen || target.reconnecting) return
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
          end(target, 'expired', EXPIRED_MESSAGE)
        }
        // Network trouble: stay "reconnecting"; the next call that succeeds reports "connected".
      },
    )
  }

  async function savedPassword(profile: Profile): Promise<string | null> {
    try {
      return await vault.recall(profile.id, bindingOf(profile))
    } catch (error) {
      if (error instanceof VaultError) throw validationFailure(error.message, 'password')
      throw error
    }
  }

  /**
   * What the client asks each time it needs the password: the Demo's, the typed one while it is held, or the
   * saved one, read from the vault at that moment. `release()` drops the typed one unless it is to be kept.
   */
  function passwordSupplier(profile: Profile, request: ConnectRequest) {
    let typed = isDemoProfileId(profile.id) ? null : (request.password ?? null)
    const keep = request.keepForSession === true || profile.authScheme === 'basic'
    return {
      get: async (): Promise<string | null> => {
        if (isDemoProfileId(profile.id)) return DEMO_PASSWORD
        if (typed !== null) return typed
        return savedPassword(profile).catch(() => null)
      },
      /** Before logging in: a connect with neither a typed nor a saved password stops here, with the reason. */
      async check(): Promise<void> {
        if (isDemoProfileId(profile.id) || typed !== null) return
        if (!(await savedPassword(profile))) {
          throw validationFailure(`Enter the password for “${profile.name}”: none is saved.`, 'password')
        }
      },
      release(): void {
        if (!keep) typed = null
      },
    }
  }

  /** Saves or forgets the typed password as asked; returns a sentence when saving was refused. */
  async function applyRememberChoice(profile: Profile, request: ConnectRequest): Promise<string | undefined> {
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
      if (error instanceof VaultError) return `Connected, but the password was not saved: ${error.message}`
      logger.error({ err: error }, 'saving a password failed')
      return 'Connected, but the password could not be saved; see the log.'
    }
  }

  async function connectNow(request: ConnectRequest, signal: AbortSignal): Promise<SessionInfo> {
    const found = await catalog.find(request.profileId)
    if (!found) throw validationFailure(`There is no profile “${request.profileId}”.`, 'profileId')
    let baseUrl = found.baseUrl
    if (isDemoProfileId(found.id)) {
      try {
        baseUrl = await demo.ensureStarted()
      } catch (error) {
        logger.error({ err: error }, 'the Demo sandbox did not start')
        throw new AppFailure({ kind: 'network', message: 'The Demo server could not be started; see the log.' })
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
      if (!user) throw new AppFailure({ kind: 'server', message: 'The server did not return your user details.' })
      const notice = await applyRememberChoice(profile, request)
      password.release()
      info = {
        profileId: profile.id,
        profileName: profile.name,
        kind: profile.kind,
        username,
        user,
        readOnly: profile.readOnly,
        editingUnlocked: false,
        connectedAt: clock.now(),
        baseUrl,
        ...(notice ? { notice } : {}),
      }
    } catch (error) {
      await logoutQuietly(client)
      logger.info({ profileId: profile.id, kind: isAuthError(error) ? 'auth' : 'other' }, 'connect failed')
      throw error
    }
    const previous = active
    active = { generation: gen, info, client, profile, reconnecting: false }
    client.session.startKeepAlive()
    if (previous) await logoutQuietly(previous.client)
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

  function requireActive(): Active {
    if (!active) throw notConnectedFailure()
    return active
  }

  return {
    connect: (request, signal) => serial(() => connectNow(request, signal)),
    disconnect: () => serial(disconnectNow),
    current: () => active?.info ?? null,

    async unlockEditing(reason, onScreen = []) {
      const target = requireActive()
      if (!target.info.readOnly || target.info.editingUnlocked) return target.info
      const accounts = [...new Set([...onScreen, ...target.info.user.accounts.map((a) => a.account)])]
      // No unlock without its audit record: if the log cannot be written, editing stays locked.
      await audit.append({
        action: 'unlock-editing',
        profileId: target.profile.id,
        profileName: target.profile.name,
        user: target.info.username,
        ...(accounts.length ? { accounts: accounts.slice(0, 500) } : {}),
        result: 'unlocked',
        description: reason,
      })
      target.info = { ...target.info, editingUnlocked: true }
      logger.info({ profileId: target.profile.id }, 'editing unlocked')
      return target.info
    },

    async run(call) {
      const target = requireActive()
      try {
        const result = await call(target.client, target.info)
        if (active === target && target.reconnecting) {
          target.reconnecting = false
          emit({ state: 'connected', profileId: target.profile.id })
        }
        return result
      } catch (error) {
        if (isAuthError(error) && active === target) {
          target.client.session.stopKeepAlive()
          end(target, 'expired', EXPIRED_MESSAGE)
        }
        throw error
      }
    },

    requireEditable() {
      const target = requireActive()
      if (target.info.readOnly && !target.info.editingUnlocked) {
        throw validationFailure(
          'This connection is read-only: unlock editing first (the unlock is recorded in the audit log).',
        )
      }
      return target.info
    },

    shutdown: () => serial(disconnectNow),
  }
}
