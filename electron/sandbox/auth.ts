// Sessions: `POST /login` issues an opaque token used as `Authorization: DXAPI <token>`; every request with
// it (and `POST /ping`) restarts the idle timer; `POST /logout` or idle expiry ends it. HTTP Basic
// (`base64(user@domain:password)`) is accepted too and needs no session.
import { randomBytes } from 'node:crypto'
import { DX_ERROR, dxError } from '@shared/api'
import type { Clock } from './clock'
import { SandboxError } from './errors'
import type { UserState } from './state/types'

export const DEFAULT_SESSION_TIMEOUT_MS = 30 * 60_000

interface Session {
  username: string
  lastSeen: number
}

export type Credentials = { kind: 'session'; token: string } | { kind: 'basic'; username: string; password: string }

export function unauthorized(description: string): SandboxError {
  // No DX code is documented for a missing or dead token; clients key on the 401 itself.
  return new SandboxError(401, undefined, description, { 'WWW-Authenticate': 'DXAPI realm="dxsca-web", Basic' })
}

export function badCredentials(): SandboxError {
  return SandboxError.from(dxError(DX_ERROR.BAD_CREDENTIALS))
}

/** Parses the Authorization header; undefined when absent, an error when present but unusable. */
export function parseAuthorization(header: string | undefined): Credentials | undefined {
  if (header === undefined || header.trim() === '') return undefined
  const match = /^(\S+)\s+(\S+)\s*$/.exec(header)
  if (!match) throw unauthorized('Malformed Authorization header')
  const scheme = (match[1] ?? '').toLowerCase()
  const value = match[2] ?? ''
  if (scheme === 'dxapi') return { kind: 'session', token: value }
  if (scheme === 'basic') {
    const decoded = Buffer.from(value, 'base64').toString('utf8')
    const colon = decoded.indexOf(':')
    if (colon < 0) throw unauthorized('Malformed Basic credentials')
    return { kind: 'basic', username: decoded.slice(0, colon), password: decoded.slice(colon + 1) }
  }
  throw unauthorized(`Unsupported authorization scheme (${match[1]})`)
}

export class SessionStore {
  private readonly sessions = new Map<string, Session>()

  constructor(
    private readonly clock: Clock,
    readonly timeoutMs: number,
  ) {}

  create(username: string): string {
    const token = randomBytes(24).toString('base64url')
    this.sessions.set(token, { username, lastSeen: this.clock.now() })
    return token
  }

  /** The session's username if alive (and touches it), else undefined. */
  touch(token: string): string | undefined {
    const session = this.sessions.get(token)
    if (!session) return undefined
    const now = this.clock.now()
    if (now - session.lastSeen > this.timeoutMs) {
      this.sessions.delete(token)
      return undefined
    }
    session.lastSeen = now
    return session.username
  }

  /** Whether the session is alive, without restarting its idle timer (pushes are not the client's activity). */
  alive(token: string): boolean {
    const session = this.sessions.get(token)
    return session !== undefined && this.clock.now() - session.lastSeen <= this.timeoutMs
  }

  delete(token: string): void {
    this.sessions.delete(token)
  }

  /** Scenario control: end a session as if it had timed out. */
  expire(token: string): boolean {
    return this.sessions.delete(token)
  }

  expireAll(): void {
    this.sessions.clear()
  }

  get size(): number {
    return this.sessions.size
  }
}

/** Login names are `login` plus a separate domain; Basic carries `login@domain`. */
export function findUser(
  users: ReadonlyMap<string, UserState>,
  login: string,
  domain: string,
  password: string,
): UserState | undefined {
  const user = users.get(`${login}@${domain}`)
  return user && user.password === password ? user : undefined
}
