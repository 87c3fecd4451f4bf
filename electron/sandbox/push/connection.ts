// One push socket: its channel, its live subscriptions, the session it last saw, its keep-alive, and its send
// queue — where scenario controls hold or delay pushes, and where a consumer that cannot keep up is found and
// closed with 1013.
import type { WebSocket } from 'ws'
import {
  formatWireTimestamp,
  PUSH_CLOSE_BACK_PRESSURE,
  type PositionWire,
  type PushChannel,
  type PushFeed,
} from '@shared/api'
import type { PushOptions } from './options'
import type { Clock } from '../clock'

export interface Subscription {
  requestId: string
  feed: PushFeed
  token: string
  username: string
  /** `requestType: ALL`: every account the user may see, now and later. */
  all: boolean
  accounts: ReadonlySet<string>
  includePositions: boolean
  symbols: ReadonlySet<string>
  /** Per account: orders and positions last pushed open, so an ending is pushed once (finalStates). */
  openOrders: Map<string, Set<number>>
  positions: Map<string, Map<string, PositionWire>>
  /** Per account: how many events / transfers the subscription has been told of. */
  eventsSeen: Map<string, number>
  transfersSeen: Map<string, number>
}

/** What the hub lets every connection see of the scenario controls. */
export interface SendGate {
  held: boolean
  delayMs: number
}

interface Queued {
  text: string
  dueAt: number
}

export class PushConnection {
  readonly subscriptions = new Map<string, Subscription>()
  /** The last valid session token seen on this socket: the one its PingRequests name. */
  session: string | undefined
  unansweredPings = 0
  private nextPing = 1
  private readonly queue: Queued[] = []
  private timer: NodeJS.Timeout | undefined
  private closed = false

  constructor(
    readonly socket: WebSocket,
    readonly channel: PushChannel,
    private readonly options: PushOptions,
    private readonly gate: SendGate,
    private readonly clock: Clock,
  ) {
    socket.on('close', () => {
      this.closed = true
      if (this.timer) clearTimeout(this.timer)
    })
  }

  get isOpen(): boolean {
    return !this.closed && this.socket.readyState === this.socket.OPEN
  }

  /** Sends one message in the envelope; the server's `timestamp` is ISO with milliseconds. */
  send(type: string, fields: { inReplyTo?: string; requestId?: string; session?: string; payload?: unknown }): void {
    if (!this.isOpen) return
    const message = { type, ...fields, timestamp: formatWireTimestamp(this.clock.now()) }
    this.enqueue(JSON.stringify(message))
  }

  /** A frame as given, for hostile-server scenarios. */
  sendRaw(text: string): void {
    if (this.isOpen) this.enqueue(text)
  }

  nextPingId(): string {
    return `ping-${this.nextPing++}`
  }

  private enqueue(text: string): void {
    this.queue.push({ text, dueAt: this.clock.now() + this.gate.delayMs })
    if (this.queue.length > this.options.maxQueuedMessages) return this.backPressure()
    this.flush()
  }

  /** Sends what is due, in order; called again when the gate opens or a delay runs out. */
  flush(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = undefined
    if (!this.isOpen || this.gate.held) return
    while (this.queue.length > 0) {
      const head = this.queue[0]
      if (!head) break
      const wait = head.dueAt - this.clock.now()
      if (wait > 0) {
        this.timer = setTimeout(() => this.flush(), wait)
        return
      }
      this.queue.shift()
      this.socket.send(head.text)
      if (this.socket.bufferedAmount > this.options.maxBufferedBytes) return this.backPressure()
    }
  }

  private backPressure(): void {
    this.queue.length = 0
    this.socket.close(PUSH_CLOSE_BACK_PRESSURE, 'Try again later: too many messages waiting')
  }

  /** Abrupt loss, as a network failure: no close frame. */
  drop(): void {
    this.queue.length = 0
    this.socket.terminate()
  }

  close(code: number, reason: string): void {
    this.socket.close(code, reason)
  }
}
