// The one place the renderer touches window.api: unwraps the result envelope into a value or an ApiError
// (so TanStack Query sees failures), and turns an aborted query signal into requests.cancel in main.
import type { DxApi } from '@shared/ipc/api-types'
import type { AppError, Result } from '@shared/ipc/result'

export class ApiError extends Error {
  readonly appError: AppError
  constructor(appError: AppError) {
    super(appError.message)
    this.name = 'ApiError'
    this.appError = appError
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError
}

// The AppError behind anything thrown by a query or mutation.
export { toAppError } from '@shared/ipc/result'

/** Whether the preload (or the test harness) installed window.api; a bare page has no way to reach main. */
export function hasBridge(): boolean {
  return typeof window !== 'undefined' && typeof (window as { api?: unknown }).api === 'object'
}

export function dx(): DxApi {
  if (!hasBridge()) {
    throw new ApiError({
      kind: 'internal',
      message: 'The bridge to the main process (window.api) is missing; start the app with npm start.',
    })
  }
  return window.api
}

export function newRequestId(): string {
  return crypto.randomUUID()
}

export async function unwrap<T>(pending: Promise<Result<T>>): Promise<T> {
  const result = await pending
  if (!result.ok) throw new ApiError(result.error)
  return result.value
}

/** Told when a query's request starts and ends (with its key), so that its retries can be shown. */
export interface RequestHooks {
  started(requestId: string): void
  ended(requestId: string): void
}

/**
 * Runs a read with a fresh requestId; if the query's signal aborts (filter changed, view closed), main is
 * told to abort the HTTP request too, instead of letting it finish for nobody.
 */
export async function cancellable<T>(
  signal: AbortSignal | undefined,
  run: (requestId: string) => Promise<Result<T>>,
  hooks?: RequestHooks,
): Promise<T> {
  const requestId = newRequestId()
  const onAbort = () => {
    void dx().requests.cancel({ requestId })
  }
  if (signal?.aborted) throw new ApiError({ kind: 'cancelled', message: 'The request was cancelled.' })
  signal?.addEventListener('abort', onAbort, { once: true })
  hooks?.started(requestId)
  try {
    return await unwrap(run(requestId))
  } finally {
    signal?.removeEventListener('abort', onAbort)
    hooks?.ended(requestId)
  }
}
