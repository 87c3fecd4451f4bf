// The live sandbox: its world (replaced wholesale on reset), sessions, fault rules and rate limits, and the
// resolved options. Shared by the HTTP routes and the in-process control object.
import { DEFAULT_SESSION_TIMEOUT_MS, SessionStore } from './auth'
import { ChangeTally } from './changes'
import type { Clock } from './clock'
import { FaultInjector } from './faults'
import type { PushHub } from './push/hub'
import { DEFAULT_PUSH_OPTIONS, type PushOptions } from './push/options'
import { DX_DEFAULT_RATE_LIMITS, RateLimiter, type RateLimits } from './rate-limit'
import { seedWorld } from './seed/index'
import type { SandboxWorld } from './state/world'

export interface RuntimeOptions {
  seed: number
  /** Server maximum for `limit`; larger values are silently replaced by it (docs/api-notes.md, "Paging"). */
  maxLimit: number
  /** Server cap on orders matched by one orders/history request (beyond it: nextPageTransactionTime). */
  historyCap: number
  largeAccountOrders: number
  /** The Demo's support user delegated to this many more client accounts (`--support-clients N`); 0 = none. */
  supportClients: number
  sessionTimeoutMs: number
  /**
   * false = no limits; true = the published DX defaults (docs/api-notes.md, "Rate limits"); or explicit requests per
   * second.
   */
  rateLimit: boolean | RateLimits
  controls: boolean
  bodyLimit: number
  /**
   * Enforce each instrument's published trading sessions: outside them, placing, replacing and filling
   * orders is refused (409 "207"). Off only for tests that run on the wall clock at any hour.
   */
  tradingHours: boolean
  /** Compress answers of 1 KiB and more for clients that ask (Accept-Encoding gzip/deflate). */
  compression: boolean
  /** The Push API's WebSockets (`--push off`: none, as at a broker without push). */
  push: PushOptions
}

export const DEFAULT_RUNTIME_OPTIONS: RuntimeOptions = {
  seed: 1,
  maxLimit: 1000,
  historyCap: 1000,
  largeAccountOrders: 0,
  supportClients: 0,
  sessionTimeoutMs: DEFAULT_SESSION_TIMEOUT_MS,
  rateLimit: false,
  controls: true,
  bodyLimit: 256 * 1024,
  tradingHours: true,
  compression: true,
  push: DEFAULT_PUSH_OPTIONS,
}

export class SandboxRuntime {
  world: SandboxWorld
  readonly sessions: SessionStore
  readonly faults = new FaultInjector()
  /** What the scenario controls changed since the last reset (changes.ts). */
  readonly changes = new ChangeTally()
  readonly rateLimiter: RateLimiter | undefined
  /** The push server, once the HTTP app has installed it. */
  push: PushHub | undefined
  private readonly worldHooks: ((world: SandboxWorld) => void)[] = []

  constructor(
    readonly clock: Clock,
    readonly options: RuntimeOptions,
  ) {
    this.world = this.seed()
    this.sessions = new SessionStore(clock, options.sessionTimeoutMs)
    const limits = options.rateLimit === true ? DX_DEFAULT_RATE_LIMITS : options.rateLimit
    this.rateLimiter = limits === false ? undefined : new RateLimiter(clock, limits)
  }

  /** `hook` is called with the world now and with each new one a reset makes. */
  onWorld(hook: (world: SandboxWorld) => void): void {
    this.worldHooks.push(hook)
    hook(this.world)
  }

  private seed(): SandboxWorld {
    return seedWorld({
      seed: this.options.seed,
      now: this.clock.now(),
      largeAccountOrders: this.options.largeAccountOrders,
      supportClients: this.options.supportClients,
    })
  }

  /** Back to the seed (re-anchored at the current time). Sessions survive, faults and rate counters do not. */
  reset(): void {
    this.world = this.seed()
    for (const hook of this.worldHooks) hook(this.world)
    this.faults.clear()
    this.changes.clear()
    this.rateLimiter?.reset()
  }
}
