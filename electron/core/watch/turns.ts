// Turns of main's event loop for work that would otherwise run as one long stretch of its thread.

/** Lets main's event loop run (IPC, other reads' answers) before the next piece of synchronous work. */
export const nextTurn = (): Promise<void> => new Promise<void>((resolve) => setImmediate(resolve))

/**
 * Turns handed out one per waiter, in order. Waiters that all call `nextTurn` at once (the looks one gathered read
 * answers) are resumed in the same round of immediates, back to back: one long stretch of main's thread. These
 * are resumed in a round each, with the loop's timers, IPC and answers run between them.
 */
export function turnsOneEach(): () => Promise<void> {
  const waiting: (() => void)[] = []
  const release = () => {
    waiting.shift()?.()
    // Scheduled from inside a round of immediates, so it runs in the next round, after the loop's other phases.
    if (waiting.length > 0) setImmediate(release)
  }
  return () =>
    new Promise<void>((resolve) => {
      if (waiting.push(resolve) === 1) setImmediate(release)
    })
}
