// How the sandbox's Push API behaves; every figure is a choice of ours where the protocol publishes none
// (docs/live-data.md, "Decisions").

export interface PushOptions {
  /** `--push off`: no WebSocket is served, as at a broker without push; upgrades get 404. */
  enabled: boolean
  /** Strict: only `/dxsca-web/` and `/dxsca-web/md` upgrade; lenient also takes `/dxsca-web` and `/dxsca-web/md/`. */
  strictPaths: boolean
  /** A PingRequest on every socket that has seen a valid session, this often. */
  pingIntervalMs: number
  /** PingRequests left unanswered before the session is ended (SessionClosed). */
  pingMisses: number
  /** AccountMetrics subscriptions get fresh figures this often (0 = only when the account changes). */
  metricsIntervalMs: number
  /** A portfolio push lists orders that just ended and positions that just closed (quantity 0), once. */
  finalStates: boolean
  /** AccountEvents and CashTransfers subscriptions get an empty first message as their acknowledgement. */
  activityAck: boolean
  /** Messages one socket may have waiting (held, delayed or unsent by the network) before it is closed with 1013. */
  maxQueuedMessages: number
  maxBufferedBytes: number
  /** `requestType: ALL` subscriptions one session may open per minute. */
  allPerMinute: number
  /** The largest frame a client may send. */
  maxClientFrameBytes: number
}

export const DEFAULT_PUSH_OPTIONS: PushOptions = {
  enabled: true,
  strictPaths: false,
  pingIntervalMs: 30_000,
  pingMisses: 2,
  metricsIntervalMs: 1_000,
  finalStates: true,
  activityAck: false,
  maxQueuedMessages: 10_000,
  maxBufferedBytes: 8 * 1024 * 1024,
  allPerMinute: 1,
  maxClientFrameBytes: 64 * 1024,
}
