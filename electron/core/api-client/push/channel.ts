// One push socket (account data or market data) as the client keeps it: connects with the REST session's token,
// keeps the wanted subscriptions in place (resubscribing under fresh request ids after a reconnect, a Reject "1"
// or a SessionClosed, logging in again first for the latter two), answers every PingRequest, and reconnects
// with exponential backoff and jitter. Whatever the server sends is bounded: frames above the size cap close
// the socket (ws's maxPayload), unreadable or ill-shaped messages are counted and dropped, unknown types and
// fields are ignored, and a socket that floods is closed and tried again later.
import { WebSocket } from 'ws'
import {
  closeRequestType,
  PUSH_DATA_PAYLOADS,
  PUSH_REJECT,
  PushEnvelopeSchema,
  RejectPayloadSchema,
  isPushFeed,
  subscriptionRequestType,
  type PushData,
  type PushFeed,
} from '@shared/api'
import type { DxLogger } from '../transport'
import { realTimers } from '../../real-timers'
import type { Clock, Timers } from '@shared/domain/clock'

export interface ChannelLimits {
  /** The largest frame read; a larger one closes the socket (1009) and counts as a failure. */
  maxMessageBytes: number
  /** Messages per second above which the socket is closed as flooding. */
  maxMessagesPerSecond: number
  /** Unreadable messages per minute above which the socket is closed. */
  maxMalformedPerMinute: number
  /** Reconnect backoff: first delay and cap (jitter: each delay is 50–100 % of its step). */
  baseDelayMs: number
  maxDelayMs: number
  /** A subscription with neither data nor Reject this long after it was sent: the socket is tried again. */
  ackTimeoutMs: number
}

export const DEFAULT_CHANNEL_LIMITS: ChannelLimits = {
  maxMessageBytes: 4 * 1024 * 1024,
  maxMessagesPerSecond: 5_000,
  maxMalformedPerMinute: 20,
  baseDelayMs: 1_000,
  maxDelayMs: 30_000,
  ackTimeoutMs: 10_000,
}

export interface Wanted {
  feed: PushFeed
  payload: Record<string, unknown>
}

export interface SessionTokens {
  current(): Promise<string | null>
  renew(stale: string): Promise<string | null>
}

export type ChannelState = 'idle' | 'connecting' | 'live' | 'down' | 'refused'

export interface ChannelHandlers {
  data(message: PushData, first: boolean): void
  state(state: ChannelState, reason?: string): void
}

interface Active {
  key: string
  wanted: Wanted
  acked: boolean
}

/** Why a socket was dropped: a subscription unanswered, too many unreadable messages, a flood, no re-login. */
type AbandonReason = 'ack-timeout' | 'malformed' | 'flood' | 'relogin-failed'

export class PushChannel {
  private ws: WebSocket | null = null
  private token: string | null = null
  private wanted = new Map<string, Wanted>()
  private readonly active = new Map<string, Active>()
  private attempt = 0
  private retryTimer: unknown
  private ackTimer: unknown
  private nextId = 1
  private stopped = true
  private window = { start: 0, messages: 0, malformed: 0, malformedStart: 0 }
  private renewing = false
  state: ChannelState = 'idle'

  constructor(
    private readonly url: string,
    private readonly tokens: SessionTokens,
    private readonly handlers: ChannelHandlers,
    private readonly limits: ChannelLimits,
    private readonly logger: DxLogger | undefined,
    private readonly clock: Clock,
    private readonly timers: Timers = realTimers,
  ) {}

  /** The subscriptions to hold, by key; none = the socket is closed. */
  want(next: Map<string, Wanted>): void {
    this.wanted = next
    if (next.size === 0) return this.stop()
    if (this.stopped) {
      this.stopped = false
      void this.connect()
      return
    }
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN || this.token === null) return
    for (const [id, a] of [...this.active]) {
      const still = next.get(a.key)
      if (still && JSON.stringify(still) === JSON.stringify(a.wanted)) continue
      this.active.delete(id)
      this.send({ type: closeRequestType(a.wanted.feed), requestId: this.id(), refRequestId: id })
    }
    const held = new Set([...this.active.values()].map((a) => a.key))
    for (const [key, w] of next) if (!held.has(key)) this.subscribe(key, w)
    this.updateState()
  }

  stop(): void {
    this.stopped = true
    this.clearTimers()
    const ws = this.ws
    this.ws = null
    this.active.clear()
    if (ws) {
      ws.removeAllListeners()
      ws.on('error', () => undefined)
      if (ws.readyState === WebSocket.OPEN) ws.close(1000)
      else ws.terminate()
    }
    this.setState('idle')
  }

  private clearTimers(): void {
    if (this.retryTimer) this.timers.clearTimeout(this.retryTimer)
    if (this.ackTimer) this.timers.clearTimeout(this.ackTimer)
    this.retryTimer = undefined
    this.ackTimer = undefined
  }

  private id(): string {
    return `dxd-${this.nextId++}`
  }

  private setState(state: ChannelState, reason?: string): void {
    if (state === this.state) return
    this.state = state
    this.handlers.state(state, reason)
  }

  private updateState(): void {
    if (this.active.size > 0 && [...this.active.values()].every((a) => a.acked)) this.setState('live')
  }

  private async connect(): Promise<void> {
    if (this.stopped) return
    this.setState(this.state === 'refused' ? 'refused' : 'connecting')
    let token: string | null
    try {
      token = await this.tokens.current()
    } catch (error) {
      return this.retry(`login failed: ${error instanceof Error ? error.message : 'unknown'}`)
    }
    if (this.stopped) return
    if (token === null) return this.setState('refused', 'no session token (HTTP Basic)')
    this.token = token
    const ws = new WebSocket(this.url, {
      maxPayload: this.limits.maxMessageBytes,
      headers: { Authorization: `DXAPI ${token}` },
      handshakeTimeout: this.limits.ackTimeoutMs,
    })
    this.ws = ws
    ws.on('unexpected-response', (_req, res) => {
      ws.removeAllListeners()
      ws.on('error', () => undefined)
      ws.terminate()
      // The server answered the upgrade with plain HTTP: it offers no push here (yet).
      this.ws = null
      this.setState('refused', `upgrade refused: HTTP ${res.statusCode ?? 0}`)
      this.schedule(this.limits.maxDelayMs)
    })
    ws.on('open', () => {
      this.window = { start: this.clock.now(), messages: 0, malformed: 0, malformedStart: this.clock.now() }
      for (const [key, w] of this.wanted) this.subscribe(key, w)
    })
    ws.on('message', (data, isBinary) => {
      if (this.ws !== ws) return
      if (isBinary) return this.malformed('binary frame')
      this.receive(Buffer.isBuffer(data) ? data.toString('utf8') : String(data))
    })
    ws.on('error', (error) => this.logger?.debug({ err: error.message }, 'push socket error'))
    ws.on('close', (code) => {
      if (this.ws !== ws) return
      this.ws = null
      this.active.clear()
      this.retry(`closed ${code}`)
    })
  }

  private retry(reason: string): void {
    if (this.stopped) return
    this.setState('down', reason)
    const step = Math.min(this.limits.maxDelayMs, this.limits.baseDelayMs * 2 ** Math.min(this.attempt, 16))
    this.attempt += 1
    this.schedule(step * (0.5 + Math.random() * 0.5))
  }

  private schedule(ms: number): void {
    this.clearTimers()
    this.retryTimer = this.timers.setTimeout(() => void this.connect(), ms)
  }

  /** Drops the socket as a failure (flood, garbage, silence): reconnects after backoff. The reason is logged. */
  private abandon(reason: AbandonReason): void {
    const ws = this.ws
    if (!ws) return
    this.logger?.warn({ reason }, 'push socket abandoned')
    ws.terminate()
  }

  private send(message: Record<string, unknown>): void {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN || this.token === null) return
    this.ws.send(
      JSON.stringify({ ...message, session: this.token, timestamp: new Date(this.clock.now()).toISOString() }),
    )
  }

  private subscribe(key: string, wanted: Wanted): void {
    const requestId = this.id()
    this.active.set(requestId, { key, wanted, acked: false })
    this.send({ type: subscriptionRequestType(wanted.feed), requestId, payload: wanted.payload })
    if (!this.ackTimer) {
      this.ackTimer = this.timers.setTimeout(() => {
        this.ackTimer = undefined
        if ([...this.active.values()].some((a) => !a.acked)) this.abandon('ack-timeout')
      }, this.limits.ackTimeoutMs)
    }
  }

  private malformed(what: string): void {
    const now = this.clock.now()
    if (now - this.window.malformedStart > 60_000) this.window = { ...this.window, malformed: 0, malformedStart: now }
    this.window.malformed += 1
    this.logger?.debug({ what }, 'unreadable push message dropped')
    if (this.window.malformed > this.limits.maxMalformedPerMinute) this.abandon('malformed')
  }

  private receive(text: string): void {
    const now = this.clock.now()
    if (now - this.window.start >= 1000) this.window = { ...this.window, start: now, messages: 0 }
    this.window.messages += 1
    if (this.window.messages > this.limits.maxMessagesPerSecond) return this.abandon('flood')
    let raw: unknown
    try {
      raw = JSON.parse(text)
    } catch {
      return this.malformed('not JSON')
    }
    const envelope = PushEnvelopeSchema.safeParse(raw)
    if (!envelope.success) return this.malformed('no envelope')
    const message = envelope.data
    // About a session this socket has already left behind (the old token's end, after a re-login): not news.
    const stale = message.session !== undefined && this.token !== null && message.session !== this.token
    switch (message.type) {
      case 'PingRequest':
        return this.send({ type: 'Ping', ...(message.requestId !== undefined ? { inReplyTo: message.requestId } : {}) })
      case 'SessionClosed':
        return stale ? undefined : void this.relogin('SessionClosed')
      case 'Reject':
        return stale ? undefined : this.rejected(message.inReplyTo, message.payload)
    }
    if (!isPushFeed(message.type)) return
    const feed = message.type
    const sub = message.inReplyTo === undefined ? undefined : this.active.get(message.inReplyTo)
    // Data for a subscription this client closed or never made (an old one's last push) is not ours to read.
    if (message.inReplyTo !== undefined && !sub) return
    const payload = PUSH_DATA_PAYLOADS[feed].safeParse(message.payload)
    if (!payload.success) return this.malformed(`${feed} payload`)
    const first = sub !== undefined && !sub.acked
    if (sub) sub.acked = true
    if (first) {
      this.attempt = 0
      this.updateState()
    }
    this.handlers.data({ type: feed, payload: payload.data } as PushData, first)
  }

  private rejected(inReplyTo: string | undefined, payload: unknown): void {
    const body = RejectPayloadSchema.safeParse(payload)
    const code = body.success ? body.data.errorCode : 'unknown'
    if (code === PUSH_REJECT.AUTHORIZATION_REQUIRED) return void this.relogin('Reject 1')
    const sub = inReplyTo === undefined ? undefined : this.active.get(inReplyTo)
    this.logger?.warn({ code, feed: sub?.wanted.feed }, 'push subscription refused')
    if (!sub) return
    this.active.delete(inReplyTo ?? '')
    // A refusal that will not change by asking again (permission, parameters): push is not offered for it.
    this.setState('refused', `Reject ${code}`)
  }

  /** The server no longer knows the session: log in again over REST, then subscribe again on this socket. */
  private async relogin(why: string): Promise<void> {
    if (this.renewing || this.token === null) return
    this.renewing = true
    const stale = this.token
    this.active.clear()
    this.setState('connecting', why)
    try {
      this.token = await this.tokens.renew(stale)
    } catch {
      this.renewing = false
      this.logger?.warn({ why }, 'push re-login failed')
      this.abandon('relogin-failed')
      return
    }
    this.renewing = false
    if (this.stopped) return
    for (const [key, w] of this.wanted) this.subscribe(key, w)
  }
}
