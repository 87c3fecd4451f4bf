// Rate limits (docs/api-notes.md, "Rate limits"): login per source IP, data reads and trading requests per session.
// Token buckets refilled continuously on the injected clock (so tests can step time); a burst of `perSecond` requests
// is allowed, then one every 1/perSecond s.
import type { Clock } from './clock'

export type RateBucket = 'login' | 'read' | 'trade'

export interface RateLimits {
  login: number
  read: number
  trade: number
}

/** The defaults published in the DX documentation. */
export const DX_DEFAULT_RATE_LIMITS: RateLimits = { login: 1, read: 2, trade: 1 }

interface Bucket {
  tokens: number
  updated: number
}

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>()

  constructor(
    private readonly clock: Clock,
    readonly limits: RateLimits,
  ) {}

  /** 0 when allowed (and counted), otherwise the milliseconds until the next request would be allowed. */
  consume(bucket: RateBucket, key: string): number {
    const rate = this.limits[bucket]
    if (!(rate > 0)) return 0
    const id = `${bucket}\u0000${key}`
    const now = this.clock.now()
    const state = this.buckets.get(id) ?? { tokens: rate, updated: now }
    state.tokens = Math.min(rate, state.tokens + ((now - state.updated) / 1000) * rate)
    state.updated = now
    this.buckets.set(id, state)
    if (state.tokens >= 1) {
      state.tokens -= 1
      return 0
    }
    return Math.ceil(((1 - state.tokens) / rate) * 1000)
  }

  reset(): void {
    this.buckets.clear()
  }
}
