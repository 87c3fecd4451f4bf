import { QueryClient } from '@tanstack/react-query'
import { isApiError } from '../api/bridge'

/**
 * Failures that retrying unchanged cannot fix: everything the server answered with a 4xx (429 included: the
 * user is told how long to wait instead of the app hammering a throttled login), and our own refusals.
 */
const NEVER_RETRY = new Set([
  'rate-limited',
  'validation',
  'auth',
  'not-found',
  'bad-request',
  'conflict',
  'precondition-failed',
  'conditional-required',
  'cancelled',
  'internal',
])

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error)) {
    if (NEVER_RETRY.has(error.appError.kind)) return false
    if (error.appError.httpStatus !== undefined && error.appError.httpStatus < 500) return false
  }
  return failureCount < 2
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 8000),
        // The desk decides when to refresh (button, interval); focus changes are not a reason to hit the API.
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        staleTime: 10_000,
        gcTime: 5 * 60_000,
      },
      mutations: { retry: false },
    },
  })
}
