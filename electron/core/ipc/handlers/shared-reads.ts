// Table reads answered from push, shared while one is being answered: the window can ask Open orders or Positions of
// the same accounts again before the last answer has come back (a burst of changes), and an answer at exactly the
// same vouched versions is the same answer. The later callers join the read under way instead of crossing to the
// API client's worker and building the same 162 KB again. Only reads the watch vouches for are shared (the key holds
// every account's version); a caller leaving (its window closed, its request replaced) leaves the others their read,
// and the read itself is cancelled only once every caller has left.
import { DxApiError, cancelledError } from '../../api-client/errors'
import { withoutAccounts } from './deps'

interface Shared<T> {
  answer: Promise<T>
  controller: AbortController
  callers: number
}

/** One kind of read (one channel's answer type) shared per connection. */
export interface SharedReads<T> {
  /**
   * `run`'s answer, shared with every caller of the same key on the same connection (`scope`, its client) while it
   * is under way; without a key, `run` alone. `run` gets a signal that trips once every caller has left.
   */
  join(
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

export function createSharedReads<T>(): SharedReads<T> {
  const byScope = new WeakMap<object, Map<string, Shared<T>>>()

  /** The read under way for this key, or a new one (the scope's map made when its first read starts). */
  function underWay(scope: object, key: string, run: (signal: AbortSignal) => Promise<T>): Shared<T> {
    let running = byScope.get(scope)
    const found = running?.get(key)
    if (found) return found
    if (!running) byScope.set(scope, (running = new Map()))
    const reads = running
    const controller = new AbortController()
    const entry: Shared<T> = { answer: run(controller.signal), controller, callers: 0 }
    reads.set(key, entry)
    const done = () => {
      if (reads.get(key) === entry) reads.delete(key)
    }
    entry.answer.then(done, done)
    return entry
  }

  return {
    join(scope, key, signal, run) {
      if (key === undefined) return run(signal)
      if (signal.aborted) return Promise.reject(new DxApiError(cancelledError()))
      const entry = underWay(scope, key, run)
      entry.callers += 1
      return new Promise<T>((resolve, reject) => {
        const leave = () => {
          entry.callers -= 1
          if (entry.callers === 0) {
            // Nobody waits for it any more: a later caller starts afresh rather than joining a cancelled read.
            const reads = byScope.get(scope)
            if (reads?.get(key) === entry) reads.delete(key)
            entry.controller.abort()
          }
          reject(new DxApiError(cancelledError()))
        }
        signal.addEventListener('abort', leave, { once: true })
        entry.answer.then(
          (value) => {
            signal.removeEventListener('abort', leave)
            resolve(value)
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

/** The versions the live watch vouches for, per account (undefined where it cannot vouch for them all). */
interface VouchedVersions {
  pushedVersions(accounts: readonly string[]): Readonly<Record<string, number>> | undefined
}

/** A table read of the window: its accounts, its other parameters, and whether the person asked for the server. */
interface TableRead<P extends object> {
  accounts: readonly string[]
  params?: P | undefined
  fromServer?: boolean | undefined
}

/**
 * One channel's table read answered from push where the watch vouches for it (never when the person asked for the
 * server: Refresh), shared as above; `run` reads with the parameters less the accounts and the vouched versions.
 */
export function sharedPushedRead<T>(channel: string, watch: VouchedVersions) {
  const reads = createSharedReads<T>()
  return <P extends object>(
    client: object,
    request: TableRead<P>,
    signal: AbortSignal,
    run: (
      params: Omit<P, 'accounts'> | undefined,
      pushed: Readonly<Record<string, number>> | undefined,
      signal: AbortSignal,
    ) => Promise<T>,
  ): Promise<T> => {
    const params = withoutAccounts(request.params)
    const pushed = request.fromServer ? undefined : watch.pushedVersions(request.accounts)
    const key = pushedReadKey(channel, request.accounts, params, pushed)
    return reads.join(client, key, signal, (shared) => run(params, pushed, shared))
  }
}
