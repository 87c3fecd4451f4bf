// The one time port of the app: whatever waits, or ages a figure, takes these as parameters, so a test pins or
// moves time (a ManualClock, vi.useFakeTimers()). A plain stamp of the present moment (a file name, a snapshot's
// time) reads systemClock, whose Date.now() vi.useFakeTimers() moves too. This is the only file that reads
// Date.now() (eslint.config.js refuses it, and `new Date()`, elsewhere outside tests).

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
