import { describe, expect, it } from 'vitest'
import { DEFAULT_RETRY, isTransient, resolveRetryPolicy, retryDelay } from './retry'

const policy = resolveRetryPolicy({ attempts: 4, baseDelayMs: 100, maxDelayMs: 1_000, maxRetryAfterMs: 5_000 })

describe('retry policy', () => {
  it('retries network errors, 5xx and 429 only', () => {
    expect(isTransient({ kind: 'network', timedOut: true })).toBe(true)
    expect(isTransient({ kind: 'response', status: 503 })).toBe(true)
    expect(isTransient({ kind: 'response', status: 429 })).toBe(true)
    for (const status of [200, 304, 400, 401, 403, 404, 409, 412]) {
      expect(isTransient({ kind: 'response', status })).toBe(false)
    }
  })

  it('backs off exponentially with jitter between half and the whole step, capped', () => {
    const low = () => 0
    const high = () => 1
    const net = { kind: 'network', timedOut: false } as const
    expect([1, 2, 3].map((a) => retryDelay(a, net, policy, low))).toEqual([50, 100, 200])
    expect([1, 2, 3].map((a) => retryDelay(a, net, policy, high))).toEqual([100, 200, 400])
    const long = resolveRetryPolicy({ attempts: 10, baseDelayMs: 100, maxDelayMs: 1_000 })
    expect(retryDelay(8, net, long, high)).toBe(1_000)
  })

  it('stops when the attempts are used up', () => {
    expect(retryDelay(4, { kind: 'response', status: 500 }, policy)).toBeNull()
    expect(retryDelay(1, { kind: 'response', status: 500 }, resolveRetryPolicy({ attempts: 1 }))).toBeNull()
  })

  it('waits exactly what Retry-After says, but not longer than the cap', () => {
    expect(retryDelay(1, { kind: 'response', status: 429, retryAfterMs: 2_000 }, policy)).toBe(2_000)
    expect(retryDelay(1, { kind: 'response', status: 429, retryAfterMs: 60_000 }, policy)).toBeNull()
    expect(retryDelay(1, { kind: 'response', status: 429 }, policy, () => 0)).toBe(50)
  })

  it('has sane defaults and clamps nonsense', () => {
    expect(DEFAULT_RETRY.attempts).toBeGreaterThan(1)
    expect(resolveRetryPolicy({ attempts: 0, baseDelayMs: -5 })).toMatchObject({ attempts: 1, baseDelayMs: 0 })
  })
})
