// The process's own timers behind the shared Timers port (keep-alive pings, account watches, update checks).
import type { Timers } from '@shared/domain/clock'

export const realTimers: Timers = {
  setTimeout: (fn, ms) => {
    const handle = setTimeout(fn, ms)
    // A pending ping, poll or check must never keep the process (or a test runner) alive.
    handle.unref()
    return handle
  },
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}
