// Cancellable requests: a read that carries a requestId gets its own AbortController, tripped by
// requests.cancel (the renderer replacing a request after a filter change) or by the caller's own signal
// (the window going away). A requestId reused while still running cancels the older request. A request the API
// client repeats after a transient failure is told to the window that asked, under its requestId.
import type { RetryNotice } from '@shared/ipc/request-retrying'
import type { CallContext } from './router'

export interface RequestRegistry {
  track<T>(
    requestId: string | undefined,
    caller: Pick<CallContext, 'signal' | 'notify'>,
    run: (signal: AbortSignal, onRetry: (notice: RetryNotice) => void) => Promise<T>,
  ): Promise<T>
  /** True when a running request was cancelled. */
  cancel(requestId: string): boolean
  abortAll(): void
  readonly size: number
}

export function createRequestRegistry(): RequestRegistry {
  const running = new Map<string, AbortController>()
  const anonymous = new Set<AbortController>()
  return {
    async track(requestId, caller, run) {
      const controller = new AbortController()
      if (requestId !== undefined) {
        running.get(requestId)?.abort()
        running.set(requestId, controller)
      } else {
        anonymous.add(controller)
      }
      // The caller's going away trips the request's own controller. Not AbortSignal.any: it ties the two signals
      // with weak references and a finalization registry per call, which a profile of main in a burst of reads
      // showed as a share of its garbage collection.
      const callerGone = () => controller.abort()
      if (caller.signal.aborted) controller.abort()
      else caller.signal.addEventListener('abort', callerGone, { once: true })
      try {
        const onRetry = (notice: RetryNotice) => {
          // A request replaced or cancelled meanwhile is no longer the one the window shows.
          if (requestId === undefined || running.get(requestId) !== controller) return
          caller.notify?.('request.retrying', { ...notice, requestId })
        }
        return await run(controller.signal, onRetry)
      } finally {
        caller.signal.removeEventListener('abort', callerGone)
        if (requestId !== undefined && running.get(requestId) === controller) running.delete(requestId)
        anonymous.delete(controller)
      }
    },
    cancel(requestId) {
      const controller = running.get(requestId)
      if (!controller) return false
      controller.abort()
      running.delete(requestId)
      return true
    },
    abortAll() {
      for (const controller of [...running.values(), ...anonymous]) controller.abort()
      running.clear()
      anonymous.clear()
    },
    get size() {
      return running.size + anonymous.size
    },
  }
}
