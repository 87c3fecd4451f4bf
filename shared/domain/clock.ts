// The one time port of the app: whatever reads the time or waits takes these as parameters, so a test pins or
// moves time (a ManualClock, vi.useFakeTimers()) and nothing reads Date.now() behind its back.

/** What time it is, in epoch milliseconds. */
export interface Clock {
  now(): number
}

/** Waiting: setTimeout and clearTimeout, with the handle left opaque (Node's and the browser's differ). */
export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

export const systemClock: Clock = { now: () => Date.now() }
