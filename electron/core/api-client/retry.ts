// When and how long to wait before repeating a request. Only reads are ever repeated: a GET, or the POST of
// orders/history (a read that exists only to escape URL-length limits). Writes and logins are never
// repeated here, because a write whose first attempt reached the server would be applied twice.

export interface RetryPolicy {
  /** Attempts for a repeatable request, the first one included (1 = never retry). */
  attempts: number
  /** Delay before the first retry; doubles for each further one. */
  baseDelayMs: number
  /** Ceiling of the exponential delay. */
  maxDelayMs: number
  /**
   * Longest Retry-After we wait for on our own. A server asking for more is answered at once with a
   * `rate-limited` error carrying retryAfterMs, so the person is told to wait and for how long instead of
   * watching a spinning Refresh.
   */
  maxRetryAfterMs: number
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 3, baseDelayMs: 250, maxDelayMs: 4_000, maxRetryAfterMs: 1_000 }

export function resolveRetryPolicy(partial: Partial<RetryPolicy> = {}): RetryPolicy {
  const policy = { ...DEFAULT_RETRY, ...partial }
  return {
    attempts: Math.max(1, Math.floor(policy.attempts)),
    baseDelayMs: Math.max(0, policy.baseDelayMs),
    maxDelayMs: Math.max(0, policy.maxDelayMs),
    maxRetryAfterMs: Math.max(0, policy.maxRetryAfterMs),
  }
}

/** What one attempt produced, as far as retrying is concerned. */
export type AttemptOutcome =
  { kind: 'response'; status: number; retryAfterMs?: number } | { kind: 'network'; timedOut: boolean }

/** Network failures (timeouts included), 5xx and 429 may heal by themselves; everything else will not. */
export function isTransient(outcome: AttemptOutcome): boolean {
  return outcome.kind === 'network' || outcome.status >= 500 || outcome.status === 429
}

/**
 * The wait before attempt `attempt + 1`, or null to stop. Exponential backoff with "equal jitter" (half fixed,
 * half random) so that many windows recovering from one outage do not retry in lock-step; a 429's
 * Retry-After replaces the backoff when the server gave one.
 */
export function retryDelay(
  attempt: number,
  outcome: AttemptOutcome,
  policy: RetryPolicy,
  random: () => number = Math.random,
): number | null {
  if (attempt >= policy.attempts || !isTransient(outcome)) return null
  if (outcome.kind === 'response' && outcome.status === 429 && outcome.retryAfterMs !== undefined) {
    return outcome.retryAfterMs <= policy.maxRetryAfterMs ? outcome.retryAfterMs : null
  }
  const exponential = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1))
  const r = Math.min(1, Math.max(0, random()))
  return Math.round(exponential / 2 + (exponential / 2) * r)
}
