// Table reads answered from push, shared while one is being answered: the window can ask Open orders or Positions of
// the same accounts again before the last answer has come back (a burst of changes), and an answer at exactly the
// same vouched versions is the same answer. The later callers join the read under way instead of crossing to the
// API client's worker and building the same 162 KB again. Only reads the watch vouches for are shared (the key holds
// every account's version); a caller leaving (its window closed, its request replaced) leaves the others their read,
// and the read itself is cancelled only once every caller has left.
import { DxApiError, cancelledError } from '../../api-client/errors'

interface Shared {
  answer: Promise<unknown>
  controller: AbortController
  callers: number
}

export interface SharedReads {
  /**
   * `run`'s answer, shared with every caller of the same key on the same connection (`scope`, its client) while it
   * is under way; without a key, `run` alone. `run` gets a signal that trips once every caller has left.
   */
  join<T>(
    scope: object,
    key: string | undefined,
    signal: AbortSignal,
    run: (signal: AbortSignal) => Promise<T>,
  ): Promise<T>
}

/** The key of a read answered at exactly these vouched versions, or undefined where it is not vouched. */
export function pushedReadKey(
  channel: string,
  accounts: readonly string[],
  params: object | undefined,
  pushed: Readonly<Record<string, number>> | undefined,
): string | undefined {
  if (pushed === undefined) return undefined
  return JSON.stringify([channel, accounts.map((a) => [a, pushed[a] ?? null]), params ?? null])
}

export function createSharedReads(): SharedReads {
  const byScope = new WeakMap<object, Map<string, Shared>>()

  return {
    join<T>(
      scope: object,
      key: string | undefined,
      signal: AbortSignal,
      run: (signal: AbortSignal) => Promise<T>,
    ): Promise<T> {
      if (key === undefined) return run(signal)
      const running = byScope.get(scope) ?? new Map<string, Shared>()
      byScope.set(scope, running)
      if (signal.aborted) return Promise.reject(new DxApiError(cancelledError()))
      let shared = running.get(key)
      if (!shared) {
        const controller = new AbortController()
        const answer = run(controller.signal)
        const entry: Shared = { answer, controller, callers: 0 }
        running.set(key, entry)
        const done = () => {
          if (running.get(key) === entry) running.delete(key)
        }
        answer.then(done, done)
        shared = entry
      }
      const entry = shared
      entry.callers += 1
      return new Promise<T>((resolve, reject) => {
        const leave = () => {
          entry.callers -= 1
          if (entry.callers === 0) {
            // Nobody waits for it any more: a later caller starts afresh rather than joining a cancelled read.
            if (running.get(key) === entry) running.delete(key)
            entry.controller.abort()
          }
          reject(new DxApiError(cancelledError()))
        }
        signal.addEventListener('abort', leave, { once: true })
        entry.answer.then(
          (value) => {
            signal.removeEventListener('abort', leave)
            resolve(value as T)
          },
          (error: unknown) => {
            signal.removeEventListener('abort', leave)
            reject(error)
          },
        )
      })
    },
  }
}
