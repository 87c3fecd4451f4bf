// The sandbox's push server: serves the two channels on the REST server's port, keeps every socket's
// subscriptions, and pushes each account change (coalesced per event-loop turn) and each price move to the
// subscriptions that cover it. Scenario controls reach the sockets through `PushControl`.
import { STATUS_CODES, type IncomingMessage, type Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type WebSocket } from 'ws'
import { type PushChannel, type PushFeed } from '@shared/api'
import { acceptedHosts, refusal } from '../http/request-guard'
import { canSeeAccount, visibleAccounts } from '../permissions'
import type { SandboxRuntime } from '../runtime'
import type { UserState } from '../state/types'
import type { AccountState, SandboxWorld } from '../state/world'
import { PushConnection, type SendGate, type Subscription } from './connection'
import { metricsFor, newEvents, newTransfers, portfolioFor, quotesFor } from './feeds'
import type { PushOptions } from './options'
import { handleClientMessage, type RequestContext } from './requests'

const MINUTE_MS = 60_000

export interface PushControl {
  readonly options: PushOptions
  /** Open push sockets (both channels). */
  connections(): number
  /** Lose every socket abruptly (no close frame), as a network failure would. */
  dropConnections(): number
  /** Keep pushes back until `releasePushes()` (or sent late by `delayPushes`). */
  holdPushes(): void
  releasePushes(): void
  delayPushes(ms: number): void
  /** Refuse WebSocket upgrades from now on with this HTTP status (a broker without push); 0 accepts again. */
  refuseUpgrades(status: number): void
  /** End these sessions (all when none named): `SessionClosed` on their sockets, REST token gone too. */
  expireSessions(tokens?: readonly string[]): void
  /** Users refused market data (Reject "34"). */
  refuseMarketData(username: string, refused: boolean): void
  /** A frame exactly as given, on every open socket of a channel (hostile-server scenarios). */
  sendRaw(channel: PushChannel, text: string): number
  /** Send the keep-alive round now instead of waiting for the next interval (tests). */
  pingNow(): void
  /** Push fresh AccountMetrics this often from now on (0 = only when an account changes or a price moves). */
  metricsEvery(ms: number): void
}

export class PushHub implements PushControl {
  private readonly wss: WebSocketServer
  private readonly live = new Set<PushConnection>()
  private readonly gate: SendGate = { held: false, delayMs: 0 }
  private refusingWith = 0
  private acceptedHosts: ReadonlySet<string> | null = null
  private readonly noMarketData = new Set<string>()
  private readonly allAt = new Map<string, number[]>()
  private readonly changedAccounts = new Set<string>()
  private readonly movedSymbols = new Set<string>()
  private flushScheduled = false
  private readonly timers: NodeJS.Timeout[] = []
  private metricsTimer: NodeJS.Timeout | undefined

  constructor(
    private readonly runtime: SandboxRuntime,
    readonly options: PushOptions,
  ) {
    this.wss = new WebSocketServer({ noServer: true, maxPayload: options.maxClientFrameBytes })
    runtime.onWorld((world) => this.attach(world))
    const ping = setInterval(() => this.pingNow(), options.pingIntervalMs)
    ping.unref()
    this.timers.push(ping)
    this.metricsEvery(options.metricsIntervalMs)
  }

  private get now(): number {
    return this.runtime.clock.now()
  }

  private attach(world: SandboxWorld): void {
    // A reset is another world: no subscription of the old one means anything in it, and, like the REST faults,
    // the socket controls end with it.
    for (const c of this.live) c.drop()
    this.gate.held = false
    this.gate.delayMs = 0
    this.refusingWith = 0
    this.noMarketData.clear()
    this.allAt.clear()
    world.onChange = (account) => this.schedule(() => this.changedAccounts.add(account.code))
    world.prices.onMove = (symbol) => this.schedule(() => this.movedSymbols.add(symbol))
  }

  listen(server: Server): void {
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) =>
      this.upgrade(request, socket, head),
    )
  }

  listening(hostAndPort: string): void {
    this.acceptedHosts = acceptedHosts(hostAndPort)
  }

  close(): void {
    for (const t of this.timers) clearInterval(t)
    clearInterval(this.metricsTimer)
    for (const c of this.live) c.drop()
    this.wss.close()
  }

  private channelOf(pathname: string): PushChannel | null {
    if (pathname === '/dxsca-web/') return 'account'
    if (pathname === '/dxsca-web/md') return 'marketData'
    if (this.options.strictPaths) return null
    if (pathname === '/dxsca-web') return 'account'
    if (pathname === '/dxsca-web/md/') return 'marketData'
    return null
  }

  private upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    // A client that resets the connection mid-upgrade (or while reading a refusal) must not become an uncaught
    // 'error' on a socket nobody listens to yet; once upgraded, the WebSocket's own handler takes over.
    socket.on('error', () => socket.destroy())
    const refuse = (status: number, description: string) => {
      const body = JSON.stringify({ description })
      socket.end(
        `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      )
    }
    const why = refusal(request.headers, this.acceptedHosts)
    if (why) return refuse(403, why)
    const url = new URL(request.url ?? '/', 'http://sandbox')
    const channel = this.channelOf(url.pathname)
    if (!this.options.enabled || channel === null) return refuse(404, `No push channel at ${url.pathname}`)
    if (this.refusingWith > 0) return refuse(this.refusingWith, 'Push is not available')
    const format = url.searchParams.get('format')
    if (format !== null && format.toUpperCase() !== 'JSON') return refuse(400, `Unsupported format (${format})`)
    this.wss.handleUpgrade(request, socket, head, (ws) => this.connect(ws, channel))
  }

  private connect(ws: WebSocket, channel: PushChannel): void {
    const connection = new PushConnection(ws, channel, this.options, this.gate, this.runtime.clock)
    this.live.add(connection)
    ws.on('close', () => this.live.delete(connection))
    ws.on('error', () => ws.terminate())
    ws.on('message', (data, isBinary) => {
      if (isBinary) return connection.close(1003, 'Text frames only')
      handleClientMessage(this.context, connection, Buffer.isBuffer(data) ? data.toString('utf8') : String(data))
    })
  }

  private readonly context: RequestContext = {
    sessionUser: (token) => {
      if (token === undefined) return undefined
      const username = this.runtime.sessions.touch(token)
      const user = username === undefined ? undefined : this.runtime.world.users.get(username)
      return user?.apiEnabled ? user : undefined
    },
    pinged: (connection) => {
      connection.unansweredPings = 0
    },
    accountVisible: (user, code) => {
      const account = this.runtime.world.account(code)
      return account !== undefined && canSeeAccount(user, account)
    },
    allowAll: (token) => {
      const recent = (this.allAt.get(token) ?? []).filter((t) => this.now - t < MINUTE_MS)
      if (recent.length >= this.options.allPerMinute) return false
      this.allAt.set(token, [...recent, this.now])
      return true
    },
    marketDataAllowed: (user) => !this.noMarketData.has(user.username),
    strictSymbols: false,
    knownSymbol: (symbol) => this.runtime.world.prices.has(symbol),
    subscribed: (connection, sub) => this.first(connection, sub),
  }

  private userOf(sub: Subscription): UserState | undefined {
    return this.runtime.world.users.get(sub.username)
  }

  /** The accounts a subscription covers now (ALL follows what the user may see). */
  private covered(sub: Subscription, among?: ReadonlySet<string>): AccountState[] {
    const world = this.runtime.world
    const user = this.userOf(sub)
    if (!user) return []
    const accounts = sub.all ? visibleAccounts(world, user) : [...sub.accounts].flatMap((c) => world.account(c) ?? [])
    return accounts.filter((a) => (!among || among.has(a.code)) && canSeeAccount(user, a))
  }

  private push(connection: PushConnection, sub: Subscription, type: PushFeed, payload: unknown): void {
    connection.send(type, { inReplyTo: sub.requestId, session: sub.token, payload })
  }

  /** Portfolios and metrics: each push is the accounts' whole current picture, the first one as any later. */
  private pushPicture(
    connection: PushConnection,
    sub: Subscription,
    feed: 'AccountPortfolios' | 'AccountMetrics',
    accounts: AccountState[],
  ): void {
    const world = this.runtime.world
    if (feed === 'AccountMetrics') return this.push(connection, sub, feed, metricsFor(world, accounts, sub))
    this.push(connection, sub, feed, {
      portfolios: accounts.map((a) => portfolioFor(world, a, sub, this.options.finalStates)),
    })
  }

  /** The snapshot that is also the acknowledgement. */
  private first(connection: PushConnection, sub: Subscription): void {
    const world = this.runtime.world
    const accounts = this.covered(sub)
    switch (sub.feed) {
      case 'AccountPortfolios':
      case 'AccountMetrics':
        return this.pushPicture(connection, sub, sub.feed, accounts)
      case 'AccountEvents':
      case 'CashTransfers': {
        const seen = sub.feed === 'AccountEvents' ? sub.eventsSeen : sub.transfersSeen
        for (const a of accounts) seen.set(a.code, sub.feed === 'AccountEvents' ? a.events.length : a.transfers.length)
        if (this.options.activityAck) {
          this.push(
            connection,
            sub,
            sub.feed,
            sub.feed === 'AccountEvents' ? { accountEvents: [] } : { cashTransfers: [] },
          )
        }
        return
      }
      case 'MarketData':
        return this.push(connection, sub, sub.feed, { events: quotesFor(world, sub.symbols, this.now) })
    }
  }

  private schedule(note: () => void): void {
    note()
    if (this.flushScheduled) return
    this.flushScheduled = true
    // After the change's synchronous code has run: the push shows the change complete, and a burst made in one
    // turn (an OCO fill ending its partner) is one push.
    setImmediate(() => this.flush())
  }

  private liveSession(connection: PushConnection, sub: Subscription): boolean {
    if (this.runtime.sessions.alive(sub.token)) return true
    this.endSession(connection, sub.token)
    return false
  }

  private flush(): void {
    this.flushScheduled = false
    const accounts = new Set(this.changedAccounts)
    const symbols = new Set(this.movedSymbols)
    this.changedAccounts.clear()
    this.movedSymbols.clear()
    const world = this.runtime.world
    for (const connection of this.live) {
      for (const sub of [...connection.subscriptions.values()]) {
        if (!connection.subscriptions.has(sub.requestId) || !this.liveSession(connection, sub)) continue
        if (sub.feed === 'MarketData') {
          const moved = [...sub.symbols].filter((s) => symbols.has(s))
          if (moved.length > 0) this.push(connection, sub, 'MarketData', { events: quotesFor(world, moved, this.now) })
          continue
        }
        // Equity and margin move with the prices of the positions held: those accounts' figures are pushed too.
        const changed =
          sub.feed === 'AccountMetrics' && symbols.size > 0
            ? this.covered(sub).filter(
                (a) => accounts.has(a.code) || [...a.positions.values()].some((p) => symbols.has(p.symbol)),
              )
            : accounts.size === 0
              ? []
              : this.covered(sub, accounts)
        if (changed.length === 0) continue
        this.pushAccounts(connection, sub, changed)
      }
    }
  }

  private pushAccounts(connection: PushConnection, sub: Subscription, accounts: AccountState[]): void {
    switch (sub.feed) {
      case 'AccountPortfolios':
      case 'AccountMetrics':
        return this.pushPicture(connection, sub, sub.feed, accounts)
      case 'AccountEvents': {
        const payload = newEvents(accounts, sub)
        if (payload.accountEvents.length > 0) this.push(connection, sub, sub.feed, payload)
        return
      }
      case 'CashTransfers': {
        const payload = newTransfers(accounts, sub)
        if (payload.cashTransfers.length > 0) this.push(connection, sub, sub.feed, payload)
        return
      }
      case 'MarketData':
        return
    }
  }

  private tickMetrics(): void {
    for (const connection of this.live) {
      for (const sub of connection.subscriptions.values()) {
        if (sub.feed !== 'AccountMetrics' || !this.runtime.sessions.alive(sub.token)) continue
        const accounts = this.covered(sub)
        if (accounts.length > 0) this.push(connection, sub, sub.feed, metricsFor(this.runtime.world, accounts, sub))
      }
    }
  }

  /** `SessionClosed` once on this socket, its subscriptions of that session gone; the socket stays open. */
  private endSession(connection: PushConnection, token: string): void {
    let had = connection.session === token
    for (const [id, sub] of connection.subscriptions) {
      if (sub.token !== token) continue
      connection.subscriptions.delete(id)
      had = true
    }
    if (connection.session === token) connection.session = undefined
    if (had) connection.send('SessionClosed', { session: token })
  }

  // ---- scenario controls ----

  connections(): number {
    return this.live.size
  }

  dropConnections(): number {
    const n = this.live.size
    for (const c of this.live) c.drop()
    return n
  }

  holdPushes(): void {
    this.gate.held = true
  }

  releasePushes(): void {
    this.gate.held = false
    this.gate.delayMs = 0
    for (const c of this.live) c.flush()
  }

  delayPushes(ms: number): void {
    this.gate.delayMs = Math.max(0, ms)
  }

  refuseUpgrades(status: number): void {
    this.refusingWith = status
  }

  expireSessions(tokens?: readonly string[]): void {
    const all = new Set<string>()
    for (const c of this.live) {
      if (c.session !== undefined) all.add(c.session)
      for (const s of c.subscriptions.values()) all.add(s.token)
    }
    const chosen = tokens ?? [...all]
    for (const token of chosen) {
      this.runtime.sessions.expire(token)
      for (const c of this.live) this.endSession(c, token)
    }
    if (!tokens) this.runtime.sessions.expireAll()
  }

  refuseMarketData(username: string, refused: boolean): void {
    if (refused) this.noMarketData.add(username)
    else this.noMarketData.delete(username)
  }

  sendRaw(channel: PushChannel, text: string): number {
    let n = 0
    for (const c of this.live) {
      if (c.channel !== channel) continue
      c.sendRaw(text)
      n += 1
    }
    return n
  }

  metricsEvery(ms: number): void {
    clearInterval(this.metricsTimer)
    this.metricsTimer = undefined
    if (ms <= 0) return
    this.metricsTimer = setInterval(() => this.tickMetrics(), ms)
    this.metricsTimer.unref()
  }

  /** One keep-alive round: a session whose socket left `pingMisses` PingRequests unanswered is ended. */
  pingNow(): void {
    for (const connection of this.live) {
      const token = connection.session
      if (token === undefined) continue
      if (connection.unansweredPings >= this.options.pingMisses) {
        connection.unansweredPings = 0
        this.runtime.sessions.expire(token)
        for (const c of this.live) this.endSession(c, token)
        continue
      }
      connection.unansweredPings += 1
      connection.send('PingRequest', { requestId: connection.nextPingId(), session: token })
    }
  }
}
