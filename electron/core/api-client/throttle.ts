// Client-side token buckets per request category, so the app stays inside a broker's published limits
// (docs/api-notes.md, "Rate limits": some publish login 1/s per IP, data 2/s and trading 1/s per session) instead of
// tripping 429s. The defaults are generous; a profile for a strict broker passes its own numbers.
import { systemClock, type Clock } from '@shared/domain/clock'

export type ThrottleCategory = 'login' | 'data' | 'trading'

export interface BucketConfig {
  /** Sustained rate. */
  perSecond: number
  /** Requests that may go at once after a quiet spell (default: perSecond, at least 1). */
  burst?: number
}

/** A category left out (or `false` for the whole config) is not throttled. */
export type ThrottleConfig = Partial<Record<ThrottleCategory, BucketConfig>>

export const DEFAULT_THROTTLE: ThrottleConfig = {
  login: { perSecond: 2, burst: 3 },
  data: { perSecond: 25, burst: 50 },
  trading: { perSecond: 5, burst: 10 },
}

/** Time and waiting, injectable so backoff and throttle tests need no real time. */
export interface Sleeper extends Clock {
  /** Resolves after ms; rejects with the signal's reason when it is aborted first. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>
}

export const realSleeper: Sleeper = {
  now: () => systemClock.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) {
        reject(signal.reason)
        return
      }
      const onAbort = () => {
        clearTimeout(timer)
        reject(signal?.reason)
      }
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort)
        resolve()
      }, ms)
      signal?.addEventListener('abort', onAbort, { once: true })
    }),
}

class Bucket {
  private tokens: number
  private last: number

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    now: number,
  ) {
    this.tokens = burst
    this.last = now
  }

  /**
   * Takes a token now and says how long to wait before using it. Tokens may go negative: each queued caller
   * owns a later slot, which keeps the queue first-come first-served without a list of waiters.
   */
  reserve(now: number): number {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond)
    this.last = now
    this.tokens -= 1
    return this.tokens >= 0 ? 0 : Math.ceil((-this.tokens / this.perSecond) * 1000)
  }

  /** A caller that gave up while queued returns its slot, so it does not slow the ones behind it. */
  refund(): void {
    this.tokens = Math.min(this.burst, this.tokens + 1)
  }
}

export class Throttle {
  private readonly buckets = new Map<ThrottleCategory, Bucket>()

  constructor(
    config: ThrottleConfig | false = DEFAULT_THROTTLE,
    private readonly sleeper: Sleeper = realSleeper,
  ) {
    if (config === false) return
    for (const category of ['login', 'data', 'trading'] as const) {
      const limit = config[category]
      if (limit && limit.perSecond > 0 && Number.isFinite(limit.perSecond)) {
        const burst = Math.max(1, Math.floor(limit.burst ?? limit.perSecond))
        this.buckets.set(category, new Bucket(limit.perSecond, burst, sleeper.now()))
      }
    }
  }

  /** Waits for a slot in the category; rejects (with the signal's reason) if aborted while queued. */
  async take(category: ThrottleCategory, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) throw signal.reason
    const bucket = this.buckets.get(category)
    if (!bucket) return
    const wait = bucket.reserve(this.sleeper.now())
    if (wait <= 0) return
    try {
      await this.sleeper.sleep(wait, signal)
    } catch (e) {
      bucket.refund()
      throw e
    }
  }
}
