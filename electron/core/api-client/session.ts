// The DX session: logs in lazily, puts the Authorization header on every call, logs in again once when a
// call finds the session ended, and pings before the server's idle timeout while the app is in use. When a
// token from an automatic re-login is refused before any call succeeded with it, the session stops logging
// in by itself (a server that refuses every token would otherwise get a login per call, forever) and every
// call fails as `relogin-refused` until the person logs in again.
// The session token lives only in this object's memory. The password is asked for (getPassword) each time
// it is needed — login, re-login, or every call with HTTP Basic — and dropped as soon as the call is built.
// The supplier decides what it holds (session-manager.ts): a saved password is read from the vault each time,
// a typed one is kept only until the login worked, unless the person asked to keep it for the session.
import type { Timers } from '@shared/domain/clock'
import { realTimers } from '../real-timers'
import { ENDPOINTS, LoginRequestSchema, SessionTokenSchema } from '@shared/api'
import {
  DxApiError,
  cancelledError,
  formatIssuePath,
  httpError,
  malformedResponse,
  answerMismatch,
  schemaRefusal,
  toAppError,
} from './errors'
import { refusalError } from '@shared/ipc/result'
import type { DxLogger, HttpRequest, HttpResponse, Transport } from './transport'

export interface DxAuth {
  /** `session` (default): DX session token from POST /login. `basic`: HTTP Basic on every call. */
  scheme: 'session' | 'basic'
  /** The bare login, without `@domain`. */
  username: string
  domain: string
  /** Asked each time a password is needed; null when there is none (the UI then asks the person). */
  getPassword: () => Promise<string | null>
}

export interface SessionOptions {
  timers?: Timers
  logger?: DxLogger
  /** A call found the session ended (idle timeout, forced logout); a re-login follows. */
  onSessionExpired?: () => void
  /** A re-login after an expiry succeeded. */
  onSessionRenewed?: () => void
  /** Ping interval when the server did not say its timeout. Default 10 minutes. */
  fallbackPingIntervalMs?: number
}

/** Pings go out no more often than this, whatever the server's timeout says. */
const MIN_PING_INTERVAL_MS = 1_000
/** After a failed keep-alive ping (no answer), try again this much sooner than a regular ping. */
const PING_RETRY_DIVISOR = 4

export type AuthenticatedRequest = Omit<HttpRequest, 'headers'> & { headers?: Readonly<Record<string, string>> }

/** Rejects as soon as the signal aborts, without cancelling the shared work (other callers still wait on it). */
function raceAbort<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise
  if (signal.aborted) return Promise.reject(new DxApiError(cancelledError()))
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new DxApiError(cancelledError()))
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort)
        resolve(value)
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort)
        reject(error)
      },
    )
  })
}

function reloginRefusedError() {
  return { kind: 'auth' as const, cause: 'relogin-refused' as const, message: 'fresh session token refused' }
}

export class DxSession {
  private token: string | null = null
  /** Some call got an answer other than 401 with the current token. */
  private tokenProven = false
  /** The current token came from an automatic re-login (not from the person connecting). */
  private tokenFromRelogin = false
  /** A re-login's fresh token was refused: no more automatic logins until the person logs in. */
  private reloginRefused = false
  private serverTimeoutMs: number | undefined
  private loginInFlight: Promise<string> | null = null
  private keepAlive = false
  private pingTimer: unknown = null
  private readonly timers: Timers

  constructor(
    private readonly transport: Transport,
    private readonly auth: DxAuth,
    private readonly options: SessionOptions = {},
  ) {
    this.timers = options.timers ?? realTimers
  }

  get scheme(): DxAuth['scheme'] {
    return this.auth.scheme
  }

  /** True while a session token is held (always false for HTTP Basic, which has no session). */
  get hasToken(): boolean {
    return this.token !== null
  }

  /** The server's idle timeout in ms, as the last login or ping said it. */
  get timeoutMs(): number | undefined {
    return this.serverTimeoutMs
  }

  get keepAliveActive(): boolean {
    return this.keepAlive
  }

  /** When the next keep-alive ping is due, relative to the last request. */
  get pingIntervalMs(): number {
    const timeout = this.serverTimeoutMs
    if (timeout === undefined || timeout <= 0) return this.options.fallbackPingIntervalMs ?? 10 * 60_000
    return Math.max(MIN_PING_INTERVAL_MS, Math.floor(timeout / 2))
  }

  private async password(purpose: string): Promise<string> {
    const password = await this.auth.getPassword()
    if (password === null || password === '') {
      throw new DxApiError({ kind: 'auth', cause: 'password-needed', message: `password needed ${purpose}` })
    }
    return password
  }

  /**
   * Logs in now (session scheme) and keeps the new token. Concurrent callers share one login; a caller's
   * abort only stops that caller waiting. With HTTP Basic there is no session: this checks a password is
   * available, and the first call proves it.
   */
  async login(signal?: AbortSignal): Promise<void> {
    if (this.auth.scheme === 'basic') {
      await raceAbort(this.password('to connect'), signal)
      return
    }
    this.reloginRefused = false
    this.tokenFromRelogin = false
    await raceAbort(this.sharedLogin(), signal)
  }

  /** True after a re-login's token was refused too: the person has to log in (connect) again. */
  get needsPerson(): boolean {
    return this.reloginRefused
  }

  private sharedLogin(): Promise<string> {
    this.loginInFlight ??= this.doLogin().finally(() => {
      this.loginInFlight = null
    })
    return this.loginInFlight
  }

  private async doLogin(): Promise<string> {
    const request = LoginRequestSchema.safeParse({
      username: this.auth.username,
      domain: this.auth.domain,
      password: await this.password('to log in'),
    })
    if (!request.success) {
      const issue = request.error.issues[0]
      throw new DxApiError(issue ? schemaRefusal(issue) : refusalError('login-incomplete'))
    }
    const res = await this.transport.send({
      method: 'POST',
      path: ENDPOINTS['auth.login'].path,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(request.data),
      category: 'login',
      retry: false,
      write: false,
      label: 'auth.login',
    })
    if (res.status !== 200) {
      const error = httpError(res.status, res.text, res.headers, { login: true })
      this.options.logger?.warn(
        { username: this.auth.username, domain: this.auth.domain, status: res.status, kind: error.kind },
        'DX login refused',
      )
      throw new DxApiError(error)
    }
    const token = this.adopt(res, ENDPOINTS['auth.login'].summary)
    this.options.logger?.info(
      { username: this.auth.username, domain: this.auth.domain, timeoutMs: this.serverTimeoutMs },
      'DX session started',
    )
    return token
  }

  /** Takes the token and timeout from a login or ping answer. */
  private adopt(res: HttpResponse, what: string): string {
    let json: unknown
    try {
      json = JSON.parse(res.text)
    } catch {
      throw new DxApiError(malformedResponse(what, { answer: 'not-json' }, res.status))
    }
    const parsed = SessionTokenSchema.safeParse(json)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const where = issue && issue.path.length > 0 ? formatIssuePath(issue.path) : ''
      if (where === 'sessionToken' && typeof (json as { sessionToken?: unknown }).sessionToken === 'string') {
        this.options.logger?.warn({ status: res.status }, 'DX login answered a token that cannot be sent back')
        throw new DxApiError({
          kind: 'auth',
          cause: 'bad-session-token',
          message: `unusable session token: ${issue?.message ?? 'invalid'}`,
        })
      }
      throw new DxApiError(malformedResponse(what, answerMismatch(parsed.error.issues), res.status))
    }
    if (parsed.data.sessionToken !== this.token) this.tokenProven = false
    this.token = parsed.data.sessionToken
    if (parsed.data.timeout !== undefined && parsed.data.timeout > 0) this.serverTimeoutMs = parsed.data.timeout
    this.schedulePing()
    return parsed.data.sessionToken
  }

  private async authorization(signal?: AbortSignal): Promise<{ header: string; token: string | null }> {
    if (this.auth.scheme === 'basic') {
      const credentials = `${this.auth.username}@${this.auth.domain}:${await this.password('for this server')}`
      return { header: `Basic ${Buffer.from(credentials, 'utf8').toString('base64')}`, token: null }
    }
    if (this.reloginRefused) throw new DxApiError(reloginRefusedError())
    const token = this.token ?? (await raceAbort(this.sharedLogin(), signal))
    return { header: `DXAPI ${token}`, token }
  }

  private async sendOnce(request: AuthenticatedRequest): Promise<{ response: HttpResponse; token: string | null }> {
    const { header, token } = await this.authorization(request.signal)
    const response = await this.transport.send({
      ...request,
      headers: { ...request.headers, Authorization: header },
    })
    if (response.status !== 401) {
      if (token !== null && token === this.token) this.tokenProven = true
      this.schedulePing()
    }
    return { response, token }
  }

  /**
   * Sends an authenticated request. When the answer is 401 the session has ended (idle timeout, forced
   * logout, server restart): we log in again — once, shared by every call that hit the same dead token —
   * and send the request once more. That is safe even for a PUT: the server refuses an unauthenticated
   * request before looking at it, so the first PUT was not applied and the repeat is its only execution.
   * A second 401 (or a failed re-login) is returned/thrown as it is, so the UI can ask the person.
   */
  async send(request: AuthenticatedRequest): Promise<HttpResponse> {
    const first = await this.sendOnce(request)
    if (first.response.status !== 401 || this.auth.scheme === 'basic') return first.response
    if (this.refusedAfterRelogin(first.token)) throw new DxApiError(reloginRefusedError())
    await this.renew(first.token, request.signal)
    const second = await this.sendOnce(request)
    if (second.response.status === 401 && this.refusedAfterRelogin(second.token)) {
      throw new DxApiError(reloginRefusedError())
    }
    return second.response
  }

  /**
   * A 401 on a token an automatic re-login produced, before any call succeeded with it: the server refuses
   * fresh sessions, so logging in again would only repeat. Stops automatic logins until the person acts.
   */
  private refusedAfterRelogin(token: string | null): boolean {
    if (token === null || token !== this.token || !this.tokenFromRelogin || this.tokenProven) return false
    if (!this.reloginRefused) {
      this.reloginRefused = true
      this.token = null
      this.stopPingTimer()
      this.options.logger?.warn(
        { username: this.auth.username },
        'DX refused the re-login token too; asking the person',
      )
    }
    return true
  }

  private async renew(staleToken: string | null, signal?: AbortSignal): Promise<void> {
    if (this.token !== null && this.token !== staleToken) return
    const first = this.loginInFlight === null
    if (first) {
      this.token = null
      this.stopPingTimer()
      this.options.logger?.info({ username: this.auth.username }, 'DX session ended; logging in again')
      this.options.onSessionExpired?.()
    }
    try {
      await raceAbort(this.sharedLogin(), signal)
    } catch (e) {
      const error = toAppError(e)
      // Network trouble may heal; refused credentials will not, so the person is asked.
      if (error.kind !== 'auth' && error.kind !== 'validation') throw e
      throw new DxApiError({
        ...error,
        kind: 'auth',
        cause: 'relogin-refused',
        message: `re-login failed: ${error.message}`,
      })
    }
    this.tokenFromRelogin = true
    if (first) this.options.onSessionRenewed?.()
  }

  /** The token the push sockets send in every message, logging in first when there is none; null with Basic. */
  async pushToken(): Promise<string | null> {
    if (this.auth.scheme === 'basic') return null
    return (await this.authorization()).token
  }

  /** The push server refused `stale` (Reject "1", SessionClosed): log in again, once for every caller. */
  async renewPushToken(stale: string): Promise<string | null> {
    if (this.auth.scheme === 'basic') return null
    if (this.token !== null && this.token !== stale) return this.token
    await this.renew(stale)
    return this.token
  }

  /** POST /ping: keeps the session alive and learns the (possibly new) token and timeout. */
  async ping(signal?: AbortSignal): Promise<{ timeoutMs?: number }> {
    if (this.auth.scheme === 'basic') return {}
    const token = this.token
    if (token === null) throw new DxApiError({ kind: 'auth', cause: 'session-ended', message: 'no session token' })
    const res = await this.transport.send({
      method: 'POST',
      path: ENDPOINTS['auth.ping'].path,
      headers: { Authorization: `DXAPI ${token}` },
      category: 'data',
      retry: false,
      write: false,
      label: 'auth.ping',
      ...(signal ? { signal } : {}),
    })
    if (res.status === 200) {
      this.adopt(res, ENDPOINTS['auth.ping'].summary)
      return this.serverTimeoutMs !== undefined ? { timeoutMs: this.serverTimeoutMs } : {}
    }
    if (res.status === 401 && this.token === token) {
      this.token = null
      this.stopPingTimer()
      this.options.onSessionExpired?.()
    }
    throw new DxApiError(httpError(res.status, res.text, res.headers))
  }

  /** Keep the session alive while the app is in use: a ping half a timeout after the last request. */
  startKeepAlive(): void {
    if (this.auth.scheme === 'basic') return
    this.keepAlive = true
    this.schedulePing()
  }

  stopKeepAlive(): void {
    this.keepAlive = false
    this.stopPingTimer()
  }

  private stopPingTimer(): void {
    if (this.pingTimer !== null) this.timers.clearTimeout(this.pingTimer)
    this.pingTimer = null
  }

  /** Every answered request restarts the server's idle clock, so the ping moves with it. */
  private schedulePing(delay = this.pingIntervalMs): void {
    if (!this.keepAlive || this.token === null) return
    this.stopPingTimer()
    this.pingTimer = this.timers.setTimeout(() => {
      this.pingTimer = null
      void this.keepAlivePing()
    }, delay)
  }

  private async keepAlivePing(): Promise<void> {
    try {
      await this.ping()
    } catch (e) {
      const error = toAppError(e)
      this.options.logger?.warn({ kind: error.kind, status: error.httpStatus }, 'DX keep-alive ping failed')
      // No answer at all: the session may still be alive, so try again well before it would time out.
      if (error.kind === 'network' || error.kind === 'rate-limited' || error.kind === 'server') {
        this.schedulePing(Math.max(MIN_PING_INTERVAL_MS, Math.floor(this.pingIntervalMs / PING_RETRY_DIVISOR)))
      }
    }
  }

  /** Ends the session on the server (best effort) and forgets the token. Never throws. */
  async logout(): Promise<void> {
    this.stopKeepAlive()
    if (this.loginInFlight) await this.loginInFlight.catch(() => undefined)
    const token = this.token
    this.token = null
    if (token === null) return
    try {
      const res = await this.transport.send({
        method: 'POST',
        path: ENDPOINTS['auth.logout'].path,
        headers: { Authorization: `DXAPI ${token}` },
        category: 'data',
        retry: false,
        write: false,
        label: 'auth.logout',
      })
      this.options.logger?.info({ username: this.auth.username, status: res.status }, 'DX session ended (logout)')
    } catch (e) {
      // Disconnecting must work offline too; the server drops the token at its idle timeout anyway.
      this.options.logger?.info({ username: this.auth.username, kind: toAppError(e).kind }, 'DX logout not delivered')
    }
  }
}
