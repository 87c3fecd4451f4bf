// Test support: waiting for a state that arrives over real sockets and timers (a push, a read on the cadence), on
// Vitest's own `vi.waitFor`, so a wait looks, fails and reports the same way in every test.
import { vi } from 'vitest'

export interface EventuallyOptions {
  /** How long the state may take to arrive (default 5 s). */
  timeoutMs?: number
  /**
   * Awaited before each second look, e.g. the account watch's `idle()`: what the services were told is handled
   * before the state is read again, so a look never sees a change half applied.
   */
  settle?: () => Promise<void>
}

/** Resolves once `check` holds; fails with "timed out waiting for <what>" when it has not within the time. */
export async function eventually(
  check: () => boolean,
  what: string,
  { timeoutMs = 5_000, settle }: EventuallyOptions = {},
): Promise<void> {
  const late = () => new Error(`timed out waiting for ${what}`)
  await vi
    .waitFor(
      async () => {
        if (check()) return
        await settle?.()
        if (!check()) throw late()
      },
      { timeout: timeoutMs, interval: 10 },
    )
    // Time ran out while `settle` was still pending: Vitest then has no error of ours to report.
    .catch((error: unknown) => {
      throw error instanceof Error && error.message === late().message ? error : late()
    })
}
