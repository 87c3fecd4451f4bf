// The one time port of the app: whatever waits, or ages a figure, takes these as parameters, so a test pins or
// moves time (a ManualClock, vi.useFakeTimers()). A plain stamp of the present moment (a file name, a snapshot's
// time) may read Date.now(), which vi.useFakeTimers() moves too.

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
